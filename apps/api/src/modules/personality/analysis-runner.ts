import type PgBoss from 'pg-boss';
import type { TAnalysisLogger } from '../../ai/openai-provider.ts';
import { selectAnalysisProvider } from '../../ai/select-provider.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { loadAnalysisInput } from './analysis-input.ts';
import { findAnalysis, reportProgress, updateAnalysis } from './personality.repository.ts';

/** The pg-boss queue of personality analyses; a job carries `{ analysisId }`. */
export const ANALYSIS_QUEUE = 'personality-analysis';

export interface AnalysisJobData {
  analysisId: string;
}

export interface AnalysisDeps {
  db: Db;
  ai: AppConfig['ai'];
  log: TAnalysisLogger & { error(details: Record<string, unknown>, message: string): void };
}

/**
 * Runs one queued analysis: loads the inputs, calls the provider (which reports its stages onto
 * the row), stores the result. A failure marks the run FAILED, so the user may start again.
 * Runs that are already finished are left alone (a job delivered twice does nothing).
 */
export async function runAnalysis(deps: AnalysisDeps, analysisId: string): Promise<void> {
  const { db } = deps;
  const analysis = await findAnalysis(db, analysisId);
  if (!analysis || analysis.status === 'COMPLETED' || analysis.status === 'FAILED') return;
  try {
    await reportProgress(db, analysisId, 'PROFILE', 0);
    const input = await loadAnalysisInput(db, analysis.userId);
    const provider = selectAnalysisProvider(deps.ai, deps.log);
    const result = await provider.analyse(input, (stage, percent) => reportProgress(db, analysisId, stage, percent));
    await updateAnalysis(db, analysisId, {
      status: 'COMPLETED',
      stage: 'SCORING',
      percent: 100,
      result,
      provider: result.provider,
      aiEnriched: result.aiEnriched,
      completedAt: new Date(),
    });
  } catch (err) {
    deps.log.error({ err, analysisId }, 'personality analysis failed');
    await updateAnalysis(db, analysisId, { status: 'FAILED', error: err instanceof Error ? err.message : String(err) });
  }
}

/** Works the analysis queue (in the API process with RUN_WORKER, or in `npm run worker`). */
export async function registerAnalysisWorker(boss: PgBoss, deps: AnalysisDeps): Promise<void> {
  await boss.createQueue(ANALYSIS_QUEUE);
  await boss.work<AnalysisJobData>(ANALYSIS_QUEUE, { pollingIntervalSeconds: 1 }, async (jobs) => {
    for (const job of jobs) await runAnalysis(deps, job.data.analysisId);
  });
}

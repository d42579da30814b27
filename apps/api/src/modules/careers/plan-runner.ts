import type PgBoss from 'pg-boss';
import type { TAnalysisLogger } from '../../ai/openai-provider.ts';
import { selectRoadmapProvider } from '../../ai/select-roadmap-provider.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { findPlan, reportPlanProgress, storeRoadmap, updatePlan } from './careers.repository.ts';
import { loadPlanInput } from './plan-input.ts';

/** The pg-boss queue of career-plan creation; a job carries `{ planId }`. */
export const PLAN_QUEUE = 'career-plan-creation';

export interface PlanJobData {
  planId: string;
}

export interface PlanDeps {
  db: Db;
  ai: AppConfig['ai'];
  log: TAnalysisLogger & {
    error(details: Record<string, unknown>, message: string): void;
    info(details: Record<string, unknown>, message: string): void;
  };
}

/**
 * Builds one queued plan: loads the inputs, runs the provider (which reports its stages onto the
 * row), stores phases, subtasks and materials in one transaction and makes the plan ACTIVE.
 * A failure leaves the plan PENDING with an error, so the user may delete it and start again.
 * A plan that is no longer PENDING (a job delivered twice) is left alone.
 */
export async function runPlanCreation(deps: PlanDeps, planId: string, now = new Date()): Promise<void> {
  const { db } = deps;
  const plan = await findPlan(db, planId);
  if (!plan || plan.status !== 'PENDING' || plan.error) return;
  const started = Date.now();
  try {
    await reportPlanProgress(db, planId, 'PROFILE', 5);
    const input = await loadPlanInput(db, plan, now);
    const provider = selectRoadmapProvider(deps.ai, deps.log);
    const roadmap = await provider.build(input, (stage, percent) => reportPlanProgress(db, planId, stage, percent));
    await db.transaction(async (tx) => storeRoadmap(tx, planId, roadmap));
    deps.log.info({ planId, ms: Date.now() - started, phases: roadmap.phases.length }, 'career plan created');
  } catch (err) {
    deps.log.error({ err, planId }, 'career plan creation failed');
    await updatePlan(db, planId, { error: err instanceof Error ? err.message : String(err) });
  }
}

/** Works the plan queue (in the API process with RUN_WORKER, or in `npm run worker`). */
export async function registerPlanWorker(boss: PgBoss, deps: PlanDeps): Promise<void> {
  await boss.createQueue(PLAN_QUEUE);
  await boss.work<PlanJobData>(PLAN_QUEUE, { pollingIntervalSeconds: 1 }, async (jobs) => {
    for (const job of jobs) await runPlanCreation(deps, job.data.planId);
  });
}

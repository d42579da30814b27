import type { TPlanStage } from '@bagdar/contracts';
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

/**
 * Where the job stands, stored on the plan row as each step starts, so the creation screen (which
 * polls the plan) shows the step that is running now: PROFILE while the student's profile, results
 * and target are read; REQUIREMENTS while the builder sets the target's requirements against the
 * student's results and composes the phases (and the AI server rewrites their text, when one is
 * configured); PHASES while the phases, subtasks and materials are stored. The same transaction that
 * stores them makes the plan ACTIVE at MATERIALS, 100 %.
 */
export const PLAN_PROGRESS = {
  PROFILE: 5,
  REQUIREMENTS: 25,
  PHASES: 70,
} as const satisfies Partial<Record<TPlanStage, number>>;
type TRunningStage = keyof typeof PLAN_PROGRESS;

export interface PlanDeps {
  db: Db;
  ai: AppConfig['ai'];
  log: TAnalysisLogger & {
    error(details: Record<string, unknown>, message: string): void;
    info(details: Record<string, unknown>, message: string): void;
  };
  /** Called after each stage is stored (a caller may watch the job, as a test does); nothing by default. */
  onStage?: (stage: TPlanStage, percent: number) => Promise<void> | void;
}

/**
 * Builds one queued plan: loads the inputs, runs the provider, stores phases, subtasks and materials
 * in one transaction and makes the plan ACTIVE, reporting each step before it runs (PLAN_PROGRESS).
 * A failure leaves the plan PENDING with an error, so the user may delete it and start again.
 * A plan that is no longer PENDING (a job delivered twice) is left alone.
 */
export async function runPlanCreation(deps: PlanDeps, planId: string, now = new Date()): Promise<void> {
  const { db } = deps;
  const plan = await findPlan(db, planId);
  if (!plan || plan.status !== 'PENDING' || plan.error) return;
  const started = Date.now();
  const stage = async (name: TRunningStage) => {
    await reportPlanProgress(db, planId, name, PLAN_PROGRESS[name]);
    await deps.onStage?.(name, PLAN_PROGRESS[name]);
  };
  try {
    await stage('PROFILE');
    const input = await loadPlanInput(db, plan, now);
    await stage('REQUIREMENTS');
    const provider = selectRoadmapProvider(deps.ai, deps.log);
    // The provider's own stage calls are not forwarded: they would only repeat, after the fact,
    // the steps this runner reports as they start.
    const roadmap = await provider.build(input);
    await stage('PHASES');
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

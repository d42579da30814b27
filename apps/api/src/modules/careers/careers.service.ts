import { ENROLLMENT_INSTITUTION_TYPES } from '@bagdar/contracts';
import type {
  ZCreatePlanBody,
  TCareerGate,
  TLocalized,
  TMe,
  TPlanDetails,
  TPlanListFilter,
  TPlanPage,
  TPlanSubtask,
  TPlanSummary,
  TProfessionOptionPage,
  TSubtaskChange,
  TUpdateSubtaskBody,
} from '@bagdar/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { CareerPlanRow, CareerSubtaskRow } from '../../db/schema/careers.ts';
import { AppError } from '../../lib/app-error.ts';
import { decodeCursor, decodeTimeCursor, encodeCursor } from '../../lib/keyset.ts';
import { completedAnalysisOf } from '../personality/personality.service.ts';
import {
  changeOwnSubtask,
  deleteOwnPlan,
  deleteSubtask,
  findOwnPlan,
  findOwnPlanDetails,
  findProfession,
  insertPlan,
  insertSubtask,
  listPlans,
  lockOwnPhase,
  lockUserPlans,
  phaseSubtaskStats,
  planForGoal,
  plansOfUser,
  professionOptions as queryProfessionOptions,
  recount,
  updatePlan,
  type SubtaskJson,
} from './careers.repository.ts';
import { findEnrollmentTarget } from './enrollment-target.ts';
import { isoDay } from './plan-input.ts';
import type { PlanQueue } from './plan-queue.ts';
import { CAREER_LIMITS } from '@bagdar/contracts';

/** Career roadmaps (spec §4 "Career plan: ACTIVE, COMPLETED, PENDING; one plan per goal"). */

export interface CareersContext {
  db: Db;
  queue: PlanQueue;
}

const DAY_MS = 86_400_000;
type TCreateBody = z.output<typeof ZCreatePlanBody>;

const notFound = () => new AppError('NOT_FOUND', 404, 'No such plan');
const fieldError = (field: string, code: string, message: string) =>
  new AppError('VALIDATION_ERROR', 400, message, { details: [{ field, code, message: code }] });

/** The columns of a plan its card shows. */
export type PlanSummaryRow = Pick<
  CareerPlanRow,
  | 'id'
  | 'goal'
  | 'status'
  | 'stage'
  | 'percent'
  | 'error'
  | 'title'
  | 'createdAt'
  | 'targetDate'
  | 'subtasksTotal'
  | 'subtasksDone'
  | 'phasesTotal'
  | 'phasesDone'
>;

export function remainingDays(targetDate: string, now: Date): number {
  return Math.round((Date.parse(`${targetDate}T00:00:00Z`) - Date.parse(`${isoDay(now)}T00:00:00Z`)) / DAY_MS);
}

export function toSummary(row: PlanSummaryRow, now: Date): TPlanSummary {
  return {
    id: row.id,
    goal: row.goal,
    status: row.status,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    targetDate: row.targetDate,
    subtasksTotal: row.subtasksTotal,
    subtasksDone: row.subtasksDone,
    phasesTotal: row.phasesTotal,
    phasesDone: row.phasesDone,
    progress: row.subtasksTotal > 0 ? Math.round((row.subtasksDone / row.subtasksTotal) * 100) : 0,
    remainingDays: remainingDays(row.targetDate, now),
    job: row.status === 'PENDING' ? { stage: row.stage, percent: row.percent, failed: row.error !== null } : null,
  };
}

function toSubtask(row: CareerSubtaskRow): TPlanSubtask {
  return {
    id: row.id,
    title: row.title,
    own: row.own,
    done: row.doneAt !== null,
    doneAt: row.doneAt?.toISOString() ?? null,
    because: row.because,
  };
}

export async function careerGate(ctx: CareersContext, me: TMe): Promise<TCareerGate> {
  const [analysis, plans] = await Promise.all([completedAnalysisOf(ctx.db, me.id), plansOfUser(ctx.db, me.id)]);
  return {
    analysisCompleted: analysis !== null,
    plans: {
      EMPLOYMENT: plans.find((p) => p.goal === 'EMPLOYMENT')?.id ?? null,
      ENROLLMENT: plans.find((p) => p.goal === 'ENROLLMENT')?.id ?? null,
    },
  };
}

export async function professionOptions(
  ctx: CareersContext,
  query: { q?: string | undefined; cursor?: string | undefined; limit: number },
): Promise<TProfessionOptionPage> {
  const after = decodeCursor(query.cursor, 1)?.[0] ?? null;
  const rows = await queryProfessionOptions(ctx.db, query.q || undefined, after, query.limit);
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > query.limit && last ? encodeCursor([last.slug]) : null };
}

/** The plan's title from its target; 400 with the field when the target is unknown. */
async function targetTitle(db: Db, body: TCreateBody): Promise<TLocalized> {
  if (body.goal === 'EMPLOYMENT') {
    const profession = body.professionId ? await findProfession(db, body.professionId) : null;
    if (!profession) throw fieldError('professionId', 'profession_unknown', 'Unknown profession');
    return profession.name;
  }
  const target =
    body.institutionId && body.majorId ? await findEnrollmentTarget(db, body.institutionId, body.majorId) : null;
  if (!target) throw fieldError('majorId', 'major_unknown', 'Unknown institution or major of that institution');
  if (!(ENROLLMENT_INSTITUTION_TYPES as readonly string[]).includes(target.institution.type)) {
    throw fieldError(
      'institutionId',
      'institution_not_for_enrollment',
      'This institution does not admit at this level',
    );
  }
  return target.major.name;
}

/**
 * Queues a plan: 409 ANALYSIS_REQUIRED without a personality analysis, 400 for an unknown target,
 * 409 PLAN_EXISTS (meta.planId) when the goal already has a plan. A plan whose creation failed
 * is replaced.
 */
export async function createPlan(ctx: CareersContext, me: TMe, body: TCreateBody): Promise<{ planId: string }> {
  if (!(await completedAnalysisOf(ctx.db, me.id))) {
    throw new AppError('ANALYSIS_REQUIRED', 409, 'Complete the personality analysis first');
  }
  const title = await targetTitle(ctx.db, body);
  const now = new Date();
  if (body.targetDate !== null && body.targetDate <= isoDay(now)) {
    throw fieldError('targetDate', 'target_date_past', 'The target date must be in the future');
  }
  const plan = await ctx.db.transaction(async (tx) => {
    await lockUserPlans(tx, me.id);
    const existing = await planForGoal(tx, me.id, body.goal);
    if (existing && existing.error === null) {
      throw new AppError('PLAN_EXISTS', 409, 'There is already a plan for this goal', {
        meta: { planId: existing.id },
      });
    }
    if (existing) await deleteOwnPlan(tx, me.id, existing.id);
    const needsYears = body.lifeStage === 'PUPIL' || body.lifeStage === 'STUDENT';
    return insertPlan(tx, {
      userId: me.id,
      goal: body.goal,
      lifeStage: body.lifeStage,
      years: needsYears ? body.years : null,
      professionId: body.goal === 'EMPLOYMENT' ? body.professionId : null,
      institutionId: body.goal === 'ENROLLMENT' ? body.institutionId : null,
      majorId: body.goal === 'ENROLLMENT' ? body.majorId : null,
      about: body.about,
      title,
      targetDate: isoDay(now),
      requestedTargetDate: body.targetDate,
    });
  });
  try {
    await ctx.queue.enqueue(plan.id);
  } catch (err) {
    await updatePlan(ctx.db, plan.id, { error: 'could not queue the job' });
    throw err;
  }
  return { planId: plan.id };
}

export async function listOwnPlans(
  ctx: CareersContext,
  me: TMe,
  query: { status: TPlanListFilter; cursor?: string | undefined; limit: number },
): Promise<TPlanPage> {
  const now = new Date();
  const rows = await listPlans(ctx.db, me.id, query.status, decodeTimeCursor(query.cursor), query.limit);
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map((r) => toSummary(r.plan, now)),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.createdKey, last.plan.id]) : null,
  };
}

/** The plan with its phases, subtasks, materials and activity: one statement whatever its size. */
export async function planDetails(
  ctx: Pick<CareersContext, 'db'>,
  me: Pick<TMe, 'id'>,
  planId: string,
): Promise<TPlanDetails> {
  const row = await findOwnPlanDetails(ctx.db, me.id, planId);
  if (!row) throw notFound();
  const { plan } = row;
  const subtasksOf = new Map<string, TPlanSubtask[]>();
  const materialsOf = new Map<string, TPlanDetails['phases'][number]['materials']>();
  // Days with ticked subtasks (UTC), oldest first.
  const perDay = new Map<string, number>();
  for (const subtask of row.subtasks) {
    let list = subtasksOf.get(subtask.phaseId);
    if (!list) subtasksOf.set(subtask.phaseId, (list = []));
    list.push(subtaskView(subtask));
    if (subtask.doneAt !== null) {
      const day = subtask.doneAt.slice(0, 10);
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
  }
  for (const { phaseId, id, type, title, url, language } of row.materials) {
    let list = materialsOf.get(phaseId);
    if (!list) materialsOf.set(phaseId, (list = []));
    list.push({ id, type, title, url, language });
  }
  return {
    ...toSummary(plan, new Date()),
    lifeStage: plan.lifeStage,
    years: plan.years,
    about: plan.about,
    summary: plan.summary,
    completedAt: plan.completedAt?.toISOString() ?? null,
    aiEnriched: plan.aiEnriched,
    aiModel: plan.aiModel,
    phases: row.phases.map((phase) => ({
      id: phase.id,
      position: phase.position,
      kind: phase.kind,
      title: phase.title,
      description: phase.description,
      because: phase.because,
      target: phase.target,
      startsOn: phase.startsOn,
      dueOn: phase.dueOn,
      subtasksTotal: phase.subtasksTotal,
      subtasksDone: phase.subtasksDone,
      achievement: { title: phase.achievement, receivedAt: phase.achievementReceivedAt },
      subtasks: subtasksOf.get(phase.id) ?? [],
      materials: materialsOf.get(phase.id) ?? [],
    })),
    warnings: plan.warnings,
    activity: [...perDay].sort(([a], [b]) => (a < b ? -1 : 1)).map(([day, count]) => ({ day, count })),
  };
}

function subtaskView(row: SubtaskJson): TPlanSubtask {
  return {
    id: row.id,
    title: row.title,
    own: row.own,
    done: row.doneAt !== null,
    doneAt: row.doneAt,
    because: row.because,
  };
}

function change(subtask: TPlanSubtask, counts: Awaited<ReturnType<typeof recount>>): TSubtaskChange {
  const { phase, plan } = counts;
  return {
    subtask,
    phase,
    plan: {
      subtasksTotal: plan.subtasksTotal,
      subtasksDone: plan.subtasksDone,
      progress: plan.subtasksTotal > 0 ? Math.round((plan.subtasksDone / plan.subtasksTotal) * 100) : 0,
    },
  };
}

const ownTitle = (title: string): TLocalized => ({ ru: title, kk: title, en: title });

/**
 * Ticks/unticks a subtask or renames one's own, and recounts its phase and plan: one transaction.
 * Someone else's plan or subtask is 404; a generated subtask cannot be renamed (403).
 */
export async function changeSubtask(
  ctx: CareersContext,
  me: TMe,
  planId: string,
  subtaskId: string,
  body: TUpdateSubtaskBody,
): Promise<TSubtaskChange> {
  return ctx.db.transaction(async (tx) => {
    const subtask = await changeOwnSubtask(tx, me.id, planId, subtaskId, {
      title: body.title === undefined ? null : ownTitle(body.title),
      done: body.done ?? null,
    });
    if (!subtask) throw new AppError('NOT_FOUND', 404, 'No such subtask');
    if (body.title !== undefined && !subtask.own) {
      throw new AppError('FORBIDDEN', 403, 'Only your own subtasks can be renamed');
    }
    return change(subtaskView(subtask), await recount(tx, planId, subtask.phaseId));
  });
}

export async function addSubtask(
  ctx: CareersContext,
  me: TMe,
  planId: string,
  phaseId: string,
  title: string,
): Promise<TSubtaskChange> {
  return ctx.db.transaction(async (tx) => {
    const found = await lockOwnPhase(tx, me.id, planId, phaseId);
    if (!found) throw new AppError('NOT_FOUND', 404, 'No such phase');
    const stats = await phaseSubtaskStats(tx, phaseId);
    if (stats.own >= CAREER_LIMITS.ownSubtasksPerPhase) {
      throw fieldError('title', 'subtasks_too_many', 'This phase has as many own subtasks as it may');
    }
    const subtask = await insertSubtask(tx, {
      planId,
      phaseId,
      position: stats.next,
      title: ownTitle(title),
      own: true,
    });
    return change(toSubtask(subtask), await recount(tx, planId, phaseId));
  });
}

export async function removeSubtask(ctx: CareersContext, me: TMe, planId: string, subtaskId: string) {
  return ctx.db.transaction(async (tx) => {
    // Changes nothing: locks the plan and reads the subtask.
    const found = await changeOwnSubtask(tx, me.id, planId, subtaskId, { title: null, done: null });
    if (!found) throw new AppError('NOT_FOUND', 404, 'No such subtask');
    if (!found.own) throw new AppError('FORBIDDEN', 403, 'Only your own subtasks can be removed');
    await deleteSubtask(tx, subtaskId);
    const { plan } = await recount(tx, planId, found.phaseId);
    return plan;
  });
}

/** ACTIVE → COMPLETED; a plan still being built (PENDING) or already completed is a 409. */
export async function completePlan(ctx: CareersContext, me: TMe, planId: string): Promise<TPlanSummary> {
  const plan = await findOwnPlan(ctx.db, me.id, planId);
  if (!plan) throw notFound();
  if (plan.status !== 'ACTIVE') throw new AppError('CONFLICT', 409, 'Only an active plan can be completed');
  const completedAt = new Date();
  await updatePlan(ctx.db, plan.id, { status: 'COMPLETED', completedAt });
  return toSummary({ ...plan, status: 'COMPLETED' }, completedAt);
}

/**
 * COMPLETED → ACTIVE; 409 PLAN_EXISTS (meta.planId) when a newer plan for the same goal is open,
 * 409 CONFLICT for a plan that is not completed.
 */
export async function reopenPlan(ctx: CareersContext, me: TMe, planId: string): Promise<TPlanSummary> {
  const plan = await ctx.db.transaction(async (tx) => {
    await lockUserPlans(tx, me.id);
    const found = await findOwnPlan(tx, me.id, planId);
    if (!found) throw notFound();
    if (found.status !== 'COMPLETED') throw new AppError('CONFLICT', 409, 'Only a completed plan can be reopened');
    const open = await planForGoal(tx, me.id, found.goal);
    if (open) {
      throw new AppError('PLAN_EXISTS', 409, 'There is already a plan for this goal', { meta: { planId: open.id } });
    }
    await updatePlan(tx, found.id, { status: 'ACTIVE', completedAt: null });
    return found;
  });
  return toSummary({ ...plan, status: 'ACTIVE' }, new Date());
}

export async function removePlan(ctx: CareersContext, me: TMe, planId: string): Promise<void> {
  if (!(await deleteOwnPlan(ctx.db, me.id, planId))) throw notFound();
}

export async function ownPlan(ctx: CareersContext, me: TMe, planId: string): Promise<CareerPlanRow> {
  const plan = await findOwnPlan(ctx.db, me.id, planId);
  if (!plan) throw notFound();
  return plan;
}

/** The user's own plan (any status), or null: for modules that decided elsewhere who may see it (a mentor's review). */
export function findUserPlan(db: Db, userId: string, planId: string): Promise<CareerPlanRow | null> {
  return findOwnPlan(db, userId, planId);
}

import type { TMe, TMentorPlan, TPlanComment, TPlanCommentBody, TPlanReviewState } from '@bagdar/contracts';
import type { Db } from '../../db/client.ts';
import type { CareerPlanRow } from '../../db/schema/careers.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { findUserPlan, planDetails } from '../careers/careers.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { reachableStudent } from '../organizations/analytics.service.ts';
import { isPlatform, notAllowed, type OrgActor } from '../organizations/org-access.ts';
import * as repo from './plan-reviews.repository.ts';

/**
 * A mentor's review of a student's career plan. Who may see the student is decided once, by the
 * analytics' `reachableStudent` (a teacher: the students of the groups they mentor; staff and admins:
 * every student of their organisation); a plan, phase or student outside that answers 404.
 */

const planNotFound = () => new AppError('NOT_FOUND', 404, 'No such plan');
const phaseNotFound = () => new AppError('NOT_FOUND', 404, 'No such phase');
/** How much of a comment its notification carries. */
const EXCERPT = 120;

export interface PlanRef {
  organizationId: string;
  memberId: string;
  planId: string;
}

/** The plan of a student the actor may see; anything else is not found. */
async function studentPlan(db: Db, actor: OrgActor, ref: PlanRef): Promise<CareerPlanRow> {
  const student = await reachableStudent(db, actor, ref.organizationId, ref.memberId);
  const plan = isUuid(ref.planId) ? await findUserPlan(db, student.user_id, ref.planId) : null;
  if (!plan) throw planNotFound();
  return plan;
}

/** Only the organisation's own people review: a platform admin reads, never writes in its name. */
function assertReviewer(actor: OrgActor): void {
  if (isPlatform(actor)) throw notAllowed();
}

/** A plan still being built has nothing to review yet. */
function assertBuilt(plan: CareerPlanRow): void {
  if (plan.status === 'PENDING') throw new AppError('CONFLICT', 409, 'The plan is still being built');
}

const iso = (date: Date) => date.toISOString();

/** The review and comments of a plan found for its owner. */
async function reviewState(db: Db, plan: Pick<CareerPlanRow, 'id' | 'userId'>): Promise<TPlanReviewState> {
  const state = await repo.reviewStateOf(db, plan.userId, plan.id);
  if (!state) throw planNotFound();
  return state;
}

/**
 * The student's plan, read-only, with its review and comments: both statements are for the reachable
 * student's own plan, so another student's plan is a 404 as before.
 */
export async function mentorPlan(db: Db, actor: OrgActor, ref: PlanRef): Promise<TMentorPlan> {
  const student = await reachableStudent(db, actor, ref.organizationId, ref.memberId);
  if (!isUuid(ref.planId)) throw planNotFound();
  const [details, state] = await Promise.all([
    planDetails({ db }, { id: student.user_id }, ref.planId),
    repo.reviewStateOf(db, student.user_id, ref.planId),
  ]);
  if (!state) throw planNotFound();
  return { plan: details, reviewState: state };
}

/** A comment on one phase; the student is notified in the same transaction. */
export async function commentOnPhase(
  db: Db,
  actor: OrgActor,
  ref: PlanRef,
  body: TPlanCommentBody,
): Promise<TPlanComment> {
  assertReviewer(actor);
  const plan = await studentPlan(db, actor, ref);
  assertBuilt(plan);
  if (!isUuid(body.phaseId) || !(await repo.phaseOfPlan(db, plan.id, body.phaseId))) throw phaseNotFound();
  const text = body.body.trim();
  const author = await repo.personOf(db, actor.userId);
  if (!author) throw new AppError('UNAUTHENTICATED', 401, 'Sign in first');
  const stored = await db.transaction(async (tx) => {
    const row = await repo.insertComment(tx, {
      planId: plan.id,
      phaseId: body.phaseId,
      authorId: actor.userId,
      body: text,
    });
    await notify(tx, {
      userId: plan.userId,
      type: 'PLAN_COMMENTED',
      actorId: actor.userId,
      data: { planId: plan.id, excerpt: text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text },
    });
    return row;
  });
  return { id: stored.id, phaseId: body.phaseId, body: text, author, createdAt: iso(stored.createdAt) };
}

/** Marks the plan reviewed by the actor now (a later review replaces the earlier one) and notifies the student. */
export async function markReviewed(db: Db, actor: OrgActor, ref: PlanRef, now = new Date()): Promise<TPlanReviewState> {
  assertReviewer(actor);
  const plan = await studentPlan(db, actor, ref);
  assertBuilt(plan);
  await db.transaction(async (tx) => {
    await repo.upsertReview(tx, plan.id, actor.userId, now);
    await notify(tx, { userId: plan.userId, type: 'PLAN_REVIEWED', actorId: actor.userId, data: { planId: plan.id } });
  });
  return reviewState(db, plan);
}

/** The review of the caller's own plan, for the plan page: one statement. */
export async function ownReviewState(db: Db, me: Pick<TMe, 'id'>, planId: string): Promise<TPlanReviewState> {
  const state = isUuid(planId) ? await repo.reviewStateOf(db, me.id, planId) : null;
  if (!state) throw planNotFound();
  return state;
}

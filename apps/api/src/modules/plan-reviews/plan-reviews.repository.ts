import type { TPlanReviewState } from '@bagdar/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withFastRows } from '../../db/fast-rows.ts';
import { preparedByName } from '../../db/prepared.ts';
import { careerPlanPhases, careerPlans } from '../../db/schema/careers.ts';
import { careerPlanComments, careerPlanReviews } from '../../db/schema/plan-reviews.ts';
import { users } from '../../db/schema/users.ts';

/** Reviews and phase comments of career plans; the service decides who may read or write them. */

const person = { firstName: users.firstName, lastName: users.lastName, username: users.username };

export async function phaseOfPlan(db: Db, planId: string, phaseId: string): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: careerPlanPhases.id })
    .from(careerPlanPhases)
    .where(and(eq(careerPlanPhases.id, phaseId), eq(careerPlanPhases.planId, planId)))
    .limit(1);
  return row ?? null;
}

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const personJson = (alias: string) =>
  `json_build_object('firstName', ${alias}.first_name, 'lastName', ${alias}.last_name, 'username', ${alias}.username)`;

/*
 * Written by name: drizzle writes a column of a one-table select without its table, which inside a
 * correlated subquery would name the subquery's own column.
 */
const reviewJson = sql.raw(`(
  SELECT json_build_object('reviewer', ${personJson('reviewer')}, 'reviewedAt', ${iso('review.reviewed_at')})
  FROM career_plan_reviews review JOIN users reviewer ON reviewer.id = review.reviewer_id
  WHERE review.plan_id = career_plans.id LIMIT 1)`);
const commentsJson = sql.raw(`(
  SELECT coalesce(json_agg(json_build_object(
    'id', comment.id, 'phaseId', comment.phase_id, 'body', comment.body,
    'author', ${personJson('author')}, 'createdAt', ${iso('comment.created_at')}
  ) ORDER BY comment.created_at, comment.id), '[]'::json)
  FROM career_plan_comments comment JOIN users author ON author.id = comment.author_id
  WHERE comment.plan_id = career_plans.id)`);

function prepareReviewState(db: Db) {
  return withFastRows(
    db
      .select({
        review: sql<TPlanReviewState['review']>`${reviewJson}`,
        comments: sql<TPlanReviewState['comments']>`${commentsJson}`,
      })
      .from(careerPlans)
      .where(and(eq(careerPlans.id, sql.placeholder('planId')), eq(careerPlans.userId, sql.placeholder('userId'))))
      .limit(1)
      .prepare('plan_review_state'),
  );
}

const reviewStatePrepared = preparedByName<ReturnType<typeof prepareReviewState>>();

/**
 * The review of the user's plan (who marked it reviewed and when) and its comments, oldest first, in
 * one prepared statement; null when the plan is not that user's (or does not exist).
 */
export async function reviewStateOf(db: Db, userId: string, planId: string): Promise<TPlanReviewState | null> {
  const prepared = reviewStatePrepared(db, 'plan_review_state', () => prepareReviewState(db));
  const [row] = await prepared.execute({ planId, userId });
  return row ?? null;
}

export async function insertComment(
  db: Db,
  values: { planId: string; phaseId: string; authorId: string; body: string },
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db
    .insert(careerPlanComments)
    .values(values)
    .returning({ id: careerPlanComments.id, createdAt: careerPlanComments.createdAt });
  if (!row) throw new Error('the comment was not stored');
  return row;
}

/** Marks the plan reviewed by `reviewerId` at `at`; a later review replaces the earlier one. */
export async function upsertReview(db: Db, planId: string, reviewerId: string, at: Date): Promise<void> {
  await db
    .insert(careerPlanReviews)
    .values({ planId, reviewerId, reviewedAt: at })
    .onConflictDoUpdate({ target: careerPlanReviews.planId, set: { reviewerId, reviewedAt: at } });
}

export async function personOf(db: Db, userId: string) {
  const [row] = await db.select(person).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { careerPlanPhases } from '../../db/schema/careers.ts';
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

export async function reviewOf(db: Db, planId: string) {
  const [row] = await db
    .select({ reviewedAt: careerPlanReviews.reviewedAt, reviewer: person })
    .from(careerPlanReviews)
    .innerJoin(users, eq(users.id, careerPlanReviews.reviewerId))
    .where(eq(careerPlanReviews.planId, planId))
    .limit(1);
  return row ?? null;
}

/** The plan's comments, oldest first (a plan's comments are few: one screen of phases). */
export function commentsOf(db: Db, planId: string) {
  return db
    .select({
      id: careerPlanComments.id,
      phaseId: careerPlanComments.phaseId,
      body: careerPlanComments.body,
      createdAt: careerPlanComments.createdAt,
      author: person,
    })
    .from(careerPlanComments)
    .innerJoin(users, eq(users.id, careerPlanComments.authorId))
    .where(eq(careerPlanComments.planId, planId))
    .orderBy(asc(careerPlanComments.createdAt), asc(careerPlanComments.id));
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

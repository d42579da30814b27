import { and, eq } from 'drizzle-orm';
import { createBuiltinRoadmapProvider } from '../../ai/roadmap-builder.ts';
import { insertPlan, planPhases, storeRoadmap } from '../../modules/careers/careers.repository.ts';
import { loadPlanInput } from '../../modules/careers/plan-input.ts';
import { notify } from '../../modules/notifications/notifications.service.ts';
import type { Db } from '../client.ts';
import { careerPlans } from '../schema/careers.ts';
import { professions } from '../schema/catalog.ts';
import { careerPlanComments, careerPlanReviews } from '../schema/plan-reviews.ts';
import { subscriptions } from '../schema/subscriptions.ts';
import { users } from '../schema/users.ts';
import { seedAnalysedUser } from './demo-content-seed.ts';
import { INTJ_IRA } from './demo-profile.ts';

/** Two pupils of the demo school's 10А (mentored by school.teacher) with a personal PRO subscription. */
export const REVIEWED_PUPIL = 'school.s03';
export const REVIEW_PUPIL = 'school.s06';
const MENTOR = 'school.teacher';
const PROFESSION = 'software-developer';
const DAY = 86_400_000;
/** Shorter than a notification's excerpt (120 characters), so the notification carries it whole. */
const COMMENT =
  'Хорошее начало. Начни этот этап с задач по алгебре из ЕНТ: по 20 в неделю, а в пятницу покажи мне решения.';

async function userId(db: Db, username: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  return row?.id ?? null;
}

async function givePro(db: Db, id: string, now: Date): Promise<void> {
  const [existing] = await db
    .select({ id: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.userId, id));
  if (existing) return;
  await db.insert(subscriptions).values({
    userId: id,
    tier: 'PRO',
    status: 'ACTIVE',
    renewsAt: new Date(now.getTime() + 365 * DAY),
    billingIntervalUnit: 'YEAR',
    billingIntervalCount: 1,
    autoRenew: true,
  });
}

/**
 * A mentor's review to look at: school.s03 (10А, a PRO pupil) has a roadmap to a software developer
 * that school.teacher marked reviewed two days ago, with a comment on its first phase and the pupil's
 * two notifications; school.s06 (10А, PRO, analysed) has no plan yet, for trying the whole round.
 * Runs once: a review of school.s03's plan marks it done.
 */
export async function seedPlanReviews(db: Db, now: Date = new Date()): Promise<void> {
  const [pupil, other, mentor] = await Promise.all([
    userId(db, REVIEWED_PUPIL),
    userId(db, REVIEW_PUPIL),
    userId(db, MENTOR),
  ]);
  const [profession] = await db
    .select({ id: professions.id, name: professions.name })
    .from(professions)
    .where(eq(professions.slug, PROFESSION))
    .limit(1);
  if (!pupil || !other || !mentor || !profession) return;
  for (const [username, id] of [
    [REVIEWED_PUPIL, pupil],
    [REVIEW_PUPIL, other],
  ] as const) {
    await givePro(db, id, now);
    await seedAnalysedUser(db, username, INTJ_IRA, now);
  }
  const [existing] = await db
    .select({ id: careerPlans.id })
    .from(careerPlans)
    .where(and(eq(careerPlans.userId, pupil), eq(careerPlans.goal, 'EMPLOYMENT')))
    .limit(1);
  if (existing) {
    const [reviewed] = await db.select().from(careerPlanReviews).where(eq(careerPlanReviews.planId, existing.id));
    if (reviewed) return;
  }
  const createdAt = new Date(now.getTime() - 10 * DAY);
  await db.transaction(async (tx) => {
    let planId = existing?.id;
    if (!planId) {
      const plan = await insertPlan(tx, {
        userId: pupil,
        goal: 'EMPLOYMENT',
        lifeStage: 'PUPIL',
        years: 10,
        professionId: profession.id,
        about: 'Люблю математику и информатику, хочу делать полезные приложения.',
        title: profession.name,
        targetDate: createdAt.toISOString().slice(0, 10),
        createdAt,
      });
      await storeRoadmap(
        tx,
        plan.id,
        await createBuiltinRoadmapProvider().build(await loadPlanInput(tx, plan, createdAt)),
      );
      planId = plan.id;
    }
    const [first] = await planPhases(tx, planId);
    if (first) {
      await tx.insert(careerPlanComments).values({
        planId,
        phaseId: first.id,
        authorId: mentor,
        body: COMMENT,
        createdAt: new Date(now.getTime() - 2 * DAY - 60_000),
      });
      await notify(tx, {
        userId: pupil,
        type: 'PLAN_COMMENTED',
        actorId: mentor,
        data: { planId, excerpt: COMMENT },
      });
    }
    await tx
      .insert(careerPlanReviews)
      .values({ planId, reviewerId: mentor, reviewedAt: new Date(now.getTime() - 2 * DAY) });
    await notify(tx, { userId: pupil, type: 'PLAN_REVIEWED', actorId: mentor, data: { planId } });
  });
}

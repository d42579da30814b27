import { and, eq } from 'drizzle-orm';
import { createBuiltinRoadmapProvider } from '../../ai/roadmap-builder.ts';
import {
  insertPlan,
  planPhases,
  planSubtasks,
  recount,
  storeRoadmap,
  updateSubtask,
} from '../../modules/careers/careers.repository.ts';
import { loadPlanInput } from '../../modules/careers/plan-input.ts';
import type { Db } from '../client.ts';
import { careerPlanPhases, careerPlans } from '../schema/careers.ts';
import { professions } from '../schema/catalog.ts';
import { users } from '../schema/users.ts';
import { seedAnalysedUser } from './demo-content-seed.ts';
import { ENFP_SAE } from './demo-profile.ts';

/** The PRO demo user who has a career roadmap part-way done. */
export const DEMO_CAREERS_USERNAME = 'demo.pro';
const DEMO_PROFESSION = 'general-practitioner';
const DEMO_PLAN_AGE_DAYS = 20;
const DAY_MS = 86_400_000;

/**
 * demo.pro gets a personality analysis (the careers gate) and an EMPLOYMENT roadmap to a general
 * practitioner, built by the built-in builder 20 days ago: the first phase done (its achievement
 * earned) and part of the second, ticked on different days so the heat-map shows activity.
 * A user who already has an EMPLOYMENT plan is left alone.
 */
export async function seedCareers(db: Db, now: Date = new Date()): Promise<void> {
  await seedAnalysedUser(db, DEMO_CAREERS_USERNAME, ENFP_SAE, now);
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, DEMO_CAREERS_USERNAME))
    .limit(1);
  const [profession] = await db
    .select({ id: professions.id, name: professions.name })
    .from(professions)
    .where(eq(professions.slug, DEMO_PROFESSION))
    .limit(1);
  if (!user || !profession) return;
  const [existing] = await db
    .select({ id: careerPlans.id })
    .from(careerPlans)
    .where(and(eq(careerPlans.userId, user.id), eq(careerPlans.goal, 'EMPLOYMENT')))
    .limit(1);
  if (existing) return;

  const createdAt = new Date(now.getTime() - DEMO_PLAN_AGE_DAYS * DAY_MS);
  await db.transaction(async (tx) => {
    const plan = await insertPlan(tx, {
      userId: user.id,
      goal: 'EMPLOYMENT',
      lifeStage: 'PUPIL',
      years: 10,
      professionId: profession.id,
      about: 'Хочу стать врачом: люблю биологию и химию, помогаю младшим с уроками.',
      title: profession.name,
      targetDate: createdAt.toISOString().slice(0, 10),
      createdAt,
    });
    const roadmap = await createBuiltinRoadmapProvider().build(await loadPlanInput(tx, plan, createdAt));
    await storeRoadmap(tx, plan.id, roadmap);
    const [first, second] = await planPhases(tx, plan.id);
    const subtasks = await planSubtasks(tx, plan.id);
    const firstPhase = subtasks.filter((s) => s.phaseId === first?.id);
    const ticks = [...firstPhase, ...subtasks.filter((s) => s.phaseId === second?.id).slice(0, 2)];
    const tickedAt = (index: number) => new Date(createdAt.getTime() + (1 + index * 3) * DAY_MS);
    for (const [index, subtask] of ticks.entries()) await updateSubtask(tx, subtask.id, { doneAt: tickedAt(index) });
    for (const phase of [first, second]) if (phase) await recount(tx, plan.id, phase.id);
    // The first phase's achievement was received on its last tick, not on the day of seeding.
    if (first) {
      await tx
        .update(careerPlanPhases)
        .set({ completedAt: tickedAt(firstPhase.length - 1), achievementReceivedAt: tickedAt(firstPhase.length - 1) })
        .where(eq(careerPlanPhases.id, first.id));
    }
  });
}

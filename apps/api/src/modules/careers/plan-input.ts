import type { TRoadmapInput, TRoadmapTarget } from '../../ai/roadmap-provider.ts';
import type { Db } from '../../db/client.ts';
import type { CareerPlanRow } from '../../db/schema/careers.ts';
import { users } from '../../db/schema/users.ts';
import { eq } from 'drizzle-orm';
import { completedAnalysisOf, reasoningPercentOf } from '../personality/personality.service.ts';
import { academicScores, findProfession, roadmapMaterials } from './careers.repository.ts';
import { findEnrollmentTarget } from './enrollment-target.ts';

/** Today as YYYY-MM-DD (UTC). */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** What the builder needs for a PENDING plan: its target, the scores, the analysis and the catalogue. */
export async function loadPlanInput(db: Db, plan: CareerPlanRow, now: Date): Promise<TRoadmapInput> {
  const [user] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, plan.userId)).limit(1);
  const [scores, analysis, materials, target, reasoningPercent] = await Promise.all([
    academicScores(db, plan.userId),
    completedAnalysisOf(db, plan.userId),
    roadmapMaterials(db),
    planTarget(db, plan),
    reasoningPercentOf(db, plan.userId),
  ]);
  return {
    target,
    lifeStage: plan.lifeStage,
    years: plan.years,
    about: plan.about,
    locale: user?.locale ?? 'RU',
    scores,
    hollandCode: analysis?.hollandCode ?? null,
    personalityType: analysis?.type ?? null,
    riasec: analysis?.riasec ?? [],
    axes: analysis?.axes ?? [],
    reasoningPercent,
    materials,
    today: isoDay(now),
  };
}

async function planTarget(db: Db, plan: CareerPlanRow): Promise<TRoadmapTarget> {
  if (plan.goal === 'EMPLOYMENT') {
    const profession = plan.professionId ? await findProfession(db, plan.professionId) : null;
    if (!profession) throw new Error('the plan’s profession no longer exists');
    return { goal: 'EMPLOYMENT', profession };
  }
  const enrollment =
    plan.institutionId && plan.majorId ? await findEnrollmentTarget(db, plan.institutionId, plan.majorId) : null;
  if (!enrollment) throw new Error('the plan’s institution or major no longer exists');
  return { goal: 'ENROLLMENT', enrollment };
}

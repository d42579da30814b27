import type { TRoadmapInput, TRoadmapTarget } from '../../ai/roadmap-provider.ts';
import type { Db } from '../../db/client.ts';
import type { CareerPlanRow } from '../../db/schema/careers.ts';
import { users } from '../../db/schema/users.ts';
import { eq } from 'drizzle-orm';
import type { TRoadmapAdmission } from '../../ai/roadmap-provider.ts';
import { gopSubjects, loadAdmissionCalendar, loadAdmissionData } from '../admission/admission-data.ts';
import { getMajorWithInstitution } from '../institutions/institutions.service.ts';
import { completedAnalysisOf, reasoningPercentOf, workValuesOf } from '../personality/personality.service.ts';
import { academicScores, findProfession, roadmapMaterials } from './careers.repository.ts';
import { findEnrollmentTarget } from './enrollment-target.ts';

/** Today as YYYY-MM-DD (UTC). */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * What the builder needs for a PENDING plan: its target (with the admission model's view of an
 * ENROLLMENT target and the admission calendar), the scores, the analysis, the other test results
 * and the catalogue.
 */
export async function loadPlanInput(db: Db, plan: CareerPlanRow, now: Date): Promise<TRoadmapInput> {
  const [user] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, plan.userId)).limit(1);
  const [scores, analysis, materials, target, reasoningPercent, workValues] = await Promise.all([
    academicScores(db, plan.userId),
    completedAnalysisOf(db, plan.userId),
    roadmapMaterials(db),
    planTarget(db, plan, now),
    reasoningPercentOf(db, plan.userId),
    workValuesOf(db, plan.userId),
  ]);
  const calendar = plan.goal === 'ENROLLMENT' ? await loadAdmissionCalendar(db) : [];
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
    workValues,
    calendar,
    requestedTargetDate: plan.requestedTargetDate,
  };
}

/**
 * The admission model's inputs for one major (decision record 022): the rules in force, the GOP's
 * cut-offs and pooled spread of the admission year, the institution's basis and the major's bars.
 */
async function admissionOf(db: Db, majorId: string, now: Date): Promise<TRoadmapAdmission | undefined> {
  const found = await getMajorWithInstitution(db, majorId);
  if (!found) return undefined;
  const { institution, major } = found;
  const data = await loadAdmissionData(db, now.getUTCFullYear());
  const gop = major.gopCode ? (data.gops.get(major.gopCode) ?? null) : null;
  return {
    rules: data.rules,
    institution,
    major,
    gop,
    gopSubjects: major.gopCode ? await gopSubjects(db, major.gopCode) : [],
    pooled: data.pooled,
    testedYears: major.gopCode ? (data.tested.get(major.gopCode) ?? 0) : 0,
  };
}

async function planTarget(db: Db, plan: CareerPlanRow, now: Date): Promise<TRoadmapTarget> {
  if (plan.goal === 'EMPLOYMENT') {
    const profession = plan.professionId ? await findProfession(db, plan.professionId) : null;
    if (!profession) throw new Error('the plan’s profession no longer exists');
    return { goal: 'EMPLOYMENT', profession };
  }
  const enrollment =
    plan.institutionId && plan.majorId ? await findEnrollmentTarget(db, plan.institutionId, plan.majorId) : null;
  if (!enrollment) throw new Error('the plan’s institution or major no longer exists');
  const admission = await admissionOf(db, enrollment.major.id, now);
  return { goal: 'ENROLLMENT', enrollment: admission ? { ...enrollment, admission } : enrollment };
}

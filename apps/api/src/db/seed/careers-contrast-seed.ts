import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { createBuiltinRoadmapProvider } from '../../ai/roadmap-builder.ts';
import { insertPlan, storeRoadmap } from '../../modules/careers/careers.repository.ts';
import { loadPlanInput } from '../../modules/careers/plan-input.ts';
import { latestResultsBySlug } from '../../modules/personality/personality.repository.ts';
import { leaningAnswers, recordCompletedAttempt } from '../../modules/tests/recorded-attempt.ts';
import type { Db } from '../client.ts';
import { careerPlans } from '../schema/careers.ts';
import { professions } from '../schema/catalog.ts';
import { institutions, majors } from '../schema/institutions.ts';
import { academicProfiles } from '../schema/profile.ts';
import { users } from '../schema/users.ts';
import { seedAnalysedUser } from './demo-content-seed.ts';
import { ENFP_TARGETS, INTJ_TARGETS, type TDemoProfile } from './demo-profile.ts';

/**
 * Two PRO demo students with opposite profiles and the same target profession, so their roadmaps
 * visibly differ (decision record 022), and an ENROLLMENT plan with a UNT gap phase:
 * - demo.analyst: strong I and C interests, INTJ, 100 % in logical reasoning, achievement and
 *   independence first among work values, UNT 98 and IELTS 6.5;
 * - demo.artist: strong A and S interests, ENFP, 30 % in logical reasoning, relationships and
 *   support first, no UNT and IELTS 5.
 * Both aim at a software developer; demo.analyst also has an ENROLLMENT plan to an IT programme of
 * a UNT university whose forecast grant cut-off is above 98. Neither joins an organisation.
 */

export const DEMO_CONTRAST_PROFESSION = 'software-developer';
const DEMO_PLAN_AGE_DAYS = 2;
const DAY_MS = 86_400_000;

interface TContrastStudent {
  username: string;
  profile: TDemoProfile;
  /** Share of logical-reasoning questions answered right (0-1). */
  reasoning: number;
  values: Record<string, number>;
  academic: { unt: number | null; ielts: number | null; gpa4: number };
  about: string;
  enrollment: boolean;
}

export const CONTRAST_STUDENTS: TContrastStudent[] = [
  {
    username: 'demo.analyst',
    profile: { personality: INTJ_TARGETS, interests: { I: 1.6, C: 1.4, R: 0.4, E: -0.6, A: -1, S: -1.2 } },
    reasoning: 1,
    values: {
      ACHIEVEMENT: 1.6,
      INDEPENDENCE: 1.2,
      RECOGNITION: 0.2,
      WORKING_CONDITIONS: 0,
      SUPPORT: -0.8,
      RELATIONSHIPS: -1,
    },
    academic: { unt: 98, ielts: 6.5, gpa4: 3.7 },
    about: 'Люблю базы данных и алгоритмы, решаю олимпиадные задачи по информатике.',
    enrollment: true,
  },
  {
    username: 'demo.artist',
    profile: { personality: ENFP_TARGETS, interests: { A: 1.6, S: 1.4, E: 0.4, I: -0.8, R: -1, C: -1.2 } },
    reasoning: 0.3,
    values: {
      RELATIONSHIPS: 1.6,
      SUPPORT: 1.2,
      RECOGNITION: 0.4,
      WORKING_CONDITIONS: 0,
      INDEPENDENCE: -0.6,
      ACHIEVEMENT: -1,
    },
    academic: { unt: null, ielts: 5, gpa4: 3.1 },
    about: 'Рисую и снимаю видео, хочу делать понятные интерфейсы для людей.',
    enrollment: false,
  },
];

async function completeOtherTests(db: Db, userId: string, student: TContrastStudent, at: Date) {
  const results = await latestResultsBySlug(db, userId, ['logical-reasoning', 'work-values']);
  if (!results.has('logical-reasoning')) {
    await recordCompletedAttempt(db, {
      userId,
      testSlug: 'logical-reasoning',
      completedAt: at,
      // The first `reasoning` share of every ten questions right, the rest wrong.
      answerFor: (question, index) => {
        const right = index % 10 < Math.round(student.reasoning * 10);
        const option = question.options.find((o) => o.correct === right) ?? question.options[0];
        return { value: null, optionIds: option ? [option.id] : [] };
      },
    });
  }
  if (!results.has('work-values')) {
    await recordCompletedAttempt(db, {
      userId,
      testSlug: 'work-values',
      completedAt: at,
      answerFor: leaningAnswers(student.values),
    });
  }
}

/** An IT programme with a GOP at a UNT university (the seeded catalogue's first by name). */
async function enrollmentTarget(db: Db) {
  const [row] = await db
    .select({ institutionId: institutions.id, majorId: majors.id, name: majors.name })
    .from(majors)
    .innerJoin(institutions, eq(institutions.id, majors.institutionId))
    .where(
      and(
        eq(institutions.admissionBasis, 'UNT'),
        eq(institutions.type, 'UNIVERSITY'),
        eq(majors.field, 'IT'),
        isNotNull(majors.gopCode),
      ),
    )
    .orderBy(asc(institutions.nameSort), asc(majors.position))
    .limit(1);
  return row ?? null;
}

export async function seedContrastPlans(db: Db, now: Date = new Date()): Promise<void> {
  const [profession] = await db
    .select({ id: professions.id, name: professions.name })
    .from(professions)
    .where(eq(professions.slug, DEMO_CONTRAST_PROFESSION))
    .limit(1);
  if (!profession) return;
  const createdAt = new Date(now.getTime() - DEMO_PLAN_AGE_DAYS * DAY_MS);
  for (const student of CONTRAST_STUDENTS) {
    await seedAnalysedUser(db, student.username, student.profile, now);
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, student.username)).limit(1);
    if (!user) continue;
    const [existing] = await db
      .select({ id: careerPlans.id })
      .from(careerPlans)
      .where(eq(careerPlans.userId, user.id))
      .limit(1);
    if (existing) continue;
    await completeOtherTests(db, user.id, student, createdAt);
    const { unt, ielts, gpa4 } = student.academic;
    await db
      .insert(academicProfiles)
      .values({ userId: user.id, gpaSystem: 'FOUR', gpa: gpa4, gpa4, unt, ielts })
      .onConflictDoNothing();
    const target = student.enrollment ? await enrollmentTarget(db) : null;
    await db.transaction(async (tx) => {
      const build = async (values: Parameters<typeof insertPlan>[1]) => {
        const plan = await insertPlan(tx, values);
        const roadmap = await createBuiltinRoadmapProvider().build(await loadPlanInput(tx, plan, createdAt));
        await storeRoadmap(tx, plan.id, roadmap);
      };
      const common = {
        userId: user.id,
        lifeStage: 'PUPIL' as const,
        years: 11,
        about: student.about,
        targetDate: createdAt.toISOString().slice(0, 10),
        createdAt,
      };
      await build({ ...common, goal: 'EMPLOYMENT', professionId: profession.id, title: profession.name });
      if (target) {
        await build({
          ...common,
          goal: 'ENROLLMENT',
          institutionId: target.institutionId,
          majorId: target.majorId,
          title: target.name,
        });
      }
    });
  }
}

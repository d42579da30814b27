import type { TInterest } from '@bagdar/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { TAnalysisResult } from '../../ai/analysis-provider.ts';
import { createBuiltinProvider } from '../../ai/builtin-provider.ts';
import { createBuiltinRoadmapProvider } from '../../ai/roadmap-builder.ts';
import { hashPassword } from '../../lib/secrets.ts';
import {
  insertPlan,
  planPhases,
  planSubtasks,
  recount,
  storeRoadmap,
  updateSubtask,
} from '../../modules/careers/careers.repository.ts';
import { loadPlanInput } from '../../modules/careers/plan-input.ts';
import { materialRecords, professionRecords } from '../../modules/personality/personality.repository.ts';
import { leaningAnswers } from '../../modules/tests/recorded-attempt.ts';
import { scoreAttempt, type ScoringAnswer, type StoredResult } from '../../modules/tests/scoring.ts';
import { findPublishedTestBySlug, questionsOf } from '../../modules/tests/tests.repository.ts';
import type { Db } from '../client.ts';
import { personalityAnalyses } from '../schema/analysis.ts';
import { organizationGroups, organizationMemberships } from '../schema/organizations.ts';
import { academicProfiles } from '../schema/profile.ts';
import { testAnswers, testAttempts, testFeedback } from '../schema/tests.ts';
import { users } from '../schema/users.ts';
import { DEMO_PASSWORD } from './demo-data.ts';
import { demoSchool } from './organizations-seed.ts';

/**
 * Analytics worth looking at for the demo school: 14 more students (school.s46-s59, so
 * the school has 60), and for most of its onboarded students completed personality-type and
 * career-interests attempts leaning toward one of seven profiles, an analysis by the built-in
 * provider, interests, a GPA, feedback-survey answers, and a few roadmaps part-way done. Everything
 * is computed in memory and written with batched inserts in one transaction; deterministic (no
 * randomness: every choice follows the student's number). Runs once: school.s46 marks it done.
 */

const DAY = 86_400_000;
const MORE_STUDENTS = 14;
const FIRST_NEW = 46;
const GROUPS = ['10А', '10Б', '11А'] as const;
const MARK = 'school.s46';
const ROADMAPS = 5;

interface TProfile {
  personality: Record<string, number>;
  interests: Record<string, number>;
  likes: TInterest[];
}

const PROFILES: TProfile[] = [
  {
    personality: { EI: -1.2, SN: -0.8, TF: 1, JP: 0.6 },
    interests: { I: 1.6, R: 1.2, A: 0.8, S: -0.4, E: -0.8, C: 0.2 },
    likes: ['MATHEMATICS', 'COMPUTER_SCIENCE', 'PHYSICS', 'ROBOTICS'],
  },
  {
    personality: { EI: 1, SN: -1.2, TF: -0.8, JP: -0.6 },
    interests: { S: 1.4, A: 1, E: 0.6, I: 0, C: -0.6, R: -1 },
    likes: ['PSYCHOLOGY', 'LANGUAGES', 'ART', 'DIGITAL_CONTENT_CREATION'],
  },
  {
    personality: { EI: 1, SN: 0.8, TF: 1, JP: 1 },
    interests: { E: 1.4, C: 1, S: 0.6, I: -0.2, A: -0.8, R: 0 },
    likes: ['BUSINESS', 'ECONOMICS', 'FINANCE', 'ENTREPRENEURSHIP'],
  },
  {
    personality: { EI: -1, SN: 0.8, TF: -0.8, JP: 0.8 },
    interests: { S: 1.4, C: 1, R: 0.4, I: 0, A: -0.4, E: -0.6 },
    likes: ['BIOLOGY', 'MEDICINE', 'CHEMISTRY', 'MENTAL_WELLBEING'],
  },
  {
    personality: { EI: -0.8, SN: 1, TF: 0.8, JP: -1 },
    interests: { R: 1.6, I: 1, C: 0.6, S: -0.8, A: -0.2, E: -0.4 },
    likes: ['ENGINEERING', 'ROBOTICS', 'PHYSICS', 'SPORTS'],
  },
  {
    personality: { EI: 1.2, SN: -1, TF: 0.6, JP: -1 },
    interests: { E: 1.2, A: 1.2, I: 0.8, S: 0, C: -1, R: -0.6 },
    likes: ['DESIGN', 'GAME_DEVELOPMENT', 'ENTREPRENEURSHIP', 'MUSIC'],
  },
  {
    personality: { EI: -1, SN: -1, TF: -1, JP: 0.8 },
    interests: { A: 1.6, S: 1, I: 0.6, E: -0.4, C: -0.8, R: -0.6 },
    likes: ['LITERATURE', 'HISTORY', 'ART', 'LANGUAGES'],
  },
];
const FEEDBACK = [
  ['YES', 5],
  ['YES', 4],
  ['PROBABLY', 4],
  ['YES', 5],
  ['NEUTRAL', 3],
  ['PROBABLY', 5],
  ['YES', 4],
  ['NOT_REALLY', 2],
  ['NO', 1],
] as const;
const FIRST = ['Аружан', 'Әлихан', 'Інжу', 'Нұрсұлтан', 'Мөлдір', 'Ерасыл', 'Айым'];
const LAST = ['Сәрсенова', 'Қайратов', 'Бекова', 'Омаров', 'Жақсылықова', 'Тұрсынов', 'Әбілова'];

const username = (n: number) => `school.s${String(n).padStart(2, '0')}`;
/** A small deterministic nudge of every target so students of one profile differ a little. */
const nudged = (targets: Record<string, number>, n: number) =>
  Object.fromEntries(Object.entries(targets).map(([k, v], i) => [k, v + (((n * 7 + i * 3) % 5) - 2) * 0.15]));

export async function seedAnalytics(db: Db, now: Date = new Date()): Promise<void> {
  const school = await demoSchool(db);
  if (!school) return;
  const [done] = await db.select({ id: users.id }).from(users).where(eq(users.username, MARK)).limit(1);
  if (done) return;
  const groups = await db
    .select({ id: organizationGroups.id, code: organizationGroups.code })
    .from(organizationGroups)
    .where(eq(organizationGroups.organizationId, school.id));
  if (groups.length === 0) return;
  const [typeTest, interestTest] = await Promise.all([
    findPublishedTestBySlug(db, 'personality-type'),
    findPublishedTestBySlug(db, 'career-interests'),
  ]);
  if (!typeTest || !interestTest) return;
  const [typeQuestions, interestQuestions, professions, materials] = await Promise.all([
    questionsOf(db, typeTest.version.id),
    questionsOf(db, interestTest.version.id),
    professionRecords(db),
    materialRecords(db),
  ]);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    const newcomers = Array.from({ length: MORE_STUDENTS }, (_, i) => {
      const n = FIRST_NEW + i;
      return {
        username: username(n),
        email: `${username(n)}@demo.bagdar.kz`,
        passwordHash,
        emailVerifiedAt: now,
        firstName: FIRST[i % FIRST.length] ?? 'Аружан',
        lastName: LAST[(i * 3) % LAST.length] ?? 'Омарова',
        gender: i % 2 === 0 ? ('FEMALE' as const) : ('MALE' as const),
        dateOfBirth: `${2008 + (i % 3)}-1${i % 3}-0${(i % 9) + 1}`,
        onboarded: true,
        termsAcceptedAt: now,
        privacyAcceptedAt: now,
        // Joined over the last months, so the platform's monthly series has a shape.
        createdAt: new Date(now.getTime() - ((i * 23) % 300) * DAY),
      };
    });
    const inserted = await tx
      .insert(users)
      .values(newcomers)
      .onConflictDoNothing()
      .returning({ id: users.id, username: users.username });
    const groupId = (n: number) => groups.find((g) => g.code === GROUPS[n % GROUPS.length])?.id ?? null;
    if (inserted.length > 0) {
      await tx.insert(organizationMemberships).values(
        inserted.map((u) => ({
          organizationId: school.id,
          userId: u.id,
          role: 'ORG_STUDENT' as const,
          status: 'ACTIVE' as const,
          groupId: groupId(Number(u.username.slice('school.s'.length))),
        })),
      );
    }

    // The school's onboarded students s01-s59; five of every six took the tests.
    const students = await tx
      .select({ id: users.id, username: users.username, firstName: users.firstName, locale: users.locale })
      .from(organizationMemberships)
      .innerJoin(users, eq(users.id, organizationMemberships.userId))
      .where(
        and(
          eq(organizationMemberships.organizationId, school.id),
          eq(organizationMemberships.role, 'ORG_STUDENT'),
          eq(users.onboarded, true),
          sql`${users.username} LIKE 'school.s%'`,
        ),
      )
      .orderBy(users.username);
    const numbered = students
      .map((s) => ({ ...s, n: Number(s.username.slice('school.s'.length)) }))
      .filter((s) => Number.isInteger(s.n));
    const tested = numbered.filter((s) => s.n % 6 !== 0);

    // Interests and a GPA (mostly on the 5-point scale, some on 100) for every onboarded student.
    const interestsOf = new Map(
      numbered.map((s) => {
        const likes = PROFILES[(s.n * 3) % PROFILES.length]?.likes ?? [];
        return [s.id, likes.filter((_, i) => (s.n + i) % 4 !== 3)];
      }),
    );
    const values = sql.join(
      [...interestsOf].map(([id, list]) => sql`(${id}::uuid, ${`{${list.join(',')}}`}::text[])`),
      sql`, `,
    );
    await tx.execute(
      sql`UPDATE users SET interests = v.interests FROM (VALUES ${values}) AS v(id, interests) WHERE users.id = v.id`,
    );
    await tx.insert(academicProfiles).values(
      numbered
        .filter((s) => s.n % 10 !== 7)
        .map((s) =>
          s.n % 4 === 0
            ? { userId: s.id, gpaSystem: 'HUNDRED' as const, gpa: 55 + ((s.n * 7) % 44), gpa4: null }
            : { userId: s.id, gpaSystem: 'FIVE' as const, gpa: 3 + ((s.n * 7) % 21) / 10, gpa4: null },
        )
        .map((row) => ({ ...row, gpa4: Math.round((row.gpa / (row.gpaSystem === 'FIVE' ? 5 : 100)) * 400) / 100 })),
    );

    // Attempts scored like finished ones, with their answers.
    const attempts = tested.flatMap((s) => {
      const profile = PROFILES[(s.n * 3) % PROFILES.length] ?? PROFILES[0]!;
      const completedAt = new Date(now.getTime() - (((s.n * 37) % 170) + 2) * DAY);
      return [
        { s, slug: 'personality-type', test: typeTest, questions: typeQuestions, targets: profile.personality },
        { s, slug: 'career-interests', test: interestTest, questions: interestQuestions, targets: profile.interests },
      ].map(({ s: student, slug, test, questions, targets }) => {
        const lean = leaningAnswers(nudged(targets, student.n));
        const answers = new Map<string, ScoringAnswer>(questions.map((q) => [q.id, lean(q)]));
        const result = scoreAttempt(test.version.scoring, test.version.scales, questions, answers);
        const durationSeconds = questions.length * (6 + (student.n % 5));
        return {
          student,
          slug,
          answers,
          result,
          row: {
            userId: student.id,
            testId: test.test.id,
            versionId: test.version.id,
            startedAt: new Date(completedAt.getTime() - durationSeconds * 1000),
            lastActivityAt: completedAt,
            completedAt,
            durationSeconds,
            result,
          },
        };
      });
    });
    const attemptIds = await tx
      .insert(testAttempts)
      .values(attempts.map((a) => a.row))
      .returning({ id: testAttempts.id });
    const answerRows = attempts.flatMap((a, i) =>
      [...a.answers].map(([questionId, answer]) => ({
        attemptId: attemptIds[i]?.id ?? '',
        questionId,
        optionIds: answer.optionIds,
        value: answer.value,
        answeredAt: a.row.completedAt,
      })),
    );
    for (let i = 0; i < answerRows.length; i += 1000)
      await tx.insert(testAnswers).values(answerRows.slice(i, i + 1000));

    // The feedback survey after the career-interests test, from two of every three.
    const feedback = attempts.flatMap((a, i) => {
      if (a.slug !== 'career-interests' || a.student.n % 3 === 0) return [];
      const [answer, rating] = FEEDBACK[a.student.n % FEEDBACK.length] ?? FEEDBACK[0];
      return [
        {
          attemptId: attemptIds[i]?.id ?? '',
          userId: a.student.id,
          testId: a.row.testId,
          answer,
          rating,
          createdAt: a.row.completedAt,
        },
      ];
    });
    if (feedback.length > 0) await tx.insert(testFeedback).values(feedback);

    // An analysis by the built-in provider for all but a few of those who took both tests.
    const scores = (result: StoredResult) => new Map(result.scales.map((x) => [x.key, x.score]));
    const analysed = tested.filter((s) => s.n % 8 !== 3);
    const provider = createBuiltinProvider();
    const analyses: { userId: string; result: TAnalysisResult; at: Date }[] = [];
    for (const s of analysed) {
      const type = scores(attempts.find((a) => a.student.id === s.id && a.slug === 'personality-type')!.result);
      const riasec = scores(attempts.find((a) => a.student.id === s.id && a.slug === 'career-interests')!.result);
      const at = new Date(
        (attempts.find((a) => a.student.id === s.id)?.row.completedAt.getTime() ?? now.getTime()) + DAY,
      );
      const result = await provider.analyse({
        locale: s.locale,
        firstName: s.firstName,
        axes: {
          EI: type.get('EI') ?? 50,
          SN: type.get('SN') ?? 50,
          TF: type.get('TF') ?? 50,
          JP: type.get('JP') ?? 50,
        },
        riasec: {
          R: riasec.get('R') ?? 50,
          I: riasec.get('I') ?? 50,
          A: riasec.get('A') ?? 50,
          S: riasec.get('S') ?? 50,
          E: riasec.get('E') ?? 50,
          C: riasec.get('C') ?? 50,
        },
        workValues: null,
        reasoningPercent: null,
        interests: interestsOf.get(s.id) ?? [],
        professions,
        materials,
      });
      analyses.push({ userId: s.id, result, at });
    }
    if (analyses.length > 0) {
      await tx.insert(personalityAnalyses).values(
        analyses.map((a) => ({
          userId: a.userId,
          status: 'COMPLETED' as const,
          stage: 'SCORING' as const,
          percent: 100,
          result: a.result,
          provider: a.result.provider,
          aiEnriched: a.result.aiEnriched,
          createdAt: a.at,
          completedAt: a.at,
        })),
      );
    }

    // A few roadmaps to the best-fitting profession, part-way done.
    for (const [k, a] of analyses
      .filter((_, i) => i % 7 === 1)
      .slice(0, ROADMAPS)
      .entries()) {
      const best = a.result.professions[0];
      if (!best) continue;
      const createdAt = new Date(a.at.getTime() + DAY);
      const plan = await insertPlan(tx, {
        userId: a.userId,
        goal: 'EMPLOYMENT',
        lifeStage: 'PUPIL',
        years: 8,
        professionId: best.id,
        title: best.name,
        targetDate: createdAt.toISOString().slice(0, 10),
        createdAt,
      });
      await storeRoadmap(
        tx,
        plan.id,
        await createBuiltinRoadmapProvider().build(await loadPlanInput(tx, plan, createdAt)),
      );
      const subtasks = await planSubtasks(tx, plan.id);
      const ticked = subtasks.slice(0, 2 + k * 3);
      for (const [i, subtask] of ticked.entries()) {
        await updateSubtask(tx, subtask.id, { doneAt: new Date(createdAt.getTime() + (i + 1) * DAY) });
      }
      const phaseIds = new Set(ticked.map((t) => t.phaseId));
      for (const phase of await planPhases(tx, plan.id))
        if (phaseIds.has(phase.id)) await recount(tx, plan.id, phase.id);
    }
  });
}

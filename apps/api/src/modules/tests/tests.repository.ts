import { and, asc, count, desc, eq, getTableColumns, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  testAnswers,
  testAttempts,
  testCategories,
  testCategoryLinks,
  testFeedback,
  testOptions,
  testQuestions,
  tests,
  testVersions,
  type TestAttemptRow,
  type TestOptionRow,
  type TestQuestionRow,
  type TestRow,
  type TestVersionRow,
} from '../../db/schema/tests.ts';

/** Queries of the user-facing test engine; the services decide. */

export interface TestWithVersion {
  test: TestRow;
  version: TestVersionRow;
}

const currentVersionJoin = and(eq(testVersions.testId, tests.id), eq(testVersions.version, tests.currentVersion));

export async function listPublishedTests(db: Db): Promise<TestWithVersion[]> {
  return db
    .select({ test: tests, version: testVersions })
    .from(tests)
    .innerJoin(testVersions, currentVersionJoin)
    .where(eq(tests.status, 'PUBLISHED'))
    .orderBy(asc(tests.position), asc(tests.createdAt));
}

export async function findPublishedTest(db: Db, testId: string): Promise<TestWithVersion | null> {
  const [row] = await db
    .select({ test: tests, version: testVersions })
    .from(tests)
    .innerJoin(testVersions, currentVersionJoin)
    .where(and(eq(tests.id, testId), eq(tests.status, 'PUBLISHED')))
    .limit(1);
  return row ?? null;
}

export async function findPublishedTestBySlug(db: Db, slug: string): Promise<TestWithVersion | null> {
  const [row] = await db
    .select({ test: tests, version: testVersions })
    .from(tests)
    .innerJoin(testVersions, currentVersionJoin)
    .where(and(eq(tests.slug, slug), eq(tests.status, 'PUBLISHED')))
    .limit(1);
  return row ?? null;
}

export async function findVersionById(db: Db, versionId: string): Promise<TestVersionRow | null> {
  const [row] = await db.select().from(testVersions).where(eq(testVersions.id, versionId)).limit(1);
  return row ?? null;
}

export async function categoriesOf(db: Db, testIds: string[]) {
  if (testIds.length === 0) return [];
  return db
    .select({ testId: testCategoryLinks.testId, category: testCategories })
    .from(testCategoryLinks)
    .innerJoin(testCategories, eq(testCategories.id, testCategoryLinks.categoryId))
    .where(inArray(testCategoryLinks.testId, testIds))
    .orderBy(asc(testCategories.priority), asc(testCategories.key));
}

export async function questionCounts(db: Db, versionIds: string[]): Promise<Map<string, number>> {
  if (versionIds.length === 0) return new Map();
  const rows = await db
    .select({ versionId: testQuestions.versionId, n: count() })
    .from(testQuestions)
    .where(inArray(testQuestions.versionId, versionIds))
    .groupBy(testQuestions.versionId);
  return new Map(rows.map((r) => [r.versionId, r.n]));
}

export interface AttemptWithVersion extends Omit<TestAttemptRow, 'result'> {
  version: number;
}

/** An attempt's columns but its frozen result (kilobytes of JSON each, which no card shows). */
const { result: _result, ...attemptCard } = getTableColumns(testAttempts);

/**
 * A user's attempts (newest first), optionally of one test, with the version number each answered;
 * without their results: the catalogue reads only their state and dates.
 */
export async function attemptsOf(db: Db, userId: string, testId?: string): Promise<AttemptWithVersion[]> {
  const rows = await db
    .select({ attempt: attemptCard, version: testVersions.version })
    .from(testAttempts)
    .innerJoin(testVersions, eq(testVersions.id, testAttempts.versionId))
    .where(
      testId ? and(eq(testAttempts.userId, userId), eq(testAttempts.testId, testId)) : eq(testAttempts.userId, userId),
    )
    .orderBy(desc(testAttempts.startedAt));
  return rows.map((r) => ({ ...r.attempt, version: r.version }));
}

export async function answerCounts(db: Db, attemptIds: string[]): Promise<Map<string, number>> {
  if (attemptIds.length === 0) return new Map();
  const rows = await db
    .select({ attemptId: testAnswers.attemptId, n: count() })
    .from(testAnswers)
    .where(inArray(testAnswers.attemptId, attemptIds))
    .groupBy(testAnswers.attemptId);
  return new Map(rows.map((r) => [r.attemptId, r.n]));
}

export async function findOpenAttempt(db: Db, userId: string, testId: string): Promise<TestAttemptRow | null> {
  const [row] = await db
    .select()
    .from(testAttempts)
    .where(and(eq(testAttempts.userId, userId), eq(testAttempts.testId, testId), isNull(testAttempts.completedAt)))
    .limit(1);
  return row ?? null;
}

/** Starts an attempt; null when another request started one first (one open attempt per user and test). */
export async function insertAttempt(
  db: Db,
  values: { userId: string; testId: string; versionId: string },
): Promise<TestAttemptRow | null> {
  const [row] = await db.insert(testAttempts).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findAttempt(
  db: Db,
  attemptId: string,
): Promise<{ attempt: TestAttemptRow; version: TestVersionRow } | null> {
  const [row] = await db
    .select({ attempt: testAttempts, version: testVersions })
    .from(testAttempts)
    .innerJoin(testVersions, eq(testVersions.id, testAttempts.versionId))
    .where(eq(testAttempts.id, attemptId))
    .limit(1);
  return row ?? null;
}

/** Answered and total questions of an attempt, in one round trip. */
export async function progressOf(
  db: Db,
  attemptId: string,
  versionId: string,
): Promise<{ answered: number; total: number }> {
  const [row] = await db
    .select({
      answered:
        sql<number>`(SELECT count(*) FROM ${testAnswers} WHERE ${testAnswers.attemptId} = ${attemptId})`.mapWith(
          Number,
        ),
      total:
        sql<number>`(SELECT count(*) FROM ${testQuestions} WHERE ${testQuestions.versionId} = ${versionId})`.mapWith(
          Number,
        ),
    })
    .from(sql`(SELECT 1) AS one`);
  return row ?? { answered: 0, total: 0 };
}

export interface QuestionWithOptions extends TestQuestionRow {
  options: TestOptionRow[];
}

export async function questionsOf(db: Db, versionId: string): Promise<QuestionWithOptions[]> {
  const rows = await db
    .select({ question: testQuestions, option: testOptions })
    .from(testQuestions)
    .leftJoin(testOptions, eq(testOptions.questionId, testQuestions.id))
    .where(eq(testQuestions.versionId, versionId))
    .orderBy(asc(testQuestions.position), asc(testOptions.position));
  const byId = new Map<string, QuestionWithOptions>();
  for (const { question, option } of rows) {
    let entry = byId.get(question.id);
    if (!entry) {
      entry = { ...question, options: [] };
      byId.set(question.id, entry);
    }
    if (option) entry.options.push(option);
  }
  return [...byId.values()];
}

export async function findQuestion(db: Db, questionId: string, versionId: string): Promise<QuestionWithOptions | null> {
  const rows = await db
    .select({ question: testQuestions, option: testOptions })
    .from(testQuestions)
    .leftJoin(testOptions, eq(testOptions.questionId, testQuestions.id))
    .where(and(eq(testQuestions.id, questionId), eq(testQuestions.versionId, versionId)))
    .orderBy(asc(testOptions.position));
  const first = rows[0];
  if (!first) return null;
  return { ...first.question, options: rows.flatMap((r) => (r.option ? [r.option] : [])) };
}

/** The time-spent increment: the gap since the last activity, capped so a pause does not count. */
function activityGap(now: Date, capSeconds: number) {
  return sql`LEAST(${capSeconds}, GREATEST(0, floor(extract(epoch from (${now.toISOString()}::timestamptz - ${testAttempts.lastActivityAt})))::int))`;
}

/** Saves (or replaces) an answer and counts the activity, in one atomic statement. */
export async function saveAnswerAndTouch(
  db: Db,
  answer: { attemptId: string; questionId: string; optionIds: string[] | null; value: number | null; now: Date },
  capSeconds: number,
): Promise<void> {
  const { now, ...values } = answer;
  const saved = db.$with('saved').as(
    db
      .insert(testAnswers)
      .values({ ...values, answeredAt: now })
      .onConflictDoUpdate({
        target: [testAnswers.attemptId, testAnswers.questionId],
        set: { optionIds: values.optionIds, value: values.value, answeredAt: now },
      })
      .returning({ attemptId: testAnswers.attemptId }),
  );
  await db
    .with(saved)
    .update(testAttempts)
    .set({
      lastActivityAt: now,
      durationSeconds: sql`${testAttempts.durationSeconds} + ${activityGap(now, capSeconds)}`,
    })
    .where(and(eq(testAttempts.id, values.attemptId), sql`EXISTS (SELECT 1 FROM ${saved})`));
}

/** Time spent grows by the gap since the last activity, capped so a pause does not count. */
export async function touchAttempt(db: Db, attemptId: string, now: Date, capSeconds: number): Promise<void> {
  await db
    .update(testAttempts)
    .set({
      lastActivityAt: now,
      durationSeconds: sql`${testAttempts.durationSeconds} + ${activityGap(now, capSeconds)}`,
    })
    .where(eq(testAttempts.id, attemptId));
}

export async function answersOf(db: Db, attemptId: string) {
  return db
    .select({ questionId: testAnswers.questionId, optionIds: testAnswers.optionIds, value: testAnswers.value })
    .from(testAnswers)
    .where(eq(testAnswers.attemptId, attemptId));
}

/** Completes an open attempt; false when it was already completed (a concurrent finish). */
export async function completeAttempt(
  db: Db,
  attemptId: string,
  values: { completedAt: Date; result: unknown },
): Promise<boolean> {
  const rows = await db
    .update(testAttempts)
    .set({ completedAt: values.completedAt, result: values.result })
    .where(and(eq(testAttempts.id, attemptId), isNull(testAttempts.completedAt)))
    .returning({ id: testAttempts.id });
  return rows.length > 0;
}

/** The user's last completed attempt of the test before a moment. */
export async function previousCompletedAttempt(
  db: Db,
  userId: string,
  testId: string,
  before: Date,
): Promise<TestAttemptRow | null> {
  const [row] = await db
    .select()
    .from(testAttempts)
    .where(
      and(
        eq(testAttempts.userId, userId),
        eq(testAttempts.testId, testId),
        isNotNull(testAttempts.completedAt),
        lt(testAttempts.completedAt, before),
      ),
    )
    .orderBy(desc(testAttempts.completedAt))
    .limit(1);
  return row ?? null;
}

export async function hasFeedback(db: Db, attemptId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: testFeedback.id })
    .from(testFeedback)
    .where(eq(testFeedback.attemptId, attemptId))
    .limit(1);
  return !!row;
}

/** Stores the survey; false when the attempt already has one. */
export async function insertFeedback(db: Db, values: typeof testFeedback.$inferInsert): Promise<boolean> {
  const rows = await db.insert(testFeedback).values(values).onConflictDoNothing().returning({ id: testFeedback.id });
  return rows.length > 0;
}

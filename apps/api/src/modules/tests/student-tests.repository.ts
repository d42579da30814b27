import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withFastRows } from '../../db/fast-rows.ts';
import { preparedByName } from '../../db/prepared.ts';
import { testAnswers, testAttempts, testCatalogState, testFeedback } from '../../db/schema/tests.ts';

/**
 * The student's hot statements: each reads (or writes) only the student's own rows, and the
 * catalogue's generation with them, in one statement; what the catalogue holds comes from
 * TestCatalogCache (test-catalog-cache.ts).
 */

/** An attempt as a card reads it: no result, and the answers counted while it is open. */
export interface AttemptCard {
  id: string;
  testId: string;
  versionId: string;
  startedAt: Date;
  completedAt: Date | null;
  durationSeconds: number;
  /** Answers saved so far; null for a completed attempt. */
  answered: number | null;
}

function prepareAttemptCards(db: Db, oneTest: boolean) {
  const mine = eq(testAttempts.userId, sql.placeholder('userId'));
  return withFastRows(
    db
      .select({
        generation: testCatalogState.generation,
        id: testAttempts.id,
        testId: testAttempts.testId,
        versionId: testAttempts.versionId,
        startedAt: testAttempts.startedAt,
        completedAt: testAttempts.completedAt,
        durationSeconds: testAttempts.durationSeconds,
        answered: sql<
          number | null
        >`CASE WHEN ${testAttempts.completedAt} IS NULL THEN (SELECT count(*) FROM ${testAnswers} x WHERE x.attempt_id = "test_attempts"."id") END`.mapWith(
          Number,
        ),
      })
      // Joined to the one state row, so that the generation comes back when the user has no attempt.
      .from(testAttempts)
      .rightJoin(testCatalogState, oneTest ? and(mine, eq(testAttempts.testId, sql.placeholder('testId'))) : mine)
      .orderBy(desc(testAttempts.startedAt))
      .prepare(oneTest ? 'test_attempt_cards_one' : 'test_attempt_cards'),
  );
}

const attemptCardsPrepared = preparedByName<ReturnType<typeof prepareAttemptCards>>();

/** The user's attempts (newest first), optionally of one test, and the catalogue's generation: one statement. */
export async function attemptCardsOf(
  db: Db,
  userId: string,
  testId?: string,
): Promise<{ generation: number | null; attempts: AttemptCard[] }> {
  const rows = testId
    ? await attemptCardsPrepared(db, 'one', () => prepareAttemptCards(db, true)).execute({ userId, testId })
    : await attemptCardsPrepared(db, 'all', () => prepareAttemptCards(db, false)).execute({ userId });
  const attempts: AttemptCard[] = [];
  for (const row of rows) {
    if (row.id === null) continue;
    attempts.push({
      id: row.id,
      testId: row.testId!,
      versionId: row.versionId!,
      startedAt: row.startedAt!,
      completedAt: row.completedAt,
      durationSeconds: row.durationSeconds!,
      answered: row.answered,
    });
  }
  return { generation: rows[0]?.generation ?? null, attempts };
}

export interface StoredAnswer {
  questionId: string;
  optionIds: string[] | null;
  value: number | null;
}

function prepareOpenAttempt(db: Db) {
  return withFastRows(
    db
      .select({
        generation: testCatalogState.generation,
        id: testAttempts.id,
        testId: testAttempts.testId,
        versionId: testAttempts.versionId,
        startedAt: testAttempts.startedAt,
        completedAt: testAttempts.completedAt,
        answers: sql<
          [string, string[] | null, number | null][] | null
        >`(SELECT json_agg(json_build_array(x.question_id, x.option_ids, x.value) ORDER BY x.question_id) FROM ${testAnswers} x WHERE x.attempt_id = "test_attempts"."id")`,
      })
      .from(testAttempts)
      .rightJoin(
        testCatalogState,
        and(
          eq(testAttempts.userId, sql.placeholder('userId')),
          eq(testAttempts.testId, sql.placeholder('testId')),
          isNull(testAttempts.completedAt),
        ),
      )
      .prepare('test_open_attempt'),
  );
}

const openAttemptPrepared = preparedByName<ReturnType<typeof prepareOpenAttempt>>();

/** The user's open attempt of a test with its saved answers, and the catalogue's generation: one statement. */
export async function openAttemptWithAnswers(db: Db, userId: string, testId: string) {
  const [row] = await openAttemptPrepared(db, 'open', () => prepareOpenAttempt(db)).execute({ userId, testId });
  const answersJson = row?.answers;
  // node-postgres parses json; PGlite may hand the text.
  const list = (typeof answersJson === 'string' ? JSON.parse(answersJson) : answersJson) as
    [string, string[] | null, number | null][] | null;
  return {
    generation: row?.generation ?? null,
    attempt:
      row?.id != null
        ? {
            id: row.id,
            testId: row.testId!,
            versionId: row.versionId!,
            startedAt: row.startedAt!,
            completedAt: row.completedAt,
          }
        : null,
    answers: (list ?? []).map(([questionId, optionIds, value]): StoredAnswer => ({ questionId, optionIds, value })),
  };
}

/** The time-spent increment: the gap since the last activity, capped so a pause does not count. */
function activityGap(now: string, capSeconds: number) {
  return sql`LEAST(${capSeconds}::int, GREATEST(0, floor(extract(epoch from (${now}::timestamptz - ${testAttempts.lastActivityAt})))::int))`;
}

/**
 * Saves (or replaces) an answer and counts the activity, in one atomic statement, only when the
 * attempt is the user's open attempt of this version and the catalogue is still at `generation`
 * (the question and its options were checked against that catalogue). Returns the answers the
 * attempt now holds (those committed before the statement and this one), or null when nothing was
 * written (the caller then takes the checked path), and the catalogue's generation.
 */
export async function saveCheckedAnswer(
  db: Db,
  answer: {
    generation: number;
    userId: string;
    testId: string;
    versionId: string;
    attemptId: string;
    questionId: string;
    optionIds: string[] | null;
    value: number | null;
    now: Date;
  },
  capSeconds: number,
): Promise<{ generation: number | null; answered: number | null }> {
  const now = answer.now.toISOString();
  const optionIds = answer.optionIds === null ? sql`NULL::uuid[]` : sql`${`{${answer.optionIds.join(',')}}`}::uuid[]`;
  const result = (await db.execute(sql`
    WITH target AS (
      SELECT a.id FROM ${testAttempts} a, ${testCatalogState} g
      WHERE a.id = ${answer.attemptId} AND a.user_id = ${answer.userId} AND a.test_id = ${answer.testId}
        AND a.version_id = ${answer.versionId} AND a.completed_at IS NULL AND g.generation = ${answer.generation}
    ), saved AS (
      INSERT INTO ${testAnswers} (attempt_id, question_id, option_ids, value, answered_at)
      SELECT target.id, ${answer.questionId}, ${optionIds}, ${answer.value}::smallint, ${now}::timestamptz FROM target
      ON CONFLICT (attempt_id, question_id) DO UPDATE
        SET option_ids = EXCLUDED.option_ids, value = EXCLUDED.value, answered_at = EXCLUDED.answered_at
      RETURNING attempt_id
    ), touched AS (
      UPDATE ${testAttempts}
      SET last_activity_at = ${now}::timestamptz, duration_seconds = duration_seconds + ${activityGap(now, capSeconds)}
      WHERE id = ${answer.attemptId} AND EXISTS (SELECT 1 FROM saved)
      RETURNING id
    )
    SELECT g.generation, t.id IS NOT NULL AS saved,
      (SELECT count(*) FROM ${testAnswers} x WHERE x.attempt_id = ${answer.attemptId} AND x.question_id <> ${answer.questionId}) + 1 AS answered
    FROM ${testCatalogState} g LEFT JOIN touched t ON true`)) as {
    rows: { generation: string | number; saved: boolean; answered: string | number }[];
  };
  const [row] = result.rows;
  return {
    generation: row ? Number(row.generation) : null,
    answered: row?.saved ? Number(row.answered) : null,
  };
}

function prepareAttemptResult(db: Db) {
  const previous = (column: SQL) =>
    sql`(SELECT ${column} FROM ${testAttempts} p WHERE p.user_id = "test_attempts"."user_id" AND p.test_id = "test_attempts"."test_id" AND p.completed_at IS NOT NULL AND p.completed_at < "test_attempts"."completed_at" ORDER BY p.completed_at DESC LIMIT 1)`;
  return withFastRows(
    db
      .select({
        generation: testCatalogState.generation,
        id: testAttempts.id,
        userId: testAttempts.userId,
        testId: testAttempts.testId,
        versionId: testAttempts.versionId,
        completedAt: testAttempts.completedAt,
        durationSeconds: testAttempts.durationSeconds,
        result: testAttempts.result,
        previousAt: previous(sql`p.completed_at`).mapWith(testAttempts.completedAt),
        previousScales: previous(sql`p.result -> 'scales'`).mapWith(testAttempts.result),
        feedbackGiven: sql<boolean>`EXISTS (SELECT 1 FROM ${testFeedback} f WHERE f.attempt_id = "test_attempts"."id")`,
      })
      .from(testAttempts)
      .rightJoin(testCatalogState, eq(testAttempts.id, sql.placeholder('attemptId')))
      .prepare('test_attempt_result'),
  );
}

const attemptResultPrepared = preparedByName<ReturnType<typeof prepareAttemptResult>>();

/**
 * An attempt with its frozen result, the time and scale scores of the same user's completed attempt
 * of the test before it, whether feedback was given, and the catalogue's generation: one statement.
 */
export async function attemptWithResult(db: Db, attemptId: string) {
  const [row] = await attemptResultPrepared(db, 'result', () => prepareAttemptResult(db)).execute({ attemptId });
  return {
    generation: row?.generation ?? null,
    attempt:
      row?.id != null
        ? {
            id: row.id,
            userId: row.userId!,
            testId: row.testId!,
            versionId: row.versionId!,
            completedAt: row.completedAt,
            durationSeconds: row.durationSeconds!,
            result: row.result,
            previousAt: row.previousAt as Date | null,
            previousScales: row.previousScales as { key: string; score: number }[] | null,
            feedbackGiven: Boolean(row.feedbackGiven),
          }
        : null,
  };
}

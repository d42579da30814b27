import type { TAnswerBody, TAttempt, TAttemptResult, TMe, TQuestion } from '@bagdar/contracts';
import type { Db } from '../../db/client.ts';
import type { TestAttemptRow, TestVersionRow } from '../../db/schema/tests.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { scoreAttempt, type ScoringAnswer, type StoredResult } from './scoring.ts';
import { assertMayTake, testAccess, testAvailability } from './test-access.ts';
import { attemptWithResult, openAttemptWithAnswers, saveCheckedAnswer } from './student-tests.repository.ts';
import { readGeneration, type Catalog, type CatalogVersion, type TestCatalogCache } from './test-catalog-cache.ts';
import { requirePublishedTest } from './test-catalog.service.ts';
import {
  answersOf,
  completeAttempt,
  findAttempt,
  findOpenAttempt,
  findQuestion,
  findVersionById,
  insertAttempt,
  progressOf,
  questionsOf,
  saveAnswerAndTouch,
  touchAttempt,
  type QuestionWithOptions,
} from './tests.repository.ts';

/** Taking a test: start or resume, save answers as they are given, finish and score, read results. */

/** A pause longer than this between two answers does not count as time spent. */
const ACTIVITY_CAP_SECONDS = 300;

const notFound = () => new AppError('NOT_FOUND', 404, 'No such attempt');

function toQuestion(question: QuestionWithOptions): TQuestion {
  return {
    id: question.id,
    position: question.position,
    kind: question.kind,
    text: question.text,
    options: question.options.map((o) =>
      question.kind === 'LIKERT' && o.value !== null
        ? { id: o.id, text: o.text, value: o.value }
        : { id: o.id, text: o.text },
    ),
  };
}

function toAnswerBody(answer: ScoringAnswer): TAnswerBody {
  return answer.value !== null ? { value: answer.value } : { optionIds: answer.optionIds ?? [] };
}

async function toAttempt(db: Db, attempt: TestAttemptRow, version: number): Promise<TAttempt> {
  const [questions, answers] = await Promise.all([questionsOf(db, attempt.versionId), answersOf(db, attempt.id)]);
  return {
    id: attempt.id,
    testId: attempt.testId,
    version,
    startedAt: attempt.startedAt.toISOString(),
    completedAt: attempt.completedAt?.toISOString() ?? null,
    questions: questions.map(toQuestion),
    answers: Object.fromEntries(answers.map((a) => [a.questionId, toAnswerBody(a)])),
  };
}

/** Resumes the open attempt (created false) or starts one on the current published version. */
export async function startAttempt(db: Db, me: TMe, testId: string): Promise<{ attempt: TAttempt; created: boolean }> {
  const { test, version } = await requirePublishedTest(db, testId);
  assertMayTake(me, version);
  const open = await findOpenAttempt(db, me.id, test.id);
  if (open) return { attempt: await attemptWithVersion(db, open), created: false };
  const inserted = await insertAttempt(db, { userId: me.id, testId: test.id, versionId: version.id });
  // Another request started one in between: resume that one.
  const attempt = inserted ?? (await findOpenAttempt(db, me.id, test.id));
  if (!attempt) throw new Error('attempt vanished');
  return { attempt: await attemptWithVersion(db, attempt), created: inserted !== null };
}

async function attemptWithVersion(db: Db, attempt: TestAttemptRow): Promise<TAttempt> {
  const found = await findAttempt(db, attempt.id);
  if (!found) throw notFound();
  return toAttempt(db, found.attempt, found.version.version);
}

/** The open attempt with its questions and answers: one statement while the catalogue and the version's questions are held. */
export async function currentAttempt(db: Db, cache: TestCatalogCache, me: TMe, testId: string): Promise<TAttempt> {
  if (!isUuid(testId)) throw new AppError('NOT_FOUND', 404, 'No such test');
  const { generation, attempt, answers } = await openAttemptWithAnswers(db, me.id, testId);
  const catalog = await cache.at(db, generation);
  if (!catalog.publishedById.has(testId)) throw new AppError('NOT_FOUND', 404, 'No such test');
  if (!attempt) throw new AppError('NOT_FOUND', 404, 'No attempt in progress');
  const version = catalog.versions.get(attempt.versionId);
  if (!version) return attemptWithVersion(db, await requireOpenAttempt(db, me.id, testId));
  const { list } = await cache.questionsOf(db, catalog, attempt.versionId);
  return {
    id: attempt.id,
    testId: attempt.testId,
    version: version.version,
    startedAt: attempt.startedAt.toISOString(),
    completedAt: attempt.completedAt?.toISOString() ?? null,
    questions: list.map(toQuestion),
    answers: Object.fromEntries(answers.map((a) => [a.questionId, toAnswerBody(a)])),
  };
}

async function requireOpenAttempt(db: Db, userId: string, testId: string): Promise<TestAttemptRow> {
  const open = await findOpenAttempt(db, userId, testId);
  if (!open) throw new AppError('NOT_FOUND', 404, 'No attempt in progress');
  return open;
}

/** The caller's attempt of this test (404 for anyone else's or another test's). */
async function ownAttempt(
  db: Db,
  me: TMe,
  testId: string,
  attemptId: string,
): Promise<{ attempt: TestAttemptRow; version: TestVersionRow }> {
  const found = isUuid(attemptId) ? await findAttempt(db, attemptId) : null;
  if (!found || found.attempt.userId !== me.id || found.attempt.testId !== testId) throw notFound();
  return found;
}

async function openOwnAttempt(db: Db, me: TMe, testId: string, attemptId: string) {
  const found = await ownAttempt(db, me, testId, attemptId);
  assertMayTake(me, found.version);
  if (found.attempt.completedAt) throw new AppError('ATTEMPT_COMPLETED', 409, 'This attempt is already finished');
  return found;
}

function invalidAnswer(field: string, code: string): AppError {
  return new AppError('VALIDATION_ERROR', 400, 'The answer does not fit the question', {
    details: [{ field, code, message: code }],
  });
}

/** The answer as stored, or a 400 naming what does not fit the question. */
function checkAnswer(question: QuestionWithOptions, body: TAnswerBody): ScoringAnswer {
  if (question.kind === 'LIKERT') {
    if (body.value === undefined || body.optionIds !== undefined) throw invalidAnswer('value', 'likert_value_required');
    return { optionIds: null, value: body.value };
  }
  if (body.optionIds === undefined || body.value !== undefined) throw invalidAnswer('optionIds', 'options_required');
  const chosen = [...new Set(body.optionIds)];
  if (chosen.length === 0) throw invalidAnswer('optionIds', 'options_required');
  if (question.kind === 'SINGLE' && chosen.length > 1) throw invalidAnswer('optionIds', 'single_option_only');
  const known = new Set(question.options.map((o) => o.id));
  const foreign = chosen.findIndex((id) => !known.has(id));
  if (foreign >= 0) throw invalidAnswer(`optionIds.${foreign}`, 'option_not_in_question');
  return { optionIds: chosen, value: null };
}

/**
 * Saves an answer. The usual case is one statement: the question is checked against the held
 * catalogue, and the write happens only if the attempt is the user's open attempt of that version
 * and the catalogue has not changed since. Anything else (an old version's attempt, a changed
 * catalogue, a refusal of any kind) takes the checked path, which answers as it always did.
 */
export async function saveAnswer(
  db: Db,
  cache: TestCatalogCache,
  me: TMe,
  ids: { testId: string; attemptId: string; questionId: string },
  body: TAnswerBody,
): Promise<{ answered: number; total: number }> {
  return (await saveAnswerAtOnce(db, cache, me, ids, body)) ?? saveAnswerChecked(db, me, ids, body);
}

async function saveAnswerAtOnce(
  db: Db,
  cache: TestCatalogCache,
  me: TMe,
  ids: { testId: string; attemptId: string; questionId: string },
  body: TAnswerBody,
): Promise<{ answered: number; total: number } | null> {
  if (!isUuid(ids.testId) || !isUuid(ids.attemptId) || !isUuid(ids.questionId)) return null;
  let catalog = await cache.any(db);
  let found = await findInCatalog(db, cache, catalog, ids);
  if (!found) {
    // Not in the held catalogue: it may be out of date (a test published since), or the request is
    // for something else (an older version's attempt, a test that is gone).
    const generation = await readGeneration(db);
    if (generation === catalog.generation) return null;
    catalog = await cache.at(db, generation);
    found = await findInCatalog(db, cache, catalog, ids);
    if (!found) return null;
  }
  const { version, question } = found;
  const now = new Date();
  if (!testAccess(me, version.requiredTier, now).allowed) return null;
  if (!testAvailability(me, version.minimumAge, now).available) return null;
  let answer: ScoringAnswer;
  try {
    answer = checkAnswer(question, body);
  } catch {
    return null;
  }
  const { generation, answered } = await saveCheckedAnswer(
    db,
    {
      generation: catalog.generation,
      userId: me.id,
      testId: ids.testId,
      versionId: version.id,
      attemptId: ids.attemptId,
      questionId: question.id,
      ...answer,
      now,
    },
    ACTIVITY_CAP_SECONDS,
  );
  if (answered !== null) return { answered, total: version.questionCount };
  // The catalogue changed: read it now, so the next answer takes the short path again.
  if (generation !== catalog.generation) await cache.at(db, generation);
  return null;
}

/** The test's current version and the question in it, as the catalogue holds them. */
async function findInCatalog(
  db: Db,
  cache: TestCatalogCache,
  catalog: Catalog,
  ids: { testId: string; questionId: string },
): Promise<{ version: CatalogVersion; question: QuestionWithOptions } | null> {
  const entry = catalog.publishedById.get(ids.testId);
  if (!entry) return null;
  const question = (await cache.questionsOf(db, catalog, entry.version.id)).byId.get(ids.questionId);
  return question ? { version: entry.version, question } : null;
}

async function saveAnswerChecked(
  db: Db,
  me: TMe,
  ids: { testId: string; attemptId: string; questionId: string },
  body: TAnswerBody,
): Promise<{ answered: number; total: number }> {
  const { attempt } = await openOwnAttempt(db, me, ids.testId, ids.attemptId);
  const question = isUuid(ids.questionId) ? await findQuestion(db, ids.questionId, attempt.versionId) : null;
  if (!question) throw new AppError('NOT_FOUND', 404, 'No such question in this test');
  const answer = checkAnswer(question, body);
  const now = new Date();
  await saveAnswerAndTouch(
    db,
    { attemptId: attempt.id, questionId: question.id, ...answer, now },
    ACTIVITY_CAP_SECONDS,
  );
  return progressOf(db, attempt.id, attempt.versionId);
}

export async function finishAttempt(
  db: Db,
  cache: TestCatalogCache,
  me: TMe,
  testId: string,
  attemptId: string,
): Promise<TAttemptResult> {
  const { attempt, version } = await openOwnAttempt(db, me, testId, attemptId);
  const [questions, answerRows] = await Promise.all([questionsOf(db, attempt.versionId), answersOf(db, attempt.id)]);
  const answers = new Map(answerRows.map((a) => [a.questionId, a]));
  const unanswered = questions.filter((q) => !answers.has(q.id));
  if (unanswered.length > 0) {
    throw new AppError('QUESTIONS_UNANSWERED', 400, 'Answer every question first', {
      details: unanswered.map((q) => ({
        field: `questions.${q.id}`,
        code: 'question_unanswered',
        message: 'question_unanswered',
      })),
    });
  }
  const result = scoreAttempt(version.scoring, version.scales, questions, answers);
  const now = new Date();
  const completed = await db.transaction(async (tx) => {
    await touchAttempt(tx, attempt.id, now, ACTIVITY_CAP_SECONDS);
    return completeAttempt(tx, attempt.id, { completedAt: now, result });
  });
  if (!completed) throw new AppError('ATTEMPT_COMPLETED', 409, 'This attempt is already finished');
  return attemptResult(db, cache, me, testId, attempt.id);
}

/** The frozen result of a completed attempt, compared with the attempt before it: one statement while the catalogue is held. */
export async function attemptResult(
  db: Db,
  cache: TestCatalogCache,
  me: TMe,
  testId: string,
  attemptId: string,
): Promise<TAttemptResult> {
  const found = isUuid(attemptId) ? await attemptWithResult(db, attemptId) : null;
  const attempt = found?.attempt;
  if (!found || !attempt || attempt.userId !== me.id || attempt.testId !== testId) throw notFound();
  if (!attempt.completedAt || !attempt.result) throw new AppError('NOT_FOUND', 404, 'This attempt has no result yet');
  const catalog = await cache.at(db, found.generation);
  const result = attempt.result as StoredResult;
  const previousScores = new Map((attempt.previousScales ?? []).map((s) => [s.key, s.score]));
  return {
    attemptId: attempt.id,
    testId: attempt.testId,
    testTitle: catalog.versions.get(attempt.versionId)?.title ?? (await requireVersionTitle(db, attempt.versionId)),
    scoring: result.scoring,
    completedAt: attempt.completedAt.toISOString(),
    durationSeconds: attempt.durationSeconds,
    scales: result.scales.map((s) => ({
      key: s.key,
      name: s.name,
      score: s.score,
      poles: s.poles ?? null,
      interpretation: s.interpretation,
      previousScore: previousScores.get(s.key) ?? null,
    })),
    knowledge: result.knowledge,
    previousAttemptAt: attempt.previousAt?.toISOString() ?? null,
    feedbackGiven: attempt.feedbackGiven,
  };
}

async function requireVersionTitle(db: Db, versionId: string) {
  const version = await findVersionById(db, versionId);
  if (!version) throw notFound();
  return version.title;
}

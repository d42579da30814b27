import {
  FEEDBACK_ANSWERS,
  type TAdminTest,
  type TFeedbackAnswer,
  type TFeedbackSummary,
  type TLocalized,
  type TTestCategory,
  type TTestDraftBody,
  type TTestRemoval,
} from '@bagdar/contracts';
import { ZTestDraftBody } from '@bagdar/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { LIKERT_ANSWERS } from '../../content/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { publishProblems } from './publish-check.ts';
import { readGeneration, type TestCatalogCache } from './test-catalog-cache.ts';
import { testTier } from './test-access.ts';
import { insertVersion, replaceVersionContent, type VersionContent } from './test-content.repository.ts';
import {
  categoryIdsOf,
  deleteCategory,
  deleteTest,
  existingCategoryIds,
  feedbackTotals,
  findTest,
  findTestBySlug,
  insertCategory,
  insertTest,
  listAdminRows,
  listCategories,
  markVersionPublished,
  recentComments,
  setCategories,
  testHasAttempts,
  updateCategory,
  updateTest,
} from './tests-admin.repository.ts';
import { questionsOf, type TestWithVersion } from './tests.repository.ts';

/** The admin test editor: drafts, versions on edit after publishing, publishing, feedback. */

type TDraft = z.output<typeof ZTestDraftBody>;

/** Likert questions always offer the five shared answers, valued 1-5. */
const LIKERT_OPTIONS = LIKERT_ANSWERS.map((a) => ({ text: a.text, weights: {}, correct: false, value: a.value }));

export function toVersionContent(body: TDraft): VersionContent {
  return {
    title: body.title,
    description: body.description,
    estimatedMinutes: body.estimatedMinutes,
    minimumAge: body.minimumAge,
    requiredTier: body.requiredTier,
    scoring: body.scoring,
    scales: body.scales.map((s) => ({ ...s, poles: s.poles ?? null })),
    questions: body.questions.map((q) => ({
      kind: q.kind,
      text: q.text,
      likert: q.kind === 'LIKERT' ? (q.likert ?? null) : null,
      explanation: q.explanation ?? null,
      options:
        q.kind === 'LIKERT'
          ? LIKERT_OPTIONS
          : q.options.map((o) => ({ text: o.text, weights: o.weights, correct: o.correct, value: null })),
    })),
  };
}

const notFound = () => new AppError('NOT_FOUND', 404, 'No such test');

async function requireTest(db: Db, testId: string): Promise<TestWithVersion> {
  const row = isUuid(testId) ? await findTest(db, testId) : null;
  if (!row) throw notFound();
  return row;
}

function assertPublishable(content: VersionContent): void {
  const details = publishProblems(content);
  if (details.length > 0) {
    throw new AppError('TEST_NOT_PUBLISHABLE', 400, 'The test cannot be published yet', { details });
  }
}

async function checkSlugAndCategories(db: Db, body: TDraft, testId: string | null): Promise<void> {
  const owner = await findTestBySlug(db, body.slug);
  if (owner && owner.id !== testId) {
    throw new AppError('CONFLICT', 409, 'The slug is taken', {
      details: [{ field: 'slug', code: 'slug_taken', message: 'slug_taken' }],
    });
  }
  const valid = body.categoryIds.every(isUuid) ? await existingCategoryIds(db, body.categoryIds) : new Set<string>();
  const unknown = body.categoryIds.findIndex((id) => !valid.has(id));
  if (unknown >= 0) {
    throw new AppError('VALIDATION_ERROR', 400, 'Unknown category', {
      details: [{ field: `categoryIds.${unknown}`, code: 'category_unknown', message: 'category_unknown' }],
    });
  }
}

export async function getAdminTest(db: Db, testId: string): Promise<TAdminTest> {
  const { test, version } = await requireTest(db, testId);
  const [questions, categoryIds] = await Promise.all([questionsOf(db, version.id), categoryIdsOf(db, test.id)]);
  return {
    id: test.id,
    slug: test.slug,
    status: test.status,
    version: version.version,
    updatedAt: test.updatedAt.toISOString(),
    title: version.title,
    description: version.description,
    estimatedMinutes: version.estimatedMinutes,
    minimumAge: version.minimumAge,
    requiredTier: testTier(version.requiredTier),
    scoring: version.scoring,
    categoryIds,
    scales: version.scales.map((s) => ({ ...s, poles: s.poles ?? null })),
    questions: questions.map((q) => ({
      id: q.id,
      kind: q.kind,
      text: q.text,
      likert:
        q.kind === 'LIKERT' && q.likertScale
          ? { scale: q.likertScale, direction: q.likertDirection === -1 ? -1 : 1 }
          : null,
      explanation: q.explanation,
      options:
        q.kind === 'LIKERT' ? [] : q.options.map((o) => ({ text: o.text, weights: o.weights, correct: o.correct })),
    })),
  };
}

/**
 * The editor's view of a test, held with the catalogue at its generation (test-catalog-cache.ts):
 * one statement (the generation) while nothing changed, whichever process wrote last.
 */
export async function getAdminTestHeld(db: Db, cache: TestCatalogCache, testId: string): Promise<TAdminTest> {
  if (!isUuid(testId)) throw notFound();
  const catalog = await cache.at(db, await readGeneration(db));
  const held = catalog.admin.get(testId);
  if (held) return held;
  const test = await getAdminTest(db, testId);
  // Read at the catalogue's generation or later: a later change makes the next request read the catalogue again.
  catalog.admin.set(testId, test);
  return test;
}

export async function listAdminTests(db: Db) {
  const rows = await listAdminRows(db);
  return {
    items: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      status: row.status,
      version: row.version,
      requiredTier: row.requiredTier,
      scoring: row.scoring,
      questionCount: row.questionCount,
      completedAttempts: row.completedAttempts,
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

export async function createTest(db: Db, input: TTestDraftBody): Promise<TAdminTest> {
  const body = ZTestDraftBody.parse(input);
  await checkSlugAndCategories(db, body, null);
  const id = await db.transaction(async (tx) => {
    const test = await insertTest(tx, { slug: body.slug, status: 'DRAFT', currentVersion: 1 });
    await insertVersion(tx, test.id, 1, toVersionContent(body), null);
    await setCategories(tx, test.id, body.categoryIds);
    return test.id;
  });
  return getAdminTest(db, id);
}

/** A draft is rewritten in place; a published test gets a new published version (attempts keep theirs). */
export async function saveTest(db: Db, testId: string, input: TTestDraftBody): Promise<TAdminTest> {
  const { test, version } = await requireTest(db, testId);
  const body = ZTestDraftBody.parse(input);
  await checkSlugAndCategories(db, body, test.id);
  const content = toVersionContent(body);
  if (test.status === 'PUBLISHED') assertPublishable(content);
  await db.transaction(async (tx) => {
    if (test.status === 'PUBLISHED') {
      await insertVersion(tx, test.id, test.currentVersion + 1, content, new Date());
      await updateTest(tx, test.id, { slug: body.slug, currentVersion: test.currentVersion + 1 });
    } else {
      await replaceVersionContent(tx, version.id, content);
      await updateTest(tx, test.id, { slug: body.slug });
    }
    await setCategories(tx, test.id, body.categoryIds);
  });
  return getAdminTest(db, test.id);
}

export async function publishTest(db: Db, testId: string): Promise<TAdminTest> {
  const current = await getAdminTest(db, testId);
  if (current.status === 'PUBLISHED') return current;
  assertPublishable(toVersionContent(ZTestDraftBody.parse(current)));
  const { test, version } = await requireTest(db, testId);
  await db.transaction(async (tx) => {
    await markVersionPublished(tx, version.id, new Date());
    await updateTest(tx, test.id, { status: 'PUBLISHED' });
  });
  return getAdminTest(db, test.id);
}

const RECENT_COMMENTS = 20;

export async function feedbackSummary(db: Db, testId: string): Promise<TFeedbackSummary> {
  const { test } = await requireTest(db, testId);
  const [totals, comments] = await Promise.all([
    feedbackTotals(db, test.id),
    recentComments(db, test.id, RECENT_COMMENTS),
  ]);
  const answers = Object.fromEntries(FEEDBACK_ANSWERS.map((a) => [a, 0])) as Record<TFeedbackAnswer, number>;
  let responses = 0;
  let ratingSum = 0;
  for (const row of totals) {
    answers[row.answer] = row.n;
    responses += row.n;
    ratingSum += row.ratingSum;
  }
  return {
    responses,
    averageRating: responses === 0 ? null : Math.round((ratingSum / responses) * 10) / 10,
    answers,
    recentComments: comments.map((c) => ({
      comment: c.comment ?? '',
      rating: c.rating,
      createdAt: c.createdAt.toISOString(),
    })),
  };
}

export async function categories(db: Db): Promise<{ items: TTestCategory[] }> {
  const rows = await listCategories(db);
  return { items: rows.map((r) => ({ id: r.id, key: r.key, name: r.name, priority: r.priority })) };
}

export async function createCategory(
  db: Db,
  body: { key: string; name: TLocalized; priority: number },
): Promise<TTestCategory> {
  const row = await insertCategory(db, body);
  if (!row) {
    throw new AppError('CONFLICT', 409, 'The key is taken', {
      details: [{ field: 'key', code: 'key_taken', message: 'key_taken' }],
    });
  }
  return { id: row.id, key: row.key, name: row.name, priority: row.priority };
}

/** Takes a published test out of the catalogue: it is a draft again (attempts and results stay). */
export async function unpublishTest(db: Db, testId: string): Promise<TAdminTest> {
  const { test } = await requireTest(db, testId);
  if (test.status === 'PUBLISHED') await updateTest(db, test.id, { status: 'DRAFT' });
  return getAdminTest(db, test.id);
}

/**
 * Deletes a test nobody has taken; a test with attempts is archived instead: out of the catalogue
 * and the editor, while the attempts and results that point at it stay readable.
 */
export async function removeTest(db: Db, testId: string): Promise<TTestRemoval> {
  const { test } = await requireTest(db, testId);
  return db.transaction(async (tx) => {
    if (await testHasAttempts(tx, test.id)) {
      await updateTest(tx, test.id, { status: 'DRAFT', archivedAt: new Date() });
      return { outcome: 'ARCHIVED' as const };
    }
    await deleteTest(tx, test.id);
    return { outcome: 'DELETED' as const };
  });
}

const categoryNotFound = () => new AppError('NOT_FOUND', 404, 'No such category');

export async function saveCategory(
  db: Db,
  id: string,
  body: { key: string; name: TLocalized; priority: number },
): Promise<TTestCategory> {
  if (!isUuid(id)) throw categoryNotFound();
  const row = await updateCategory(db, id, body);
  if (row === 'taken') {
    throw new AppError('CONFLICT', 409, 'The key is taken', {
      details: [{ field: 'key', code: 'key_taken', message: 'key_taken' }],
    });
  }
  if (!row) throw categoryNotFound();
  return { id: row.id, key: row.key, name: row.name, priority: row.priority };
}

/** Deletes a category; the tests in it stay, without it. */
export async function removeCategory(db: Db, id: string): Promise<void> {
  if (!isUuid(id) || !(await deleteCategory(db, id))) throw categoryNotFound();
}

import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  testAttempts,
  testCategories,
  testCompletionCounts,
  testQuestions,
  testCategoryLinks,
  testFeedback,
  tests,
  testVersions,
  type TestRow,
} from '../../db/schema/tests.ts';
import type { TestWithVersion } from './tests.repository.ts';

/** Queries of the admin test editor. */

const currentVersionJoin = and(eq(testVersions.testId, tests.id), eq(testVersions.version, tests.currentVersion));

/** A test the editor may open (an archived one is gone from the editor). */
export async function findTest(db: Db, testId: string): Promise<TestWithVersion | null> {
  const [row] = await db
    .select({ test: tests, version: testVersions })
    .from(tests)
    .innerJoin(testVersions, currentVersionJoin)
    .where(and(eq(tests.id, testId), isNull(tests.archivedAt)))
    .limit(1);
  return row ?? null;
}

export async function findTestBySlug(db: Db, slug: string): Promise<TestRow | null> {
  const [row] = await db.select().from(tests).where(eq(tests.slug, slug)).limit(1);
  return row ?? null;
}

export async function insertTest(db: Db, values: typeof tests.$inferInsert): Promise<TestRow> {
  const [row] = await db.insert(tests).values(values).returning();
  if (!row) throw new Error('test insert returned no row');
  return row;
}

export async function updateTest(db: Db, testId: string, changes: Partial<typeof tests.$inferInsert>): Promise<void> {
  await db
    .update(tests)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(tests.id, testId));
}

export async function markVersionPublished(db: Db, versionId: string, at: Date): Promise<void> {
  await db
    .update(testVersions)
    .set({ publishedAt: at })
    .where(and(eq(testVersions.id, versionId), isNull(testVersions.publishedAt)));
}

export async function setCategories(db: Db, testId: string, categoryIds: string[]): Promise<void> {
  await db.delete(testCategoryLinks).where(eq(testCategoryLinks.testId, testId));
  if (categoryIds.length > 0) {
    await db.insert(testCategoryLinks).values(categoryIds.map((categoryId) => ({ testId, categoryId })));
  }
}

export async function categoryIdsOf(db: Db, testId: string): Promise<string[]> {
  const rows = await db
    .select({ id: testCategoryLinks.categoryId })
    .from(testCategoryLinks)
    .innerJoin(testCategories, eq(testCategories.id, testCategoryLinks.categoryId))
    .where(eq(testCategoryLinks.testId, testId))
    .orderBy(asc(testCategories.priority), asc(testCategories.key));
  return rows.map((r) => r.id);
}

export async function existingCategoryIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: testCategories.id }).from(testCategories).where(inArray(testCategories.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function listCategories(db: Db) {
  return db.select().from(testCategories).orderBy(asc(testCategories.priority), asc(testCategories.key));
}

/** Inserts a category; null when the key is taken. */
export async function insertCategory(db: Db, values: typeof testCategories.$inferInsert) {
  const [row] = await db.insert(testCategories).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/**
 * The admin list in one statement: every test but the archived ones with its current version's card
 * columns (not its scales), question count and completed attempts (test_completion_counts, kept by
 * the triggers of migration 0040 instead of counting every attempt).
 */
export async function listAdminRows(db: Db) {
  return db
    .select({
      id: tests.id,
      slug: tests.slug,
      status: tests.status,
      updatedAt: tests.updatedAt,
      title: testVersions.title,
      version: testVersions.version,
      requiredTier: testVersions.requiredTier,
      scoring: testVersions.scoring,
      questionCount:
        sql<number>`(SELECT count(*) FROM ${testQuestions} q WHERE q.version_id = "test_versions"."id")`.mapWith(
          Number,
        ),
      completedAttempts:
        sql<number>`coalesce((SELECT c.completed FROM ${testCompletionCounts} c WHERE c.test_id = "tests"."id"), 0)`.mapWith(
          Number,
        ),
    })
    .from(tests)
    .innerJoin(testVersions, currentVersionJoin)
    .where(isNull(tests.archivedAt))
    .orderBy(asc(tests.position), asc(tests.createdAt));
}

export async function versionHasAttempts(db: Db, versionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: testAttempts.id })
    .from(testAttempts)
    .where(eq(testAttempts.versionId, versionId))
    .limit(1);
  return !!row;
}

export async function feedbackTotals(db: Db, testId: string) {
  return db
    .select({
      answer: testFeedback.answer,
      n: count(),
      ratingSum: sql<number>`sum(${testFeedback.rating})`.mapWith(Number),
    })
    .from(testFeedback)
    .where(eq(testFeedback.testId, testId))
    .groupBy(testFeedback.answer);
}

export async function recentComments(db: Db, testId: string, limit: number) {
  return db
    .select({ comment: testFeedback.comment, rating: testFeedback.rating, createdAt: testFeedback.createdAt })
    .from(testFeedback)
    .where(and(eq(testFeedback.testId, testId), isNotNull(testFeedback.comment)))
    .orderBy(desc(testFeedback.createdAt))
    .limit(limit);
}

/** Whether anyone has started the test, in any version. */
export async function testHasAttempts(db: Db, testId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: testAttempts.id })
    .from(testAttempts)
    .where(eq(testAttempts.testId, testId))
    .limit(1);
  return !!row;
}

/** Deletes a test with its versions, questions and category links (cascades). */
export async function deleteTest(db: Db, testId: string): Promise<void> {
  await db.delete(tests).where(eq(tests.id, testId));
}

/** Updates a category; null when none has this id, 'taken' when the new key is another's. */
export async function updateCategory(
  db: Db,
  id: string,
  values: Pick<typeof testCategories.$inferInsert, 'key' | 'name' | 'priority'>,
) {
  const [other] = await db
    .select({ id: testCategories.id })
    .from(testCategories)
    .where(and(eq(testCategories.key, values.key), sql`${testCategories.id} <> ${id}`))
    .limit(1);
  if (other) return 'taken' as const;
  const [row] = await db.update(testCategories).set(values).where(eq(testCategories.id, id)).returning();
  return row ?? null;
}

/** Deletes a category (its links to tests go with it); whether it existed. */
export async function deleteCategory(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(testCategories).where(eq(testCategories.id, id)).returning({ id: testCategories.id });
  return rows.length > 0;
}

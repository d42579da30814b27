import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { TAnalysisStage } from '@bagdar/contracts';
import type { TMaterialRecord, TProfessionRecord } from '../../ai/analysis-provider.ts';
import type { Db } from '../../db/client.ts';
import { personalityAnalyses, type AnalysisRow } from '../../db/schema/analysis.ts';
import { learningMaterials, professionRecordColumns, professions } from '../../db/schema/catalog.ts';
import { testAttempts, testCatalogState, tests, testVersions } from '../../db/schema/tests.ts';
import { withFastRows } from '../../db/fast-rows.ts';
import { preparedByName } from '../../db/prepared.ts';
import { users } from '../../db/schema/users.ts';

/** Queries of the personality analysis: runs, the results it reads, the catalogues it matches. */

export async function latestAnalysis(db: Db, userId: string): Promise<AnalysisRow | null> {
  const [row] = await db
    .select()
    .from(personalityAnalyses)
    .where(eq(personalityAnalyses.userId, userId))
    .orderBy(desc(personalityAnalyses.createdAt))
    .limit(1);
  return row ?? null;
}

export async function latestCompletedAnalysis(db: Db, userId: string): Promise<AnalysisRow | null> {
  const [row] = await db
    .select()
    .from(personalityAnalyses)
    .where(and(eq(personalityAnalyses.userId, userId), eq(personalityAnalyses.status, 'COMPLETED')))
    .orderBy(desc(personalityAnalyses.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findAnalysis(db: Db, id: string): Promise<AnalysisRow | null> {
  const [row] = await db.select().from(personalityAnalyses).where(eq(personalityAnalyses.id, id)).limit(1);
  return row ?? null;
}

/** Serialises analysis starts of one user inside a transaction (PostgreSQL and PGlite alike). */
export async function lockUserAnalyses(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`analysis:${userId}`}))`);
}

export async function insertAnalysis(db: Db, values: typeof personalityAnalyses.$inferInsert): Promise<AnalysisRow> {
  const [row] = await db.insert(personalityAnalyses).values(values).returning();
  if (!row) throw new Error('analysis insert returned no row');
  return row;
}

export async function updateAnalysis(
  db: Db,
  id: string,
  changes: Partial<typeof personalityAnalyses.$inferInsert>,
): Promise<void> {
  await db.update(personalityAnalyses).set(changes).where(eq(personalityAnalyses.id, id));
}

export async function reportProgress(db: Db, id: string, stage: TAnalysisStage, percent: number): Promise<void> {
  await updateAnalysis(db, id, { status: 'RUNNING', stage, percent });
}

export interface PublishedTestRef {
  id: string;
  slug: string;
  title: { ru: string; kk: string; en: string };
}

/** The published tests with these slugs, with their current titles. */
export async function publishedTestsBySlug(db: Db, slugs: readonly string[]): Promise<PublishedTestRef[]> {
  return db
    .select({ id: tests.id, slug: tests.slug, title: testVersions.title })
    .from(tests)
    .innerJoin(testVersions, and(eq(testVersions.testId, tests.id), eq(testVersions.version, tests.currentVersion)))
    .where(and(inArray(tests.slug, [...slugs]), eq(tests.status, 'PUBLISHED')));
}

/** Per test slug, the result of the user's latest completed attempt. */
export async function latestResultsBySlug(db: Db, userId: string, slugs: readonly string[]) {
  const rows = await db
    .selectDistinctOn([tests.slug], { slug: tests.slug, result: testAttempts.result })
    .from(testAttempts)
    .innerJoin(tests, eq(tests.id, testAttempts.testId))
    .where(and(eq(testAttempts.userId, userId), isNotNull(testAttempts.completedAt), inArray(tests.slug, [...slugs])))
    .orderBy(tests.slug, desc(testAttempts.completedAt));
  return new Map(rows.map((r) => [r.slug, r.result]));
}

export async function analysisSubject(db: Db, userId: string) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      locale: users.locale,
      interests: users.interests,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function professionRecords(db: Db): Promise<TProfessionRecord[]> {
  return db.select(professionRecordColumns).from(professions).orderBy(asc(professions.slug));
}

export async function materialRecords(db: Db): Promise<TMaterialRecord[]> {
  const rows = await db
    .select({
      id: learningMaterials.id,
      type: learningMaterials.type,
      title: learningMaterials.title,
      url: learningMaterials.url,
      language: learningMaterials.language,
      riasec: learningMaterials.riasec,
      fields: learningMaterials.fields,
    })
    .from(learningMaterials)
    .orderBy(asc(learningMaterials.title), asc(learningMaterials.id));
  return rows.map((r) => ({ ...r, riasec: r.riasec as TMaterialRecord['riasec'] }));
}

function prepareStatusRows(db: Db) {
  const userId = sql.placeholder('userId');
  const latest = sql`(SELECT p.id FROM ${personalityAnalyses} p WHERE p.user_id = ${userId} ORDER BY p.created_at DESC LIMIT 1)`;
  const latestCompleted = sql`(SELECT p.id FROM ${personalityAnalyses} p WHERE p.user_id = ${userId} AND p.status = 'COMPLETED' ORDER BY p.created_at DESC LIMIT 1)`;
  return withFastRows(
    db
      .select({
        generation: testCatalogState.generation,
        analysis: personalityAnalyses,
        isLatest: sql<boolean>`${personalityAnalyses.id} = ${latest}`,
        isLatestCompleted: sql<boolean>`${personalityAnalyses.id} = ${latestCompleted}`,
        completedSlugs: sql<
          string[]
        >`ARRAY(SELECT DISTINCT t.slug FROM ${testAttempts} a JOIN ${tests} t ON t.id = a.test_id WHERE a.user_id = ${userId} AND a.completed_at IS NOT NULL AND t.slug = ANY(${sql.placeholder('slugs')}::text[]))`,
      })
      .from(personalityAnalyses)
      // Joined to the test catalogue's one state row, so that a user with no analysis still gets a row.
      .rightJoin(testCatalogState, sql`${personalityAnalyses.id} IN (${latest}, ${latestCompleted})`)
      .prepare('personality_status'),
  );
}

const statusRowsPrepared = preparedByName<ReturnType<typeof prepareStatusRows>>();

/**
 * What the status page reads of the user, in one statement: their latest analysis, their latest
 * completed one (the same row or another), which of `slugs` they have completed a test of, and the
 * test catalogue's generation (the required tests' titles come from the catalogue cache).
 */
export async function statusRows(db: Db, userId: string, slugs: readonly string[]) {
  const rows = await statusRowsPrepared(db, 'status', () => prepareStatusRows(db)).execute({
    userId,
    slugs: [...slugs],
  });
  return {
    generation: rows[0]?.generation ?? null,
    latest: rows.find((r) => r.isLatest)?.analysis ?? null,
    completed: rows.find((r) => r.isLatestCompleted)?.analysis ?? null,
    completedSlugs: new Set<string>(rows[0]?.completedSlugs ?? []),
  };
}

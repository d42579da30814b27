import { and, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema/media.ts';
import { dataExports, type DataExportRow } from '../../db/schema/privacy.ts';

/** Queries of "download my data": the request rows and what goes into the zip. */

/** Inserts a QUEUED request; null when one is already QUEUED or RUNNING (the partial unique index). */
export async function insertExport(db: Db, userId: string): Promise<DataExportRow | null> {
  const [row] = await db.insert(dataExports).values({ userId }).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findExport(db: Db, id: string): Promise<DataExportRow | null> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
  return row ?? null;
}

export async function latestExportOf(db: Db, userId: string): Promise<DataExportRow | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(1);
  return row ?? null;
}

export async function updateExport(db: Db, id: string, values: Partial<DataExportRow>): Promise<void> {
  await db.update(dataExports).set(values).where(eq(dataExports.id, id));
}

/** READY exports whose link ended by `now`. */
export async function expiredExports(db: Db, now: Date, limit: number): Promise<DataExportRow[]> {
  return db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.status, 'READY'), lte(dataExports.expiresAt, now)))
    .limit(limit);
}

/** The storage keys of a user's export zips still in storage (the account purge removes them too). */
export async function exportKeysOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ key: dataExports.storageKey })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), inArray(dataExports.status, ['READY', 'RUNNING'])));
  return rows.flatMap((r) => (r.key ? [r.key] : []));
}

/** The user's uploaded files, oldest first. */
export async function mediaOf(db: Db, userId: string) {
  return db
    .select({ id: media.id, storageKey: media.storageKey, contentType: media.contentType, purpose: media.purpose })
    .from(media)
    .where(eq(media.ownerId, userId))
    .orderBy(media.createdAt, media.id);
}

/** Rows of `query` as JSON objects, built by PostgreSQL; `password_hash` never leaves. */
async function jsonRows(db: Db, query: SQL): Promise<unknown[]> {
  const result: unknown = await db.execute(
    sql`SELECT coalesce(jsonb_agg(to_jsonb(t) - 'password_hash'), '[]'::jsonb) AS data FROM (${query}) t`,
  );
  const data = (result as { rows: { data: unknown[] | string }[] }).rows[0]?.data ?? [];
  return typeof data === 'string' ? (JSON.parse(data) as unknown[]) : data;
}

/**
 * Everything the person gave the platform, one JSON document per file of the zip. Each is one
 * statement, so the number of statements does not grow with what the person wrote.
 */
export async function exportSections(db: Db, userId: string): Promise<Record<string, unknown>> {
  const [account, profile, academic, languages, certificates] = await Promise.all([
    jsonRows(db, sql`SELECT * FROM users WHERE id = ${userId}`),
    jsonRows(db, sql`SELECT * FROM user_profiles WHERE user_id = ${userId}`),
    jsonRows(db, sql`SELECT * FROM academic_profiles WHERE user_id = ${userId}`),
    jsonRows(db, sql`SELECT * FROM user_languages WHERE user_id = ${userId} ORDER BY position`),
    jsonRows(db, sql`SELECT * FROM certificates WHERE user_id = ${userId} ORDER BY created_at`),
  ]);
  const [posts, comments, stories, tests, analyses, plans, projects, applications, files] = await Promise.all([
    jsonRows(
      db,
      sql`SELECT p.*, (SELECT coalesce(array_agg(pm.media_id ORDER BY pm.position), '{}') FROM post_media pm WHERE pm.post_id = p.id) AS media_ids
      FROM posts p WHERE p.author_id = ${userId} ORDER BY p.created_at`,
    ),
    jsonRows(db, sql`SELECT * FROM post_comments WHERE author_id = ${userId} ORDER BY created_at`),
    jsonRows(db, sql`SELECT * FROM stories WHERE author_id = ${userId} ORDER BY created_at`),
    jsonRows(
      db,
      sql`SELECT t.*, tests.slug AS test_slug,
        (SELECT coalesce(jsonb_agg(to_jsonb(a) ORDER BY a.question_id), '[]'::jsonb) FROM test_answers a WHERE a.attempt_id = t.id) AS answers,
        (SELECT to_jsonb(f) FROM test_feedback f WHERE f.attempt_id = t.id LIMIT 1) AS feedback
      FROM test_attempts t JOIN tests ON tests.id = t.test_id WHERE t.user_id = ${userId} ORDER BY t.started_at`,
    ),
    jsonRows(db, sql`SELECT * FROM personality_analyses WHERE user_id = ${userId} ORDER BY created_at`),
    jsonRows(
      db,
      sql`SELECT p.*,
        (SELECT coalesce(jsonb_agg(to_jsonb(ph) ORDER BY ph.position), '[]'::jsonb) FROM career_plan_phases ph WHERE ph.plan_id = p.id) AS phases,
        (SELECT coalesce(jsonb_agg(to_jsonb(s) ORDER BY s.position), '[]'::jsonb) FROM career_plan_subtasks s WHERE s.plan_id = p.id) AS subtasks
      FROM career_plans p WHERE p.user_id = ${userId} ORDER BY p.created_at`,
    ),
    jsonRows(
      db,
      sql`SELECT pr.*, m.role AS my_role FROM projects pr JOIN project_members m ON m.project_id = pr.id AND m.user_id = ${userId}
      UNION ALL SELECT pr.*, NULL FROM projects pr WHERE pr.created_by = ${userId}
        AND NOT EXISTS (SELECT 1 FROM project_members m WHERE m.project_id = pr.id AND m.user_id = ${userId})`,
    ),
    jsonRows(
      db,
      sql`SELECT a.*, pr.name AS project_name FROM project_applications a JOIN projects pr ON pr.id = a.project_id
      WHERE a.user_id = ${userId} ORDER BY a.created_at`,
    ),
    jsonRows(db, sql`SELECT * FROM media WHERE owner_id = ${userId} ORDER BY created_at, id`),
  ]);
  return {
    'profile.json': {
      account: account[0] ?? null,
      profile: profile[0] ?? null,
      academic: academic[0] ?? null,
      languages,
      certificates,
    },
    'posts.json': posts,
    'comments.json': comments,
    'stories.json': stories,
    'tests.json': tests,
    'analyses.json': analyses,
    'plans.json': plans,
    'projects.json': projects,
    'applications.json': applications,
    'media.json': files,
  };
}

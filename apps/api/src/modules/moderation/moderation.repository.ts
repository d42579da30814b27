import type { TContentState, TModerationContentType, TReportReason, TUiLanguage, TWordList } from '@bagdar/contracts';
import { and, asc, desc, eq, gt, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedByName } from '../../db/prepared.ts';
import { sessions } from '../../db/schema/auth.ts';
import { contentReports, filterWords, userSuspensions } from '../../db/schema/moderation.ts';
import { organizationMemberships } from '../../db/schema/organizations.ts';
import { postComments, posts, stories } from '../../db/schema/social.ts';

/** Queries of reports, moderated content, suspensions and the word lists. */

const tables = { POST: posts, COMMENT: postComments, STORY: stories } as const;

export interface ContentRow {
  authorId: string;
  text: string;
  mediaId: string | null;
  state: TContentState | null;
  stateReason: string | null;
}

/** A post, comment or story as moderation sees it, or null. */
export async function findContent(db: Db, type: TModerationContentType, id: string): Promise<ContentRow | null> {
  const base = { state: tables[type].moderation, stateReason: tables[type].moderationReason };
  const rows =
    type === 'POST'
      ? await db
          .select({ authorId: posts.authorId, text: posts.text, mediaId: sql<string | null>`NULL`, ...base })
          .from(posts)
          .where(eq(posts.id, id))
      : type === 'COMMENT'
        ? await db
            .select({
              authorId: postComments.authorId,
              text: postComments.text,
              mediaId: sql<string | null>`NULL`,
              ...base,
            })
            .from(postComments)
            .where(eq(postComments.id, id))
        : await db
            .select({ authorId: stories.authorId, text: sql<string>`''`, mediaId: stories.mediaId, ...base })
            .from(stories)
            .where(eq(stories.id, id));
  return rows[0] ?? null;
}

export async function setContentState(
  db: Db,
  type: TModerationContentType,
  id: string,
  state: TContentState | null,
  reason: string | null,
): Promise<void> {
  const table = tables[type];
  await db
    .update(table)
    .set({ moderation: state, moderationReason: state ? reason : null })
    .where(eq(table.id, id));
}

/** Stores a report; false when this reporter already reported this content. */
export async function insertReport(
  db: Db,
  values: {
    contentType: TModerationContentType;
    contentId: string;
    authorId: string;
    reporterId: string | null;
    reason: TReportReason;
    comment?: string | null;
  },
): Promise<boolean> {
  const rows = await db
    .insert(contentReports)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: contentReports.id });
  return rows.length > 0;
}

/** How many different people have open reports on this content. */
export async function openReporterCount(db: Db, type: TModerationContentType, id: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(DISTINCT ${contentReports.reporterId})::int` })
    .from(contentReports)
    .where(
      and(
        eq(contentReports.contentType, type),
        eq(contentReports.contentId, id),
        isNull(contentReports.resolvedAt),
        isNotNull(contentReports.reporterId),
      ),
    );
  return row?.n ?? 0;
}

/** Closes the open reports of the content with an outcome; returns the reporters to tell. */
export async function resolveReports(
  db: Db,
  type: TModerationContentType,
  id: string,
  outcome: string,
  now: Date,
): Promise<string[]> {
  const rows = await db
    .update(contentReports)
    .set({ resolvedAt: now, outcome })
    .where(
      and(eq(contentReports.contentType, type), eq(contentReports.contentId, id), isNull(contentReports.resolvedAt)),
    )
    .returning({ reporterId: contentReports.reporterId });
  return [...new Set(rows.flatMap((r) => (r.reporterId ? [r.reporterId] : [])))];
}

/** The organisation an author is an active member of, if any. */
export async function organizationOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ organizationId: organizationMemberships.organizationId })
    .from(organizationMemberships)
    .where(and(eq(organizationMemberships.userId, userId), eq(organizationMemberships.status, 'ACTIVE')))
    .limit(1);
  return row?.organizationId ?? null;
}

/** A page of the queue as its statement carries it (JSON, snake_case, times as JSON text). */
export interface QueuePage {
  cases: {
    content_type: TModerationContentType;
    content_id: string;
    author_id: string;
    first_reported_at: string;
  }[];
  reports: {
    id: string;
    content_id: string;
    reason: TReportReason;
    comment: string | null;
    created_at: string;
    reporter_id: string | null;
    reporter_username: string | null;
    reporter_first_name: string | null;
    reporter_last_name: string | null;
    reporter_avatar_url: string | null;
  }[];
  authors: {
    id: string;
    username: string;
    first_name: string;
    last_name: string;
    avatar_url: string | null;
    suspended_until: string | null;
  }[];
  history: { target_user_id: string | null; action: string; detail: Record<string, string>; created_at: string }[];
  contents: {
    id: string;
    text: string;
    media_id: string | null;
    state: TContentState | null;
    state_reason: string | null;
  }[];
}

const json = <T>(query: SQL) => sql<T>`coalesce((${query}), '[]'::json)`;

/**
 * A page of the queue in one statement. The cases (CTE `cases`): one per reported item, oldest
 * first report first (open), or most recently resolved first; with `scoped`, only content by the
 * organisation's active members. Beside them, as JSON: their reports (open or resolved, as the
 * tab) with the reporters, oldest first; the authors with their suspension's end while one runs;
 * the authors' moderation history (their 200 newest MODERATION_ entries; audit's
 * groupModerationHistory keeps 10 a user); the items' texts and media from posts, comments and
 * stories. Placeholders: limit, now, and organizationId when scoped.
 */
function prepareQueuePage(db: Db, name: string, open: boolean, scoped: boolean) {
  const first = sql`min(${contentReports.createdAt})`;
  const last = sql`max(coalesce(${contentReports.resolvedAt}, ${contentReports.createdAt}))`;
  const conditions: SQL[] = [open ? isNull(contentReports.resolvedAt) : isNotNull(contentReports.resolvedAt)];
  if (scoped) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM ${organizationMemberships} WHERE ${organizationMemberships.userId} = ${contentReports.authorId}
        AND ${organizationMemberships.organizationId} = ${sql.placeholder('organizationId')} AND ${organizationMemberships.status} = 'ACTIVE')`,
    );
  }
  const cases = db.$with('cases').as(
    db
      .select({
        contentType: contentReports.contentType,
        contentId: contentReports.contentId,
        authorId: contentReports.authorId,
        firstReportedAt: first.as('first_reported_at'),
        lastAt: last.as('last_at'),
      })
      .from(contentReports)
      .where(and(...conditions))
      .groupBy(contentReports.contentType, contentReports.contentId, contentReports.authorId)
      .orderBy(open ? asc(first) : desc(last))
      .limit(sql.placeholder('limit')),
  );
  const order = open ? sql`cases.first_reported_at ASC` : sql`cases.last_at DESC`;
  const resolved = open ? sql`IS NULL` : sql`IS NOT NULL`;
  return db
    .with(cases)
    .select({
      cases: sql<QueuePage['cases']>`coalesce(json_agg(json_build_object('content_type', cases.content_type,
        'content_id', cases.content_id, 'author_id', cases.author_id, 'first_reported_at', cases.first_reported_at)
        ORDER BY ${order}), '[]'::json)`,
      reports: json<QueuePage['reports']>(sql`SELECT json_agg(r ORDER BY r.created_at) FROM (
        SELECT cr.id, cr.content_id, cr.reason, cr.comment, cr.created_at, ru.id AS reporter_id,
          ru.username AS reporter_username, ru.first_name AS reporter_first_name,
          ru.last_name AS reporter_last_name, ru.avatar_url AS reporter_avatar_url
        FROM content_reports cr LEFT JOIN users ru ON ru.id = cr.reporter_id
        WHERE cr.content_id IN (SELECT content_id FROM cases) AND cr.resolved_at ${resolved}) r`),
      authors: json<QueuePage['authors']>(sql`SELECT json_agg(a) FROM (
        SELECT au.id, au.username, au.first_name, au.last_name, au.avatar_url, us.ends_at AS suspended_until
        FROM users au LEFT JOIN user_suspensions us ON us.user_id = au.id
          AND us.ends_at > ${sql.placeholder('now')}::timestamptz
        WHERE au.id IN (SELECT author_id FROM cases)) a`),
      history: json<QueuePage['history']>(sql`SELECT json_agg(h ORDER BY h.created_at DESC) FROM (
        SELECT aa.target_user_id, aa.action, aa.detail, aa.created_at FROM admin_audit aa
        WHERE aa.target_user_id IN (SELECT author_id FROM cases) AND aa.action LIKE 'MODERATION\\_%'
        ORDER BY aa.created_at DESC LIMIT 200) h`),
      contents: json<QueuePage['contents']>(sql`SELECT json_agg(c) FROM (
        SELECT p.id, p.text, NULL::uuid AS media_id, p.moderation AS state, p.moderation_reason AS state_reason
        FROM posts p WHERE p.id IN (SELECT content_id FROM cases WHERE content_type = 'POST')
        UNION ALL
        SELECT pc.id, pc.text, NULL::uuid, pc.moderation, pc.moderation_reason
        FROM post_comments pc WHERE pc.id IN (SELECT content_id FROM cases WHERE content_type = 'COMMENT')
        UNION ALL
        SELECT st.id, '', st.media_id, st.moderation, st.moderation_reason
        FROM stories st WHERE st.id IN (SELECT content_id FROM cases WHERE content_type = 'STORY')) c`),
    })
    .from(cases)
    .prepare(name);
}
const queuePagePrepared = preparedByName<ReturnType<typeof prepareQueuePage>>();

/** A page of the queue (open or resolved; all, or an organisation's) in one named prepared statement. */
export async function queuePage(
  db: Db,
  options: { organizationId: string | null; open: boolean; limit: number },
  now: Date,
): Promise<QueuePage> {
  const scoped = options.organizationId !== null;
  const name = `moderation_queue_${options.open ? 'open' : 'resolved'}${scoped ? '_org' : ''}`;
  const statement = queuePagePrepared(db, name, () => prepareQueuePage(db, name, options.open, scoped));
  const [row] = await statement.execute({
    limit: options.limit,
    now: now.toISOString(),
    organizationId: options.organizationId,
  });
  return row ?? { cases: [], reports: [], authors: [], history: [], contents: [] };
}

export async function activeSuspension(db: Db, userId: string, now: Date) {
  const [row] = await db
    .select()
    .from(userSuspensions)
    .where(and(eq(userSuspensions.userId, userId), gt(userSuspensions.endsAt, now)))
    .limit(1);
  return row ?? null;
}

/** Suspends (or re-suspends) a user and ends their sessions. */
export async function suspend(
  db: Db,
  values: { userId: string; endsAt: Date; reason: string; note: string | null; suspendedBy: string },
): Promise<void> {
  await db
    .insert(userSuspensions)
    .values(values)
    .onConflictDoUpdate({
      target: userSuspensions.userId,
      set: {
        endsAt: values.endsAt,
        reason: values.reason,
        note: values.note,
        suspendedBy: values.suspendedBy,
        createdAt: sql`now()`,
      },
    });
  await db.delete(sessions).where(eq(sessions.userId, values.userId));
}

export async function liftSuspension(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .delete(userSuspensions)
    .where(eq(userSuspensions.userId, userId))
    .returning({ userId: userSuspensions.userId });
  return rows.length > 0;
}

export function listWords(db: Db) {
  return db.select().from(filterWords).orderBy(asc(filterWords.language), asc(filterWords.list), asc(filterWords.word));
}

export async function insertWord(
  db: Db,
  values: { language: TUiLanguage; list: TWordList; word: string; createdBy: string },
) {
  const [row] = await db.insert(filterWords).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function deleteWord(db: Db, id: string) {
  const [row] = await db.delete(filterWords).where(eq(filterWords.id, id)).returning();
  return row ?? null;
}

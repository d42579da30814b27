import type { TContentState, TModerationContentType, TReportReason, TUiLanguage, TWordList } from '@bagdar/contracts';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/auth.ts';
import { contentReports, filterWords, userSuspensions } from '../../db/schema/moderation.ts';
import { organizationMemberships } from '../../db/schema/organizations.ts';
import { postComments, posts, stories } from '../../db/schema/social.ts';
import { users } from '../../db/schema/users.ts';

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

/** Texts (and a story's media) of several items of one type, for the queue. */
export async function contentByIds(db: Db, type: TModerationContentType, ids: string[]) {
  if (ids.length === 0) return new Map<string, ContentRow>();
  const found = new Map<string, ContentRow>();
  for (const id of ids) {
    const row = await findContent(db, type, id);
    if (row) found.set(id, row);
  }
  return found;
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

/**
 * The queue's cases: one per reported item, oldest first report first (open), or most recently
 * resolved first. `organizationId` limits it to content by that organisation's active members.
 */
export async function listCases(db: Db, options: { organizationId: string | null; open: boolean; limit: number }) {
  const conditions: SQL[] = [options.open ? isNull(contentReports.resolvedAt) : isNotNull(contentReports.resolvedAt)];
  if (options.organizationId) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM ${organizationMemberships} WHERE ${organizationMemberships.userId} = ${contentReports.authorId}
        AND ${organizationMemberships.organizationId} = ${options.organizationId} AND ${organizationMemberships.status} = 'ACTIVE')`,
    );
  }
  const first = sql<Date>`min(${contentReports.createdAt})`.mapWith((v: string) => new Date(v));
  const last = sql<Date>`max(coalesce(${contentReports.resolvedAt}, ${contentReports.createdAt}))`.mapWith(
    (v: string) => new Date(v),
  );
  return db
    .select({
      contentType: contentReports.contentType,
      contentId: contentReports.contentId,
      authorId: contentReports.authorId,
      firstReportedAt: first,
      lastAt: last,
    })
    .from(contentReports)
    .where(and(...conditions))
    .groupBy(contentReports.contentType, contentReports.contentId, contentReports.authorId)
    .orderBy(options.open ? asc(first) : desc(last))
    .limit(options.limit);
}

/** The reports of these items (open or resolved, as the queue's tab), with the reporters. */
export function reportsOf(db: Db, contentIds: string[], open: boolean) {
  if (contentIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: contentReports.id,
      contentId: contentReports.contentId,
      reason: contentReports.reason,
      comment: contentReports.comment,
      createdAt: contentReports.createdAt,
      reporterId: users.id,
      reporterUsername: users.username,
      reporterFirstName: users.firstName,
      reporterLastName: users.lastName,
      reporterAvatarUrl: users.avatarUrl,
    })
    .from(contentReports)
    .leftJoin(users, eq(users.id, contentReports.reporterId))
    .where(
      and(
        inArray(contentReports.contentId, contentIds),
        open ? isNull(contentReports.resolvedAt) : isNotNull(contentReports.resolvedAt),
      ),
    )
    .orderBy(asc(contentReports.createdAt));
}

export function usersByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarUrl: users.avatarUrl,
    })
    .from(users)
    .where(inArray(users.id, ids));
}

export async function activeSuspension(db: Db, userId: string, now: Date) {
  const [row] = await db
    .select()
    .from(userSuspensions)
    .where(and(eq(userSuspensions.userId, userId), gt(userSuspensions.endsAt, now)))
    .limit(1);
  return row ?? null;
}

export function activeSuspensions(db: Db, userIds: string[], now: Date) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ userId: userSuspensions.userId, endsAt: userSuspensions.endsAt })
    .from(userSuspensions)
    .where(and(inArray(userSuspensions.userId, userIds), gt(userSuspensions.endsAt, now)));
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

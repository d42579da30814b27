import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema/media.ts';
import { accountDeletions, organizationErasedMembers } from '../../db/schema/privacy.ts';
import { projectLikes, projectMembers, projects } from '../../db/schema/projects.ts';
import { postComments, postLikes, posts } from '../../db/schema/social.ts';
import { sessions } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';

/** Queries of account deletion: the request, its cancellation and the purge. */

export async function findPasswordHash(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.hash ?? null;
}

/** Records the request (a second one moves nothing: the first grace period stands). */
export async function insertDeletion(db: Db, userId: string, requestedAt: Date, purgeAfter: Date): Promise<Date> {
  await db.insert(accountDeletions).values({ userId, requestedAt, purgeAfter }).onConflictDoNothing();
  const [row] = await db
    .select({ purgeAfter: accountDeletions.purgeAfter })
    .from(accountDeletions)
    .where(eq(accountDeletions.userId, userId));
  return row?.purgeAfter ?? purgeAfter;
}

export async function endAllSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Cancels a pending deletion; true when there was one. */
export async function deleteDeletion(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .delete(accountDeletions)
    .where(eq(accountDeletions.userId, userId))
    .returning({ userId: accountDeletions.userId });
  return rows.length > 0;
}

/** Accounts whose grace period ended by `now`, oldest first. */
export async function dueDeletions(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ userId: accountDeletions.userId })
    .from(accountDeletions)
    .where(lte(accountDeletions.purgeAfter, now))
    .orderBy(accountDeletions.purgeAfter)
    .limit(limit);
  return rows.map((r) => r.userId);
}

/** The storage keys of every file the user uploaded. */
export async function mediaKeysOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ key: media.storageKey }).from(media).where(eq(media.ownerId, userId));
  return rows.map((r) => r.key);
}

/**
 * Erases the user: the organisations they studied in keep an anonymous count of them first, then the row goes, and with it (foreign-key cascades) their posts, comments, likes,
 * stories, media rows, profile, test answers, analyses, plans, memberships and sessions. The counters
 * other people's posts and projects keep (likes, comments, members) are moved first, as the cascades
 * do not move them. Only while the request is still due (a sign-in may have cancelled it): false otherwise.
 * Run it in a transaction.
 */
export async function purgeUser(db: Db, userId: string, now: Date): Promise<boolean> {
  const [due] = await db
    .select({ userId: accountDeletions.userId })
    .from(accountDeletions)
    .where(and(eq(accountDeletions.userId, userId), lte(accountDeletions.purgeAfter, now)))
    .for('update');
  if (!due) return false;
  await db.execute(sql`UPDATE ${posts} SET like_count = like_count - 1
    WHERE ${posts.id} IN (SELECT ${postLikes.postId} FROM ${postLikes} WHERE ${postLikes.userId} = ${userId})
      AND ${posts.authorId} <> ${userId}`);
  await db.execute(sql`UPDATE ${posts} SET comment_count = comment_count - c.n
    FROM (SELECT ${postComments.postId} AS post_id, count(*)::int AS n FROM ${postComments}
          WHERE ${postComments.authorId} = ${userId} GROUP BY ${postComments.postId}) c
    WHERE ${posts.id} = c.post_id AND ${posts.authorId} <> ${userId}`);
  await db.execute(sql`UPDATE ${projects} SET like_count = like_count - 1
    WHERE ${projects.id} IN (SELECT ${projectLikes.projectId} FROM ${projectLikes} WHERE ${projectLikes.userId} = ${userId})`);
  await db.execute(sql`UPDATE ${projects} SET member_count = member_count - 1
    WHERE ${projects.id} IN (SELECT ${projectMembers.projectId} FROM ${projectMembers} WHERE ${projectMembers.userId} = ${userId})`);
  await keepAnonymousCounts(db, userId);
  await db.delete(users).where(eq(users.id, userId));
  return true;
}

/**
 * Before a student is erased, each organisation they belong to as a student keeps one row with no
 * reference to them: their group, and whether they had completed a test and an analysis. The
 * organisation's analytics add these rows to its totals, so the figures do not shrink when a
 * pupil leaves the platform, while nothing personal remains.
 */
async function keepAnonymousCounts(db: Db, userId: string): Promise<void> {
  await db.execute(sql`INSERT INTO ${organizationErasedMembers} (organization_id, group_id, tested, analysed)
    SELECT m.organization_id, m.group_id,
      EXISTS (SELECT 1 FROM test_attempts t WHERE t.user_id = m.user_id AND t.completed_at IS NOT NULL),
      EXISTS (SELECT 1 FROM personality_analyses a WHERE a.user_id = m.user_id AND a.status = 'COMPLETED')
    FROM organization_memberships m WHERE m.user_id = ${userId} AND m.role = 'ORG_STUDENT'`);
}

import type { TApplicationStatus, TInvitationStatus, TProjectRole } from '@bagdar/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  projectApplications,
  projectDrafts,
  projectInvitations,
  projectMembers,
  projectPosts,
  projects,
} from '../../db/schema/projects.ts';
import { users } from '../../db/schema/users.ts';
import { containsPattern, timeKey } from '../../lib/keyset.ts';

/** Members, applications, invitations, drafts and the project–post links. */

export const authorColumns = {
  authorId: users.id,
  authorUsername: users.username,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  authorAvatarUrl: users.avatarUrl,
};

export async function insertApplication(db: Db, projectId: string, userId: string, message: string) {
  const rows = await db
    .insert(projectApplications)
    .values({ projectId, userId, message })
    .onConflictDoNothing()
    .returning({ id: projectApplications.id, createdAt: projectApplications.createdAt });
  return rows[0] ?? null;
}

/**
 * Moves a PENDING application to its decision; null when it was no longer pending (another owner
 * decided first, or it was withdrawn): the row's lock makes a second decision wait and then miss.
 */
export async function decideApplication(
  db: Db,
  id: string,
  decision: { status: Exclude<TApplicationStatus, 'PENDING'>; role?: TProjectRole; decidedBy: string },
) {
  const rows = await db
    .update(projectApplications)
    .set({ status: decision.status, role: decision.role ?? null, decidedBy: decision.decidedBy, decidedAt: new Date() })
    .where(and(eq(projectApplications.id, id), eq(projectApplications.status, 'PENDING')))
    .returning({ id: projectApplications.id, userId: projectApplications.userId });
  return rows[0] ?? null;
}

export async function withdrawApplication(db: Db, projectId: string, userId: string) {
  const rows = await db
    .update(projectApplications)
    .set({ status: 'WITHDRAWN', decidedAt: new Date(), decidedBy: userId })
    .where(
      and(
        eq(projectApplications.projectId, projectId),
        eq(projectApplications.userId, userId),
        eq(projectApplications.status, 'PENDING'),
      ),
    )
    .returning({ id: projectApplications.id });
  return rows.length > 0;
}

/** Pending applications oldest first, keyset over the partial index project_applications_project_pending_idx. */
export async function pagePendingApplications(
  db: Db,
  projectId: string,
  after: { createdAt: string; id: string } | null,
  limit: number,
) {
  return db
    .select({
      id: projectApplications.id,
      message: projectApplications.message,
      status: projectApplications.status,
      role: projectApplications.role,
      createdAt: projectApplications.createdAt,
      createdKey: timeKey(projectApplications.createdAt),
      ...authorColumns,
    })
    .from(projectApplications)
    .innerJoin(users, eq(users.id, projectApplications.userId))
    .where(
      and(
        eq(projectApplications.projectId, projectId),
        eq(projectApplications.status, 'PENDING'),
        after
          ? sql`(${projectApplications.createdAt}, ${projectApplications.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(projectApplications.createdAt), asc(projectApplications.id))
    .limit(limit);
}

export async function insertInvitation(
  db: Db,
  values: { projectId: string; userId: string; invitedBy: string; role: TProjectRole },
) {
  const rows = await db
    .insert(projectInvitations)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: projectInvitations.id, createdAt: projectInvitations.createdAt });
  return rows[0] ?? null;
}

export async function findInvitation(db: Db, id: string) {
  const [row] = await db
    .select({
      id: projectInvitations.id,
      projectId: projectInvitations.projectId,
      userId: projectInvitations.userId,
      invitedBy: projectInvitations.invitedBy,
      role: projectInvitations.role,
      status: projectInvitations.status,
    })
    .from(projectInvitations)
    .where(eq(projectInvitations.id, id))
    .limit(1);
  return row ?? null;
}

export async function decideInvitation(db: Db, id: string, status: Exclude<TInvitationStatus, 'PENDING'>) {
  const rows = await db
    .update(projectInvitations)
    .set({ status, decidedAt: new Date() })
    .where(and(eq(projectInvitations.id, id), eq(projectInvitations.status, 'PENDING')))
    .returning({ id: projectInvitations.id });
  return rows.length > 0;
}

/**
 * How many people, in name order, the invite search reads before it turns to the trigram index: a
 * common match (a name or username part many people share) fills its page within the first of them.
 */
export const INVITE_WINDOW = 500;

/**
 * People to invite whose name or username matches `q`, not yet members, by first name, last name
 * and id, with whether they are already invited. People under the teen defaults show only to an
 * inviter of their own organisation (`inviterOrgId`, null: none).
 *
 * `walk` reads the first INVITE_WINDOW onboarded people in name order (users_name_order_idx) and
 * `hits` keeps those matching as they are read, until a page is full. Only when the window ends
 * short of a page does the second part of the UNION run (its one-time filters): the people past the
 * window found through users_admin_search_trgm_idx (whose text holds each matched field; the exact
 * match is checked again), sorted and cut. Sent unprepared, so each search is planned with its text.
 */
export async function inviteCandidates(
  db: Db,
  projectId: string,
  q: string,
  limit: number,
  inviterOrgId: string | null,
  window = INVITE_WINDOW,
) {
  const pattern = containsPattern(q);
  const matches = (alias: string) => {
    const u = sql.raw(alias);
    return sql`(${u}.username ILIKE ${pattern} OR ${u}.first_name ILIKE ${pattern} OR ${u}.last_name ILIKE ${pattern}
      OR (${u}.first_name || ' ' || ${u}.last_name) ILIKE ${pattern})`;
  };
  const allowed = (u: string) =>
    sql`NOT EXISTS (SELECT 1 FROM project_members m WHERE m.project_id = ${projectId} AND m.user_id = ${sql.raw(u)}.id)
      AND (NOT ${sql.raw(u)}.profile_restricted OR EXISTS (SELECT 1 FROM organization_memberships om
        WHERE om.user_id = ${sql.raw(u)}.id AND om.status = 'ACTIVE' AND om.organization_id = ${inviterOrgId}::uuid))`;
  const size = sql.raw(String(limit));
  const windowSize = sql.raw(String(window));
  const c = (column: string) => sql.raw(`c.${column}`);
  return db
    .select({
      authorId: sql<string>`${c('id')}`,
      authorUsername: sql<string>`${c('username')}`,
      authorFirstName: sql<string>`${c('first_name')}`,
      authorLastName: sql<string>`${c('last_name')}`,
      authorAvatarUrl: sql<string | null>`${c('avatar_url')}`,
      invited: sql<boolean>`EXISTS (SELECT 1 FROM project_invitations i WHERE i.project_id = ${projectId} AND i.user_id = ${c('id')} AND i.status = 'PENDING')`,
    })
    .from(
      sql`(WITH walk AS MATERIALIZED (
          SELECT id, username, first_name, last_name, avatar_url, profile_restricted FROM users WHERE onboarded
          ORDER BY first_name, last_name, id LIMIT ${windowSize}
        ), hits AS MATERIALIZED (
          SELECT id, username, first_name, last_name, avatar_url FROM walk w
          WHERE ${matches('w')} AND ${allowed('w')}
          LIMIT ${size}
        )
        SELECT * FROM hits
        UNION ALL
        (SELECT * FROM (
          SELECT u.id, u.username, u.first_name, u.last_name, u.avatar_url FROM users u
          WHERE (SELECT count(*) FROM hits) < ${size}
            AND (SELECT count(*) FROM walk) = ${windowSize}
            AND lower(u.username || ' ' || u.email || ' ' || u.first_name || ' ' || u.last_name) LIKE lower(${pattern})
            AND u.onboarded AND ${matches('u')} AND ${allowed('u')}
            AND (u.first_name, u.last_name, u.id) >
              (SELECT first_name, last_name, id FROM walk ORDER BY first_name DESC, last_name DESC, id DESC LIMIT 1)
          OFFSET 0) f
        ORDER BY f.first_name, f.last_name, f.id LIMIT ${size})) AS c`,
    )
    .orderBy(c('first_name'), c('last_name'), c('id'))
    .limit(limit);
}

export async function isMember(db: Db, projectId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** An onboarded user as an author (an invitee), or null. */
export async function findInvitee(db: Db, id: string) {
  const [row] = await db
    .select({ ...authorColumns, profileRestricted: users.profileRestricted })
    .from(users)
    .where(and(eq(users.id, id), eq(users.onboarded, true)))
    .limit(1);
  return row ?? null;
}

export async function findDraft(db: Db, userId: string) {
  const [row] = await db.select().from(projectDrafts).where(eq(projectDrafts.userId, userId)).limit(1);
  return row ?? null;
}

export async function saveDraft(db: Db, userId: string, data: Record<string, unknown>, step: number) {
  const [row] = await db
    .insert(projectDrafts)
    .values({ userId, data, step })
    .onConflictDoUpdate({ target: projectDrafts.userId, set: { data, step, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('saveDraft: no row');
  return row;
}

export async function deleteDraft(db: Db, userId: string): Promise<void> {
  await db.delete(projectDrafts).where(eq(projectDrafts.userId, userId));
}

export async function linkPost(db: Db, projectId: string, post: { id: string; createdAt: Date }): Promise<void> {
  await db.insert(projectPosts).values({ projectId, postId: post.id, createdAt: post.createdAt });
}

/** A page of the project's post ids, newest first, over project_posts_project_created_idx. */
export async function pageProjectPostIds(
  db: Db,
  projectId: string,
  after: { createdAt: string; id: string } | null,
  limit: number,
) {
  return db
    .select({ id: projectPosts.postId, createdKey: timeKey(projectPosts.createdAt) })
    .from(projectPosts)
    .where(
      and(
        eq(projectPosts.projectId, projectId),
        after
          ? sql`(${projectPosts.createdAt}, ${projectPosts.postId}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(projectPosts.createdAt), desc(projectPosts.postId))
    .limit(limit);
}

/**
 * Whether `inviter` may invite a person under the teen defaults to the project: they share an active
 * organisation membership, or the person applied to this project.
 */
export async function mayInviteRestricted(
  db: Db,
  inviter: { organization: { id: string } | null },
  projectId: string,
  inviteeId: string,
): Promise<boolean> {
  const orgId = inviter.organization?.id ?? null;
  const [row] = await db
    .select({
      ok: sql<boolean>`(EXISTS (SELECT 1 FROM project_applications a WHERE a.project_id = ${projectId} AND a.user_id = ${inviteeId})
        OR EXISTS (SELECT 1 FROM organization_memberships om WHERE om.user_id = ${inviteeId} AND om.status = 'ACTIVE'
                   AND om.organization_id = ${orgId}::uuid))`,
    })
    .from(users)
    .where(eq(users.id, inviteeId));
  return row?.ok === true;
}

/** Adds a member (true when new) and moves the member count. */
export async function addMember(db: Db, projectId: string, userId: string, role: TProjectRole, joinedAt?: Date) {
  const rows = await db
    .insert(projectMembers)
    .values({ projectId, userId, role, ...(joinedAt ? { joinedAt } : {}) })
    .onConflictDoNothing()
    .returning({ userId: projectMembers.userId });
  if (rows.length === 0) return false;
  await bumpMemberCount(db, projectId, 1);
  return true;
}

export async function removeMember(db: Db, projectId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
    .returning({ userId: projectMembers.userId });
  if (rows.length === 0) return false;
  await bumpMemberCount(db, projectId, -1);
  return true;
}

async function bumpMemberCount(db: Db, projectId: string, delta: number) {
  await db
    .update(projects)
    .set({ memberCount: sql`${projects.memberCount} + ${delta}` })
    .where(eq(projects.id, projectId));
}

export async function setMemberRole(db: Db, projectId: string, userId: string, role: TProjectRole) {
  const rows = await db
    .update(projectMembers)
    .set({ role })
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
    .returning({ userId: projectMembers.userId });
  return rows.length > 0;
}

export async function ownerCount(db: Db, projectId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.role, 'OWNER')));
  return row?.n ?? 0;
}

/** Members in join order, keyset over (joined_at, user_id) on project_members_project_joined_idx. */
export async function pageMembers(
  db: Db,
  projectId: string,
  after: { createdAt: string; id: string } | null,
  limit: number,
) {
  return db
    .select({
      role: projectMembers.role,
      joinedAt: projectMembers.joinedAt,
      joinedKey: timeKey(projectMembers.joinedAt),
      ...authorColumns,
    })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(
      and(
        eq(projectMembers.projectId, projectId),
        after
          ? sql`(${projectMembers.joinedAt}, ${projectMembers.userId}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(projectMembers.joinedAt), asc(projectMembers.userId))
    .limit(limit);
}

/** Members with a given role (to notify owners and maintainers of an application). */
export async function managerIds(db: Db, projectId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), inArray(projectMembers.role, ['OWNER', 'MAINTAINER'])));
  return rows.map((r) => r.userId);
}

import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  organizationGroups,
  organizationMemberCounts,
  organizationMemberships,
} from '../../db/schema/organizations.ts';
import { users } from '../../db/schema/users.ts';

/** Groups of one organisation, reached through its id. */

const g = organizationGroups;
const mentorMembership = alias(organizationMemberships, 'mentor_membership');

/** Groups in code order with their mentor and student count (kept per group and status): one statement. */
export async function listGroups(db: Db, organizationId: string, mentorId: string | null) {
  return db
    .select({
      id: g.id,
      code: g.code,
      mentorId: g.mentorId,
      mentorFirstName: users.firstName,
      mentorLastName: users.lastName,
      studentCount: sql<number>`(SELECT coalesce(sum(c.members), 0)::int FROM ${organizationMemberCounts} c
        WHERE c.organization_id = ${g.organizationId} AND c.role = 'ORG_STUDENT' AND c.group_key = ${g.id})`,
    })
    .from(g)
    .leftJoin(mentorMembership, eq(mentorMembership.id, g.mentorId))
    .leftJoin(users, eq(users.id, mentorMembership.userId))
    .where(and(eq(g.organizationId, organizationId), mentorId ? eq(g.mentorId, mentorId) : undefined))
    .orderBy(asc(sql`lower(${g.code})`));
}

export async function findGroup(db: Db, organizationId: string, groupId: string) {
  const [row] = await db
    .select()
    .from(g)
    .where(and(eq(g.organizationId, organizationId), eq(g.id, groupId)))
    .limit(1);
  return row ?? null;
}

/** Groups of the organisation by lower-cased code (for the import's group column). */
export async function groupsByCode(db: Db, organizationId: string): Promise<Map<string, string>> {
  const rows = await db.select({ id: g.id, code: g.code }).from(g).where(eq(g.organizationId, organizationId));
  return new Map(rows.map((r) => [r.code.toLowerCase(), r.id]));
}

/** Whether a membership is a teacher of this organisation (a mentor must be). */
export async function isTeacherOf(db: Db, organizationId: string, membershipId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: organizationMemberships.id })
    .from(organizationMemberships)
    .where(
      and(
        eq(organizationMemberships.organizationId, organizationId),
        eq(organizationMemberships.id, membershipId),
        eq(organizationMemberships.role, 'ORG_TEACHER'),
      ),
    )
    .limit(1);
  return !!row;
}

export async function insertGroup(db: Db, values: typeof g.$inferInsert): Promise<string> {
  const [row] = await db.insert(g).values(values).returning({ id: g.id });
  if (!row) throw new Error('group insert returned no row');
  return row.id;
}

export async function updateGroup(
  db: Db,
  organizationId: string,
  groupId: string,
  values: { code: string; mentorId: string | null },
) {
  const rows = await db
    .update(g)
    .set(values)
    .where(and(eq(g.organizationId, organizationId), eq(g.id, groupId)))
    .returning({ id: g.id });
  return rows.length > 0;
}

export async function deleteGroup(db: Db, organizationId: string, groupId: string): Promise<boolean> {
  const rows = await db
    .delete(g)
    .where(and(eq(g.organizationId, organizationId), eq(g.id, groupId)))
    .returning({ id: g.id });
  return rows.length > 0;
}

/** Whether the group is mentored by this teacher membership. */
export async function mentors(db: Db, groupId: string | null, mentorId: string): Promise<boolean> {
  if (!groupId) return false;
  const [row] = await db
    .select({ id: g.id })
    .from(g)
    .where(and(eq(g.id, groupId), eq(g.mentorId, mentorId)))
    .limit(1);
  return !!row;
}

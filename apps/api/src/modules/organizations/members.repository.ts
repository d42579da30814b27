import type { TMembershipStatus, TOrganizationRole } from '@bagdar/contracts';
import { and, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userBlocks } from '../../db/schema/billing.ts';
import { activationCodes, organizationGroups, organizationMemberships } from '../../db/schema/organizations.ts';
import { users } from '../../db/schema/users.ts';
import { containsPattern } from '../../lib/keyset.ts';
import { storedActivationCode } from './activation-codes.ts';

/** Members of one organisation, always reached through the organisation's id (tenant isolation). */

export interface MemberFilter {
  organizationId: string;
  role?: TOrganizationRole;
  q?: string;
  status?: TMembershipStatus;
  groupId?: string;
  /** A teacher's membership id: only students of the groups they mentor. */
  mentorId?: string | null;
  /** Only these memberships (the members an import job created). */
  ids?: string[];
}

const m = organizationMemberships;
/** The sort keys kept on the membership (migration 0029): the name index serves the order and the keyset. */
const lastKey = m.lastKey;
const firstKey = m.firstKey;

const memberSelection = {
  id: m.id,
  userId: m.userId,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: m.role,
  status: m.status,
  // Blocked by the platform (admin users): shown next to the membership's own status.
  blockedByPlatform: sql<boolean>`EXISTS (SELECT 1 FROM ${userBlocks} WHERE ${userBlocks.userId} = ${users.id})`,
  groupId: organizationGroups.id,
  groupCode: organizationGroups.code,
  dateOfBirth: users.dateOfBirth,
  createdAt: m.createdAt,
  lastKey,
  firstKey,
};
export type MemberRow = Awaited<ReturnType<typeof pageMembers>>[number];

export function filterConditions(filter: MemberFilter): SQL[] {
  const conditions: (SQL | undefined)[] = [eq(m.organizationId, filter.organizationId)];
  if (filter.role) conditions.push(eq(m.role, filter.role));
  if (filter.status) conditions.push(eq(m.status, filter.status));
  if (filter.groupId) conditions.push(eq(m.groupId, filter.groupId));
  if (filter.ids) conditions.push(filter.ids.length ? inArray(m.id, filter.ids) : sql`false`);
  if (filter.mentorId) {
    conditions.push(
      sql`${m.groupId} IN (SELECT g.id FROM ${organizationGroups} g WHERE g.mentor_id = ${filter.mentorId} AND g.organization_id = ${filter.organizationId})`,
    );
  }
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    // "last first", "first last", username and email, one a line (a trigram index serves it). The
    // key is lower-cased already: LIKE on the lower-cased pattern finds what ILIKE finds without
    // folding the case of every candidate row again (most of a common word's search time).
    conditions.push(sql`${m.searchKey} LIKE lower(${pattern})`);
  }
  return conditions.filter((c): c is SQL => c !== undefined);
}

/**
 * One page of members in (last name, first name, id) order, groups joined: one statement. A search
 * pages its matches on the membership alone (the trigram index finds them, the sort keys are on the
 * membership) and joins the account and group of that page's rows only: a common word matches
 * thousands of members, and joining each to its account before sorting cost most of the time.
 */
export async function pageMembers(
  db: Db,
  filter: MemberFilter,
  options: { after: [string, string, string] | null; limit: number },
) {
  const conditions = filterConditions(filter);
  if (options.after) {
    const [last, first, id] = options.after;
    conditions.push(sql`(${lastKey}, ${firstKey}, ${m.id}) > (${last}, ${first}, ${id}::uuid)`);
  }
  const page = (where: SQL | undefined) =>
    db
      .select(memberSelection)
      .from(m)
      .innerJoin(users, eq(users.id, m.userId))
      .leftJoin(organizationGroups, eq(organizationGroups.id, m.groupId))
      .where(where)
      .orderBy(lastKey, firstKey, m.id)
      .limit(options.limit);
  if (!filter.q) return page(and(...conditions));
  // The subquery reads the memberships table again, unaliased: the conditions' columns are its own.
  // OFFSET 0 keeps the matches a subquery planned on its own: asked for them in list order, the
  // planner walks the name index and tests every member it passes, while a common surname's
  // matches sit together far along that order (tens of thousands of members tested).
  const hits = db
    .select({ id: m.id, lastKey, firstKey })
    .from(m)
    .where(and(...conditions))
    .offset(sql.raw('0') as unknown as number)
    .as('hits');
  const matches = db
    .select({ id: hits.id })
    .from(hits)
    .orderBy(hits.lastKey, hits.firstKey, hits.id)
    .limit(options.limit);
  return page(and(eq(m.organizationId, filter.organizationId), inArray(m.id, matches)));
}

export async function findMember(db: Db, organizationId: string, memberId: string): Promise<MemberRow | null> {
  const [row] = await db
    .select(memberSelection)
    .from(m)
    .innerJoin(users, eq(users.id, m.userId))
    .leftJoin(organizationGroups, eq(organizationGroups.id, m.groupId))
    .where(and(eq(m.organizationId, organizationId), eq(m.id, memberId)))
    .limit(1);
  return row ?? null;
}

export async function updateMember(
  db: Db,
  organizationId: string,
  memberId: string,
  changes: { status?: TMembershipStatus; role?: TOrganizationRole; groupId?: string | null },
): Promise<void> {
  await db
    .update(m)
    .set(changes)
    .where(and(eq(m.organizationId, organizationId), eq(m.id, memberId)));
}

/**
 * Deleting a member removes the account the organisation made for them when they never
 * activated it; an activated account stays and only leaves the organisation.
 */
export async function deleteMember(db: Db, organizationId: string, member: MemberRow): Promise<void> {
  await db.delete(m).where(and(eq(m.organizationId, organizationId), eq(m.id, member.id)));
  if (member.status === 'PENDING_CONFIRMATION') {
    await db.delete(users).where(and(eq(users.id, member.userId), eq(users.passwordHash, PENDING_PASSWORD_HASH)));
  }
}

/** Stored as the password hash of accounts not yet activated: argon2 never verifies it. */
export const PENDING_PASSWORD_HASH = '!activation-pending';

/** Emails and usernames (lower-cased) already taken by any account. */
export async function takenLogins(db: Db, emails: string[], usernames: string[]) {
  const rows =
    emails.length + usernames.length === 0
      ? []
      : await db
          .select({ email: users.email, username: sql<string>`lower(${users.username})` })
          .from(users)
          .where(
            or(
              emails.length ? inArray(users.email, emails) : undefined,
              usernames.length ? inArray(sql`lower(${users.username})`, usernames) : undefined,
            ),
          );
  return { emails: new Set(rows.map((r) => r.email)), usernames: new Set(rows.map((r) => r.username)) };
}

/**
 * Stores new codes (hash and sealed copy) and deletes the members' unused ones: only the newest
 * printout works. Answers how many of the deleted codes were still valid (printouts that stop working).
 */
export async function insertActivationCodes(
  db: Db,
  rows: { membershipId: string; code: string; expiresAt: Date }[],
  now: Date = new Date(),
): Promise<number> {
  if (rows.length === 0) return 0;
  let replaced = 0;
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000);
    const deleted = await db
      .delete(activationCodes)
      .where(
        and(
          inArray(
            activationCodes.membershipId,
            chunk.map((r) => r.membershipId),
          ),
          isNull(activationCodes.usedAt),
        ),
      )
      .returning({ expiresAt: activationCodes.expiresAt });
    replaced += deleted.filter((d) => d.expiresAt > now).length;
    await db.insert(activationCodes).values(
      chunk.map((r) => ({
        membershipId: r.membershipId,
        expiresAt: r.expiresAt,
        ...storedActivationCode(r.code, r.membershipId),
      })),
    );
  }
  return replaced;
}

/** The sealed, unused and unexpired codes of the members a filter selects (newest first). */
export async function validActivationCodes(db: Db, filter: MemberFilter, now: Date) {
  return db
    .select({
      membershipId: activationCodes.membershipId,
      codeSealed: activationCodes.codeSealed,
      expiresAt: activationCodes.expiresAt,
    })
    .from(activationCodes)
    .innerJoin(m, eq(m.id, activationCodes.membershipId))
    .where(and(...filterConditions(filter), isNull(activationCodes.usedAt), gt(activationCodes.expiresAt, now)))
    .orderBy(desc(activationCodes.createdAt));
}

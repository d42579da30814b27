import type { TMembershipStatus, TOrganizationRole } from '@bagdar/contracts';
import { and, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userBlocks } from '../../db/schema/billing.ts';
import { activationCodes, organizationGroups, organizationMemberships } from '../../db/schema/organizations.ts';
import { users } from '../../db/schema/users.ts';
import { containsPattern } from '../../lib/keyset.ts';
import { withFastRows } from '../../db/fast-rows.ts';
import { preparedByName } from '../../db/prepared.ts';
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
  // The cursor's parts: the lower-cased names the sort keys are made of (migration 0037).
  lastKey: m.lastKey,
  firstKey: m.firstKey,
};
export type MemberRow = Awaited<ReturnType<typeof pageMembers>>[number];

/** A filter's value, or the placeholder a prepared statement takes it by. */
type Bind = <T extends string>(name: string, value: T) => T | SQL;
const byValue: Bind = (_name, value) => value;
const byPlaceholder: Bind = (name) => sql.placeholder(name) as unknown as SQL;

function conditionsOf(filter: MemberFilter, bind: Bind): SQL[] {
  const organizationId = bind('organizationId', filter.organizationId);
  const conditions: (SQL | undefined)[] = [eq(m.organizationId, organizationId)];
  if (filter.role) conditions.push(eq(m.role, bind('role', filter.role)));
  if (filter.status) conditions.push(eq(m.status, bind('status', filter.status)));
  if (filter.groupId) conditions.push(eq(m.groupId, bind('groupId', filter.groupId)));
  if (filter.ids) conditions.push(filter.ids.length ? inArray(m.id, filter.ids) : sql`false`);
  if (filter.mentorId) {
    conditions.push(
      sql`${m.groupId} IN (SELECT g.id FROM ${organizationGroups} g WHERE g.mentor_id = ${bind('mentorId', filter.mentorId)} AND g.organization_id = ${organizationId})`,
    );
  }
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    // "last first", "first last", username and email, one a line (a trigram index serves it). The
    // key is lower-cased already: LIKE on the lower-cased pattern finds what ILIKE finds without
    // folding the case of every candidate row again (most of a common word's search time).
    conditions.push(sql`${m.searchKey} LIKE lower(${bind('pattern', pattern)})`);
  }
  return conditions.filter((c): c is SQL => c !== undefined);
}

export function filterConditions(filter: MemberFilter): SQL[] {
  return conditionsOf(filter, byValue);
}

/**
 * After the cursor's row in the lists' order: the cursor holds the row's lower-cased names and id,
 * whose sort keys are computed as the generated columns compute them.
 */
const afterCondition = (last: SQL | string, first: SQL | string, id: SQL | string) =>
  sql`(${m.lastSort}, ${m.firstSort}, ${m.id}) > (bagdar_person_sort(${last}) COLLATE "C", bagdar_person_sort(${first}) COLLATE "C", ${id}::uuid)`;

const listOrder = [m.lastSort, m.firstSort, m.id] as const;

/** A LIMIT written into the statement's text (a prepared statement is planned for its row count). */
const literalLimit = (limit: number) => sql.raw(String(Math.trunc(limit))) as unknown as number;

/** The page: memberships in list order, their accounts and groups joined; one statement. */
function pageQuery(db: Db, where: SQL | undefined, limit: number) {
  return db
    .select(memberSelection)
    .from(m)
    .innerJoin(users, eq(users.id, m.userId))
    .leftJoin(organizationGroups, eq(organizationGroups.id, m.groupId))
    .where(where)
    .orderBy(...listOrder)
    .limit(literalLimit(limit));
}

/**
 * The lists without a search or a set of ids (the first page, a filter, a later page): one named
 * prepared statement per combination of filters and row count, built once and planned once per
 * connection. The sort index serves the order and the cursor, and holds the group and status the
 * filters test.
 */
function prepareList(db: Db, name: string, shape: MemberFilter, after: boolean, limit: number) {
  const conditions = conditionsOf(shape, byPlaceholder);
  if (after) {
    conditions.push(
      afterCondition(byPlaceholder('afterLast', ''), byPlaceholder('afterFirst', ''), byPlaceholder('afterId', '')),
    );
  }
  return withFastRows(pageQuery(db, and(...conditions), limit).prepare(name));
}
const listPrepared = preparedByName<ReturnType<typeof prepareList>>();

/**
 * One page of members in the lists' order (last name, first name, id, in the Kazakh alphabet),
 * groups joined: one statement. A search pages its matches on the membership alone and joins the
 * account and group of that page's rows only. The matches' page is planned per search: walking the
 * sort index (which holds the search text) in order finds a common word's page after a few entries,
 * and the trigram index finds a rare word's few matches at once.
 */
export async function pageMembers(
  db: Db,
  filter: MemberFilter,
  options: { after: [string, string, string] | null; limit: number },
) {
  if (!filter.q && !filter.ids) {
    const flags = [filter.role, filter.status, filter.groupId, filter.mentorId, options.after].map((v) => (v ? 1 : 0));
    const name = `org_members_${flags.join('')}_${options.limit}`;
    const prepared = listPrepared(db, name, () => prepareList(db, name, filter, !!options.after, options.limit));
    const [afterLast, afterFirst, afterId] = options.after ?? [];
    return prepared.execute({
      organizationId: filter.organizationId,
      role: filter.role,
      status: filter.status,
      groupId: filter.groupId,
      mentorId: filter.mentorId,
      afterLast,
      afterFirst,
      afterId,
    });
  }
  const conditions = filterConditions(filter);
  if (options.after) conditions.push(afterCondition(...options.after));
  if (!filter.q) return pageQuery(db, and(...conditions), options.limit);
  const matches = db
    .select({ id: m.id })
    .from(m)
    .where(and(...conditions))
    .orderBy(...listOrder)
    .limit(literalLimit(options.limit));
  return pageQuery(db, and(eq(m.organizationId, filter.organizationId), inArray(m.id, matches)), options.limit);
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

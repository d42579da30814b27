import {
  ORG_LIMITS,
  type TAdminCreateBody,
  type TAdminCreated,
  type TCodeHolder,
  type TCurrentCodes,
  type TIssueCodesBody,
  type TIssuedCode,
  type TIssuedCodes,
  type TMember,
  type TMemberFilters,
  type TMemberListQuery,
  type TMemberUpdateBody,
} from '@bagdar/contracts';
import type { Db } from '../../db/client.ts';
import { organizationMemberships } from '../../db/schema/organizations.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import { decodeCursor, encodeCursor, invalidCursor } from '../../lib/keyset.ts';
import { isUuid } from '../../lib/uuid.ts';
import { uniqueViolation } from '../auth/auth-context.ts';
import { activationExpiry, newActivationCode, openActivationCode, usernameFromEmail } from './activation-codes.ts';
import { findGroup, mentors } from './groups.repository.ts';
import {
  deleteMember,
  findMember,
  insertActivationCodes,
  pageMembers,
  PENDING_PASSWORD_HASH,
  updateMember,
  validActivationCodes,
  type MemberFilter,
  type MemberRow,
} from './members.repository.ts';
import {
  assertCanCreateAdmins,
  assertCanRead,
  assertCanWrite,
  isPlatform,
  memberNotFound,
  mentorScope,
  notAllowed,
  orgNotFound,
  type OrgActor,
} from './org-access.ts';
import { findOrganization } from './organizations.repository.ts';
import { assertSeatsLeft, holdsSeat } from './seats.service.ts';

export function toMember(row: MemberRow): TMember {
  return {
    id: row.id,
    userId: row.userId,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    status: row.status,
    blockedByPlatform: row.blockedByPlatform === true,
    group: row.groupId && row.groupCode ? { id: row.groupId, code: row.groupCode } : null,
    dateOfBirth: row.dateOfBirth,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The filter a caller may use: a teacher's is narrowed to the groups they mentor. */
export function scopedFilter(actor: OrgActor, organizationId: string, filters: TMemberFilters): MemberFilter {
  assertCanRead(actor, filters.role);
  return { organizationId, ...filters, mentorId: mentorScope(actor) };
}

export async function listMembers(db: Db, actor: OrgActor, organizationId: string, query: TMemberListQuery) {
  const filter = scopedFilter(actor, organizationId, query);
  const after = decodeCursor(query.cursor, 3) as [string, string, string] | null;
  if (after && !isUuid(after[2])) throw invalidCursor();
  const rows = await pageMembers(db, filter, { after, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toMember),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.lastKey, last.firstKey, last.id]) : null,
  };
}

/** A member the caller may see: teachers only students of their groups; anything else is 404. */
async function visibleMember(db: Db, actor: OrgActor, organizationId: string, memberId: string): Promise<MemberRow> {
  if (!isUuid(memberId)) throw memberNotFound();
  const member = await findMember(db, organizationId, memberId);
  if (!member) throw memberNotFound();
  if (actor.kind === 'ORG_TEACHER') {
    if (member.role !== 'ORG_STUDENT' || !(await mentors(db, member.groupId, actor.membershipId)))
      throw memberNotFound();
  } else if (actor.kind === 'ORG_STAFF' && member.role === 'ORG_ADMIN') {
    throw memberNotFound();
  }
  return member;
}

export async function getMember(db: Db, actor: OrgActor, organizationId: string, memberId: string): Promise<TMember> {
  return toMember(await visibleMember(db, actor, organizationId, memberId));
}

const selfChange = () =>
  new AppError('FORBIDDEN', 403, 'You cannot change your own membership', { reason: 'own_membership' });

export async function changeMember(
  db: Db,
  actor: OrgActor,
  organizationId: string,
  memberId: string,
  body: TMemberUpdateBody,
): Promise<TMember> {
  if (actor.kind === 'ORG_TEACHER') throw notAllowed();
  const member = await visibleMember(db, actor, organizationId, memberId);
  assertCanWrite(actor, member.role);
  if (body.role) assertCanWrite(actor, body.role);
  if (actor.kind !== 'PLATFORM' && actor.membershipId === member.id && (body.role || body.status)) throw selfChange();
  if (body.groupId) {
    const group = await findGroup(db, organizationId, body.groupId);
    if (!group) {
      throw new AppError('VALIDATION_ERROR', 400, 'No such group', {
        details: [{ field: 'groupId', code: 'group_unknown', message: 'group_unknown' }],
      });
    }
  }
  // Unblocking a student, or making someone a student, takes a seat of the licence.
  const heldSeat = holdsSeat(member.role) && member.status !== 'BLOCKED';
  const holdsAfter = holdsSeat(body.role ?? member.role) && (body.status ?? member.status) !== 'BLOCKED';
  await db.transaction(async (tx) => {
    if (holdsAfter && !heldSeat) await assertSeatsLeft(tx, organizationId, 1);
    await updateMember(tx, organizationId, member.id, {
      ...(body.status ? { status: body.status } : {}),
      ...(body.role ? { role: body.role } : {}),
      ...(body.groupId !== undefined ? { groupId: body.groupId } : {}),
    });
  });
  return getMember(db, { kind: 'PLATFORM', userId: actor.userId }, organizationId, member.id);
}

export async function removeMember(db: Db, actor: OrgActor, organizationId: string, memberId: string): Promise<void> {
  if (actor.kind === 'ORG_TEACHER') throw notAllowed();
  const member = await visibleMember(db, actor, organizationId, memberId);
  assertCanWrite(actor, member.role);
  if (actor.kind !== 'PLATFORM' && actor.membershipId === member.id) throw selfChange();
  await db.transaction(async (tx) => deleteMember(tx, organizationId, member));
}

/**
 * In the caller's transaction: an account pending activation, its ORG_ADMIN membership (pending
 * confirmation) and its activation code (hash and sealed copy). Used when an organisation admin or a platform admin
 * creates an administrator, and when an organisation application is accepted (billing module).
 */
export async function insertPendingAdmin(
  tx: Db,
  organizationId: string,
  account: Pick<typeof users.$inferInsert, 'username' | 'email' | 'firstName' | 'lastName' | 'gender' | 'dateOfBirth'>,
  code: string,
  now: Date,
): Promise<string> {
  const [user] = await tx
    .insert(users)
    .values({ ...account, passwordHash: PENDING_PASSWORD_HASH })
    .returning({ id: users.id });
  if (!user) throw new Error('admin insert returned no row');
  const [membership] = await tx
    .insert(organizationMemberships)
    .values({ organizationId, userId: user.id, role: 'ORG_ADMIN', status: 'PENDING_CONFIRMATION' })
    .returning({ id: organizationMemberships.id });
  if (!membership) throw new Error('membership insert returned no row');
  await insertActivationCodes(tx, [{ membershipId: membership.id, code, expiresAt: activationExpiry(now) }], now);
  return membership.id;
}

/** Creates an administrator's account (pending until they activate it with the code returned once). */
export async function createAdmin(
  db: Db,
  actor: OrgActor,
  organizationId: string,
  body: TAdminCreateBody,
): Promise<TAdminCreated> {
  assertCanCreateAdmins(actor);
  // A platform admin is no member of the organisation, so nothing has shown it exists yet; without
  // this the insert below fails on the foreign key (a 500) for a missing one.
  if (isPlatform(actor) && !(await findOrganization(db, organizationId))) throw orgNotFound();
  const email = body.email.toLowerCase();
  const now = new Date();
  const code = newActivationCode();
  try {
    const memberId = await db.transaction(async (tx) =>
      insertPendingAdmin(
        tx,
        organizationId,
        {
          username: usernameFromEmail(email),
          email,
          firstName: body.firstName,
          lastName: body.lastName,
          gender: body.gender,
          dateOfBirth: body.dateOfBirth,
        },
        code,
        now,
      ),
    );
    const member = await getMember(db, actor, organizationId, memberId);
    return { member, activation: issued(member, code, activationExpiry(now)) };
  } catch (err) {
    const violation = uniqueViolation(err);
    if (violation?.constraint === 'users_email_uq') {
      throw new AppError('EMAIL_TAKEN', 409, 'The e-mail is taken', {
        details: [{ field: 'email', code: 'email_taken', message: 'email_taken' }],
      });
    }
    throw err;
  }
}

function holder(member: TMember): TCodeHolder {
  return {
    memberId: member.id,
    username: member.username,
    firstName: member.firstName,
    lastName: member.lastName,
    group: member.group?.code ?? null,
  };
}

export function issued(member: TMember, code: string, expiresAt: Date): TIssuedCode {
  return { ...holder(member), code, expiresAt: expiresAt.toISOString() };
}

/** The pending members of a list an organisation's admin or staff may hand codes to (teachers may not). */
function pendingOfList(actor: OrgActor, organizationId: string, filters: TMemberFilters): MemberFilter {
  assertCanWrite(actor, filters.role);
  if (actor.kind === 'ORG_TEACHER') throw notAllowed();
  const { role, q, groupId } = filters;
  return { ...scopedFilter(actor, organizationId, { role, q, groupId }), status: 'PENDING_CONFIRMATION' };
}

/** The pending members a finished import job created. */
function pendingOfJob(
  actor: OrgActor,
  organizationId: string,
  job: { role: TMemberFilters['role']; memberIds: string[] },
): MemberFilter {
  if (actor.kind === 'ORG_TEACHER') throw notAllowed();
  return {
    ...scopedFilter(actor, organizationId, { role: job.role }),
    status: 'PENDING_CONFIRMATION',
    ids: job.memberIds,
  };
}

/**
 * The still valid, unused codes of the pending members of a list (current filters), opened from
 * their sealed copies; nothing changes, so every printed code keeps working.
 */
export async function currentCodes(
  db: Db,
  actor: OrgActor,
  organizationId: string,
  filters: TMemberFilters,
): Promise<TCurrentCodes> {
  return collectCurrent(db, pendingOfList(actor, organizationId, filters), new Date());
}

/** The current codes of the still pending members a finished import job created. */
export async function importJobCurrentCodes(
  db: Db,
  actor: OrgActor,
  organizationId: string,
  job: { role: TMemberFilters['role']; memberIds: string[] },
): Promise<TCurrentCodes> {
  return collectCurrent(db, pendingOfJob(actor, organizationId, job), new Date());
}

async function collectCurrent(db: Db, filter: MemberFilter, now: Date): Promise<TCurrentCodes> {
  const [rows, stored] = await Promise.all([
    pageMembers(db, filter, { after: null, limit: ORG_LIMITS.exportRowsMax }),
    validActivationCodes(db, filter, now),
  ]);
  // Newest first: the first code of a member that opens is theirs (a member has one unused code).
  const open = new Map<string, { code: string; expiresAt: Date }>();
  for (const s of stored) {
    if (open.has(s.membershipId) || !s.codeSealed) continue;
    const code = openActivationCode(s.codeSealed, s.membershipId);
    if (code) open.set(s.membershipId, { code, expiresAt: s.expiresAt });
  }
  const result: TCurrentCodes = { codes: [], missing: [] };
  for (const row of rows) {
    const member = toMember(row);
    const found = open.get(row.id);
    if (found) result.codes.push(issued(member, found.code, found.expiresAt));
    else result.missing.push(holder(member));
  }
  return result;
}

/**
 * New activation codes for the pending members of the list (current filters), or with `onlyMissing`
 * for those of them with no current code to show. Each replaces the member's unused code: what was
 * printed for them stops working, which `replaced` counts.
 */
export async function reissueCodes(
  db: Db,
  actor: OrgActor,
  organizationId: string,
  body: TIssueCodesBody,
): Promise<TIssuedCodes> {
  const filter = pendingOfList(actor, organizationId, body);
  if (!body.onlyMissing) return issueCodes(db, filter);
  const { missing } = await collectCurrent(db, filter, new Date());
  return issueCodes(db, { ...filter, ids: missing.map((h) => h.memberId) });
}

/** New codes for the still pending members a finished import job created, replacing their unused ones. */
export async function importJobCodes(
  db: Db,
  actor: OrgActor,
  organizationId: string,
  job: { role: TMemberFilters['role']; memberIds: string[] },
): Promise<TIssuedCodes> {
  return issueCodes(db, pendingOfJob(actor, organizationId, job));
}

async function issueCodes(db: Db, filter: MemberFilter): Promise<TIssuedCodes> {
  const rows = await pageMembers(db, filter, { after: null, limit: ORG_LIMITS.exportRowsMax });
  const now = new Date();
  const expiresAt = activationExpiry(now);
  const codes = rows.map((row) => ({ member: toMember(row), code: newActivationCode() }));
  const replaced = await db.transaction(async (tx) =>
    insertActivationCodes(
      tx,
      codes.map((c) => ({ membershipId: c.member.id, code: c.code, expiresAt })),
      now,
    ),
  );
  return { codes: codes.map((c) => issued(c.member, c.code, expiresAt)), replaced };
}

import {
  GENDERS,
  IMPORT_COLUMNS,
  LIMITS,
  ORG_LIMITS,
  ZEmail,
  ZPastDate,
  ZUsername,
  type TGender,
  type TImportPreview,
  type TImportResult,
  type TImportRole,
  type TImportRow,
  type TUiLanguage,
} from '@bagdar/contracts';
import type { Db } from '../../db/client.ts';
import { organizationMemberships } from '../../db/schema/organizations.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import { activationExpiry, newActivationCode, usernameFromEmail } from './activation-codes.ts';
import { groupsByCode } from './groups.repository.ts';
import { insertActivationCodes, PENDING_PASSWORD_HASH, takenLogins } from './members.repository.ts';
import { assertCanWrite, type OrgActor } from './org-access.ts';
import { assertSeatsLeft, holdsSeat, seatsFor } from './seats.service.ts';
import { COLUMN_LABELS, EXAMPLE_ROW, SHEET_NAMES } from './sheet-labels.ts';
import { readSheet, writeSheet } from './xlsx-io.ts';

/** Excel import of members by role: template, row-by-row preview, all-or-nothing commit. */

const columnsFor = (role: TImportRole) => IMPORT_COLUMNS.filter((c) => c !== 'group' || role === 'ORG_STUDENT');

export function importTemplate(role: TImportRole, lang: TUiLanguage): Promise<Buffer> {
  const columns = columnsFor(role);
  const example = EXAMPLE_ROW[lang].slice(0, columns.length);
  return writeSheet(
    SHEET_NAMES[lang][role],
    columns.map((c) => COLUMN_LABELS[lang][c]),
    [example],
  );
}

export interface CheckedRow extends TImportRow {
  gender: TGender | null;
  groupId: string | null;
}

function nameError(value: string): string | null {
  if (!value) return 'required';
  if (value.length < LIMITS.nameMin) return 'too_short';
  if (value.length > LIMITS.nameMax) return 'too_long';
  return null;
}

/** Every row with its errors: bad names, e-mail, username, date, gender, unknown group, duplicates in the file or the database. */
async function checkRows(db: Db, organizationId: string, role: TImportRole, buffer: Buffer): Promise<CheckedRow[]> {
  const columns = columnsFor(role);
  const sheet = await readSheet(buffer, columns.length, ORG_LIMITS.importRowsMax);
  if (sheet.length === 0) throw new AppError('IMPORT_FILE_INVALID', 400, 'The file has no rows', { reason: 'empty' });
  const rows = sheet.map(({ row, cells }) => {
    const values = Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? '']));
    values.email = (values.email ?? '').toLowerCase();
    return {
      row,
      values,
      errors: [] as { column: string; code: string }[],
      gender: null as TGender | null,
      groupId: null as string | null,
    };
  });
  const taken = await takenLogins(
    db,
    [...new Set(rows.map((r) => r.values.email ?? '').filter(Boolean))],
    [...new Set(rows.map((r) => (r.values.username ?? '').toLowerCase()).filter(Boolean))],
  );
  const groups = role === 'ORG_STUDENT' ? await groupsByCode(db, organizationId) : new Map<string, string>();
  const seenEmails = new Map<string, number>();
  const seenUsernames = new Map<string, number>();
  for (const r of rows) {
    const v = r.values as Record<string, string>;
    const fail = (column: string, code: string) => r.errors.push({ column, code });
    for (const column of ['lastName', 'firstName'] as const) {
      const problem = nameError(v[column] ?? '');
      if (problem) fail(column, `${column}_${problem}`);
    }
    const email = v.email ?? '';
    const emailCheck = ZEmail.safeParse(email);
    if (!emailCheck.success) fail('email', emailCheck.error.issues[0]?.message ?? 'email_invalid');
    else if (seenEmails.has(email)) fail('email', 'email_duplicate_in_file');
    else if (taken.emails.has(email)) fail('email', 'email_taken');
    if (email) seenEmails.set(email, r.row);
    const username = v.username ?? '';
    if (username) {
      const usernameCheck = ZUsername.safeParse(username);
      const key = username.toLowerCase();
      if (!usernameCheck.success) fail('username', usernameCheck.error.issues[0]?.message ?? 'username_invalid');
      else if (seenUsernames.has(key)) fail('username', 'username_duplicate_in_file');
      else if (taken.usernames.has(key)) fail('username', 'username_taken');
      seenUsernames.set(key, r.row);
    }
    if (v.dateOfBirth) {
      const date = ZPastDate.safeParse(v.dateOfBirth);
      if (!date.success) fail('dateOfBirth', date.error.issues[0]?.message ?? 'dateOfBirth_invalid');
    }
    if (v.gender) {
      const gender = v.gender.toUpperCase();
      if ((GENDERS as readonly string[]).includes(gender)) r.gender = gender as TGender;
      else fail('gender', 'gender_invalid');
    }
    if (role === 'ORG_STUDENT' && v.group) {
      if (v.group.length > ORG_LIMITS.groupCodeMax) fail('group', 'groupCode_too_long');
      else {
        const groupId = groups.get(v.group.toLowerCase());
        if (groupId) r.groupId = groupId;
        else fail('group', 'group_unknown');
      }
    }
  }
  return rows;
}

export async function previewImport(
  db: Db,
  actor: OrgActor,
  organizationId: string,
  role: TImportRole,
  buffer: Buffer,
): Promise<TImportPreview> {
  assertCanWrite(actor, role);
  const rows = await checkRows(db, organizationId, role, buffer);
  const invalid = rows.filter((r) => r.errors.length > 0).length;
  const seats = await seatsFor(db, organizationId, role);
  return {
    total: rows.length,
    valid: rows.length - invalid,
    invalid,
    rows: rows.map(({ row, values, errors }) => ({ row, values, errors })),
    seats,
    seatsExceeded: seats !== null && seats.total !== null && seats.used + rows.length > seats.total,
  };
}

/**
 * The rows of a file with no error, ready to write; any row error, or more students than the seats
 * left, refuses the whole file (nothing is written).
 */
export async function checkedRows(
  db: Db,
  organizationId: string,
  role: TImportRole,
  buffer: Buffer,
): Promise<CheckedRow[]> {
  const rows = await checkRows(db, organizationId, role, buffer);
  const invalid = rows.filter((r) => r.errors.length > 0).length;
  if (invalid > 0) {
    throw new AppError('IMPORT_HAS_ERRORS', 400, `${invalid} rows have errors; nothing was imported`, {
      meta: { invalid: String(invalid) },
    });
  }
  if (holdsSeat(role)) await assertSeatsLeft(db, organizationId, rows.length);
  return rows;
}

/** Rows written per INSERT (and per progress report of an import job). */
export const IMPORT_CHUNK = 500;

/**
 * Writes checked rows inside the caller's transaction: users, memberships (pending confirmation)
 * and activation codes, `IMPORT_CHUNK` rows at a time, reporting the rows written after each chunk.
 */
export async function writeRows(
  tx: Db,
  organizationId: string,
  role: TImportRole,
  rows: CheckedRow[],
  onProgress: (written: number) => Promise<void> = () => Promise.resolve(),
): Promise<TImportResult> {
  const now = new Date();
  const expiresAt = activationExpiry(now);
  const groupCodes = new Map(rows.map((r) => [r.groupId, r.values.group ?? null]));
  if (holdsSeat(role)) await assertSeatsLeft(tx, organizationId, rows.length);
  const codes: TImportResult['codes'] = [];
  for (let i = 0; i < rows.length; i += IMPORT_CHUNK) {
    const chunk = rows.slice(i, i + IMPORT_CHUNK);
    const inserted = await tx
      .insert(users)
      .values(
        chunk.map((r) => ({
          username: r.values.username || usernameFromEmail(r.values.email ?? ''),
          email: r.values.email ?? '',
          passwordHash: PENDING_PASSWORD_HASH,
          firstName: r.values.firstName ?? '',
          lastName: r.values.lastName ?? '',
          gender: r.gender,
          dateOfBirth: r.values.dateOfBirth || null,
        })),
      )
      .returning({ id: users.id, username: users.username, email: users.email });
    const byEmail = new Map(inserted.map((u) => [u.email, u]));
    const memberships = await tx
      .insert(organizationMemberships)
      .values(
        chunk.map((r) => ({
          organizationId,
          userId: byEmail.get(r.values.email ?? '')?.id ?? '',
          role,
          status: 'PENDING_CONFIRMATION' as const,
          groupId: r.groupId,
        })),
      )
      .returning({ id: organizationMemberships.id, userId: organizationMemberships.userId });
    const byUser = new Map(memberships.map((m) => [m.userId, m.id]));
    const batch = chunk.map((r) => {
      const user = byEmail.get(r.values.email ?? '');
      return {
        row: r,
        membershipId: byUser.get(user?.id ?? '') ?? '',
        username: user?.username ?? '',
        code: newActivationCode(),
      };
    });
    await insertActivationCodes(
      tx,
      batch.map((b) => ({ membershipId: b.membershipId, code: b.code, expiresAt })),
    );
    for (const b of batch) {
      codes.push({
        memberId: b.membershipId,
        username: b.username,
        firstName: b.row.values.firstName ?? '',
        lastName: b.row.values.lastName ?? '',
        group: groupCodes.get(b.row.groupId) ?? null,
        code: b.code,
        expiresAt: expiresAt.toISOString(),
      });
    }
    await onProgress(i + chunk.length);
  }
  return { created: rows.length, codes };
}

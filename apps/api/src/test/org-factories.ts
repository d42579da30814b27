import { randomBytes } from 'node:crypto';
import type { TFieldError, TIssuedCode, TMember, TMembershipStatus, TOrganizationRole } from '@bagdar/contracts';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { organizationGroups, organizationMemberships, organizations } from '../db/schema/organizations.ts';
import { createUser } from './factories.ts';
import { multipartBody } from './upload.ts';

const DAY = 86_400_000;

/** An organisation with a current licence (the organisation tests). */
export async function createOrganization(db: Db, options: { name?: string; seatCount?: number | null } = {}) {
  const [org] = await db
    .insert(organizations)
    .values({
      name: options.name ?? `School ${randomBytes(3).toString('hex')}`,
      type: 'SCHOOL',
      subscriptionStartsAt: new Date(Date.now() - 30 * DAY),
      subscriptionEndsAt: new Date(Date.now() + 300 * DAY),
      seatCount: options.seatCount === undefined ? 100 : options.seatCount,
    })
    .returning();
  if (!org) throw new Error('createOrganization: no row');
  return org;
}

/** A user who is a member of `organizationId` with this role; returns the user, password and membership id. */
export async function createMember(
  db: Db,
  organizationId: string,
  role: TOrganizationRole,
  options: { status?: TMembershipStatus; groupId?: string | null; username?: string } = {},
) {
  const created = await createUser(db, options.username ? { username: options.username } : {});
  const [membership] = await db
    .insert(organizationMemberships)
    .values({
      organizationId,
      userId: created.user.id,
      role,
      status: options.status ?? 'ACTIVE',
      groupId: options.groupId ?? null,
    })
    .returning();
  if (!membership) throw new Error('createMember: no membership');
  return { ...created, membershipId: membership.id };
}

export async function createGroupRow(db: Db, organizationId: string, code: string, mentorId: string | null = null) {
  const [group] = await db.insert(organizationGroups).values({ organizationId, code, mentorId }).returning();
  if (!group) throw new Error('createGroupRow: no row');
  return group;
}

/** An xlsx file: a header row, then the given rows, exactly as written (no neutralising). */
export async function xlsxFile(rows: (string | Date | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(['lastName', 'firstName', 'email', 'username', 'dateOfBirth', 'gender', 'group']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** An xlsx file's bytes (an export's `rawPayload`) read back as a workbook. */
export async function readWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

/** `POST` one xlsx file (multipart field "file") signed in with `session`. */
export function postXlsx(app: FastifyInstance, url: string, session: string, buffer: Buffer) {
  const { body, contentType } = multipartBody({
    filename: 'members.xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  return app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { 'content-type': contentType },
    cookies: { bagdar_session: session },
  });
}

/** The loose shape of the answers the organisation tests read. */
export interface TOrgTestBody {
  items: {
    id: string;
    name: string;
    code: string;
    status: string;
    licenceState: string;
    username: string;
    group: { id: string; code: string } | null;
  }[];
  nextCursor: string | null;
  details: TFieldError[];
  code: string;
  reason: string;
  meta: Record<string, string>;
  id: string;
  status: string;
  role: string;
  username: string;
  group: { id: string; code: string } | null;
  member: TMember;
  activation: TIssuedCode;
  codes: TIssuedCode[];
}

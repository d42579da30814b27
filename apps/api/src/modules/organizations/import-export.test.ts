import { deflateRawSync } from 'node:zlib';
import type { TImportJob, TImportPreview, TImportResult } from '@bagdar/contracts';
import { count, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { organizationMemberships, organizations } from '../../db/schema/organizations.ts';
import { users } from '../../db/schema/users.ts';
import { createUser } from '../../test/factories.ts';
import {
  createGroupRow,
  createMember,
  createOrganization,
  postXlsx,
  readWorkbook,
  xlsxFile,
} from '../../test/org-factories.ts';
import type { TOrgTestBody } from '../../test/org-factories.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';
import { runImportJob } from './import-jobs.ts';

const quietLog = { info: () => undefined, error: () => undefined };

const ctx = useTestApp();
const base = '/api/v1/admin/organizations';
const db = () => ctx.testDb.database.db;

async function adminOf(orgId: string, role: 'ORG_ADMIN' | 'ORG_STAFF' | 'ORG_TEACHER' = 'ORG_ADMIN') {
  const m = await createMember(db(), orgId, role);
  return { ...m, session: await signIn(ctx.app, m.username, m.password) };
}

async function memberCount(orgId: string): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(organizationMemberships)
    .where(eq(organizationMemberships.organizationId, orgId));
  return row?.n ?? 0;
}

async function readXlsx(body: Buffer) {
  const sheet = (await readWorkbook(body)).worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

const student = (n: number, extra: Partial<Record<'email' | 'username' | 'dateOfBirth' | 'group', string>> = {}) => [
  `Фамилия${n}`,
  `Имя${n}`,
  extra.email ?? `student${n}@school.kz`,
  extra.username ?? `student${n}`,
  extra.dateOfBirth ?? '2010-05-0' + String((n % 9) + 1),
  'FEMALE',
  extra.group ?? '10А',
];

/** A zip whose one big entry claims a huge inflated size from a tiny compressed one. */
function zipBomb(): Buffer {
  const entries = [
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
    { name: 'xl/workbook.xml', data: Buffer.alloc(60 * 1024 * 1024, 0x20) },
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const compressed = deflateRawSync(entry.data);
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += 30 + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

describe('excel import', () => {
  it('serves the template in the interface language with an example row', async () => {
    const org = await createOrganization(db());
    const admin = await adminOf(org.id);
    const ru = await call(ctx.app, 'GET', `${base}/${org.id}/import/ORG_STUDENT/template?lang=ru`, {
      session: admin.session,
    });
    expect(ru.statusCode).toBe(200);
    expect(ru.headers['content-type']).toContain('spreadsheetml');
    const sheet = await readXlsx(ru.rawPayload);
    expect(sheet.getRow(1).getCell(1).value).toBe('Фамилия');
    expect(sheet.getRow(1).getCell(7).value).toBe('Группа');
    expect(sheet.getRow(2).getCell(3).value).toBe('aliya.ivanova@example.kz');
    const en = await call(ctx.app, 'GET', `${base}/${org.id}/import/ORG_STAFF/template?lang=en`, {
      session: admin.session,
    });
    const enSheet = await readXlsx(en.rawPayload);
    expect(enSheet.getRow(1).getCell(1).value).toBe('Last name');
    expect(enSheet.getRow(1).cellCount).toBe(6); // no group column for staff
  });

  it('previews every row with its errors and imports nothing while any row is bad', async () => {
    const org = await createOrganization(db());
    const admin = await adminOf(org.id);
    await createGroupRow(db(), org.id, '10А');
    await createUser(db(), { username: 'taken_name', email: 'taken@school.kz' });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const file = await xlsxFile([
      student(1),
      student(2, { dateOfBirth: '2010-02-30' }),
      student(3, { group: '99Я' }),
      student(4, { email: 'student1@school.kz' }),
      student(5, { email: 'taken@school.kz', username: 'TAKEN_NAME' }),
      student(6, { dateOfBirth: tomorrow }),
      student(7, { group: 'x'.repeat(21) }),
      ['', 'Я', 'nope', 'bad name!', '', 'ALIEN', ''],
      [],
      student(8),
    ]);
    const preview = await postXlsx(ctx.app, `${base}/${org.id}/import/ORG_STUDENT/preview`, admin.session, file);
    expect(preview.statusCode).toBe(200);
    const body = preview.json<TImportPreview>();
    expect(body).toMatchObject({ total: 9, valid: 2, invalid: 7 });
    const errorsOf = (row: number) => body.rows.find((r) => r.row === row)?.errors.map((e) => `${e.column}:${e.code}`);
    expect(errorsOf(2)).toEqual([]);
    expect(errorsOf(3)).toEqual(['dateOfBirth:dateOfBirth_invalid']);
    expect(errorsOf(4)).toEqual(['group:group_unknown']);
    expect(errorsOf(5)).toEqual(['email:email_duplicate_in_file']);
    expect(errorsOf(6)).toEqual(['email:email_taken', 'username:username_taken']);
    expect(errorsOf(7)).toEqual(['dateOfBirth:dateOfBirth_future']);
    expect(errorsOf(8)).toEqual(['group:groupCode_too_long']);
    expect(errorsOf(9)).toEqual([
      'lastName:lastName_required',
      'firstName:firstName_too_short',
      'email:email_invalid',
      'username:username_invalid',
      'gender:gender_invalid',
    ]);
    expect(errorsOf(11)).toEqual([]); // the empty row 10 is skipped

    const before = await memberCount(org.id);
    const commit = await postXlsx(ctx.app, `${base}/${org.id}/import/ORG_STUDENT/commit`, admin.session, file);
    expect(commit.statusCode).toBe(400);
    expect(commit.json<TOrgTestBody>()).toMatchObject({ code: 'IMPORT_HAS_ERRORS', meta: { invalid: '7' } });
    expect(await memberCount(org.id)).toBe(before);
  });

  it('commits a clean file: pending members in their groups with activation codes a student redeems', async () => {
    const org = await createOrganization(db());
    const staff = await adminOf(org.id, 'ORG_STAFF');
    const group = await createGroupRow(db(), org.id, '10А');
    const file = await xlsxFile([student(1), student(2, { username: '' }), student(3)]);
    const commit = await postXlsx(ctx.app, `${base}/${org.id}/import/ORG_STUDENT/commit`, staff.session, file);
    expect(commit.statusCode).toBe(201);
    const result = commit.json<TImportResult>();
    expect(result.created).toBe(3);
    expect(result.codes).toHaveLength(3);
    expect(result.codes[0]).toMatchObject({ lastName: 'Фамилия1', group: '10А' });
    expect(result.codes[1]?.username).toMatch(/^student2\.\d{4}$/);

    const list = await call(ctx.app, 'GET', `${base}/${org.id}/members?role=ORG_STUDENT&groupId=${group.id}`, {
      session: staff.session,
    });
    expect(list.json<TOrgTestBody>().items.map((m) => m.status)).toEqual([
      'PENDING_CONFIRMATION',
      'PENDING_CONFIRMATION',
      'PENDING_CONFIRMATION',
    ]);
    // Not yet activated: no password works.
    expect(
      (
        await call(ctx.app, 'POST', '/api/v1/auth/login', {
          body: { emailOrUsername: 'student1', password: '!activation-pending' },
        })
      ).statusCode,
    ).toBe(401);

    // Reissuing replaces the printed codes: the old one stops working.
    const reissued = await call(ctx.app, 'POST', `${base}/${org.id}/activation-codes`, {
      session: staff.session,
      body: { role: 'ORG_STUDENT' },
    });
    expect(reissued.json<TOrgTestBody>().codes).toHaveLength(3);
    const password = 'Ученик!2026a';
    const old = await call(ctx.app, 'POST', '/api/v1/activation', {
      body: { code: result.codes[0]?.code, password, passwordConfirmation: password },
    });
    expect(old.statusCode).toBe(400);
    const fresh = reissued.json<TOrgTestBody>().codes.find((c) => c.username === 'student1');
    const activated = await call(ctx.app, 'POST', '/api/v1/activation', {
      body: { code: fresh?.code, password, passwordConfirmation: password },
    });
    expect(activated.json<TOrgTestBody>()).toEqual({ username: 'student1' });
    const me = await call(ctx.app, 'GET', '/api/v1/auth/me', { session: await signIn(ctx.app, 'student1', password) });
    expect(me.json<TOrgTestBody>()).toMatchObject({
      onboarded: false,
      organizationUser: { status: 'ACTIVE', role: 'ORG_STUDENT' },
    });

    const xlsxCodes = await call(ctx.app, 'POST', `${base}/${org.id}/activation-codes?format=xlsx&lang=kk`, {
      session: staff.session,
      body: { role: 'ORG_STUDENT' },
    });
    const codeSheet = await readXlsx(xlsxCodes.rawPayload);
    expect(codeSheet.getRow(1).getCell(5).value).toBe('Белсендіру коды');
    expect(codeSheet.actualRowCount).toBe(3); // header + the two still pending
  });

  it('rolls everything back when the database fails half-way, and refuses imports past the seats', async () => {
    const org = await createOrganization(db(), { seatCount: 2000 });
    const admin = await adminOf(org.id);
    await createGroupRow(db(), org.id, '10А');
    const rows = Array.from({ length: 700 }, (_, i) => student(i + 1));
    const file = await xlsxFile(rows);
    await db().execute(sql`CREATE OR REPLACE FUNCTION org_test_boom() RETURNS trigger AS $$
      BEGIN IF NEW.email = 'student650@school.kz' THEN RAISE EXCEPTION 'boom'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await db().execute(
      sql`CREATE TRIGGER org_test_boom BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION org_test_boom()`,
    );
    try {
      const [{ n: usersBefore } = { n: 0 }] = await db().select({ n: count() }).from(users);
      // 700 rows: more than importInlineRowsMax, so a background job (run here by hand; no worker in this file).
      const commit = await postXlsx(ctx.app, `${base}/${org.id}/import/ORG_STUDENT/commit`, admin.session, file);
      expect(commit.statusCode).toBe(202);
      const job = commit.json<TImportJob>();
      expect(job).toMatchObject({ status: 'QUEUED', total: 700, processed: 0 });
      await runImportJob({ database: ctx.testDb.database, log: quietLog }, job.id);
      const failed = await call(ctx.app, 'GET', `${base}/${org.id}/import/jobs/${job.id}`, { session: admin.session });
      expect(failed.json<TImportJob>()).toMatchObject({ status: 'FAILED', error: { code: 'INTERNAL_ERROR' } });
      const [{ n: usersAfter } = { n: 0 }] = await db().select({ n: count() }).from(users);
      expect(usersAfter).toBe(usersBefore);
      expect(await memberCount(org.id)).toBe(1);
    } finally {
      await db().execute(sql`DROP TRIGGER org_test_boom ON users`);
      await db().execute(sql`DROP FUNCTION org_test_boom()`);
    }

    const small = await createOrganization(db(), { seatCount: 2 });
    const smallAdmin = await adminOf(small.id);
    await createGroupRow(db(), small.id, '10А');
    const seats = await postXlsx(
      ctx.app,
      `${base}/${small.id}/import/ORG_STUDENT/commit`,
      smallAdmin.session,
      await xlsxFile([student(1), student(2), student(3)]),
    );
    expect(seats.statusCode).toBe(409);
    expect(seats.json<TOrgTestBody>().code).toBe('SEATS_EXCEEDED');
    expect(await memberCount(small.id)).toBe(1);
  });

  it('stops at the seats: the preview says so, a large file is refused before it is queued, an unblocked student too', async () => {
    const org = await createOrganization(db(), { seatCount: 602 });
    const admin = await adminOf(org.id);
    await createGroupRow(db(), org.id, '10А');
    await createMember(db(), org.id, 'ORG_STUDENT');
    const blocked = await createMember(db(), org.id, 'ORG_STUDENT', { status: 'BLOCKED' });
    const file = await xlsxFile(Array.from({ length: 602 }, (_, i) => student(i + 1)));

    const preview = await postXlsx(ctx.app, `${base}/${org.id}/import/ORG_STUDENT/preview`, admin.session, file);
    expect(preview.json<TImportPreview>()).toMatchObject({
      valid: 602,
      seats: { total: 602, used: 1 },
      seatsExceeded: true,
    });
    const commit = await postXlsx(ctx.app, `${base}/${org.id}/import/ORG_STUDENT/commit`, admin.session, file);
    expect(commit.statusCode).toBe(409);
    expect(commit.json<TOrgTestBody>()).toMatchObject({
      code: 'SEATS_EXCEEDED',
      meta: { seatCount: '602', used: '1', requested: '602' },
    });
    expect(await memberCount(org.id)).toBe(3);

    // Staff hold no seat: their preview has no seats and is never over the limit.
    const staff = await postXlsx(
      ctx.app,
      `${base}/${org.id}/import/ORG_STAFF/preview`,
      admin.session,
      await xlsxFile([student(1).slice(0, 6)]),
    );
    expect(staff.json<TImportPreview>()).toMatchObject({ seats: null, seatsExceeded: false });

    // One seat left: unblocking takes it, and a second student past it is refused.
    await db().update(organizations).set({ seatCount: 2 }).where(eq(organizations.id, org.id));
    const unblock = (memberId: string) =>
      call(ctx.app, 'PUT', `${base}/${org.id}/members/${memberId}`, {
        session: admin.session,
        body: { status: 'ACTIVE' },
      });
    expect((await unblock(blocked.membershipId)).statusCode).toBe(200);
    const third = await createMember(db(), org.id, 'ORG_STUDENT', { status: 'BLOCKED' });
    const refused = await unblock(third.membershipId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<TOrgTestBody>().code).toBe('SEATS_EXCEEDED');
    const teacher = await createMember(db(), org.id, 'ORG_TEACHER');
    const toStudent = await call(ctx.app, 'PUT', `${base}/${org.id}/members/${teacher.membershipId}`, {
      session: admin.session,
      body: { role: 'ORG_STUDENT' },
    });
    expect(toStudent.statusCode).toBe(409);
  });

  it('a job that finds the rows no longer fit fails as a whole with its reason; only its organisation sees it', async () => {
    const org = await createOrganization(db(), { seatCount: 5000 });
    const admin = await adminOf(org.id);
    await createGroupRow(db(), org.id, '10А');
    const file = await xlsxFile(Array.from({ length: 600 }, (_, i) => student(i + 1)));
    const started = await postXlsx(ctx.app, `${base}/${org.id}/import/ORG_STUDENT/commit`, admin.session, file);
    expect(started.statusCode).toBe(202);
    const job = started.json<TImportJob>();
    // The seats shrink between the upload and the worker: the job checks again and refuses the whole file.
    await db().update(organizations).set({ seatCount: 100 }).where(eq(organizations.id, org.id));
    await runImportJob({ database: ctx.testDb.database, log: quietLog }, job.id);
    const url = `${base}/${org.id}/import/jobs/${job.id}`;
    const failed = await call(ctx.app, 'GET', url, { session: admin.session });
    expect(failed.json<TImportJob>()).toMatchObject({
      status: 'FAILED',
      processed: 0,
      created: 0,
      error: { code: 'SEATS_EXCEEDED', meta: { seatCount: '100', requested: '600' } },
    });
    expect(await memberCount(org.id)).toBe(1);
    // Delivered again, a finished job is left alone.
    await db().update(organizations).set({ seatCount: 5000 }).where(eq(organizations.id, org.id));
    await runImportJob({ database: ctx.testDb.database, log: quietLog }, job.id);
    expect((await call(ctx.app, 'GET', url, { session: admin.session })).json<TImportJob>().status).toBe('FAILED');
    expect(await memberCount(org.id)).toBe(1);
    const codes = await call(ctx.app, 'POST', `${url}/codes`, { session: admin.session });
    expect(codes.statusCode).toBe(409);

    const teacher = await adminOf(org.id, 'ORG_TEACHER');
    expect((await call(ctx.app, 'GET', url, { session: teacher.session })).statusCode).toBe(403);
    const other = await createOrganization(db());
    const stranger = await adminOf(other.id);
    expect((await call(ctx.app, 'GET', url, { session: stranger.session })).statusCode).toBe(404);
    const viaOwn = `${base}/${other.id}/import/jobs/${job.id}`;
    expect((await call(ctx.app, 'GET', viaOwn, { session: stranger.session })).statusCode).toBe(404);
    expect((await call(ctx.app, 'POST', `${viaOwn}/codes`, { session: stranger.session })).statusCode).toBe(404);
    expect(
      (await call(ctx.app, 'GET', `${base}/${org.id}/import/jobs/nope`, { session: admin.session })).statusCode,
    ).toBe(404);
  });

  it('refuses what is not an xlsx, a zip bomb, more than 10,000 rows, and teachers', async () => {
    const org = await createOrganization(db());
    const admin = await adminOf(org.id);
    const url = `${base}/${org.id}/import/ORG_STAFF/preview`;
    const text = await postXlsx(ctx.app, url, admin.session, Buffer.from('lastName,firstName\nA,B\n'));
    expect(text.json<TOrgTestBody>()).toMatchObject({ code: 'IMPORT_FILE_INVALID', reason: 'not_zip' });
    const bomb = await postXlsx(ctx.app, url, admin.session, zipBomb());
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json<TOrgTestBody>()).toMatchObject({ code: 'IMPORT_FILE_INVALID', reason: 'ratio' });
    const many = await xlsxFile(Array.from({ length: 10_001 }, (_, i) => [`L${i}`, `F${i}`, `s${i}@x.kz`]));
    const tooMany = await postXlsx(ctx.app, url, admin.session, many);
    expect(tooMany.json<TOrgTestBody>()).toMatchObject({ code: 'IMPORT_TOO_MANY_ROWS', meta: { max: '10000' } });
    const teacher = await adminOf(org.id, 'ORG_TEACHER');
    const refused = await postXlsx(
      ctx.app,
      `${base}/${org.id}/import/ORG_STUDENT/preview`,
      teacher.session,
      await xlsxFile([student(1)]),
    );
    expect(refused.statusCode).toBe(403);
    const staff = await adminOf(org.id, 'ORG_STAFF');
    expect(
      (await call(ctx.app, 'GET', `${base}/${org.id}/import/ORG_ADMIN/template`, { session: staff.session }))
        .statusCode,
    ).toBe(400);
  });
});

describe('excel export', () => {
  it('exports the filtered list with formula-like cells written as text', async () => {
    const org = await createOrganization(db());
    const admin = await adminOf(org.id);
    const group = await createGroupRow(db(), org.id, '9A');
    const evil = await createMember(db(), org.id, 'ORG_STUDENT', { groupId: group.id });
    await db()
      .update(users)
      .set({ firstName: '=HYPERLINK("http://evil","x")', lastName: '+SUM(1,2)' })
      .where(eq(users.id, evil.user.id));
    const other = await createMember(db(), org.id, 'ORG_STUDENT', { groupId: group.id });
    await db().update(users).set({ firstName: '@cmd', lastName: '-2+3' }).where(eq(users.id, other.user.id));
    await createMember(db(), org.id, 'ORG_STUDENT', { status: 'BLOCKED' });

    const response = await call(
      ctx.app,
      'GET',
      `${base}/${org.id}/members/export?role=ORG_STUDENT&groupId=${group.id}&lang=en`,
      { session: admin.session },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('attachment');
    const sheet = await readXlsx(response.rawPayload);
    expect(sheet.actualRowCount).toBe(3);
    const cells: ExcelJS.Cell[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) cells.push(row.getCell(1), row.getCell(2));
    });
    for (const cell of cells) {
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(typeof cell.value === 'string' && cell.value.startsWith("'")).toBe(true);
    }
    expect(cells.map((c) => c.value)).toContain(`'=HYPERLINK("http://evil","x")`);
    expect(sheet.getRow(2).getCell(6).value).toBe('Active');
  });

  it('writes the export on the report threads: per-user limit with 429 and Retry-After, the last file until the list changes', async () => {
    const org = await createOrganization(db(), { seatCount: 1000 });
    const admin = await adminOf(org.id);
    const g1 = await createGroupRow(db(), org.id, '10А');
    await createGroupRow(db(), org.id, '11А');
    const rows = Array.from({ length: 400 }, (_, i) => student(i + 1, { group: i % 2 ? '11А' : '10А' }));
    const commit = await postXlsx(
      ctx.app,
      `${base}/${org.id}/import/ORG_STUDENT/commit`,
      admin.session,
      await xlsxFile(rows),
    );
    expect(commit.statusCode).toBe(201);
    const exportIn = (lang: string, extra = '') =>
      call(ctx.app, 'GET', `${base}/${org.id}/members/export?role=ORG_STUDENT&lang=${lang}${extra}`, {
        session: admin.session,
      });
    expect((await exportIn('ru')).statusCode).toBe(200); // the render thread starts

    // Nine different workbooks at once: at most REPORTS_PER_USER (2) render at a time for this admin.
    const burst = await Promise.all(
      ['kk', 'en', 'ru'].flatMap((lang) =>
        ['', `&groupId=${g1.id}`, '&q=student1'].map((extra) => exportIn(lang, extra)),
      ),
    );
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    const refused = burst.find((response) => response.statusCode === 429);
    expect(refused?.json<{ code: string }>().code).toBe('RATE_LIMITED');
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);

    // The last file is answered again byte for byte, until the list changes.
    const first = await exportIn('en');
    expect(first.statusCode).toBe(200);
    expect((await exportIn('en')).rawPayload.equals(first.rawPayload)).toBe(true);
    await createMember(db(), org.id, 'ORG_STUDENT');
    const changed = await exportIn('en');
    expect(changed.rawPayload.equals(first.rawPayload)).toBe(false);
    expect((await readXlsx(changed.rawPayload)).actualRowCount).toBe(
      (await readXlsx(first.rawPayload)).actualRowCount + 1,
    );
  });
});

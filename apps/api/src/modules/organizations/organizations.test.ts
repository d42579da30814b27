import type { TOrganization } from '@bagdar/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.ts';
import { createUser } from '../../test/factories.ts';
import { createGroupRow, createMember, createOrganization } from '../../test/org-factories.ts';
import type { TOrgTestBody } from '../../test/org-factories.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();
const base = '/api/v1/admin/organizations';

async function platformSession(role: 'SUPER_ADMIN' | 'MINISTRY' = 'SUPER_ADMIN') {
  const { username, password } = await createUser(ctx.testDb.database.db, { role });
  return signIn(ctx.app, username, password);
}

async function memberSession(orgId: string, role: Parameters<typeof createMember>[2], groupId?: string) {
  const m = await createMember(ctx.testDb.database.db, orgId, role, { groupId: groupId ?? null });
  return { ...m, session: await signIn(ctx.app, m.username, m.password) };
}

const validBody = {
  name: 'Школа-лицей №8',
  type: 'SCHOOL',
  cityId: null,
  subscriptionStartsAt: '2027-09-01T00:00:00.000Z',
  subscriptionEndsAt: '2028-06-30T00:00:00.000Z',
  seatCount: 500,
};

describe('organisations (platform admins)', () => {
  it('creates, edits, lists with search and filters, and shows licence state and seat use', async () => {
    const session = await platformSession('MINISTRY');
    const created = await call(ctx.app, 'POST', base, { session, body: validBody });
    expect(created.statusCode).toBe(201);
    const org = created.json<TOrganization>();
    expect(org).toMatchObject({ name: 'Школа-лицей №8', seatCount: 500, seatsUsed: 0 });

    const expired = await createOrganization(ctx.testDb.database.db, { name: 'Old college' });
    await call(ctx.app, 'PUT', `${base}/${expired.id}`, {
      session,
      body: {
        ...validBody,
        name: 'Old college',
        type: 'COLLEGE',
        subscriptionStartsAt: '2020-01-01T00:00:00Z',
        subscriptionEndsAt: '2021-01-01T00:00:00Z',
      },
    });
    await createMember(ctx.testDb.database.db, expired.id, 'ORG_STUDENT');
    await createMember(ctx.testDb.database.db, expired.id, 'ORG_STUDENT', { status: 'BLOCKED' });

    const all = await call(ctx.app, 'GET', `${base}?limit=1`, { session });
    expect(all.json<TOrgTestBody>().items).toHaveLength(1);
    const next = await call(ctx.app, 'GET', `${base}?limit=1&cursor=${all.json<TOrgTestBody>().nextCursor}`, {
      session,
    });
    expect(next.json<TOrgTestBody>().items).toHaveLength(1);
    expect(next.json<TOrgTestBody>().nextCursor).toBeNull();

    const byType = await call(ctx.app, 'GET', `${base}?type=COLLEGE`, { session });
    expect(byType.json<TOrgTestBody>().items.map((o) => o.name)).toEqual(['Old college']);
    const byLicence = await call(ctx.app, 'GET', `${base}?licence=EXPIRED`, { session });
    expect(byLicence.json<TOrgTestBody>().items).toHaveLength(1);
    expect(byLicence.json<TOrgTestBody>().items[0]).toMatchObject({ licenceState: 'EXPIRED', seatsUsed: 1 });
    const notStarted = await call(ctx.app, 'GET', `${base}?licence=NOT_STARTED`, { session });
    expect(notStarted.json<TOrgTestBody>().items.map((o) => o.id)).toEqual([org.id]);
    const search = await call(ctx.app, 'GET', `${base}?q=${encodeURIComponent('лицей')}`, { session });
    expect(search.json<TOrgTestBody>().items.map((o) => o.id)).toEqual([org.id]);
  });

  it('refuses bad input with field codes and changes nothing', async () => {
    const session = await platformSession();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...validBody, name: 'A' }, 'name', 'name_too_short'],
      [{ ...validBody, name: 'x'.repeat(201) }, 'name', 'name_too_long'],
      [{ ...validBody, type: 'PRISON' }, 'type', 'organizationType_required'],
      [{ ...validBody, seatCount: 0 }, 'seatCount', 'seatCount_invalid'],
      [{ ...validBody, seatCount: 2.5 }, 'seatCount', 'seatCount_invalid'],
      [{ ...validBody, subscriptionEndsAt: '2027-01-01T00:00:00Z' }, 'subscriptionEndsAt', 'licence_window_reversed'],
      [{ ...validBody, subscriptionStartsAt: 'tomorrow' }, 'subscriptionStartsAt', 'date_invalid'],
      [{ ...validBody, cityId: '00000000-0000-4000-8000-000000000000' }, 'cityId', 'city_invalid'],
    ];
    for (const [body, field, code] of cases) {
      const response = await call(ctx.app, 'POST', base, { session, body });
      expect(response.statusCode, code).toBe(400);
      expect(response.json<TOrgTestBody>().details).toContainEqual(expect.objectContaining({ field, code }));
    }
    expect((await call(ctx.app, 'GET', base, { session })).json<TOrgTestBody>().items).toHaveLength(0);
  });

  it('organisation staff see only their own organisation; others get 404; only the platform creates or edits', async () => {
    const a = await createOrganization(ctx.testDb.database.db, { name: 'A school' });
    const b = await createOrganization(ctx.testDb.database.db, { name: 'B school' });
    const adminB = await memberSession(b.id, 'ORG_ADMIN');
    const list = await call(ctx.app, 'GET', base, { session: adminB.session });
    expect(list.json<TOrgTestBody>().items.map((o) => o.id)).toEqual([b.id]);
    expect((await call(ctx.app, 'GET', `${base}/${b.id}`, { session: adminB.session })).statusCode).toBe(200);
    expect((await call(ctx.app, 'GET', `${base}/${a.id}`, { session: adminB.session })).statusCode).toBe(404);
    expect(
      (await call(ctx.app, 'PUT', `${base}/${a.id}`, { session: adminB.session, body: validBody })).statusCode,
    ).toBe(404);
    expect(
      (await call(ctx.app, 'PUT', `${base}/${b.id}`, { session: adminB.session, body: validBody })).statusCode,
    ).toBe(403);
    expect((await call(ctx.app, 'POST', base, { session: adminB.session, body: validBody })).statusCode).toBe(403);

    const student = await memberSession(b.id, 'ORG_STUDENT');
    expect((await call(ctx.app, 'GET', `${base}/${b.id}`, { session: student.session })).statusCode).toBe(403);
    const inactive = await createMember(ctx.testDb.database.db, b.id, 'ORG_ADMIN', { status: 'SUSPENDED' });
    const inactiveSession = await signIn(ctx.app, inactive.username, inactive.password);
    expect((await call(ctx.app, 'GET', `${base}/${b.id}`, { session: inactiveSession })).statusCode).toBe(403);
    expect((await call(ctx.app, 'GET', `${base}/${b.id}`)).statusCode).toBe(401);
  });
});

describe('members by role', () => {
  it('lists members by role with search, group and status filters, in keyset pages', async () => {
    const org = await createOrganization(ctx.testDb.database.db);
    const admin = await memberSession(org.id, 'ORG_ADMIN');
    const group = await createGroupRow(ctx.testDb.database.db, org.id, '10А');
    for (let i = 0; i < 5; i += 1)
      await createMember(ctx.testDb.database.db, org.id, 'ORG_STUDENT', { groupId: group.id });
    const pending = await createMember(ctx.testDb.database.db, org.id, 'ORG_STUDENT', {
      status: 'PENDING_CONFIRMATION',
      username: 'zhanar_pending',
    });
    await createMember(ctx.testDb.database.db, org.id, 'ORG_TEACHER');

    const ids = new Set<string>();
    let cursor: string | null = null;
    do {
      const page = await call(
        ctx.app,
        'GET',
        `${base}/${org.id}/members?role=ORG_STUDENT&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        { session: admin.session },
      );
      expect(page.statusCode).toBe(200);
      for (const m of page.json<TOrgTestBody>().items) ids.add(m.id);
      cursor = page.json<TOrgTestBody>().nextCursor;
    } while (cursor);
    expect(ids.size).toBe(6);

    const inGroup = await call(ctx.app, 'GET', `${base}/${org.id}/members?role=ORG_STUDENT&groupId=${group.id}`, {
      session: admin.session,
    });
    expect(inGroup.json<TOrgTestBody>().items).toHaveLength(5);
    expect(inGroup.json<TOrgTestBody>().items[0]?.group).toEqual({ id: group.id, code: '10А' });
    const byStatus = await call(
      ctx.app,
      'GET',
      `${base}/${org.id}/members?role=ORG_STUDENT&status=PENDING_CONFIRMATION`,
      { session: admin.session },
    );
    expect(byStatus.json<TOrgTestBody>().items.map((m) => m.id)).toEqual([pending.membershipId]);
    const byName = await call(ctx.app, 'GET', `${base}/${org.id}/members?role=ORG_STUDENT&q=zhanar`, {
      session: admin.session,
    });
    expect(byName.json<TOrgTestBody>().items).toHaveLength(1);
    const teachers = await call(ctx.app, 'GET', `${base}/${org.id}/members?role=ORG_TEACHER`, {
      session: admin.session,
    });
    expect(teachers.json<TOrgTestBody>().items).toHaveLength(1);

    const forged = await call(ctx.app, 'GET', `${base}/${org.id}/members?role=ORG_STUDENT&cursor=bm9wZQ`, {
      session: admin.session,
    });
    expect(forged.statusCode).toBe(400);
    const badRole = await call(ctx.app, 'GET', `${base}/${org.id}/members?role=KING`, { session: admin.session });
    expect(badRole.statusCode).toBe(400);
  });

  it('sorts and searches members by the names of their accounts, kept in step when an account is renamed', async () => {
    const db = ctx.testDb.database.db;
    const org = await createOrganization(db);
    const admin = await memberSession(org.id, 'ORG_ADMIN');
    const first = await createMember(db, org.id, 'ORG_STUDENT');
    const second = await createMember(db, org.id, 'ORG_STUDENT');
    const list = async (extra = '') =>
      (
        await call(ctx.app, 'GET', `${base}/${org.id}/members?role=ORG_STUDENT${extra}`, { session: admin.session })
      ).json<TOrgTestBody>().items;
    await db.update(users).set({ lastName: 'Ярова', firstName: 'Дана' }).where(eq(users.id, first.user.id));
    await db.update(users).set({ lastName: 'бекова', firstName: 'Айгерім' }).where(eq(users.id, second.user.id));
    // Case does not decide the order: "бекова" before "Ярова".
    expect((await list()).map((m) => m.id)).toEqual([second.membershipId, first.membershipId]);
    expect((await list(`&q=${encodeURIComponent('ЯРОВ')}`)).map((m) => m.id)).toEqual([first.membershipId]);
    expect((await list(`&q=${encodeURIComponent('айгерім бек')}`)).map((m) => m.id)).toEqual([second.membershipId]);
    await db.update(users).set({ lastName: 'Абаева' }).where(eq(users.id, first.user.id));
    expect((await list()).map((m) => m.id)).toEqual([first.membershipId, second.membershipId]);
    expect(await list(`&q=${encodeURIComponent('ярова')}`)).toHaveLength(0);
    expect((await list(`&q=${encodeURIComponent(first.user.username.toUpperCase())}`)).map((m) => m.id)).toEqual([
      first.membershipId,
    ]);
  });

  it('ORG_ADMIN changes status and role and deletes; nobody changes their own membership', async () => {
    const org = await createOrganization(ctx.testDb.database.db);
    const admin = await memberSession(org.id, 'ORG_ADMIN');
    const student = await createMember(ctx.testDb.database.db, org.id, 'ORG_STUDENT');
    const url = `${base}/${org.id}/members/${student.membershipId}`;
    const suspended = await call(ctx.app, 'PUT', url, { session: admin.session, body: { status: 'SUSPENDED' } });
    expect(suspended.json<TOrgTestBody>()).toMatchObject({ status: 'SUSPENDED', role: 'ORG_STUDENT' });
    const promoted = await call(ctx.app, 'PUT', url, { session: admin.session, body: { role: 'ORG_STAFF' } });
    expect(promoted.json<TOrgTestBody>().role).toBe('ORG_STAFF');
    expect((await call(ctx.app, 'PUT', url, { session: admin.session, body: { status: 'ASLEEP' } })).statusCode).toBe(
      400,
    );
    expect(
      (await call(ctx.app, 'PUT', url, { session: admin.session, body: {} })).json<TOrgTestBody>().details[0]?.code,
    ).toBe('nothing_to_change');
    const self = await call(ctx.app, 'PUT', `${base}/${org.id}/members/${admin.membershipId}`, {
      session: admin.session,
      body: { status: 'BLOCKED' },
    });
    expect(self.statusCode).toBe(403);
    expect((await call(ctx.app, 'DELETE', url, { session: admin.session })).statusCode).toBe(200);
    expect((await call(ctx.app, 'GET', url, { session: admin.session })).statusCode).toBe(404);
  });

  it("shows a platform block next to the membership's own status in the school's list and member view", async () => {
    const org = await createOrganization(ctx.testDb.database.db);
    const admin = await memberSession(org.id, 'ORG_ADMIN');
    const student = await createMember(ctx.testDb.database.db, org.id, 'ORG_STUDENT');
    const list = async () =>
      (await call(ctx.app, 'GET', `${base}/${org.id}/members?role=ORG_STUDENT`, { session: admin.session })).json<{
        items: { id: string; status: string; blockedByPlatform: boolean }[];
      }>().items;
    expect((await list()).find((m) => m.id === student.membershipId)).toMatchObject({ blockedByPlatform: false });
    const blocked = await call(ctx.app, 'POST', `/api/v1/admin/users/${student.user.id}/block`, {
      session: await platformSession(),
      body: { reason: 'Спам в ленте' },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect((await list()).find((m) => m.id === student.membershipId)).toMatchObject({
      status: 'ACTIVE',
      blockedByPlatform: true,
    });
    const one = await call(ctx.app, 'GET', `${base}/${org.id}/members/${student.membershipId}`, {
      session: admin.session,
    });
    expect(one.json<{ blockedByPlatform: boolean }>().blockedByPlatform).toBe(true);
  });

  it('ORG_STAFF manages students and teachers but not administrators', async () => {
    const org = await createOrganization(ctx.testDb.database.db);
    const staff = await memberSession(org.id, 'ORG_STAFF');
    const otherAdmin = await createMember(ctx.testDb.database.db, org.id, 'ORG_ADMIN');
    const teacher = await createMember(ctx.testDb.database.db, org.id, 'ORG_TEACHER');
    expect(
      (await call(ctx.app, 'GET', `${base}/${org.id}/members?role=ORG_ADMIN`, { session: staff.session })).statusCode,
    ).toBe(403);
    expect(
      (
        await call(ctx.app, 'PUT', `${base}/${org.id}/members/${otherAdmin.membershipId}`, {
          session: staff.session,
          body: { status: 'BLOCKED' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(ctx.app, 'DELETE', `${base}/${org.id}/members/${otherAdmin.membershipId}`, {
          session: staff.session,
        })
      ).statusCode,
    ).toBe(404);
    const promote = await call(ctx.app, 'PUT', `${base}/${org.id}/members/${teacher.membershipId}`, {
      session: staff.session,
      body: { role: 'ORG_ADMIN' },
    });
    expect(promote.statusCode).toBe(403);
    const inactive = await call(ctx.app, 'PUT', `${base}/${org.id}/members/${teacher.membershipId}`, {
      session: staff.session,
      body: { status: 'INACTIVE' },
    });
    expect(inactive.json<TOrgTestBody>().status).toBe('INACTIVE');
    const create = await call(ctx.app, 'POST', `${base}/${org.id}/admins`, {
      session: staff.session,
      body: {
        firstName: 'Асель',
        lastName: 'Нурова',
        gender: 'FEMALE',
        dateOfBirth: '1985-03-02',
        email: 'asel@example.kz',
      },
    });
    expect(create.statusCode).toBe(403);
  });

  it('ORG_TEACHER reads only the students of the groups they mentor and changes nothing', async () => {
    const org = await createOrganization(ctx.testDb.database.db);
    const teacher = await memberSession(org.id, 'ORG_TEACHER');
    const mine = await createGroupRow(ctx.testDb.database.db, org.id, '9Б', teacher.membershipId);
    const theirs = await createGroupRow(ctx.testDb.database.db, org.id, '9В');
    const myStudent = await createMember(ctx.testDb.database.db, org.id, 'ORG_STUDENT', { groupId: mine.id });
    const otherStudent = await createMember(ctx.testDb.database.db, org.id, 'ORG_STUDENT', { groupId: theirs.id });
    await createMember(ctx.testDb.database.db, org.id, 'ORG_STUDENT');

    const list = await call(ctx.app, 'GET', `${base}/${org.id}/members?role=ORG_STUDENT`, { session: teacher.session });
    expect(list.json<TOrgTestBody>().items.map((m) => m.id)).toEqual([myStudent.membershipId]);
    const otherGroup = await call(ctx.app, 'GET', `${base}/${org.id}/members?role=ORG_STUDENT&groupId=${theirs.id}`, {
      session: teacher.session,
    });
    expect(otherGroup.json<TOrgTestBody>().items).toHaveLength(0);
    expect(
      (
        await call(ctx.app, 'GET', `${base}/${org.id}/members/${otherStudent.membershipId}`, {
          session: teacher.session,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(ctx.app, 'GET', `${base}/${org.id}/members?role=ORG_STAFF`, { session: teacher.session })).statusCode,
    ).toBe(403);
    expect(
      (
        await call(ctx.app, 'PUT', `${base}/${org.id}/members/${myStudent.membershipId}`, {
          session: teacher.session,
          body: { status: 'BLOCKED' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(ctx.app, 'PUT', `${base}/${org.id}/members/${teacher.membershipId}`, {
          session: teacher.session,
          body: { role: 'ORG_ADMIN' },
        })
      ).statusCode,
    ).toBe(403);
    const groups = await call(ctx.app, 'GET', `${base}/${org.id}/groups`, { session: teacher.session });
    expect(groups.json<TOrgTestBody>().items.map((g) => g.code)).toEqual(['9Б']);
    expect(
      (
        await call(ctx.app, 'POST', `${base}/${org.id}/groups`, {
          session: teacher.session,
          body: { code: '1A', mentorId: null },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('an administrator of B gets 404 for every object of A', async () => {
    const a = await createOrganization(ctx.testDb.database.db);
    const b = await createOrganization(ctx.testDb.database.db);
    const adminB = await memberSession(b.id, 'ORG_ADMIN');
    const studentA = await createMember(ctx.testDb.database.db, a.id, 'ORG_STUDENT');
    const groupA = await createGroupRow(ctx.testDb.database.db, a.id, '11A');
    const s = adminB.session;
    const requests: [method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, body?: unknown][] = [
      ['GET', `${base}/${a.id}/members?role=ORG_STUDENT`],
      ['GET', `${base}/${a.id}/members/${studentA.membershipId}`],
      ['PUT', `${base}/${a.id}/members/${studentA.membershipId}`, { status: 'BLOCKED' }],
      ['DELETE', `${base}/${a.id}/members/${studentA.membershipId}`],
      ['GET', `${base}/${a.id}/groups`],
      ['PUT', `${base}/${a.id}/groups/${groupA.id}`, { code: 'X', mentorId: null }],
      ['DELETE', `${base}/${a.id}/groups/${groupA.id}`],
      ['GET', `${base}/${a.id}/members/export?role=ORG_STUDENT`],
      ['GET', `${base}/${a.id}/import/ORG_STUDENT/template`],
      [
        'POST',
        `${base}/${a.id}/admins`,
        { firstName: 'Асель', lastName: 'Нурова', gender: 'FEMALE', dateOfBirth: '1985-03-02', email: 'x@example.kz' },
      ],
      // A's member through B's path: still not found.
      ['PUT', `${base}/${b.id}/members/${studentA.membershipId}`, { status: 'BLOCKED' }],
      ['PUT', `${base}/${b.id}/groups/${groupA.id}`, { code: 'X', mentorId: null }],
    ];
    for (const [method, url, body] of requests) {
      const response = await call(ctx.app, method, url, { session: s, ...(body ? { body } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const untouched = await call(ctx.app, 'GET', `${base}/${a.id}/members/${studentA.membershipId}`, {
      session: await platformSession(),
    });
    expect(untouched.json<TOrgTestBody>().status).toBe('ACTIVE');
  });

  it('creates an administrator with a single-use activation code; bad input is refused', async () => {
    const org = await createOrganization(ctx.testDb.database.db);
    const admin = await memberSession(org.id, 'ORG_ADMIN');
    const url = `${base}/${org.id}/admins`;
    const good = {
      firstName: 'Асель',
      lastName: 'Нурова',
      gender: 'FEMALE',
      dateOfBirth: '1985-03-02',
      email: 'Asel.N@example.kz',
    };
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const bad: [Record<string, unknown>, string, string][] = [
      [{ ...good, firstName: 'А' }, 'firstName', 'firstName_too_short'],
      [{ ...good, lastName: 'Н'.repeat(51) }, 'lastName', 'lastName_too_long'],
      [{ ...good, gender: undefined }, 'gender', 'gender_required'],
      [{ ...good, dateOfBirth: '02.03.1985' }, 'dateOfBirth', 'dateOfBirth_invalid'],
      [{ ...good, dateOfBirth: '1985-02-30' }, 'dateOfBirth', 'dateOfBirth_invalid'],
      [{ ...good, dateOfBirth: tomorrow }, 'dateOfBirth', 'dateOfBirth_future'],
      [{ ...good, email: 'nope' }, 'email', 'email_invalid'],
    ];
    for (const [body, field, code] of bad) {
      const response = await call(ctx.app, 'POST', url, { session: admin.session, body });
      expect(response.statusCode, code).toBe(400);
      expect(response.json<TOrgTestBody>().details).toContainEqual(expect.objectContaining({ field, code }));
    }
    const created = await call(ctx.app, 'POST', url, { session: admin.session, body: good });
    expect(created.statusCode).toBe(201);
    const { member, activation } = created.json<TOrgTestBody>();
    expect(member).toMatchObject({ role: 'ORG_ADMIN', status: 'PENDING_CONFIRMATION', email: 'asel.n@example.kz' });
    expect((await call(ctx.app, 'POST', url, { session: admin.session, body: good })).statusCode).toBe(409);

    const password = 'Nov0e!parol';
    const activated = await call(ctx.app, 'POST', '/api/v1/activation', {
      body: { code: activation.code.toLowerCase(), password, passwordConfirmation: password },
    });
    expect(activated.statusCode).toBe(200);
    expect(activated.json<TOrgTestBody>().username).toBe(member.username);
    const replay = await call(ctx.app, 'POST', '/api/v1/activation', {
      body: { code: activation.code, password, passwordConfirmation: password },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json<TOrgTestBody>().code).toBe('ACTIVATION_CODE_INVALID');
    const session = await signIn(ctx.app, member.username, password);
    expect((await call(ctx.app, 'GET', `${base}/${org.id}`, { session })).statusCode).toBe(200);
  });

  it('a platform admin creating an administrator of an organisation that does not exist gets 404, and nothing is written', async () => {
    const session = await platformSession();
    const body = {
      firstName: 'Асель',
      lastName: 'Нурова',
      gender: 'FEMALE',
      dateOfBirth: '1985-03-02',
      email: 'nobody.org@example.kz',
    };
    const response = await call(ctx.app, 'POST', `${base}/00000000-0000-4000-8000-000000000000/admins`, {
      session,
      body,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<TOrgTestBody>().code).toBe('NOT_FOUND');
    // The pending account is not left behind either: the same address still registers once.
    const org = await createOrganization(ctx.testDb.database.db);
    expect((await call(ctx.app, 'POST', `${base}/${org.id}/admins`, { session, body })).statusCode).toBe(201);
  });
});

describe('groups', () => {
  it('code is required, bounded and unique in the organisation; the mentor is a teacher of the same organisation', async () => {
    const org = await createOrganization(ctx.testDb.database.db);
    const other = await createOrganization(ctx.testDb.database.db);
    const staff = await memberSession(org.id, 'ORG_STAFF');
    const teacher = await createMember(ctx.testDb.database.db, org.id, 'ORG_TEACHER');
    const student = await createMember(ctx.testDb.database.db, org.id, 'ORG_STUDENT');
    const foreignTeacher = await createMember(ctx.testDb.database.db, other.id, 'ORG_TEACHER');
    const url = `${base}/${org.id}/groups`;
    const post = (body: unknown) => call(ctx.app, 'POST', url, { session: staff.session, body });

    const created = await post({ code: '10А', mentorId: teacher.membershipId });
    expect(created.statusCode).toBe(201);
    expect(created.json<TOrgTestBody>()).toMatchObject({
      code: '10А',
      mentor: { id: teacher.membershipId },
      studentCount: 0,
    });
    expect((await post({ code: '10а', mentorId: null })).json<TOrgTestBody>().details[0]?.code).toBe('groupCode_taken');
    expect(
      (
        await call(ctx.app, 'POST', `${base}/${other.id}/groups`, {
          session: await platformSession(),
          body: { code: '10А', mentorId: null },
        })
      ).statusCode,
    ).toBe(201);
    expect((await post({ code: '', mentorId: null })).json<TOrgTestBody>().details[0]?.code).toBe('groupCode_required');
    expect((await post({ code: 'x'.repeat(21), mentorId: null })).json<TOrgTestBody>().details[0]?.code).toBe(
      'groupCode_too_long',
    );
    expect((await post({ code: '11', mentorId: student.membershipId })).json<TOrgTestBody>().details[0]?.code).toBe(
      'mentor_not_teacher',
    );
    expect(
      (await post({ code: '11', mentorId: foreignTeacher.membershipId })).json<TOrgTestBody>().details[0]?.code,
    ).toBe('mentor_not_teacher');

    const groupId = created.json<TOrgTestBody>().id;
    const moved = await call(ctx.app, 'PUT', `${base}/${org.id}/members/${student.membershipId}`, {
      session: staff.session,
      body: { groupId },
    });
    expect(moved.json<TOrgTestBody>().group).toEqual({ id: groupId, code: '10А' });
    const renamed = await call(ctx.app, 'PUT', `${url}/${groupId}`, {
      session: staff.session,
      body: { code: '11А', mentorId: null },
    });
    expect(renamed.json<TOrgTestBody>()).toMatchObject({ code: '11А', mentor: null, studentCount: 1 });
    const unknownGroup = await call(ctx.app, 'PUT', `${base}/${org.id}/members/${student.membershipId}`, {
      session: staff.session,
      body: { groupId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknownGroup.json<TOrgTestBody>().details[0]?.code).toBe('group_unknown');
    expect((await call(ctx.app, 'DELETE', `${url}/${groupId}`, { session: staff.session })).statusCode).toBe(200);
    const after = await call(ctx.app, 'GET', `${base}/${org.id}/members/${student.membershipId}`, {
      session: staff.session,
    });
    expect(after.json<TOrgTestBody>().group).toBeNull();
  });
});

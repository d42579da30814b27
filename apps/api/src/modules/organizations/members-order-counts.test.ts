import type { TGroup, TMember, TOrganization } from '@bagdar/contracts';
import { eq, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nameSortKey } from '../../db/schema/name-sort.ts';
import { organizationGroups, organizationMemberships } from '../../db/schema/organizations.ts';
import { users } from '../../db/schema/users.ts';
import { countQueries } from '../../test/count-queries.ts';
import { signalsSettled } from '../../test/session-signals.ts';
import { createGroupRow, createMember, createOrganization } from '../../test/org-factories.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';

type TMemberPage = { items: TMember[]; nextCursor: string | null };

const ctx = useTestApp();
const db = () => ctx.app.database.db;
const base = '/api/v1/admin/organizations';

/** A raw statement's rows (the same shape on PGlite and node-postgres). */
async function rowsOf<T>(query: SQL): Promise<T[]> {
  const result: unknown = await db().execute(query);
  return (result as { rows: T[] }).rows;
}

async function rename(userId: string, lastName: string, firstName: string) {
  await db().update(users).set({ lastName, firstName }).where(eq(users.id, userId));
}

/** The kept counts (non-zero rows) and the memberships counted now, in the same shape. */
async function countsAndTruth() {
  const kept = await rowsOf<{ key: string; n: number }>(sql`
    SELECT organization_id || '/' || role || '/' || group_key || '/' || status AS key, members AS n
    FROM organization_member_counts WHERE members <> 0 ORDER BY 1`);
  const truth = await rowsOf<{ key: string; n: number }>(sql`
    SELECT organization_id || '/' || role || '/' || coalesce(group_id, '00000000-0000-0000-0000-000000000000'::uuid) || '/' || status AS key,
           count(*)::int AS n
    FROM organization_memberships GROUP BY 1 ORDER BY 1`);
  return { kept: kept.map((r) => [r.key, Number(r.n)]), truth: truth.map((r) => [r.key, Number(r.n)]) };
}

async function expectCountsTrue() {
  const { kept, truth } = await countsAndTruth();
  expect(kept).toEqual(truth);
}

describe('member lists in the Kazakh alphabet', () => {
  it('sort Kazakh letters in their places and Latin after Cyrillic, page by cursor and search in that order', async () => {
    const org = await createOrganization(db(), { seatCount: 100 });
    // Listed in the order expected: Ә after А, Қ after К, Ө after О, Ұ/Ү after У, І after Ы, Latin last.
    const expected: [string, string][] = [
      ['Ахметов', 'Әсел'],
      ['Ахметов', 'Данияр'],
      ['Әлиев', 'Нұр'],
      ['Кенжеев', 'Ахмет'],
      ['Қасымов', 'Ахмет'],
      ['Оспанов', 'Тимур'],
      ['Өмірзақ', 'Ахмет'],
      ['Уалиев', 'Ерлан'],
      ['Ұлықбек', 'Дана'],
      ['Үсенов', 'Ахмет'],
      ['Ыбыраев', 'Сая'],
      ['Іскаков', 'Ахмет'],
      ['Яковлев', 'Иван'],
      ['Akhmetov', 'Timur'],
    ];
    const shuffled = [...expected].reverse();
    for (const [lastName, firstName] of shuffled) {
      const member = await createMember(db(), org.id, 'ORG_STUDENT');
      await rename(member.user.id, lastName, firstName);
    }
    const admin = await createMember(db(), org.id, 'ORG_ADMIN');
    const session = await signIn(ctx.app, admin.username, admin.password);
    const names = (page: TMemberPage) => page.items.map((m) => `${m.lastName} ${m.firstName}`);
    const get = async (extra: string) => {
      const res = await call(ctx.app, 'GET', `${base}/${org.id}/members?role=ORG_STUDENT${extra}`, { session });
      expect(res.statusCode).toBe(200);
      return res.json<TMemberPage>();
    };

    expect(names(await get('&limit=100'))).toEqual(expected.map(([l, f]) => `${l} ${f}`));
    const walk = async (extra: string, size: number) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: TMemberPage = await get(
          `&limit=${size}${extra}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        seen.push(...names(page));
        cursor = page.nextCursor;
      } while (cursor);
      return seen;
    };
    for (const size of [1, 3, 5]) expect(await walk('', size)).toEqual(expected.map(([l, f]) => `${l} ${f}`));
    const ahmet = expected.filter(([l, f]) => `${l} ${f}`.toLowerCase().includes('ахмет')).map(([l, f]) => `${l} ${f}`);
    expect(ahmet.length).toBeGreaterThan(5);
    for (const size of [2, 100]) expect(await walk(`&q=${encodeURIComponent('АХМЕТ')}`, size)).toEqual(ahmet);
  });

  it("keeps the database's sort key equal to name-sort.ts's Kazakh key", async () => {
    for (const name of ['әлиев', 'Қасымов', "О'Брайен-Смит", 'ұлықбек', 'akhmetov', 'Ёлкин']) {
      const [row] = await rowsOf<{ key: string }>(sql`SELECT bagdar_person_sort(${name}) AS key`);
      expect(row?.key).toBe(nameSortKey(name, 'kk'));
    }
  });
});

describe('the member counts kept per group and status', () => {
  it('follow every write: insert, status, role and group changes, member, group and account deletion', async () => {
    const org = await createOrganization(db(), { seatCount: 100 });
    const other = await createOrganization(db(), { seatCount: 100 });
    const [a, b] = [await createGroupRow(db(), org.id, '9А'), await createGroupRow(db(), org.id, '9Б')];
    const students = [];
    for (let i = 0; i < 6; i += 1) {
      students.push(
        await createMember(db(), org.id, 'ORG_STUDENT', { groupId: i % 3 === 2 ? null : i % 2 ? b.id : a.id }),
      );
    }
    await createMember(db(), other.id, 'ORG_STUDENT');
    const teacher = await createMember(db(), org.id, 'ORG_TEACHER', { groupId: a.id });
    const admin = await createMember(db(), org.id, 'ORG_ADMIN');
    await expectCountsTrue();
    const session = await signIn(ctx.app, admin.username, admin.password);
    await signalsSettled(ctx.app);

    const groups = async () => {
      const res = await call(ctx.app, 'GET', `${base}/${org.id}/groups`, { session });
      expect(res.statusCode).toBe(200);
      return Object.fromEntries(res.json<{ items: TGroup[] }>().items.map((g) => [g.code, g.studentCount]));
    };
    const seats = async () => {
      const res = await call(ctx.app, 'GET', `${base}/${org.id}`, { session });
      expect(res.statusCode).toBe(200);
      return res.json<TOrganization>().seatsUsed;
    };
    // Teachers are no students: a group counts its students only.
    expect(await groups()).toEqual({ '9А': 2, '9Б': 2 });
    expect(await seats()).toBe(6);

    const put = async (memberId: string, body: object) => {
      const res = await call(ctx.app, 'PUT', `${base}/${org.id}/members/${memberId}`, { session, body });
      expect(res.statusCode).toBe(200);
    };
    await put(students[0]!.membershipId, { status: 'BLOCKED' });
    await put(students[1]!.membershipId, { groupId: a.id });
    await put(students[2]!.membershipId, { groupId: b.id });
    await put(teacher.membershipId, { role: 'ORG_STUDENT' });
    await expectCountsTrue();
    expect(await groups()).toEqual({ '9А': 4, '9Б': 2 });
    // The teacher made a student takes a seat; the blocked student holds none.
    expect(await seats()).toBe(6);

    const removed = await call(ctx.app, 'DELETE', `${base}/${org.id}/members/${students[3]!.membershipId}`, {
      session,
    });
    expect(removed.statusCode).toBe(200);
    // Deleting a group leaves its students without one (ON DELETE SET NULL); an account's deletion
    // takes its membership (ON DELETE CASCADE).
    await db().delete(organizationGroups).where(eq(organizationGroups.id, b.id));
    await db().delete(users).where(eq(users.id, students[4]!.user.id));
    await expectCountsTrue();
    expect(await groups()).toEqual({ '9А': 3 });
    expect(await seats()).toBe(4);

    // A statement of many rows at once, as an import's.
    await db()
      .update(organizationMemberships)
      .set({ status: 'INACTIVE' })
      .where(eq(organizationMemberships.organizationId, org.id));
    await expectCountsTrue();

    // The bench seeds' bulk loads run with the other triggers off (db/bulk-load.ts): these fire still.
    await db().transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.execute(sql`
        INSERT INTO organization_memberships (organization_id, user_id, role, status, group_id)
        SELECT ${org.id}, u.id, 'ORG_STUDENT', 'ACTIVE', ${a.id} FROM users u
        WHERE NOT EXISTS (SELECT 1 FROM organization_memberships m WHERE m.user_id = u.id)`);
    });
    await expectCountsTrue();
  });

  it('the groups and the organisation are one statement each', async () => {
    const org = await createOrganization(db(), { seatCount: 100 });
    const group = await createGroupRow(db(), org.id, '10А');
    for (let i = 0; i < 3; i += 1) await createMember(db(), org.id, 'ORG_STUDENT', { groupId: group.id });
    const admin = await createMember(db(), org.id, 'ORG_ADMIN');
    const session = await signIn(ctx.app, admin.username, admin.password);
    await signalsSettled(ctx.app);
    await call(ctx.app, 'GET', '/api/v1/auth/me', { session });
    for (const url of [`${base}/${org.id}/groups`, `${base}/${org.id}`]) {
      const { queries, result } = await countQueries(db(), () => call(ctx.app, 'GET', url, { session }));
      expect(result.statusCode).toBe(200);
      expect(queries).toBe(1);
    }
  });
});

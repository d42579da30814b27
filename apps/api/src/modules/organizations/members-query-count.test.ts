import type { TMember } from '@bagdar/contracts';

type TMemberPage = { items: TMember[]; nextCursor: string | null };
import { describe, expect, it } from 'vitest';
import { countQueries } from '../../test/count-queries.ts';
import { signalsSettled } from '../../test/session-signals.ts';
import { createGroupRow, createMember, createOrganization } from '../../test/org-factories.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;
const base = '/api/v1/admin/organizations';

async function orgWithStudents(students: number) {
  const org = await createOrganization(db(), { seatCount: 1000 });
  const groups = [await createGroupRow(db(), org.id, '9А'), await createGroupRow(db(), org.id, '10Б')];
  for (let i = 0; i < students; i += 1) {
    await createMember(db(), org.id, 'ORG_STUDENT', { groupId: groups[i % 2]?.id ?? null });
  }
  const admin = await createMember(db(), org.id, 'ORG_ADMIN');
  return { org, groups, session: await signIn(ctx.app, admin.username, admin.password) };
}

describe('the member list issues a fixed number of SQL statements whatever a page holds', () => {
  it('first and later keyset pages, with and without filters, cost the same for 1 row and 20', async () => {
    const small = await orgWithStudents(1);
    const big = await orgWithStudents(45);
    const statements = async (session: string, url: string) => {
      const { queries, result } = await countQueries(db(), () => call(ctx.app, 'GET', url, { session }));
      expect(result.statusCode).toBe(200);
      return { queries, page: result.json<TMemberPage>() };
    };
    const list = (orgId: string, extra = '') => `${base}/${orgId}/members?role=ORG_STUDENT&limit=20${extra}`;
    // Signed in and seen once, as in a browser: the session is then held by the session cache (decision 016),
    // after the signals of the writes above, one of which arriving late would drop it.
    await signalsSettled(ctx.app);
    for (const { session } of [small, big]) await call(ctx.app, 'GET', '/api/v1/auth/me', { session });

    const smallFirst = await statements(small.session, list(small.org.id));
    const bigFirst = await statements(big.session, list(big.org.id));
    expect(smallFirst.page.items).toHaveLength(1);
    expect(bigFirst.page.items).toHaveLength(20);
    expect(bigFirst.page.items.every((m) => m.group !== null)).toBe(true);
    const cursor = encodeURIComponent(bigFirst.page.nextCursor ?? '');
    const bigLater = await statements(big.session, list(big.org.id, `&cursor=${cursor}`));
    expect(bigLater.page.items).toHaveLength(20);
    const groupId = big.groups[1]?.id ?? '';
    const filtered = await statements(big.session, list(big.org.id, `&groupId=${groupId}&status=ACTIVE&q=a`));
    const smallFiltered = await statements(
      small.session,
      list(small.org.id, `&groupId=${small.groups[1]?.id ?? ''}&status=ACTIVE&q=a`),
    );

    // The page with groups joined: one statement (the session is held in memory).
    expect(smallFirst.queries).toBe(1);
    expect(bigFirst.queries).toBe(1);
    expect(bigLater.queries).toBe(1);
    expect(filtered.queries).toBe(1);
    expect(smallFiltered.queries).toBe(1);
  });
});

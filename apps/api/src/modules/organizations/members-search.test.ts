import type { TMember } from '@bagdar/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.ts';
import { countQueries } from '../../test/count-queries.ts';
import { signalsSettled } from '../../test/session-signals.ts';
import { createMember, createOrganization } from '../../test/org-factories.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';

type TMemberPage = { items: TMember[]; nextCursor: string | null };

const ctx = useTestApp();
const db = () => ctx.app.database.db;
const base = '/api/v1/admin/organizations';

describe('member search', () => {
  it('pages the matches in list order, in any case, whatever the page size', async () => {
    const org = await createOrganization(db(), { seatCount: 100 });
    // Matches and others interleaved in list order; one matches by first name only.
    const names: [string, string][] = [
      ['Абаев', 'Ахмет'],
      ['Ахметов', 'Данияр'],
      ['Бекова', 'Айгерім'],
      ['АХМЕТОВА', 'Дана'],
      ['Ахметжанов', 'Ерлан'],
      ['Жаксылык', 'Нур'],
      ['Сейтов', 'Ахметжан'],
      ['Ахметова', 'Сая'],
      ['Ярова', 'Дана'],
    ];
    for (const [lastName, firstName] of names) {
      const member = await createMember(db(), org.id, 'ORG_STUDENT');
      await db().update(users).set({ lastName, firstName }).where(eq(users.id, member.user.id));
    }
    const admin = await createMember(db(), org.id, 'ORG_ADMIN');
    const session = await signIn(ctx.app, admin.username, admin.password);
    const page = async (extra: string) => {
      const res = await call(ctx.app, 'GET', `${base}/${org.id}/members?role=ORG_STUDENT${extra}`, { session });
      expect(res.statusCode).toBe(200);
      return res.json<TMemberPage>();
    };
    const all = (await page('&limit=100')).items;
    const expected = all.filter((m) => `${m.lastName} ${m.firstName}`.toLowerCase().includes('ахмет')).map((m) => m.id);
    expect(expected).toHaveLength(6);
    for (const limit of [1, 2, 4, 6, 7, 20]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const p: TMemberPage = await page(
          `&q=${encodeURIComponent('АхМеТ')}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        expect(p.items.length).toBeLessThanOrEqual(limit);
        seen.push(...p.items.map((m) => m.id));
        cursor = p.nextCursor;
      } while (cursor);
      expect(seen, `pages of ${limit}`).toEqual(expected);
    }
    // One statement a page, whatever it holds.
    await signalsSettled(ctx.app);
    await call(ctx.app, 'GET', '/api/v1/auth/me', { session });
    for (const limit of [2, 20]) {
      const { queries } = await countQueries(db(), () =>
        call(
          ctx.app,
          'GET',
          `${base}/${org.id}/members?role=ORG_STUDENT&q=${encodeURIComponent('ахмет')}&limit=${limit}`,
          {
            session,
          },
        ),
      );
      expect(queries).toBe(1);
    }
  });
});

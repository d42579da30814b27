import type { TNotificationPage } from '@bagdar/contracts';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { countQueries } from '../../test/count-queries.ts';
import { signalsSettled } from '../../test/session-signals.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';
import { notify } from './notifications.service.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;

async function userWithSession() {
  const { user, username, password } = await createUser(db());
  return { user, session: await signIn(ctx.app, username, password) };
}
const queriesOf = async (run: () => Promise<unknown>) => (await countQueries(db(), run)).queries;

describe('the notifications page issues a fixed number of SQL statements whatever it holds', () => {
  it('one statement for a page of rows with actors and the unread count: none, one actor or many', async () => {
    const empty = await userWithSession();
    const busy = await userWithSession();
    for (let i = 0; i < 6; i += 1) {
      const { user: actor } = await createUser(db());
      await notify(db(), { userId: busy.user.id, type: 'POST_LIKED', actorId: actor.id, data: { n: `${i}` } });
    }
    await notify(db(), { userId: busy.user.id, type: 'SYSTEM', text: { ru: 'а', kk: 'ә', en: 'a' } });
    await signalsSettled(ctx.app);

    const page =
      (session: string, query = '') =>
      () =>
        call(ctx.app, 'GET', `/api/v1/notifications?limit=5${query}`, { session });
    const first = (await page(busy.session)()).json<TNotificationPage>();
    expect(first.items).toHaveLength(5);
    expect(first.unread).toBe(7);
    expect(first.items.filter((n) => n.actor !== null).length).toBeGreaterThanOrEqual(4);
    expect((await page(empty.session)()).json<TNotificationPage>()).toEqual({ items: [], nextCursor: null, unread: 0 });

    const cursor = `&cursor=${encodeURIComponent(first.nextCursor ?? '')}`;
    const second = (await page(busy.session, cursor)()).json<TNotificationPage>();
    expect(second.items).toHaveLength(2);
    expect(second.unread).toBe(7);

    // The session is held by the session cache: each page is one statement, the empty first page too.
    expect(await queriesOf(page(busy.session))).toBe(1);
    expect(await queriesOf(page(empty.session))).toBe(1);
    expect(await queriesOf(page(busy.session, cursor))).toBe(1);
  });
});

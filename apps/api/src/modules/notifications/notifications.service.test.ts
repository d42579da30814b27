import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications.ts';
import { createUser } from '../../test/factories.ts';
import { openTestDatabase, type TestDatabase } from '../../test/test-db.ts';
import { listNotifications, notify, notifySystem, unreadCount } from './notifications.service.ts';

let testDb: TestDatabase;
const db = () => testDb.database.db;

beforeAll(async () => {
  testDb = await openTestDatabase();
});
beforeEach(async () => {
  await testDb.reset();
});
afterAll(async () => {
  await testDb?.dispose();
});

describe('notify (the service the feed calls)', () => {
  it('stores a notification inside the caller’s transaction and skips one’s own actions', async () => {
    const { user: owner } = await createUser(db());
    const { user: actor } = await createUser(db());
    await db().transaction(async (tx) => {
      await notify(tx, { userId: owner.id, type: 'POST_LIKED', actorId: actor.id });
      await notify(tx, { userId: owner.id, type: 'POST_LIKED', actorId: owner.id });
    });
    const rows = await db().select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(rows).toHaveLength(1);
    expect(await unreadCount(db(), owner.id)).toBe(1);
  });

  it('rolls back with the caller’s transaction', async () => {
    const { user: owner } = await createUser(db());
    const { user: actor } = await createUser(db());
    await expect(
      db().transaction(async (tx) => {
        await notify(tx, { userId: owner.id, type: 'POST_COMMENTED', actorId: actor.id, data: { excerpt: 'Hi' } });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await unreadCount(db(), owner.id)).toBe(0);
  });

  it('notifySystem addresses a list or everyone', async () => {
    const { user: a } = await createUser(db());
    const { user: b } = await createUser(db());
    const text = { ru: 'Привет', kk: 'Сәлем', en: 'Hello' };
    expect(await notifySystem(db(), [a.id], text)).toBe(1);
    expect(await notifySystem(db(), 'ALL', text)).toBe(2);
    expect(await unreadCount(db(), a.id)).toBe(2);
    const page = await listNotifications(db(), b.id, { limit: 10 });
    expect(page.items[0]).toMatchObject({ type: 'SYSTEM', text, actor: null });
  });
});

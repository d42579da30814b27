import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { notifications } from '../schema/notifications.ts';
import { seedNotifications } from './notifications-seed.ts';

describe('notifications seed', () => {
  const t = useTestApp();

  it('welcomes every demo account and gives demo.standard a like and a comment, once', async () => {
    const db = t.testDb.database.db;
    const { user: standard } = await createUser(db, { username: 'demo.standard' });
    const { user: free } = await createUser(db, { username: 'demo.free' });
    await createUser(db, { username: 'demo.pro' });
    await createUser(db, { username: 'not.a.demo' });

    await seedNotifications(db);
    const total = async () => (await db.select({ n: count() }).from(notifications))[0]?.n;
    expect(await total()).toBe(5);
    const mine = await db.select().from(notifications).where(eq(notifications.userId, standard.id));
    expect(mine.map((n) => n.type).sort()).toEqual(['POST_COMMENTED', 'POST_LIKED', 'SYSTEM']);
    const welcome = mine.find((n) => n.type === 'SYSTEM');
    expect(welcome?.text?.kk).toMatch(/қош келдіңіз/);
    expect(mine.find((n) => n.type === 'POST_LIKED')?.actorId).toBe(free.id);

    await seedNotifications(db);
    expect(await total()).toBe(5);
  });
});

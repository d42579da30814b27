import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/auth.ts';
import { rateLimitBuckets } from '../db/schema/rate-limit.ts';
import { createUser } from '../test/factories.ts';
import { signIn, useTestApp } from '../test/test-app.ts';
import type { Database } from '../db/client.ts';
import { runMaintenance } from '../job-workers.ts';
import { createJobSender } from './jobs.ts';

describe('maintenance job', () => {
  const t = useTestApp();

  it('removes expired sessions and finished rate-limit windows, keeping live ones', async () => {
    const db = t.testDb.database.db;
    const { user, username, password } = await createUser(db);
    await signIn(t.app, username, password);
    await signIn(t.app, username, password);
    const [expired] = await db.select().from(sessions).where(eq(sessions.userId, user.id)).limit(1);
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, expired?.id ?? ''));
    await db
      .insert(rateLimitBuckets)
      .values({ key: 'ip:login:old', windowStart: new Date(Date.now() - 86_400_000), count: 3 });

    await runMaintenance(t.testDb.database, t.app.rateLimiter);

    const left = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toHaveLength(1);
    expect(left[0]?.id).not.toBe(expired?.id);
    const buckets = await db.select().from(rateLimitBuckets);
    expect(buckets.map((b) => b.key)).not.toContain('ip:login:old');
    expect(buckets.length).toBeGreaterThan(0);
  });
});

describe('job sender', () => {
  const t = useTestApp();

  it('starts afresh after a failed start instead of failing every later job', async () => {
    const real = t.testDb.database.jobs;
    if (real.kind !== 'pglite') return; // the failure is injected through the PGlite adapter
    let failing = true;
    const database = {
      ...t.testDb.database,
      jobs: {
        kind: 'pglite' as const,
        executeSql: (text: string, values?: unknown[]) =>
          failing ? Promise.reject(new Error('deadlock detected')) : real.executeSql(text, values),
      },
    } as Database;
    const sender = createJobSender<{ n: number }>(database, t.app.log, 'sender-retry-test');
    try {
      await expect(sender.send({ n: 1 })).rejects.toThrow('deadlock detected');
      failing = false;
      await expect(sender.send({ n: 2 })).resolves.toBeUndefined();
      const { rows } = await real.executeSql(`SELECT data FROM pgboss.job WHERE name = 'sender-retry-test'`);
      expect(rows).toEqual([{ data: { n: 2 } }]);
    } finally {
      await sender.close();
    }
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userTokens } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { createUser } from '../../test/factories.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import { cleanUpPendingSignups } from './pending-signup-jobs.ts';

/** The hourly job that deletes signups whose confirmation link expired unconfirmed (decision 023). */

const t = useTestApp();
const db = () => t.testDb.database.db;
const TTL_MINUTES = 1440;
const HOUR = 3_600_000;

const signupBody = (username: string, email: string) => ({
  username,
  firstName: 'Аружан',
  lastName: 'Касенова',
  email,
  password: 'Qwerty!234',
  passwordConfirmation: 'Qwerty!234',
  acceptTerms: true,
  acceptPrivacy: true,
});

async function signUp(username: string, email: string): Promise<string> {
  expect((await call(t.app, 'POST', '/api/v1/auth/signup', { body: signupBody(username, email) })).statusCode).toBe(
    202,
  );
  const [row] = await db().select().from(users).where(eq(users.email, email));
  expect(row?.signupPending).toBe(true);
  return row!.id;
}

const exists = async (id: string) =>
  (await db().select({ id: users.id }).from(users).where(eq(users.id, id))).length > 0;

describe('cleanup of unconfirmed signups', () => {
  it('deletes a pending signup older than the link, keeps a fresh one and confirmed accounts, and frees the address', async () => {
    const stale = await signUp('stale.signup', 'stale@example.kz');
    const fresh = await signUp('fresh.signup', 'fresh@example.kz');
    const { user: confirmed } = await createUser(db(), { username: 'old.confirmed' });
    const now = new Date();
    const longAgo = new Date(now.getTime() - TTL_MINUTES * 60_000 - HOUR);
    // The stale signup and the confirmed account were created before the link's lifetime; the
    // stale one's link expired with it.
    await db().update(users).set({ createdAt: longAgo }).where(eq(users.id, stale));
    await db().update(users).set({ createdAt: longAgo }).where(eq(users.id, confirmed.id));
    await db()
      .update(userTokens)
      .set({ expiresAt: new Date(now.getTime() - HOUR) })
      .where(eq(userTokens.userId, stale));

    const deleted = await cleanUpPendingSignups({ db: db(), ttlMinutes: TTL_MINUTES, log: t.app.log }, now);

    expect(deleted).toBe(1);
    expect(await exists(stale)).toBe(false);
    expect(await exists(fresh)).toBe(true);
    expect(await exists(confirmed.id)).toBe(true);
    // The address and the username are free again: signing up with them creates a new pending account.
    const again = await signUp('stale.signup', 'stale@example.kz');
    expect(again).not.toBe(stale);
    // A second run finds nothing more to do.
    expect(await cleanUpPendingSignups({ db: db(), ttlMinutes: TTL_MINUTES, log: t.app.log }, now)).toBe(0);
  });

  it('keeps an old pending signup that still holds a valid link (a password reset asked for since)', async () => {
    const pending = await signUp('reset.signup', 'reset@example.kz');
    const now = new Date();
    await db()
      .update(users)
      .set({ createdAt: new Date(now.getTime() - TTL_MINUTES * 60_000 - HOUR) })
      .where(eq(users.id, pending));
    // The confirmation link from signup is still valid: the account stays.
    expect(await cleanUpPendingSignups({ db: db(), ttlMinutes: TTL_MINUTES, log: t.app.log }, now)).toBe(0);
    expect(await exists(pending)).toBe(true);
  });

  it('deletes more than one batch, each in its own transaction', async () => {
    const longAgo = new Date(Date.now() - TTL_MINUTES * 60_000 - HOUR);
    const rows = Array.from({ length: 1203 }, (_, i) => ({
      username: `pending.${i}`,
      email: `pending.${i}@example.kz`,
      passwordHash: 'x',
      firstName: 'Pending',
      lastName: 'Signup',
      signupPending: true,
      createdAt: longAgo,
    }));
    for (let i = 0; i < rows.length; i += 400)
      await db()
        .insert(users)
        .values(rows.slice(i, i + 400));
    const { user: confirmed } = await createUser(db(), { username: 'kept.confirmed' });
    await db().update(users).set({ createdAt: longAgo }).where(eq(users.id, confirmed.id));

    expect(await cleanUpPendingSignups({ db: db(), ttlMinutes: TTL_MINUTES, log: t.app.log })).toBe(1203);
    const left = await db().select({ id: users.id }).from(users).where(eq(users.signupPending, true));
    expect(left).toEqual([]);
    expect(await exists(confirmed.id)).toBe(true);
  });
});

import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { changesSessions } from '../../db/client.ts';
import { sessions } from '../../db/schema/auth.ts';
import { organizationMemberships, organizations } from '../../db/schema/organizations.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import { users } from '../../db/schema/users.ts';
import { sha256 } from '../../lib/secrets.ts';
import { sessionCacheOf } from '../../plugins/session-auth.ts';
import { countQueries } from '../../test/count-queries.ts';
import { createUser } from '../../test/factories.ts';
import { createOrganization } from '../../test/org-factories.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';
import type { SessionRecord } from './me.ts';
import { SessionCache, sessionCacheSettings } from './session-cache.ts';

const saved = { ...sessionCacheSettings };
afterEach(() => Object.assign(sessionCacheSettings, saved));

/** A record as the cache holds it, for the unit tests (only the fields the cache reads). */
function record(userId: string, organizationId: string | null, expiresAt = new Date(Date.now() + 60_000)) {
  return {
    row: { user: { id: userId }, organization: organizationId ? { id: organizationId } : null },
    lastSeenAt: new Date(),
    expiresAt,
  } as unknown as SessionRecord;
}

describe('SessionCache', () => {
  it('serves nothing until its invalidation channel listens, and forgets all when it stops', () => {
    const cache = new SessionCache();
    const now = Date.now();
    cache.store('s1', record('u1', null), cache.mark(), now);
    expect(cache.get('s1', now)).toBeUndefined();
    cache.setListening(true);
    cache.store('s1', record('u1', null), cache.mark(), now);
    expect(cache.get('s1', now)).toBeDefined();
    cache.setListening(false);
    expect(cache.size).toBe(0);
    expect(cache.get('s1', now)).toBeUndefined();
  });

  it('does not store a read that began before a signal', () => {
    const cache = new SessionCache();
    cache.setListening(true);
    const mark = cache.mark();
    cache.signal('u:someone-else');
    cache.store('s1', record('u1', null), mark, Date.now());
    expect(cache.size).toBe(0);
  });

  it('forgets the sessions of a user, of an organisation’s members, or all, as the signal says', () => {
    const cache = new SessionCache();
    cache.setListening(true);
    const now = Date.now();
    const fill = () => {
      cache.store('a1', record('ua', 'org1'), cache.mark(), now);
      cache.store('a2', record('ua', 'org1'), cache.mark(), now);
      cache.store('b1', record('ub', 'org1'), cache.mark(), now);
      cache.store('c1', record('uc', null), cache.mark(), now);
    };
    fill();
    cache.signal('u:ua');
    expect(['a1', 'a2', 'b1', 'c1'].map((s) => cache.get(s, now) !== undefined)).toEqual([false, false, true, true]);
    fill();
    cache.signal('o:org1');
    expect(['a1', 'a2', 'b1', 'c1'].map((s) => cache.get(s, now) !== undefined)).toEqual([false, false, false, true]);
    fill();
    cache.signal('*');
    expect(cache.size).toBe(0);
  });

  it('reads again after the time to live, once the session expired, and holds at most maxEntries', () => {
    const cache = new SessionCache();
    cache.setListening(true);
    const now = Date.now();
    cache.store('old', record('u1', null), cache.mark(), now - sessionCacheSettings.ttlMs - 1);
    cache.store('expired', record('u2', null, new Date(now - 1)), cache.mark(), now);
    expect(cache.get('old', now)).toBeUndefined();
    expect(cache.get('expired', now)).toBeUndefined();
    sessionCacheSettings.maxEntries = 2;
    for (const id of ['s1', 's2', 's3']) cache.store(id, record(`u-${id}`, null), cache.mark(), now);
    expect(cache.size).toBe(2);
    expect(cache.get('s1', now)).toBeUndefined();
    expect(cache.get('s3', now)).toBeDefined();
  });
});

describe('changesSessions', () => {
  it('tells the writes that change what a session resolves to from everything else', () => {
    const yes = [
      'update "users" set "first_name" = $1 where "users"."id" = $2',
      'delete from "sessions" where "sessions"."id" = $1',
      'insert into "organization_memberships" ("id", "user_id") values ($1, $2)',
      'insert into "subscriptions" ("user_id") values ($1) on conflict do nothing',
      'UPDATE organizations SET subscription_ends_at = now()',
      'TRUNCATE TABLE users, posts CASCADE',
    ];
    const no = [
      'select "id" from "users" where "users"."id" = $1',
      'update "sessions" set "last_seen_at" = $1 where "sessions"."id" = $2',
      'insert into "posts" ("author_id") values ($1)',
      'insert into "rate_limit_buckets" ("key") values ($1) on conflict ("key") do update set "count" = 1',
      'update "user_profiles" set "cover_media_id" = $1',
    ];
    expect(yes.map(changesSessions)).toEqual(yes.map(() => true));
    expect(no.map(changesSessions)).toEqual(no.map(() => false));
  });
});

describe('the session cache in the app', () => {
  const t = useTestApp();
  const db = () => t.testDb.database.db;
  const me = (session: string) => call(t.app, 'GET', '/api/v1/auth/me', { session });

  async function signedIn(options: Parameters<typeof createUser>[1] = {}) {
    const created = await createUser(db(), options);
    return { ...created, session: await signIn(t.app, created.username, created.password) };
  }

  it('answers a repeated GET /auth/me without a statement', async () => {
    const { session } = await signedIn();
    expect((await me(session)).statusCode).toBe(200);
    const { queries, result } = await countQueries(db(), () => me(session));
    expect(result.statusCode).toBe(200);
    expect(queries).toBe(0);
  });

  it('shows a change made through the database at once: user, plan, membership, organisation, session', async () => {
    const { user, session } = await signedIn({ tier: 'STANDARD' });
    await me(session);

    await db().update(users).set({ firstName: 'Айгерім' }).where(eq(users.id, user.id));
    expect((await me(session)).json()).toMatchObject({ firstName: 'Айгерім' });

    await db().update(subscriptions).set({ tier: 'PRO' }).where(eq(subscriptions.userId, user.id));
    expect((await me(session)).json()).toMatchObject({ subscription: { tier: 'PRO' } });

    const organization = await createOrganization(db());
    await db()
      .insert(organizationMemberships)
      .values({ organizationId: organization.id, userId: user.id, role: 'ORG_STUDENT', status: 'ACTIVE' });
    expect((await me(session)).json()).toMatchObject({ organization: { id: organization.id } });

    await db().update(organizations).set({ name: 'Жаңа мектеп' }).where(eq(organizations.id, organization.id));
    expect((await me(session)).json()).toMatchObject({ organization: { name: 'Жаңа мектеп' } });

    await db().delete(organizationMemberships).where(eq(organizationMemberships.userId, user.id));
    expect((await me(session)).json()).toMatchObject({ organization: null });

    await db()
      .delete(sessions)
      .where(eq(sessions.id, sha256(session)));
    expect((await me(session)).statusCode).toBe(401);
  });

  it('shows a change made in a transaction once it commits, and not a rolled-back one', async () => {
    const { user, session } = await signedIn();
    await me(session);
    await db()
      .transaction(async (tx) => {
        await tx.update(users).set({ firstName: 'Болат' }).where(eq(users.id, user.id));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await me(session)).json()).toMatchObject({ firstName: user.firstName });
    await db().transaction(async (tx) => {
      await tx.update(users).set({ firstName: 'Болат' }).where(eq(users.id, user.id));
    });
    expect((await me(session)).json()).toMatchObject({ firstName: 'Болат' });
  });

  it('forgets a user’s sessions when another process’s change is signalled (the triggers’ NOTIFY)', async () => {
    const { user, session } = await signedIn();
    await me(session);
    const cache = sessionCacheOf(t.app)!;
    const held = () => cache.get(sha256(session), Date.now()) !== undefined;
    expect(held()).toBe(true);
    // A SELECT is not a write of this process: only the notification can make the cache forget.
    await db().execute(sql`SELECT pg_notify('bagdar_session', ${`u:${user.id}`})`);
    await expect.poll(held, { timeout: 2000 }).toBe(false);
  });

  it('learns of a write by another connection through the triggers (PostgreSQL server)', async (test) => {
    const url = t.testDb.url;
    if (!url) {
      test.skip('PGlite is one process: no other connection can write');
      return;
    }
    const { user, session } = await signedIn();
    await me(session);
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      const started = performance.now();
      await other.query('UPDATE users SET first_name = $1 WHERE id = $2', ['Дана', user.id]);
      await expect
        .poll(async () => (await me(session)).json<{ firstName: string }>().firstName, {
          timeout: 2000,
          interval: 5,
        })
        .toBe('Дана');
      expect(performance.now() - started).toBeLessThan(2000);
      await other.query('DELETE FROM sessions WHERE id = $1', [sha256(session)]);
      await expect.poll(async () => (await me(session)).statusCode, { timeout: 2000, interval: 5 }).toBe(401);
    } finally {
      await other.end();
    }
  });

  it('reads the database on every request while the listener is down (PostgreSQL server)', async (test) => {
    if (!t.testDb.url) {
      test.skip('PGlite listens in-process: there is no connection to lose');
      return;
    }
    const { session } = await signedIn();
    await me(session);
    await db().execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN bagdar_session'`,
    );
    await expect.poll(() => sessionCacheOf(t.app)!.size, { timeout: 2000 }).toBe(0);
    const { queries } = await countQueries(db(), () => me(session));
    expect(queries).toBe(1);
  });
});

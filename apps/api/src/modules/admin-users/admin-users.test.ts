import { randomUUID } from 'node:crypto';
import type { TAdminUser, TAdminUserDetail } from '@bagdar/contracts';
import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { personalityAnalyses } from '../../db/schema/analysis.ts';
import { adminAudit, upgradeRequests } from '../../db/schema/billing.ts';
import { testAttempts, tests, testVersions } from '../../db/schema/tests.ts';
import { users } from '../../db/schema/users.ts';
import { countQueries } from '../../test/count-queries.ts';
import { signalsSettled } from '../../test/session-signals.ts';
import { subscriptionHistory, upgradeRequestsOf } from '../billing/billing.service.ts';
import { createUser, type UserFactoryOptions } from '../../test/factories.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;

async function signedIn(options: UserFactoryOptions = {}) {
  const created = await createUser(db(), options);
  return { ...created, session: await signIn(ctx.app, created.username, created.password) };
}
type Page = { items: TAdminUser[]; nextCursor: string | null };

describe('users admin access', () => {
  it('answers 403 to plain users and organisation admins before reading the body, 401 to guests', async () => {
    const target = await createUser(db());
    for (const options of [{}, { org: { role: 'ORG_ADMIN' } }] as UserFactoryOptions[]) {
      const { session } = await signedIn(options);
      expect((await call(ctx.app, 'GET', '/api/v1/admin/users', { session })).statusCode).toBe(403);
      expect((await call(ctx.app, 'GET', `/api/v1/admin/users/${target.user.id}`, { session })).statusCode).toBe(403);
      const block = await call(ctx.app, 'POST', `/api/v1/admin/users/${target.user.id}/block`, {
        session,
        body: { nope: 1 },
      });
      expect(block.statusCode).toBe(403);
      const sub = await call(ctx.app, 'POST', `/api/v1/admin/users/${target.user.id}/subscription`, {
        session,
        body: {},
      });
      expect(sub.statusCode).toBe(403);
      expect((await call(ctx.app, 'GET', '/api/v1/admin/billing/upgrade-requests', { session })).statusCode).toBe(403);
    }
    expect((await call(ctx.app, 'GET', '/api/v1/admin/users')).statusCode).toBe(401);
    const ministry = await signedIn({ role: 'MINISTRY' });
    const role = await call(ctx.app, 'PUT', `/api/v1/admin/users/${target.user.id}/role`, {
      session: ministry.session,
      body: { role: 'WRONG' },
    });
    expect(role.statusCode).toBe(403);
    expect(
      (await call(ctx.app, 'GET', '/api/v1/admin/users/not-a-uuid', { session: ministry.session })).statusCode,
    ).toBe(404);
  });
});

describe('users list', () => {
  it('searches, filters by role, tier, organisation, verified and blocked, and pages by keyset', async () => {
    const admin = await signedIn({ role: 'SUPER_ADMIN', username: 'root_admin' });
    await createUser(db(), { username: 'aruzhan_pro', tier: 'PRO' });
    await createUser(db(), { username: 'bekzat_std', tier: 'STANDARD', verified: false });
    await createUser(db(), { username: 'lapsed_pro', tier: 'PRO', subscriptionStatus: 'INCOMPLETE' });
    const student = await createUser(db(), { username: 'school_kid', org: { role: 'ORG_STUDENT' } });
    const get = async (query: string) =>
      (await call(ctx.app, 'GET', `/api/v1/admin/users?${query}`, { session: admin.session })).json<Page>();
    const names = async (query: string) => (await get(query)).items.map((u) => u.username).sort();

    expect(await names('q=ARUZH')).toEqual(['aruzhan_pro']);
    expect(await names('q=%25')).toEqual([]);
    expect(await names('role=SUPER_ADMIN')).toEqual(['root_admin']);
    expect(await names('tier=PRO')).toEqual(['aruzhan_pro']);
    expect(await names('tier=FREE')).toEqual(['lapsed_pro', 'root_admin', 'school_kid']);
    expect(await names('verified=false')).toEqual(['bekzat_std']);
    const orgId = (await get('q=school_kid')).items[0]?.organization?.id ?? '';
    expect(await names(`organizationId=${orgId}`)).toEqual(['school_kid']);
    expect(student.user.id).toBeTruthy();

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = await get(`limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((u) => u.username));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.sort()).toEqual(['aruzhan_pro', 'bekzat_std', 'lapsed_pro', 'root_admin', 'school_kid']);
    expect((await call(ctx.app, 'GET', '/api/v1/admin/users?tier=GOLD', { session: admin.session })).statusCode).toBe(
      400,
    );
    expect((await call(ctx.app, 'GET', '/api/v1/admin/users?cursor=abc', { session: admin.session })).statusCode).toBe(
      400,
    );
  });
});

describe('block, unblock and roles', () => {
  it('ends a blocked user’s sessions at once, refuses their sign-in, and audits every action', async () => {
    const admin = await signedIn({ role: 'SUPER_ADMIN' });
    const target = await signedIn();
    const url = `/api/v1/admin/users/${target.user.id}`;

    const self = await call(ctx.app, 'POST', `/api/v1/admin/users/${admin.user.id}/block`, {
      session: admin.session,
      body: { reason: 'test' },
    });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ code: 'CANNOT_BLOCK_SELF' });
    expect((await call(ctx.app, 'POST', `${url}/block`, { session: admin.session, body: {} })).statusCode).toBe(400);

    const blocked = await call(ctx.app, 'POST', `${url}/block`, { session: admin.session, body: { reason: 'Спам' } });
    expect(blocked.json<TAdminUserDetail>()).toMatchObject({ blocked: true, blockReason: 'Спам' });
    expect((await call(ctx.app, 'GET', '/api/v1/auth/me', { session: target.session })).statusCode).toBe(401);
    const login = await call(ctx.app, 'POST', '/api/v1/auth/login', {
      body: { emailOrUsername: target.username, password: target.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ code: 'ACCOUNT_BLOCKED' });
    expect(
      (await call(ctx.app, 'GET', '/api/v1/admin/users?blocked=true', { session: admin.session }))
        .json<Page>()
        .items.map((u) => u.id),
    ).toEqual([target.user.id]);

    await call(ctx.app, 'POST', `${url}/unblock`, { session: admin.session });
    expect(await signIn(ctx.app, target.username, target.password)).toBeTruthy();

    const ministry = await signedIn({ role: 'MINISTRY' });
    expect(
      (await call(ctx.app, 'PUT', `${url}/role`, { session: ministry.session, body: { role: 'MINISTRY' } })).statusCode,
    ).toBe(403);
    const blockAdmin = await call(ctx.app, 'POST', `/api/v1/admin/users/${admin.user.id}/block`, {
      session: ministry.session,
      body: { reason: 'x' },
    });
    expect(blockAdmin.statusCode).toBe(403);
    const own = await call(ctx.app, 'PUT', `/api/v1/admin/users/${admin.user.id}/role`, {
      session: admin.session,
      body: { role: 'USER' },
    });
    expect(own.json()).toMatchObject({ code: 'CANNOT_CHANGE_OWN_ROLE' });
    const bad = await call(ctx.app, 'PUT', `${url}/role`, { session: admin.session, body: { role: 'ROOT' } });
    expect(bad.statusCode).toBe(400);
    const promoted = await call(ctx.app, 'PUT', `${url}/role`, { session: admin.session, body: { role: 'MINISTRY' } });
    expect(promoted.json<TAdminUserDetail>().role).toBe('MINISTRY');

    const detail = (await call(ctx.app, 'GET', url, { session: admin.session })).json<TAdminUserDetail>();
    expect(detail.audit.map((a) => [a.action, a.actor])).toEqual([
      ['ROLE_CHANGE', admin.username],
      ['UNBLOCK', admin.username],
      ['BLOCK', admin.username],
    ]);
    expect(detail.audit[0]?.detail).toEqual({ from: 'USER', to: 'MINISTRY' });
  });
});

/** What the detail page showed when it read its parts one statement each (the billing service's lists, and counts). */
async function detailPartsOneByOne(userId: string) {
  const d = db();
  const [history, requests, audit, [tests], [analyses]] = await Promise.all([
    subscriptionHistory(d, userId),
    upgradeRequestsOf(d, userId),
    d
      .select({
        id: adminAudit.id,
        actor: users.username,
        action: adminAudit.action,
        detail: adminAudit.detail,
        createdAt: adminAudit.createdAt,
      })
      .from(adminAudit)
      .leftJoin(users, eq(users.id, adminAudit.actorId))
      .where(eq(adminAudit.targetUserId, userId))
      .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
      .limit(50),
    d
      .select({ n: count() })
      .from(testAttempts)
      .where(and(eq(testAttempts.userId, userId), isNotNull(testAttempts.completedAt))),
    d
      .select({ n: count() })
      .from(personalityAnalyses)
      .where(and(eq(personalityAnalyses.userId, userId), eq(personalityAnalyses.status, 'COMPLETED'))),
  ]);
  return {
    history,
    upgradeRequests: requests,
    audit: audit.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
    testsCompleted: tests?.n ?? 0,
    analyses: analyses?.n ?? 0,
  };
}

describe('user detail and list at scale', () => {
  it('shows the same history, requests, audit and counts as read one by one, in one statement', async () => {
    const admin = await signedIn({ role: 'SUPER_ADMIN' });
    const target = await createUser(db(), { org: { role: 'ORG_STUDENT' } });
    const id = target.user.id;
    const url = `/api/v1/admin/users/${id}`;
    const post = (path: string, body?: object) =>
      call(ctx.app, 'POST', `${url}/${path}`, { session: admin.session, body });
    expect(
      (await post('subscription', { action: 'ACTIVATE', tier: 'PRO', idempotencyKey: randomUUID() })).statusCode,
    ).toBe(200);
    expect((await post('subscription', { action: 'EXTEND', idempotencyKey: randomUUID() })).statusCode).toBe(200);
    expect((await post('block', { reason: 'Спам' })).statusCode).toBe(200);
    await db()
      .insert(upgradeRequests)
      .values([
        {
          userId: id,
          reference: `R-${randomUUID()}`,
          tier: 'STANDARD',
          status: 'DONE',
          createdAt: new Date(Date.now() - 86_400_000),
          resolvedAt: new Date(),
        },
        { userId: id, reference: `R-${randomUUID()}`, tier: 'PRO' },
      ]);
    const [test] = await db().insert(tests).values({ slug: 'detail-counts', status: 'PUBLISHED' }).returning();
    const L = { ru: 't', kk: 't', en: 't' };
    const [version] = await db()
      .insert(testVersions)
      .values({
        testId: test!.id,
        version: 1,
        title: L,
        description: L,
        estimatedMinutes: 5,
        minimumAge: 10,
        requiredTier: 'FREE',
        scoring: 'TRAIT',
        scales: [],
      })
      .returning();
    await db()
      .insert(testAttempts)
      .values([
        { userId: id, testId: test!.id, versionId: version!.id, completedAt: new Date() },
        { userId: id, testId: test!.id, versionId: version!.id, completedAt: new Date(Date.now() - 1000) },
        { userId: id, testId: test!.id, versionId: version!.id },
      ]);
    await db()
      .insert(personalityAnalyses)
      .values([
        { userId: id, status: 'COMPLETED' },
        { userId: id, status: 'FAILED' },
      ]);

    await signalsSettled(ctx.app);
    // The session held first: then the page is its one statement.
    await call(ctx.app, 'GET', '/api/v1/admin/users?limit=1', { session: admin.session });
    const { queries, result } = await countQueries(db(), () => call(ctx.app, 'GET', url, { session: admin.session }));
    expect(result.statusCode).toBe(200);
    expect(queries).toBe(1);
    const detail = result.json<TAdminUserDetail>();
    const expected = await detailPartsOneByOne(id);
    expect(detail).toMatchObject(expected);
    expect(detail.history.map((h) => h.event)).toEqual(['EXTEND', 'ACTIVATE']);
    expect(detail.upgradeRequests.map((r) => [r.tier, r.status])).toEqual([
      ['PRO', 'PENDING'],
      ['STANDARD', 'DONE'],
    ]);
    expect(detail.audit.map((a) => a.action)).toEqual(['BLOCK', 'SUBSCRIPTION_EXTEND', 'SUBSCRIPTION_ACTIVATE']);
    expect(detail).toMatchObject({ testsCompleted: 2, analyses: 1, blocked: true, blockReason: 'Спам', tier: 'PRO' });
    expect(detail.membership?.role).toBe('ORG_STUDENT');

    // The list shows the same user as the detail does.
    const page = (
      await call(ctx.app, 'GET', `/api/v1/admin/users?q=${target.username}`, { session: admin.session })
    ).json<Page>();
    const {
      dateOfBirth,
      city,
      subscription,
      history,
      membership,
      blockedAt,
      blockReason,
      upgradeRequests: r,
      testsCompleted,
      analyses,
      audit,
      ...row
    } = detail;
    expect([
      dateOfBirth,
      city,
      subscription,
      history,
      membership,
      blockedAt,
      blockReason,
      r,
      testsCompleted,
      analyses,
      audit,
    ]).toBeTruthy();
    expect(page.items).toEqual([row]);

    // A user with nothing: empty lists and zero counts; an unknown id is 404.
    const plain = await createUser(db());
    const empty = (
      await call(ctx.app, 'GET', `/api/v1/admin/users/${plain.user.id}`, { session: admin.session })
    ).json<TAdminUserDetail>();
    expect(empty).toMatchObject({
      history: [],
      upgradeRequests: [],
      audit: [],
      testsCompleted: 0,
      analyses: 0,
      subscription: null,
    });
    expect(
      (await call(ctx.app, 'GET', `/api/v1/admin/users/${randomUUID()}`, { session: admin.session })).statusCode,
    ).toBe(404);
  });

  it('pages newest first by (created_at, id) through created_at ties, in one statement a page, filters and all', async () => {
    const admin = await signedIn({ role: 'SUPER_ADMIN', username: 'tie_admin' });
    const made = [];
    for (let i = 0; i < 7; i++)
      made.push(
        await createUser(db(), { username: `tie_user_${i}`, tier: i % 2 ? 'PRO' : undefined, verified: i !== 3 }),
      );
    // Every user at the same instant: only the id orders them.
    await db()
      .update(users)
      .set({ createdAt: new Date('2026-01-01T00:00:00Z') });
    const expected = (
      await db()
        .select({ id: users.id, username: users.username })
        .from(users)
        .orderBy(desc(users.createdAt), desc(users.id))
    ).map((u) => u.username);

    await signalsSettled(ctx.app);
    // The session held first: then a page is its one statement.
    await call(ctx.app, 'GET', '/api/v1/admin/users?limit=1', { session: admin.session });
    const walk = async (filter: string) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const url: string = `/api/v1/admin/users?limit=3${filter}${cursor ? `&cursor=${cursor}` : ''}`;
        const counted = await countQueries(db(), () => call(ctx.app, 'GET', url, { session: admin.session }));
        expect(counted.queries).toBe(1);
        const page: Page = counted.result.json<Page>();
        seen.push(...page.items.map((u) => u.username));
        cursor = page.nextCursor;
      } while (cursor);
      return seen;
    };
    expect(await walk('')).toEqual(expected);
    expect(await walk('&tier=PRO')).toEqual(
      expected.filter((n) => ['tie_user_1', 'tie_user_3', 'tie_user_5'].includes(n)),
    );
    expect(await walk('&tier=FREE&verified=true')).toEqual(
      expected.filter((n) => ['tie_admin', 'tie_user_0', 'tie_user_2', 'tie_user_4', 'tie_user_6'].includes(n)),
    );
    expect(await walk('&q=tie_user')).toEqual(expected.filter((n) => n !== 'tie_admin'));
    expect(await walk('&role=SUPER_ADMIN&blocked=false')).toEqual(['tie_admin']);
    expect(made).toHaveLength(7);
  });
});

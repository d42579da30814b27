import type { TAdminUser, TAdminUserDetail } from '@bagdar/contracts';
import { describe, expect, it } from 'vitest';
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

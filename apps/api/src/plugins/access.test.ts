import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createUser, type UserFactoryOptions } from '../test/factories.ts';
import { call, signIn, useTestApp } from '../test/test-app.ts';
import { requireAccess, requireAdmin, requireOnboarded, requireSuperAdmin } from './access.ts';

// Test-only routes: each guarded by one of the helpers later modules will use.
function addGuardedRoutes(app: FastifyInstance): void {
  const ok = () => ({ ok: true });
  app.get('/api/v1/test/pro', { preHandler: requireAccess('PRO_ONLY') }, ok);
  app.get('/api/v1/test/standard', { preHandler: requireAccess('STANDARD_OR_ORG', { superAdminBypass: true }) }, ok);
  app.get('/api/v1/test/org', { preHandler: requireAccess('ORG') }, ok);
  app.get('/api/v1/test/admin', { preHandler: requireAdmin }, ok);
  app.get('/api/v1/test/super', { preHandler: requireSuperAdmin }, ok);
  app.get('/api/v1/test/onboarded', { preHandler: requireOnboarded }, ok);
}

describe('server-side access enforcement', () => {
  const t = useTestApp({ configure: addGuardedRoutes });

  async function as(
    options: UserFactoryOptions,
  ): Promise<(url: string) => Promise<{ status: number; reason?: string; code?: string }>> {
    const { username, password } = await createUser(t.testDb.database.db, options);
    const session = await signIn(t.app, username, password);
    return async (url) => {
      const response = await call(t.app, 'GET', `/api/v1/test/${url}`, { session });
      const body = response.json<{ reason?: string; code?: string }>();
      return { status: response.statusCode, reason: body.reason, code: body.code };
    };
  }

  it('asks for a session first', async () => {
    const response = await call(t.app, 'GET', '/api/v1/test/pro');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('applies the access policy with PAYWALL reasons', async () => {
    const free = await as({});
    expect(await free('pro')).toEqual({ status: 403, code: 'PAYWALL', reason: 'user_insufficient_tier' });
    expect(await free('standard')).toEqual({ status: 403, code: 'PAYWALL', reason: 'user_insufficient_tier' });
    expect(await free('org')).toEqual({ status: 403, code: 'PAYWALL', reason: 'org_missing_or_inactive' });

    const standard = await as({ tier: 'STANDARD' });
    expect((await standard('standard')).status).toBe(200);
    expect(await standard('pro')).toMatchObject({ status: 403, reason: 'user_insufficient_tier' });

    const pro = await as({ tier: 'PRO' });
    expect((await pro('pro')).status).toBe(200);

    const incomplete = await as({ tier: 'PRO', subscriptionStatus: 'INCOMPLETE' });
    expect(await incomplete('pro')).toMatchObject({ status: 403, reason: 'user_insufficient_tier' });

    const student = await as({ org: { window: 'current' } });
    expect((await student('standard')).status).toBe(200);
    expect((await student('org')).status).toBe(200);
    expect(await student('pro')).toMatchObject({ status: 403, reason: 'user_insufficient_tier' });

    const expired = await as({ org: { window: 'ended' } });
    expect(await expired('standard')).toMatchObject({ status: 403, code: 'PAYWALL', reason: 'org_expired' });
    const future = await as({ org: { window: 'future' } });
    expect(await future('org')).toMatchObject({ status: 403, reason: 'org_not_started' });
    const inactive = await as({ org: { status: 'SUSPENDED' } });
    expect(await inactive('org')).toMatchObject({ status: 403, reason: 'org_missing_or_inactive' });
  });

  it('lets super-admin-level roles bypass only where the route allows it', async () => {
    const ministry = await as({ role: 'MINISTRY' });
    expect((await ministry('standard')).status).toBe(200);
    expect(await ministry('pro')).toMatchObject({ status: 403, reason: 'user_insufficient_tier' });
  });

  it('guards the admin area and super-admin routes', async () => {
    const teacher = await as({ org: { role: 'ORG_TEACHER' } });
    expect((await teacher('admin')).status).toBe(200);
    expect(await teacher('super')).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      reason: 'insufficient_permissions',
    });

    const student = await as({ org: { role: 'ORG_STUDENT' } });
    expect(await student('admin')).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    const blockedAdmin = await as({ org: { role: 'ORG_ADMIN', status: 'BLOCKED' } });
    expect((await blockedAdmin('admin')).status).toBe(403);

    const ministry = await as({ role: 'MINISTRY' });
    expect((await ministry('admin')).status).toBe(200);
    expect((await ministry('super')).status).toBe(403);
    const superAdmin = await as({ role: 'SUPER_ADMIN' });
    expect((await superAdmin('super')).status).toBe(200);
  });

  it('requires onboarding where asked', async () => {
    const fresh = await as({ onboarded: false });
    expect(await fresh('onboarded')).toMatchObject({ status: 403, code: 'FORBIDDEN', reason: 'onboarding_required' });
    const done = await as({});
    expect((await done('onboarded')).status).toBe(200);
  });
});

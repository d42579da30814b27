import type { TRouteFlags } from '@bagdar/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client.ts';
import { makeMe, mockApi } from '../lib/testing.tsx';
import { ACCESS_CHECK_FAILED, createGuardLoader } from './guard.ts';
import { findRoute } from './route-table.ts';

function flagsOf(path: string): TRouteFlags {
  const route = findRoute(path);
  if (!route) throw new Error(`no route for ${path}`);
  return route.flags;
}

/** Runs the guard of the route at `url` and returns where it redirects (null when it allows). */
async function navigate(url: string, client = createQueryClient()): Promise<string | null> {
  const { pathname } = new URL(url, 'http://localhost');
  const loader = createGuardLoader(flagsOf(pathname), client);
  const request = new Request(`http://localhost${url}`);
  const result = await loader({
    request,
    url: new URL(request.url),
    pattern: pathname,
    params: {},
    context: undefined,
  });
  if (result instanceof Response) return result.headers.get('Location');
  return null;
}

function signedInAs(me: ReturnType<typeof makeMe> | null) {
  return mockApi({
    'GET /auth/me': me
      ? { status: 200, body: me }
      : { status: 401, body: { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Sign in first' } },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('guard loader', () => {
  it('sends a guest from an app page to login with redirect and reason', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    signedInAs(null);
    expect(await navigate('/app/feed?tab=new')).toBe(
      `/auth/login?redirect=${encodeURIComponent('/app/feed?tab=new')}&reason=authentication_required`,
    );
  });

  it('lets a guest open the login page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    signedInAs(null);
    expect(await navigate('/auth/login')).toBeNull();
  });

  it('sends an onboarded user away from guest-only pages to the safe redirect or /', async () => {
    signedInAs(makeMe());
    expect(await navigate('/auth/login')).toBe('/');
    expect(await navigate(`/auth/signup?redirect=${encodeURIComponent('/app/tests')}`)).toBe('/app/tests');
    expect(await navigate(`/auth/login?redirect=${encodeURIComponent('//evil.example')}`)).toBe('/');
  });

  it('keeps the verification link open for an onboarded user', async () => {
    signedInAs(makeMe());
    expect(await navigate('/auth/verify-email?token=abcdefghijklmnopqrstuvwxyz')).toBeNull();
  });

  it('sends a user who has not onboarded to onboarding, and an onboarded one from onboarding to the feed', async () => {
    signedInAs(makeMe({ onboarded: false }));
    expect(await navigate('/app/projects')).toBe(
      `/auth/onboarding?redirect=${encodeURIComponent('/app/projects')}&reason=onboarding_required`,
    );
    expect(await navigate('/auth/onboarding')).toBeNull();
    signedInAs(makeMe());
    expect(await navigate('/auth/onboarding')).toBe('/app/feed');
  });

  it('sends a plain user away from the admin area to 403', async () => {
    signedInAs(makeMe());
    expect(await navigate('/admin/users')).toBe('/errors/403?reason=insufficient_permissions');
  });

  it('lets an organisation teacher into the admin area but not into plan management', async () => {
    signedInAs(
      makeMe({
        organization: {
          id: 'o1',
          name: 'School',
          type: 'SCHOOL',
          subscriptionStartsAt: '2020-01-01T00:00:00Z',
          subscriptionEndsAt: '2099-01-01T00:00:00Z',
        },
        organizationUser: { id: 'm1', role: 'ORG_TEACHER', status: 'ACTIVE' },
      }),
    );
    expect(await navigate('/admin/analytics')).toBeNull();
    expect(await navigate('/admin/billing/plans')).toBe('/errors/403?reason=insufficient_permissions');
  });

  it('lets a super admin into plan management', async () => {
    signedInAs(makeMe({ role: 'SUPER_ADMIN' }));
    expect(await navigate('/admin/billing/plans')).toBeNull();
  });

  it('sends a FREE user from PRO-only and STANDARD pages to the paywall', async () => {
    signedInAs(makeMe());
    expect(await navigate('/app/careers')).toBe(
      `/paywall?reason=user_insufficient_tier&redirect=${encodeURIComponent('/app/careers')}`,
    );
    expect(await navigate('/app/tests/t1/questions/q1')).toBe(
      `/paywall?reason=user_insufficient_tier&redirect=${encodeURIComponent('/app/tests/t1/questions/q1')}`,
    );
    expect(await navigate('/app/tests/t1')).toBeNull();
  });

  it('lets MINISTRY bypass the test policy but not the PRO-only careers', async () => {
    signedInAs(makeMe({ role: 'MINISTRY' }));
    expect(await navigate('/app/tests/t1/questions/q1')).toBeNull();
    expect(await navigate('/app/careers/c1')).toMatch(/^\/paywall\?reason=user_insufficient_tier/);
  });

  it('goes to the 500 page when the current user cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({ 'GET /auth/me': { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'boom' } } });
    expect(await navigate('/app/feed')).toBe(ACCESS_CHECK_FAILED);
  });

  it('asks the server again on every navigation', async () => {
    const fetchMock = signedInAs(makeMe());
    const client = createQueryClient();
    await navigate('/app/feed', client);
    await navigate('/app/tests', client);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

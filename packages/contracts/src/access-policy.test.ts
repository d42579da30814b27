import { describe, expect, it } from 'vitest';
import {
  canEnterAdmin,
  decideAccess,
  isSafeRedirect,
  organizationAccess,
  resolveNavigation,
  type TAccessUser,
  type TRouteFlags,
} from './index.ts';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const START = '2026-01-01T00:00:00.000Z';
const END = '2026-12-31T00:00:00.000Z';
const ms = (iso: string, delta: number) => new Date(Date.parse(iso) + delta);

function user(overrides: Partial<TAccessUser> & { tier?: 'FREE' | 'STANDARD' | 'PRO' } = {}): TAccessUser {
  const { tier = 'FREE', ...rest } = overrides;
  return {
    role: 'USER',
    onboarded: true,
    organization: null,
    organizationUser: null,
    subscription: { effectiveTier: tier },
    ...rest,
  };
}

function member(
  status: 'ACTIVE' | 'INACTIVE' | 'BLOCKED' = 'ACTIVE',
  role: 'ORG_STUDENT' | 'ORG_ADMIN' = 'ORG_STUDENT',
) {
  return {
    organization: {
      id: 'o1',
      name: 'School',
      type: 'SCHOOL' as const,
      subscriptionStartsAt: START,
      subscriptionEndsAt: END,
    },
    organizationUser: { id: 'm1', role, status },
  };
}

describe('organizationAccess', () => {
  it.each([
    ['no organisation', user(), NOW, 'missing_or_inactive'],
    ['inactive membership', user(member('INACTIVE')), NOW, 'missing_or_inactive'],
    ['blocked membership', user(member('BLOCKED')), NOW, 'missing_or_inactive'],
    ['inside the window', user(member()), NOW, 'ok'],
    ['30 s before the start (tolerance edge)', user(member()), ms(START, -30_000), 'ok'],
    ['31 s before the start', user(member()), ms(START, -30_001), 'not_started'],
    ['30 s after the end (tolerance edge)', user(member()), ms(END, 30_000), 'ok'],
    ['31 s after the end', user(member()), ms(END, 30_001), 'expired'],
  ] as const)('%s -> %s', (_name, u, now, expected) => {
    expect(organizationAccess(u, now)).toBe(expected);
  });

  it('treats an organisation without a window as missing', () => {
    const m = member();
    const u = user({ ...m, organization: { ...m.organization, subscriptionStartsAt: null, subscriptionEndsAt: null } });
    expect(organizationAccess(u, NOW)).toBe('missing_or_inactive');
  });
});

describe('decideAccess', () => {
  const cases: [
    string,
    TAccessUser | null,
    Parameters<typeof decideAccess>[1],
    Parameters<typeof decideAccess>[2],
    string,
  ][] = [
    ['no policy, no user', null, undefined, {}, 'allowed'],
    ['no policy, free user', user(), undefined, {}, 'allowed'],
    ['policy without a user', null, 'PRO_ONLY', {}, 'authentication_required'],
    ['super admin with bypass', user({ role: 'SUPER_ADMIN' }), 'PRO_ONLY', { superAdminBypass: true }, 'allowed'],
    ['ministry with bypass', user({ role: 'MINISTRY' }), 'ORG', { superAdminBypass: true }, 'allowed'],
    ['super admin without bypass', user({ role: 'SUPER_ADMIN' }), 'PRO_ONLY', {}, 'user_insufficient_tier'],
    ['plain user with bypass flag', user(), 'PRO_ONLY', { superAdminBypass: true }, 'user_insufficient_tier'],
    ['ORG: active member in window', user(member()), 'ORG', { now: NOW }, 'allowed'],
    ['ORG: no organisation', user({ tier: 'PRO' }), 'ORG', { now: NOW }, 'org_missing_or_inactive'],
    ['ORG: inactive member', user(member('INACTIVE')), 'ORG', { now: NOW }, 'org_missing_or_inactive'],
    ['ORG: before the window', user(member()), 'ORG', { now: ms(START, -30_001) }, 'org_not_started'],
    ['ORG: start tolerance edge', user(member()), 'ORG', { now: ms(START, -30_000) }, 'allowed'],
    ['ORG: after the window', user(member()), 'ORG', { now: ms(END, 30_001) }, 'org_expired'],
    ['ORG: end tolerance edge', user(member()), 'ORG', { now: ms(END, 30_000) }, 'allowed'],
    ['PRO_ONLY: pro', user({ tier: 'PRO' }), 'PRO_ONLY', {}, 'allowed'],
    ['PRO_ONLY: standard', user({ tier: 'STANDARD' }), 'PRO_ONLY', {}, 'user_insufficient_tier'],
    ['PRO_ONLY: org member is not enough', user(member()), 'PRO_ONLY', { now: NOW }, 'user_insufficient_tier'],
    ['STANDARD_OR_ORG: free', user(), 'STANDARD_OR_ORG', {}, 'user_insufficient_tier'],
    ['STANDARD_OR_ORG: standard', user({ tier: 'STANDARD' }), 'STANDARD_OR_ORG', {}, 'allowed'],
    ['STANDARD_OR_ORG: pro', user({ tier: 'PRO' }), 'STANDARD_OR_ORG', {}, 'allowed'],
    ['STANDARD_OR_ORG: free org member', user(member()), 'STANDARD_OR_ORG', { now: NOW }, 'allowed'],
    ['STANDARD_OR_ORG: expired org', user(member()), 'STANDARD_OR_ORG', { now: ms(END, 30_001) }, 'org_expired'],
    [
      'STANDARD_OR_ORG: org not started',
      user(member()),
      'STANDARD_OR_ORG',
      { now: ms(START, -30_001) },
      'org_not_started',
    ],
    [
      'STANDARD_OR_ORG: inactive member',
      user(member('INACTIVE')),
      'STANDARD_OR_ORG',
      { now: NOW },
      'org_missing_or_inactive',
    ],
    [
      'STANDARD_OR_ORG: standard in an expired org',
      user({ tier: 'STANDARD', ...member() }),
      'STANDARD_OR_ORG',
      { now: ms(END, 60_000) },
      'allowed',
    ],
    ['PRO_OR_ORG: standard', user({ tier: 'STANDARD' }), 'PRO_OR_ORG', {}, 'user_insufficient_tier'],
    ['PRO_OR_ORG: pro', user({ tier: 'PRO' }), 'PRO_OR_ORG', {}, 'allowed'],
    ['PRO_OR_ORG: org member', user(member()), 'PRO_OR_ORG', { now: NOW }, 'allowed'],
    ['PRO_OR_ORG: end tolerance edge', user(member()), 'PRO_OR_ORG', { now: ms(END, 30_000) }, 'allowed'],
    ['PRO_OR_ORG: past end tolerance', user(member()), 'PRO_OR_ORG', { now: ms(END, 30_001) }, 'org_expired'],
  ];
  it.each(cases)('%s', (_name, u, policy, options, expected) => {
    const decision = decideAccess(u, policy, options);
    expect(decision.allowed ? 'allowed' : decision.reason).toBe(expected);
  });
});

describe('canEnterAdmin', () => {
  it.each([
    ['USER without organisation', user(), false],
    ['SUPER_ADMIN', user({ role: 'SUPER_ADMIN' }), true],
    ['MINISTRY', user({ role: 'MINISTRY' }), true],
    ['ORG_STUDENT', user(member('ACTIVE', 'ORG_STUDENT')), false],
    ['active ORG_ADMIN', user(member('ACTIVE', 'ORG_ADMIN')), true],
    ['blocked ORG_ADMIN', user(member('BLOCKED', 'ORG_ADMIN')), false],
  ] as const)('%s -> %s', (_name, u, expected) => {
    expect(canEnterAdmin(u)).toBe(expected);
  });
});

describe('isSafeRedirect', () => {
  it.each([
    ['/app/feed', true],
    ['/app/tests?x=1', true],
    ['/', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['https://evil.example', false],
    ['app/feed', false],
    ['', false],
    [null, false],
  ] as const)('%s -> %s', (value, expected) => {
    expect(isSafeRedirect(value)).toBe(expected);
  });
});

describe('resolveNavigation', () => {
  const guest: TRouteFlags = { guestOnly: true };
  const app: TRouteFlags = { requiresAuth: true, requiresOnboarding: true };
  const loc = (pathname: string, search = '') => ({ pathname, search });
  const notOnboarded = user({ onboarded: false });

  it.each<[string, TRouteFlags, TAccessUser | null, ReturnType<typeof loc>, string]>([
    ['guest page, guest', guest, null, loc('/auth/login'), 'allow'],
    ['guest page, onboarded user, no redirect', guest, user(), loc('/auth/login'), '/'],
    [
      'guest page, onboarded user, safe redirect',
      guest,
      user(),
      loc('/auth/login', '?redirect=%2Fapp%2Ftests'),
      '/app/tests',
    ],
    [
      'guest page, onboarded user, protocol-relative redirect',
      guest,
      user(),
      loc('/auth/login', '?redirect=%2F%2Fevil.example'),
      '/',
    ],
    [
      'guest page, onboarded user, backslash redirect',
      guest,
      user(),
      loc('/auth/login', '?redirect=%2F%5Cevil.example'),
      '/',
    ],
    [
      'guest page, onboarded user, absolute redirect',
      guest,
      user(),
      loc('/auth/login', '?redirect=https%3A%2F%2Fevil.example'),
      '/',
    ],
    ['guest page, user not onboarded', guest, notOnboarded, loc('/auth/login'), 'allow'],
    [
      'app page, guest',
      app,
      null,
      loc('/app/tests', '?tab=new'),
      '/auth/login?redirect=%2Fapp%2Ftests%3Ftab%3Dnew&reason=authentication_required',
    ],
    [
      'app page, not onboarded',
      app,
      notOnboarded,
      loc('/app/feed'),
      '/auth/onboarding?redirect=%2Fapp%2Ffeed&reason=onboarding_required',
    ],
    ['app page, onboarded', app, user(), loc('/app/feed'), 'allow'],
    [
      'onboarding page, guest',
      { requiresAuth: true },
      null,
      loc('/auth/onboarding'),
      '/auth/login?redirect=%2Fauth%2Fonboarding&reason=authentication_required',
    ],
    ['onboarding page, not onboarded', { requiresAuth: true }, notOnboarded, loc('/auth/onboarding'), 'allow'],
    ['onboarding page, onboarded', { requiresAuth: true }, user(), loc('/auth/onboarding'), '/app/feed'],
    [
      'super-admin page, ministry',
      { ...app, requiresAdmin: true, requiresSuperAdmin: true },
      user({ role: 'MINISTRY' }),
      loc('/admin/billing/plans'),
      '/errors/403?reason=insufficient_permissions',
    ],
    [
      'super-admin page, super admin',
      { ...app, requiresAdmin: true, requiresSuperAdmin: true },
      user({ role: 'SUPER_ADMIN' }),
      loc('/admin/billing/plans'),
      'allow',
    ],
    [
      'admin page, student',
      { ...app, requiresAdmin: true },
      user(member()),
      loc('/admin/analytics'),
      '/errors/403?reason=insufficient_permissions',
    ],
    [
      'admin page, org admin',
      { ...app, requiresAdmin: true },
      user(member('ACTIVE', 'ORG_ADMIN')),
      loc('/admin/analytics'),
      'allow',
    ],
    [
      'admin page, ministry',
      { ...app, requiresAdmin: true },
      user({ role: 'MINISTRY' }),
      loc('/admin/analytics'),
      'allow',
    ],
    [
      'admin page, guest',
      { ...app, requiresAdmin: true },
      null,
      loc('/admin'),
      '/auth/login?redirect=%2Fadmin&reason=authentication_required',
    ],
    [
      'PRO_ONLY page, free user',
      { ...app, policy: 'PRO_ONLY' },
      user(),
      loc('/app/careers'),
      '/paywall?reason=user_insufficient_tier&redirect=%2Fapp%2Fcareers',
    ],
    ['PRO_ONLY page, pro user', { ...app, policy: 'PRO_ONLY' }, user({ tier: 'PRO' }), loc('/app/careers'), 'allow'],
    [
      'STANDARD_OR_ORG page, expired org',
      { ...app, policy: 'STANDARD_OR_ORG' },
      user(member()),
      loc('/app/tests/1/questions/2'),
      '/paywall?reason=org_expired&redirect=%2Fapp%2Ftests%2F1%2Fquestions%2F2',
    ],
    [
      'bypass route, super admin free tier',
      { ...app, policy: 'STANDARD_OR_ORG', superAdminBypass: true },
      user({ role: 'SUPER_ADMIN' }),
      loc('/app/tests/1/questions/2'),
      'allow',
    ],
    [
      'policy page, not onboarded comes first',
      { ...app, policy: 'PRO_ONLY' },
      notOnboarded,
      loc('/app/careers'),
      '/auth/onboarding?redirect=%2Fapp%2Fcareers&reason=onboarding_required',
    ],
  ])('%s', (_name, route, u, location, expected) => {
    const now = _name.includes('expired org') ? new Date(Date.parse(END) + 31_000) : NOW;
    const decision = resolveNavigation(route, u, location, now);
    expect(decision.type === 'allow' ? 'allow' : decision.to).toBe(expected);
  });
});

describe('resolveNavigation: platform-only and organisation-write pages', () => {
  const here = { pathname: '/admin/tests', search: '' };
  const admin: TRouteFlags = { requiresAuth: true, requiresAdmin: true, superAdminBypass: true };
  const forbidden = { type: 'redirect', to: '/errors/403?reason=insufficient_permissions' };
  it('lets SUPER_ADMIN and MINISTRY into a platform page and sends an organisation admin to 403', () => {
    const platform = { ...admin, requiresPlatformAdmin: true };
    expect(resolveNavigation(platform, user({ role: 'SUPER_ADMIN' }), here, NOW)).toEqual({ type: 'allow' });
    expect(resolveNavigation(platform, user({ role: 'MINISTRY' }), here, NOW)).toEqual({ type: 'allow' });
    expect(resolveNavigation(platform, user(member('ACTIVE', 'ORG_ADMIN')), here, NOW)).toEqual(forbidden);
  });
  it('sends a teacher away from an upload page, not an organisation admin', () => {
    const upload = { ...admin, requiresOrgWrite: true };
    const teacher = user({ ...member(), organizationUser: { id: 'm1', role: 'ORG_TEACHER', status: 'ACTIVE' } });
    expect(resolveNavigation(upload, teacher, here, NOW)).toEqual(forbidden);
    expect(resolveNavigation(upload, user(member('ACTIVE', 'ORG_ADMIN')), here, NOW)).toEqual({ type: 'allow' });
  });
});

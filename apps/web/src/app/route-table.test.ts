import { describe, expect, it } from 'vitest';
import { buildRoutes } from './router.tsx';
import { findRoute, requiredTierFor, ROUTE_TABLE } from './route-table.ts';
import type { RouteObject } from 'react-router';

const APP = { requiresAuth: true, requiresOnboarding: true };
const ADMIN = { requiresAuth: true, requiresAdmin: true, superAdminBypass: true };
const PLATFORM = { ...ADMIN, requiresPlatformAdmin: true };
const ORG_WRITE = { ...ADMIN, requiresOrgWrite: true };

// Spec §2, path by path, with the flags each must carry.
const EXPECTED: Record<string, object> = {
  '/': {},
  '/legal/privacy': {},
  '/legal/offer': {},
  '/legal/terms': {},
  // Not in spec §2: the organisation licence form (spec §1 "organisations apply through a form").
  '/organizations/apply': {},
  '/auth/login': { guestOnly: true },
  '/auth/signup': { guestOnly: true },
  '/auth/forgot-password': { guestOnly: true },
  '/auth/reset-password/:token': { guestOnly: true },
  '/auth/verify-email': {},
  '/auth/onboarding': { requiresAuth: true },
  '/auth/activate': { guestOnly: true },
  '/paywall': { requiresAuth: true },
  '/app/feed': APP,
  '/app/feed/posts': APP,
  '/app/profile/:username': APP,
  '/app/settings': APP,
  '/app/billing': APP,
  '/app/tests': APP,
  '/app/tests/:id': APP,
  '/app/tests/:id/questions/:questionId': { ...APP, policy: 'STANDARD_OR_ORG', superAdminBypass: true },
  '/app/careers': { ...APP, policy: 'PRO_ONLY' },
  '/app/careers/:id': { ...APP, policy: 'PRO_ONLY' },
  '/app/projects': APP,
  '/app/projects/create': APP,
  '/app/projects/:id': APP,
  '/app/projects/:id/edit': APP,
  '/app/institutions': { ...APP, policy: 'PRO_ONLY' },
  '/app/institutions/:id': { ...APP, policy: 'PRO_ONLY' },
  '/app/personality': APP,
  '/app/notifications': APP,
  '/admin/analytics': ADMIN,
  '/admin/users': PLATFORM,
  '/admin/users/:id': PLATFORM,
  '/admin/locations/cities': PLATFORM,
  '/admin/locations/countries': PLATFORM,
  '/admin/materials': PLATFORM,
  '/admin/billing/plans': { ...ADMIN, requiresSuperAdmin: true },
  '/admin/moderation': { ...ADMIN, requiresOrgWrite: true },
  '/admin/moderation/words': { ...ADMIN, requiresPlatformAdmin: true },
  '/admin/audit': { ...ADMIN, requiresPlatformAdmin: true },
  '/admin/organizations': ADMIN,
  '/admin/organizations/create': PLATFORM,
  '/admin/organizations/:id': ADMIN,
  '/admin/organizations/:id/edit': PLATFORM,
  '/admin/organizations/:id/students': ADMIN,
  '/admin/organizations/:id/students/upload': ORG_WRITE,
  '/admin/organizations/:id/groups': ADMIN,
  '/admin/organizations/:id/analytics': ADMIN,
  '/admin/organizations/:id/analytics/:studentId': ADMIN,
  '/admin/organizations/:id/staff': ADMIN,
  '/admin/organizations/:id/staff/upload': ORG_WRITE,
  '/admin/organizations/:id/teachers/upload': ORG_WRITE,
  '/admin/tests': PLATFORM,
  '/admin/tests/create': PLATFORM,
  '/admin/tests/categories': PLATFORM,
  '/admin/tests/:id': PLATFORM,
  '/admin/institutions': PLATFORM,
  '/admin/institutions/create': PLATFORM,
  '/admin/institutions/admission': PLATFORM,
  '/admin/institutions/:id': PLATFORM,
  '/admin/professions': PLATFORM,
  '/admin/professions/create': PLATFORM,
  '/admin/professions/:id': PLATFORM,
};

function allPaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.path ? [route.path] : []), ...allPaths(route.children ?? [])]);
}

describe('route table', () => {
  it('registers every route of the spec with exactly its flags', () => {
    expect(Object.fromEntries(ROUTE_TABLE.map((route) => [route.path, route.flags]))).toEqual(EXPECTED);
  });

  it('puts every table route, the error pages and the redirects into the router', () => {
    const paths = allPaths(buildRoutes());
    for (const path of [...Object.keys(EXPECTED), '/errors/404', '/errors/403', '/errors/500', '/app', '/admin', '*']) {
      expect(paths).toContain(path);
    }
  });

  it('prefers static segments over parameters', () => {
    expect(findRoute('/admin/tests/categories')?.path).toBe('/admin/tests/categories');
    expect(findRoute('/admin/institutions/admission')?.path).toBe('/admin/institutions/admission');
    expect(findRoute('/app/projects/create')?.path).toBe('/app/projects/create');
    expect(findRoute('/app/projects/42')?.path).toBe('/app/projects/:id');
  });

  it('knows which tier opens a gated page', () => {
    expect(requiredTierFor('/app/careers/7')).toBe('PRO');
    expect(requiredTierFor('/app/institutions')).toBe('PRO');
    expect(requiredTierFor('/app/tests/1/questions/2')).toBe('STANDARD');
    expect(requiredTierFor(null)).toBe('STANDARD');
  });
});

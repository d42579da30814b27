import {
  API_ACCESS,
  expectedStatus,
  MATRIX_ACTORS,
  matrixAccessUser,
  resolveNavigation,
  ROUTES,
  type TMatrixActor,
  type TMatrixStatus,
} from '@bagdar/contracts';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from './route-table.ts';

/**
 * The web guard agrees with the API's authorization matrix: for each page that shows an API
 * route, the guard's verdict for each actor of the matrix matches the status the API gives that actor
 * (packages/contracts/src/authorization-matrix.ts, proven against the server by the API's
 * authorization-matrix.test.ts):
 *   allow            ↔ the request passes the API's guards (2xx; 404 for an object the actor may not
 *                      see, which the page shows as not found; 409 and the like past the guard),
 *   → login          ↔ 401,
 *   → paywall        ↔ 403 PAYWALL,
 *   → 403 page       ↔ 403.
 * Add a page here (one line) when it is built on an API route.
 */
const PAGE_API: Record<string, string> = {
  '/app/feed': 'GET /api/v1/posts',
  '/app/feed/posts': 'GET /api/v1/posts',
  '/app/profile/:username': 'GET /api/v1/profiles/:username',
  '/app/settings': 'GET /api/v1/profiles/me/settings',
  '/app/billing': 'GET /api/v1/billing',
  '/app/tests': 'GET /api/v1/tests',
  '/app/tests/:id': 'GET /api/v1/tests/:testId',
  '/app/tests/:id/questions/:questionId': 'POST /api/v1/tests/:testId/attempts',
  '/app/careers': 'GET /api/v1/careers/plans',
  '/app/careers/:id': 'GET /api/v1/careers/plans/:id',
  '/app/projects': 'GET /api/v1/projects',
  '/app/projects/create': 'POST /api/v1/projects',
  '/app/projects/:id': 'GET /api/v1/projects/:id',
  '/app/projects/:id/edit': 'PUT /api/v1/projects/:id',
  '/app/institutions': 'GET /api/v1/institutions',
  '/app/institutions/:id': 'GET /api/v1/institutions/:id',
  '/app/personality': 'GET /api/v1/personality',
  '/app/notifications': 'GET /api/v1/notifications',
  '/admin/users': 'GET /api/v1/admin/users',
  '/admin/users/:id': 'GET /api/v1/admin/users/:id',
  '/admin/billing/plans': 'GET /api/v1/admin/billing/plans',
  '/admin/moderation': 'GET /api/v1/admin/moderation/reports',
  '/admin/moderation/words': 'GET /api/v1/admin/moderation/words',
  '/admin/audit': 'GET /api/v1/admin/audit',
  '/admin/locations/cities': 'GET /api/v1/admin/locations/cities',
  '/admin/locations/countries': 'GET /api/v1/admin/locations/countries',
  '/admin/materials': 'GET /api/v1/admin/materials',
  '/admin/organizations': 'GET /api/v1/admin/organizations',
  '/admin/organizations/create': 'POST /api/v1/admin/organizations',
  '/admin/organizations/:id': 'GET /api/v1/admin/organizations/:id',
  '/admin/organizations/:id/edit': 'PUT /api/v1/admin/organizations/:id',
  '/admin/organizations/:id/students': 'GET /api/v1/admin/organizations/:id/members',
  '/admin/organizations/:id/students/upload': 'POST /api/v1/admin/organizations/:id/import/:role/preview',
  '/admin/organizations/:id/groups': 'GET /api/v1/admin/organizations/:id/groups',
  '/admin/organizations/:id/analytics': 'GET /api/v1/admin/organizations/:id/analytics',
  '/admin/organizations/:id/analytics/:studentId': 'GET /api/v1/admin/organizations/:id/analytics/students/:studentId',
  '/admin/organizations/:id/staff': 'GET /api/v1/admin/organizations/:id/members',
  '/admin/organizations/:id/staff/upload': 'POST /api/v1/admin/organizations/:id/import/:role/preview',
  '/admin/organizations/:id/teachers/upload': 'POST /api/v1/admin/organizations/:id/import/:role/preview',
  '/admin/tests': 'GET /api/v1/admin/tests',
  '/admin/tests/create': 'POST /api/v1/admin/tests',
  '/admin/tests/categories': 'GET /api/v1/admin/test-categories',
  '/admin/tests/:id': 'GET /api/v1/admin/tests/:id',
  '/admin/institutions': 'GET /api/v1/admin/institutions',
  '/admin/institutions/create': 'POST /api/v1/admin/institutions',
  '/admin/institutions/admission': 'GET /api/v1/admin/admission/rules',
  '/admin/institutions/:id': 'GET /api/v1/admin/institutions/:id',
  '/admin/professions': 'GET /api/v1/admin/professions',
  '/admin/professions/create': 'POST /api/v1/admin/professions',
  '/admin/professions/:id': 'GET /api/v1/admin/professions/:id',
};

type TWebVerdict = 'allow' | 'login' | 'paywall' | 'forbidden';

function apiVerdict(status: TMatrixStatus): TWebVerdict {
  if (status === 401) return 'login';
  if (status === 'paywall') return 'paywall';
  if (status === 403) return 'forbidden';
  return 'allow';
}

function webVerdict(path: string, actor: TMatrixActor): TWebVerdict {
  const route = ROUTE_TABLE.find((r) => r.path === path)!;
  const pathname = path.replace(/:(\w+)/g, 'x1');
  const decision = resolveNavigation(route.flags, matrixAccessUser(actor), { pathname, search: '' });
  if (decision.type === 'allow') return 'allow';
  if (decision.to.startsWith(ROUTES.login)) return 'login';
  if (decision.to.startsWith(ROUTES.paywall)) return 'paywall';
  if (decision.to.startsWith(ROUTES.forbidden)) return 'forbidden';
  throw new Error(`${path} as ${actor}: unexpected redirect ${decision.to}`);
}

describe('web guard × authorization matrix', () => {
  it('maps only pages of the route table to rows of the matrix', () => {
    const pages = new Set(ROUTE_TABLE.map((r) => r.path));
    expect(Object.keys(PAGE_API).filter((path) => !pages.has(path))).toEqual([]);
    expect(Object.values(PAGE_API).filter((route) => !(route in API_ACCESS))).toEqual([]);
  });

  it.each(Object.entries(PAGE_API))('%s agrees with %s for every actor', (path, apiRoute) => {
    const disagreements = MATRIX_ACTORS.flatMap((actor) => {
      // The guard decides by who asks; whose object it is (owner, tenant) the page learns from the API.
      const row = API_ACCESS[apiRoute]!;
      const byRole = typeof row === 'string' ? row : { access: row.access, except: row.except };
      const status = expectedStatus(apiRoute, byRole, actor);
      const api = apiVerdict(status);
      const web = webVerdict(path, actor);
      // 404 refuses as well as a guard does: the 403 page agrees with it too.
      const agrees = api === web || (api === 'allow' && status === 404 && web === 'forbidden');
      return agrees ? [] : [`${actor}: web ${web}, API ${api}`];
    });
    expect(disagreements).toEqual([]);
  });
});

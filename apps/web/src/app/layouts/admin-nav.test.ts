import { MATRIX_ACTORS, matrixAccessUser, resolveNavigation } from '@bagdar/contracts';
import { describe, expect, it } from 'vitest';
import { findRoute } from '../route-table.ts';
import { ADMIN_NAV, adminNavFor } from './admin-nav.ts';

const shown = (actor: (typeof MATRIX_ACTORS)[number]) => adminNavFor(matrixAccessUser(actor)).map((i) => i.to);

describe('admin sidebar', () => {
  it('offers each role exactly the links whose page the guard opens for it (roles × links)', () => {
    for (const actor of MATRIX_ACTORS) {
      const me = matrixAccessUser(actor);
      const visible = new Set(shown(actor));
      for (const item of ADMIN_NAV) {
        const route = findRoute(item.to);
        expect(route, item.to).toBeDefined();
        const opens =
          !!me && !!route && resolveNavigation(route.flags, me, { pathname: item.to, search: '' }).type === 'allow';
        expect(visible.has(item.to), `${actor} ${item.to}`).toBe(opens);
      }
    }
  });

  it('shows organisation staff their organisation, analytics and reports queue, never the platform pages', () => {
    for (const actor of ['orgAdmin', 'orgStaff'] as const) {
      expect(shown(actor)).toEqual(['/admin/analytics', '/admin/organizations', '/admin/moderation']);
    }
    // Teachers read their groups; the reports queue is for staff and administrators.
    expect(shown('orgTeacher')).toEqual(['/admin/analytics', '/admin/organizations']);
    expect(shown('ministry')).toEqual(ADMIN_NAV.map((i) => i.to).filter((to) => to !== '/admin/billing/plans'));
    expect(shown('superAdmin')).toEqual(ADMIN_NAV.map((i) => i.to));
    expect(shown('orgStudent')).toEqual([]);
    expect(shown('anonymous')).toEqual([]);
  });
});

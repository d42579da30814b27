import { resolveNavigation, type TAccessUser } from '@bagdar/contracts';
import {
  IconBooks,
  IconBriefcase,
  IconBuildingBank,
  IconBuildingCommunity,
  IconCategory,
  IconChartBar,
  IconChecklist,
  IconFilter,
  IconHistory,
  IconMapPin,
  IconReceipt,
  IconShieldCheck,
  IconUsers,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';
import { findRoute } from '../route-table.ts';

/** The admin sidebar's links in order, with the `admin:nav.*` key of each label. */
export const ADMIN_NAV = [
  { to: '/admin/analytics', labelKey: 'analytics', icon: IconChartBar },
  { to: '/admin/users', labelKey: 'users', icon: IconUsers },
  { to: '/admin/organizations', labelKey: 'organizations', icon: IconBuildingCommunity },
  { to: '/admin/moderation', labelKey: 'moderation', icon: IconShieldCheck },
  { to: '/admin/moderation/words', labelKey: 'words', icon: IconFilter },
  { to: '/admin/audit', labelKey: 'audit', icon: IconHistory },
  { to: '/admin/tests', labelKey: 'tests', icon: IconChecklist },
  { to: '/admin/tests/categories', labelKey: 'testCategories', icon: IconCategory },
  { to: '/admin/institutions', labelKey: 'institutions', icon: IconBuildingBank },
  { to: '/admin/professions', labelKey: 'professions', icon: IconBriefcase },
  { to: '/admin/materials', labelKey: 'materials', icon: IconBooks },
  { to: '/admin/locations/cities', labelKey: 'cities', icon: IconMapPin },
  { to: '/admin/locations/countries', labelKey: 'countries', icon: IconWorld },
  { to: '/admin/billing/plans', labelKey: 'plans', icon: IconReceipt },
] as const satisfies readonly { to: string; labelKey: string; icon: Icon }[];

export type TAdminNavEntry = (typeof ADMIN_NAV)[number];

/**
 * The links `me` may open: those whose route the navigation guard lets them through, so the
 * sidebar never offers a page that ends on the 403 page (the guard's flags mirror the API's checks).
 */
export function adminNavFor(me: TAccessUser | null): TAdminNavEntry[] {
  if (!me) return [];
  return ADMIN_NAV.filter((item) => {
    const route = findRoute(item.to);
    return !!route && resolveNavigation(route.flags, me, { pathname: item.to, search: '' }).type === 'allow';
  });
}

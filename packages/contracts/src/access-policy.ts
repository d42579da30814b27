import type { TMe } from './auth.ts';
import { ORGANIZATION_ADMIN_ROLES, TIER_RANK, type TAccessPolicy, type TTier } from './enums.ts';
import { TIMING } from './limits.ts';

/**
 * The access decision and the navigation guard of spec §4, as pure functions.
 * The web guard uses them to decide where to navigate; the API uses `decideAccess`
 * to enforce the same rule on every gated route.
 */

/** What the access decision needs of a user: a subset of the `GET /auth/me` body. */
export type TAccessUser = Pick<TMe, 'role' | 'onboarded' | 'organization' | 'organizationUser'> & {
  subscription: Pick<TMe['subscription'], 'effectiveTier'>;
};

export type TAccessDenialReason =
  'authentication_required' | 'org_not_started' | 'org_expired' | 'org_missing_or_inactive' | 'user_insufficient_tier';

export type TAccessDecision = { allowed: true } | { allowed: false; reason: TAccessDenialReason };

export type TOrganizationAccess = 'ok' | 'not_started' | 'expired' | 'missing_or_inactive';

export interface TAccessOptions {
  superAdminBypass?: boolean;
  now?: Date;
}

export function isSuperAdminLevel(user: Pick<TAccessUser, 'role'>): boolean {
  return user.role === 'SUPER_ADMIN' || user.role === 'MINISTRY';
}

/**
 * Organisation access: an organisation, an ACTIVE membership, and `now` inside the
 * subscription window widened by 30 seconds at each end.
 */
export function organizationAccess(
  user: Pick<TAccessUser, 'organization' | 'organizationUser'>,
  now: Date = new Date(),
): TOrganizationAccess {
  const { organization, organizationUser } = user;
  if (!organization || !organizationUser || organizationUser.status !== 'ACTIVE') {
    return 'missing_or_inactive';
  }
  if (!organization.subscriptionStartsAt || !organization.subscriptionEndsAt) return 'missing_or_inactive';
  const t = now.getTime();
  const startsAt = Date.parse(organization.subscriptionStartsAt);
  const endsAt = Date.parse(organization.subscriptionEndsAt);
  if (t < startsAt - TIMING.accessToleranceMs) return 'not_started';
  if (t > endsAt + TIMING.accessToleranceMs) return 'expired';
  return 'ok';
}

const ORG_DENIAL: Record<Exclude<TOrganizationAccess, 'ok'>, TAccessDenialReason> = {
  not_started: 'org_not_started',
  expired: 'org_expired',
  missing_or_inactive: 'org_missing_or_inactive',
};

const MIN_TIER: Record<'STANDARD_OR_ORG' | 'PRO_OR_ORG', TTier> = {
  STANDARD_OR_ORG: 'STANDARD',
  PRO_OR_ORG: 'PRO',
};

export function decideAccess(
  user: TAccessUser | null,
  policy: TAccessPolicy | undefined,
  options: TAccessOptions = {},
): TAccessDecision {
  if (!policy) return { allowed: true };
  if (!user) return { allowed: false, reason: 'authentication_required' };
  if (options.superAdminBypass && isSuperAdminLevel(user)) return { allowed: true };

  const orgAccess = organizationAccess(user, options.now ?? new Date());
  const tier = user.subscription.effectiveTier;
  switch (policy) {
    case 'ORG':
      return orgAccess === 'ok' ? { allowed: true } : { allowed: false, reason: ORG_DENIAL[orgAccess] };
    case 'PRO_ONLY':
      return tier === 'PRO' ? { allowed: true } : { allowed: false, reason: 'user_insufficient_tier' };
    case 'STANDARD_OR_ORG':
    case 'PRO_OR_ORG': {
      if (TIER_RANK[tier] >= TIER_RANK[MIN_TIER[policy]] || orgAccess === 'ok') return { allowed: true };
      // A member of an organisation learns what is wrong with the organisation's access;
      // everyone else learns that their personal tier is too low.
      if (user.organization) return { allowed: false, reason: ORG_DENIAL[orgAccess] };
      return { allowed: false, reason: 'user_insufficient_tier' };
    }
  }
}

/** A user may enter the admin area as SUPER_ADMIN or MINISTRY, or as an active organisation admin, staff member or teacher. */
export function canEnterAdmin(user: Pick<TAccessUser, 'role' | 'organizationUser'>): boolean {
  if (isSuperAdminLevel(user)) return true;
  const membership = user.organizationUser;
  return !!membership && membership.status === 'ACTIVE' && ORGANIZATION_ADMIN_ROLES.includes(membership.role);
}

export interface TRouteFlags {
  guestOnly?: boolean;
  requiresAuth?: boolean;
  requiresOnboarding?: boolean;
  requiresAdmin?: boolean;
  requiresSuperAdmin?: boolean;
  /** SUPER_ADMIN or MINISTRY (the platform catalogues, users, creating and editing organisations). */
  requiresPlatformAdmin?: boolean;
  /** Changing an organisation's members (uploads): its teachers only read. */
  requiresOrgWrite?: boolean;
  policy?: TAccessPolicy;
  superAdminBypass?: boolean;
}

export interface TLocation {
  pathname: string;
  search: string;
}

export type TNavigationDecision = { type: 'allow' } | { type: 'redirect'; to: string };

export const ROUTES = {
  landing: '/',
  login: '/auth/login',
  onboarding: '/auth/onboarding',
  feed: '/app/feed',
  paywall: '/paywall',
  forbidden: '/errors/403',
  notFound: '/errors/404',
} as const;

/** A redirect target is safe when it is a path on this site: one leading `/`, not `//host` or `/\host`. */
export function isSafeRedirect(value: string | null | undefined): value is string {
  if (!value || value[0] !== '/') return false;
  const second = value[1];
  return second !== '/' && second !== '\\';
}

function withQuery(path: string, params: Record<string, string>): string {
  return `${path}?${new URLSearchParams(params).toString()}`;
}

/** The guard of spec §4, its rules in their order. */
export function resolveNavigation(
  route: TRouteFlags,
  user: TAccessUser | null,
  location: TLocation,
  now: Date = new Date(),
): TNavigationDecision {
  const here = `${location.pathname}${location.search}`;

  if (route.guestOnly && user?.onboarded) {
    const requested = new URLSearchParams(location.search).get('redirect');
    return { type: 'redirect', to: isSafeRedirect(requested) ? requested : ROUTES.landing };
  }

  const needsUser =
    route.requiresAuth ||
    route.requiresOnboarding ||
    route.requiresAdmin ||
    route.requiresSuperAdmin ||
    route.requiresPlatformAdmin ||
    route.requiresOrgWrite ||
    !!route.policy;
  if (needsUser && !user) {
    return { type: 'redirect', to: withQuery(ROUTES.login, { redirect: here, reason: 'authentication_required' }) };
  }
  if (!user) return { type: 'allow' };

  if (route.requiresOnboarding && !user.onboarded) {
    return { type: 'redirect', to: withQuery(ROUTES.onboarding, { redirect: here, reason: 'onboarding_required' }) };
  }
  if (location.pathname === ROUTES.onboarding && user.onboarded) {
    return { type: 'redirect', to: ROUTES.feed };
  }
  if (route.requiresSuperAdmin && user.role !== 'SUPER_ADMIN') {
    return { type: 'redirect', to: withQuery(ROUTES.forbidden, { reason: 'insufficient_permissions' }) };
  }
  if (route.requiresAdmin && !canEnterAdmin(user)) {
    return { type: 'redirect', to: withQuery(ROUTES.forbidden, { reason: 'insufficient_permissions' }) };
  }
  if (route.requiresPlatformAdmin && !isSuperAdminLevel(user)) {
    return { type: 'redirect', to: withQuery(ROUTES.forbidden, { reason: 'insufficient_permissions' }) };
  }
  if (route.requiresOrgWrite && !isSuperAdminLevel(user) && user.organizationUser?.role === 'ORG_TEACHER') {
    return { type: 'redirect', to: withQuery(ROUTES.forbidden, { reason: 'insufficient_permissions' }) };
  }
  const decision = decideAccess(user, route.policy, { superAdminBypass: route.superAdminBypass, now });
  if (!decision.allowed) {
    return { type: 'redirect', to: withQuery(ROUTES.paywall, { reason: decision.reason, redirect: here }) };
  }
  return { type: 'allow' };
}

import { canEnterAdmin, decideAccess, type TAccessOptions, type TAccessPolicy, type TMe } from '@bagdar/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/**
 * Route guards for every module (DESIGN.md: authorization is enforced on the server, always).
 * Use them as `preHandler`s; inside a handler `currentUser(request)` gives the user they checked.
 * They run before the route's validation error is raised (plugins/input-gate.ts), so a user without
 * access gets 401/403 whatever the body holds: a guard reads who asks (`request.getMe()`, the path),
 * never the body.
 */
export type AccessGuard = (request: FastifyRequest) => Promise<void>;

const guards = new WeakSet<object>();

/**
 * Whether a preHandler is an access guard: one of this module's, or any function named `require...`
 * (the naming rule for guards, e.g. `requireCatalogAdmin`), which input-gate.ts lets run before the
 * validation outcome.
 */
export function isAccessGuard(hook: unknown): boolean {
  return typeof hook === 'function' && (guards.has(hook) || /^require[A-Z]/.test(hook.name));
}

/** The signed-in user; throws 401 when there is none. */
export async function currentUser(request: FastifyRequest): Promise<TMe> {
  const me = await request.getMe();
  if (!me) throw new AppError('UNAUTHENTICATED', 401, 'Sign in first');
  return me;
}

export const requireAuth: AccessGuard = async (request) => {
  await currentUser(request);
};

export const requireOnboarded: AccessGuard = async (request) => {
  const me = await currentUser(request);
  if (!me.onboarded) throw new AppError('FORBIDDEN', 403, 'Finish onboarding first', { reason: 'onboarding_required' });
};

export const requireAdmin: AccessGuard = async (request) => {
  const me = await currentUser(request);
  if (!canEnterAdmin(me)) {
    throw new AppError('FORBIDDEN', 403, 'Admin access required', { reason: 'insufficient_permissions' });
  }
};

export const requireSuperAdmin: AccessGuard = async (request) => {
  const me = await currentUser(request);
  if (me.role !== 'SUPER_ADMIN') {
    throw new AppError('FORBIDDEN', 403, 'Super admin access required', { reason: 'insufficient_permissions' });
  }
};

/** The access policy of spec §4 (contracts' decideAccess): 403 PAYWALL with the denial reason. */
export function requireAccess(policy: TAccessPolicy, options: Omit<TAccessOptions, 'now'> = {}): AccessGuard {
  const guard: AccessGuard = async (request) => {
    const me = await currentUser(request);
    const decision = decideAccess(me, policy, options);
    if (!decision.allowed) {
      throw new AppError('PAYWALL', 403, 'Your plan does not include this', { reason: decision.reason });
    }
  };
  guards.add(guard);
  return guard;
}

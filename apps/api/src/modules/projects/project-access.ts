import type { TProjectRefusal, TProjectRole, TProjectStatus } from '@bagdar/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { currentUser } from '../../plugins/access.ts';
import { inputError } from '../../plugins/input-gate.ts';
import { findAccess } from './project-locks.repository.ts';

/**
 * Who may do what in a project, checked before what they sent. A route that needs a role
 * in the project of its path (`/:id`) takes a guard, `requireProjectRole(db, MANAGERS)`: it runs before
 * the route's validation outcome (plugins/input-gate.ts lets functions named `require...` through
 * first), so a caller without the role gets the same 403 whatever the body. The guard's lookup is the
 * one the service made before: the handler hands it on (`projectAccess(request)`) instead of querying
 * again.
 */

export const projectNotFound = () => new AppError('NOT_FOUND', 404, 'Project not found');
export const refused = (status: 403 | 409, reason: TProjectRefusal, message: string) =>
  new AppError(status === 403 ? 'FORBIDDEN' : 'CONFLICT', status, message, { reason });

/** The caller's standing in a project they are a member of. */
export interface ProjectAccess {
  id: string;
  name: string;
  status: TProjectStatus;
  role: TProjectRole;
}

export interface RoleRule {
  roles: readonly TProjectRole[];
  reason: TProjectRefusal;
  message: string;
}

export const OWNERS: RoleRule = { roles: ['OWNER'], reason: 'owner_only', message: 'Owners only' };
export const MANAGERS: RoleRule = {
  roles: ['OWNER', 'MAINTAINER'],
  reason: 'manager_only',
  message: 'Owners and maintainers only',
};
export const MEMBERS: RoleRule = {
  roles: ['OWNER', 'MAINTAINER', 'MEMBER'],
  reason: 'not_member',
  message: 'Members only',
};

/** 404 for no project, 403 (the rule's reason) for a role the rule does not name. */
export function assertRole<T extends { role: TProjectRole | null }>(
  access: T | null,
  rule: RoleRule,
): T & { role: TProjectRole } {
  if (!access) throw projectNotFound();
  const { role } = access;
  if (!role || !rule.roles.includes(role)) throw refused(403, rule.reason, rule.message);
  return { ...access, role };
}

const granted = new WeakMap<FastifyRequest, ProjectAccess>();

/**
 * A route guard: the caller holds one of the rule's roles in the project `:id` of the path. Only the
 * role is checked before the body: a project that does not exist is "not found" once the input has
 * passed, as a handler would say it (so a NUL still answers 400, never 404: the fuzzing test's rule).
 */
export function requireProjectRole(db: Db, rule: RoleRule) {
  return async function requireProjectRole(request: FastifyRequest): Promise<void> {
    const me = await currentUser(request);
    const { id } = request.params as { id?: unknown };
    const projectId = typeof id === 'string' && isUuid(id) ? id : null;
    const access = projectId ? await findAccess(db, projectId, me.id) : null;
    if (!projectId || !access) throw inputError(request) ?? projectNotFound();
    granted.set(request, { id: projectId, ...assertRole(access, rule) });
  };
}

/** What the route's requireProjectRole guard found. */
export function projectAccess(request: FastifyRequest): ProjectAccess {
  const access = granted.get(request);
  if (!access) throw new Error(`${request.routeOptions.url}: no requireProjectRole guard ran`);
  return access;
}

import { isSuperAdminLevel, ORGANIZATION_ADMIN_ROLES, type TMe, type TOrganizationRole } from '@bagdar/contracts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { assertCleanPath } from '../../plugins/input-gate.ts';

/**
 * Who the caller is inside one organisation (spec §6). Platform admins (SUPER_ADMIN, MINISTRY)
 * reach every organisation; organisation staff reach only their own, and anything of another
 * organisation answers 404, as a missing one does (tenant isolation).
 */
export type OrgActor =
  | { kind: 'PLATFORM'; userId: string }
  | { kind: 'ORG_ADMIN' | 'ORG_STAFF' | 'ORG_TEACHER'; userId: string; membershipId: string };

export const orgNotFound = () => new AppError('NOT_FOUND', 404, 'No such organisation');
export const memberNotFound = () => new AppError('NOT_FOUND', 404, 'No such member');
export const notAllowed = (reason = 'insufficient_permissions') =>
  new AppError('FORBIDDEN', 403, 'Your organisation role does not allow this', { reason });

export function actorIn(me: TMe, organizationId: string): OrgActor {
  if (isSuperAdminLevel(me)) {
    if (!isUuid(organizationId)) throw orgNotFound();
    return { kind: 'PLATFORM', userId: me.id };
  }
  const membership = me.organizationUser;
  if (
    !membership ||
    me.organization?.id !== organizationId ||
    membership.status !== 'ACTIVE' ||
    !ORGANIZATION_ADMIN_ROLES.includes(membership.role) ||
    membership.role === 'ORG_STUDENT'
  ) {
    throw orgNotFound();
  }
  return {
    kind: membership.role,
    userId: me.id,
    membershipId: membership.id,
  };
}

export const isPlatform = (actor: OrgActor) => actor.kind === 'PLATFORM';
const managesEverything = (actor: OrgActor) => actor.kind === 'PLATFORM' || actor.kind === 'ORG_ADMIN';

/** Reading a member list of this role: teachers see students only (of their groups). */
export function assertCanRead(actor: OrgActor, role: TOrganizationRole): void {
  if (managesEverything(actor)) return;
  if (actor.kind === 'ORG_STAFF' && role !== 'ORG_ADMIN') return;
  if (actor.kind === 'ORG_TEACHER' && role === 'ORG_STUDENT') return;
  throw notAllowed();
}

/** Changing, deleting or importing members of this role: staff never touch administrators; teachers read only. */
export function assertCanWrite(actor: OrgActor, role: TOrganizationRole): void {
  if (managesEverything(actor)) return;
  if (actor.kind === 'ORG_STAFF' && role !== 'ORG_ADMIN') return;
  throw notAllowed();
}

export function assertCanManageGroups(actor: OrgActor): void {
  if (actor.kind === 'ORG_TEACHER') throw notAllowed();
}

export function assertCanCreateAdmins(actor: OrgActor): void {
  if (!managesEverything(actor)) throw notAllowed();
}

/** Teachers are limited to the groups they mentor; null means no limit. */
export const mentorScope = (actor: OrgActor): string | null =>
  actor.kind === 'ORG_TEACHER' ? actor.membershipId : null;

/**
 * Route guards (who asks is checked before what they sent). They run before the route's
 * validation (plugins/input-gate.ts lets functions named `require...` through first) and refuse what the
 * services would refuse anyway, so a teacher posting an invalid body gets 403, not 400. The services
 * keep their own checks.
 */
type OrgRequest = { params: unknown; getMe(): Promise<TMe | null> };
const pathOrganization = (request: OrgRequest): string => {
  const id = (request.params as { id?: unknown }).id;
  return typeof id === 'string' ? id : '';
};
async function signedIn(request: OrgRequest): Promise<TMe> {
  const me = await request.getMe();
  if (!me) throw new AppError('UNAUTHENTICATED', 401, 'Sign in first');
  return me;
}

/** The caller in this organisation, for a route's handler: 401 signed out, 404 another tenant's. */
export async function orgActor(request: OrgRequest, organizationId: string): Promise<OrgActor> {
  return actorIn(await signedIn(request), organizationId);
}

async function orgActorOf(request: OrgRequest): Promise<OrgActor> {
  const me = await signedIn(request);
  assertCleanPath(request);
  // A platform admin may act on any organisation: whether this one exists (and its id's form) is the
  // route's business after validation, so a bad body is still answered 400 for a missing organisation.
  if (isSuperAdminLevel(me)) return { kind: 'PLATFORM', userId: me.id };
  return actorIn(me, pathOrganization(request));
}

/** Creating an organisation is for platform admins only. */
export async function requireOrgCreator(request: OrgRequest): Promise<void> {
  if (!isSuperAdminLevel(await signedIn(request))) throw notAllowed();
}

/** Changing an organisation (its licence) is for platform admins only; another tenant's is not found. */
export async function requireOrgEditor(request: OrgRequest): Promise<void> {
  if (!isPlatform(await orgActorOf(request))) throw notAllowed();
}

/** Changing members, groups, codes or importing: teachers only read. */
export async function requireOrgWriter(request: OrgRequest): Promise<void> {
  assertCanManageGroups(await orgActorOf(request));
}

/** Creating organisation admins: the organisation's admin or a platform admin. */
export async function requireOrgManager(request: OrgRequest): Promise<void> {
  assertCanCreateAdmins(await orgActorOf(request));
}

import type {
  TMe,
  TPost,
  TProjectApplication,
  TProjectInvitation,
  TProjectMember,
  TProjectRole,
} from '@bagdar/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { decodeTimeCursor, encodeCursor } from '../../lib/keyset.ts';
import { isUuid } from '../../lib/uuid.ts';
import { createPost, postsByIds } from '../feed/feed.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { requireNotBlocked } from '../privacy/privacy.service.ts';
import * as locks from './project-locks.repository.ts';
import { assertRole, MANAGERS, OWNERS, projectNotFound, refused, type ProjectAccess } from './project-access.ts';
import * as team from './team.repository.ts';

/**
 * The team: applying and withdrawing, owners and maintainers deciding applications and inviting,
 * invitees answering, members leaving, owners handing roles over, and members' posts. Every
 * decision and its notification are written in one transaction. A function taking a ProjectAccess
 * serves a route whose guard checked the caller's role (project-access.ts).
 */

async function access(db: Db, me: TMe, projectId: string, lock = false) {
  const row = isUuid(projectId) ? await locks.findAccess(db, projectId, me.id, lock) : null;
  if (!row) throw projectNotFound();
  return row;
}

function toAuthor(row: {
  authorId: string;
  authorUsername: string;
  authorFirstName: string;
  authorLastName: string;
  authorAvatarUrl: string | null;
}) {
  return {
    id: row.authorId,
    username: row.authorUsername,
    firstName: row.authorFirstName,
    lastName: row.authorLastName,
    avatarUrl: row.authorAvatarUrl,
  };
}

/** Only owners hand out the OWNER role. */
function checkGrant(myRole: TProjectRole, role: TProjectRole) {
  if (role === 'OWNER' && myRole !== 'OWNER') {
    throw refused(403, 'owner_role_by_owner', 'Only owners make owners');
  }
}

export async function apply(db: Db, me: TMe, projectId: string, message: string) {
  return db.transaction(async (tx) => {
    const project = await access(tx, me, projectId);
    if (project.role) throw refused(409, 'already_member', 'Already a member');
    if (project.status !== 'RECRUITING') throw refused(409, 'not_recruiting', 'The project is not recruiting');
    const managers = await team.managerIds(tx, projectId);
    await requireNotBlocked(tx, me.id, managers);
    const application = await team.insertApplication(tx, projectId, me.id, message);
    if (!application) throw refused(409, 'already_applied', 'Already applied');
    for (const userId of managers) {
      await notify(tx, {
        userId,
        type: 'PROJECT_APPLICATION',
        actorId: me.id,
        data: { projectId, projectName: project.name, applicationId: application.id },
      });
    }
    return { id: application.id, createdAt: application.createdAt.toISOString() };
  });
}

export async function withdraw(db: Db, me: TMe, projectId: string): Promise<void> {
  await access(db, me, projectId);
  if (!(await team.withdrawApplication(db, projectId, me.id))) {
    throw refused(409, 'no_application', 'No pending application');
  }
}

export async function listApplications(
  db: Db,
  project: ProjectAccess,
  query: { cursor?: string | undefined; limit: number },
) {
  const after = decodeTimeCursor(query.cursor);
  const rows = await team.pagePendingApplications(db, project.id, after, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  const items: TProjectApplication[] = page.map((row) => ({
    id: row.id,
    user: toAuthor(row),
    message: row.message,
    status: row.status,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  }));
  return { items, nextCursor: rows.length > query.limit && last ? encodeCursor([last.createdKey, last.id]) : null };
}

/**
 * Accepts (with a role) or rejects a pending application. The project row is locked first, and the
 * caller's role read again under the lock, so two owners deciding at once are served one after the
 * other and the second finds it decided (409), and a manager demoted meanwhile is refused.
 */
export async function decide(
  db: Db,
  me: TMe,
  { id: projectId }: ProjectAccess,
  applicationId: string,
  decision: { accept: true; role: TProjectRole } | { accept: false },
): Promise<{ status: 'ACCEPTED' | 'REJECTED' }> {
  return db.transaction(async (tx) => {
    const locked = await locks.lockAccessWithApplication(
      tx,
      projectId,
      me.id,
      isUuid(applicationId) ? applicationId : null,
    );
    const project = assertRole(locked, MANAGERS);
    if (decision.accept) checkGrant(project.role, decision.role);
    if (!project.hasApplication) throw new AppError('NOT_FOUND', 404, 'Application not found');
    const status = decision.accept ? 'ACCEPTED' : 'REJECTED';
    const decided = await team.decideApplication(tx, applicationId, {
      status,
      decidedBy: me.id,
      ...(decision.accept ? { role: decision.role } : {}),
    });
    if (!decided) throw refused(409, 'already_decided', 'The application was already decided');
    if (decision.accept) await team.addMember(tx, projectId, decided.userId, decision.role);
    await notify(tx, {
      userId: decided.userId,
      type: decision.accept ? 'PROJECT_APPLICATION_ACCEPTED' : 'PROJECT_APPLICATION_REJECTED',
      actorId: me.id,
      data: {
        projectId,
        projectName: project.name,
        applicationId,
        ...(decision.accept ? { role: decision.role } : {}),
      },
    });
    return { status };
  });
}

export async function invite(
  db: Db,
  me: TMe,
  project: ProjectAccess,
  body: { userId: string; role: TProjectRole },
): Promise<TProjectInvitation> {
  const projectId = project.id;
  checkGrant(project.role, body.role);
  return db.transaction(async (tx) => {
    const invitee = isUuid(body.userId) ? await team.findInvitee(tx, body.userId) : null;
    if (!invitee) throw new AppError('NOT_FOUND', 404, 'User not found');
    await requireNotBlocked(tx, me.id, [body.userId]);
    // Teen defaults: a restricted person is invited only by members of their organisation or by the
    // project they applied to; anyone else is told what an unknown person would be.
    if (invitee.profileRestricted && !(await team.mayInviteRestricted(tx, me, projectId, body.userId))) {
      throw new AppError('NOT_FOUND', 404, 'User not found');
    }
    if (await team.isMember(tx, projectId, body.userId)) throw refused(409, 'already_member', 'Already a member');
    const invitation = await team.insertInvitation(tx, {
      projectId,
      userId: body.userId,
      invitedBy: me.id,
      role: body.role,
    });
    if (!invitation) throw refused(409, 'already_invited', 'Already invited');
    await notify(tx, {
      userId: body.userId,
      type: 'PROJECT_INVITATION',
      actorId: me.id,
      data: { projectId, projectName: project.name, invitationId: invitation.id, role: body.role },
    });
    return {
      id: invitation.id,
      projectId,
      user: toAuthor(invitee),
      role: body.role,
      status: 'PENDING',
      createdAt: invitation.createdAt.toISOString(),
    };
  });
}

/** The invitee answers; anyone else (or an unknown id) gets 404. */
export async function answerInvitation(db: Db, me: TMe, invitationId: string, accept: boolean) {
  return db.transaction(async (tx) => {
    const invitation = isUuid(invitationId) ? await team.findInvitation(tx, invitationId) : null;
    if (!invitation || invitation.userId !== me.id) throw new AppError('NOT_FOUND', 404, 'Invitation not found');
    const project = await access(tx, me, invitation.projectId, true);
    const status = accept ? ('ACCEPTED' as const) : ('REJECTED' as const);
    if (!(await team.decideInvitation(tx, invitationId, status))) {
      throw refused(409, 'already_decided', 'The invitation was already answered');
    }
    if (accept) {
      await team.addMember(tx, invitation.projectId, me.id, invitation.role);
      await team.withdrawApplication(tx, invitation.projectId, me.id);
      await notify(tx, {
        userId: invitation.invitedBy,
        type: 'PROJECT_INVITATION_ACCEPTED',
        actorId: me.id,
        data: { projectId: invitation.projectId, projectName: project.name, role: invitation.role },
      });
    }
    return { status, projectId: invitation.projectId };
  });
}

export async function inviteCandidates(db: Db, me: TMe, project: ProjectAccess, q: string) {
  const rows = await team.inviteCandidates(db, project.id, q, 20, me.organization?.id ?? null);
  return { items: rows.map((row) => ({ ...toAuthor(row), invited: row.invited })) };
}

/** A member leaves; the last owner must hand ownership over first (409 last_owner). */
export async function leave(db: Db, me: TMe, projectId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const project = await access(tx, me, projectId, true);
    if (!project.role) throw refused(409, 'not_member', 'Not a member');
    if (project.role === 'OWNER' && (await team.ownerCount(tx, projectId)) <= 1) {
      throw refused(409, 'last_owner', 'Hand ownership over before leaving');
    }
    await team.removeMember(tx, projectId, me.id);
  });
}

/**
 * Owners and maintainers remove a member; a maintainer cannot remove an owner, nobody removes
 * themselves (they leave), and the last owner stays. The project row is locked (the caller's role
 * read again under it), so the owner count holds; the removal and the removed member's notification
 * are one transaction.
 */
export async function removeMember(db: Db, me: TMe, { id: projectId }: ProjectAccess, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await locks.lockAccessWithMember(tx, projectId, me.id, isUuid(userId) ? userId : null);
    const project = assertRole(locked, MANAGERS);
    const role = project.memberRole;
    if (!role) throw new AppError('NOT_FOUND', 404, 'Member not found');
    if (userId === me.id) throw refused(409, 'remove_self', 'Leave the project instead');
    if (role === 'OWNER') {
      if (project.role !== 'OWNER') throw refused(403, 'owner_removed_by_owner', 'Only owners remove owners');
      if ((await team.ownerCount(tx, projectId)) <= 1) throw refused(409, 'last_owner', 'The last owner stays');
    }
    await team.removeMember(tx, projectId, userId);
    await notify(tx, {
      userId,
      type: 'PROJECT_MEMBER_REMOVED',
      actorId: me.id,
      data: { projectId, projectName: project.name },
    });
  });
}

/** Owners change a member's role (re-read under the project's lock); the last owner cannot step down. */
export async function setMemberRole(
  db: Db,
  me: TMe,
  { id: projectId }: ProjectAccess,
  userId: string,
  role: TProjectRole,
) {
  await db.transaction(async (tx) => {
    const locked = await locks.lockAccessWithMember(tx, projectId, me.id, isUuid(userId) ? userId : null);
    if (!assertRole(locked, OWNERS).memberRole) throw new AppError('NOT_FOUND', 404, 'Member not found');
    if (userId === me.id && role !== 'OWNER' && (await team.ownerCount(tx, projectId)) <= 1) {
      throw refused(409, 'last_owner', 'Make someone else owner first');
    }
    await team.setMemberRole(tx, projectId, userId, role);
  });
}

export async function listMembers(
  db: Db,
  me: TMe,
  projectId: string,
  query: { cursor?: string | undefined; limit: number },
): Promise<{ items: TProjectMember[]; nextCursor: string | null }> {
  const after = decodeTimeCursor(query.cursor);
  await access(db, me, projectId);
  const rows = await team.pageMembers(db, projectId, after, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    items: page.map((row) => ({ user: toAuthor(row), role: row.role, joinedAt: row.joinedAt.toISOString() })),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.joinedKey, last.authorId]) : null,
  };
}

export async function listPosts(
  db: Db,
  me: TMe,
  projectId: string,
  query: { cursor?: string | undefined; limit: number },
): Promise<{ items: TPost[]; nextCursor: string | null }> {
  const after = decodeTimeCursor(query.cursor);
  await access(db, me, projectId);
  const rows = await team.pageProjectPostIds(db, projectId, after, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    items: await postsByIds(
      db,
      me.id,
      page.map((r) => r.id),
    ),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.createdKey, last.id]) : null,
  };
}

/** Members write posts on the project's page: a feed post linked to the project in the same transaction. */
export async function writePost(
  db: Db,
  me: TMe,
  project: ProjectAccess,
  body: { text: string; mediaIds: string[] },
): Promise<TPost> {
  return createPost(db, me, body, (tx, post) => team.linkPost(tx, project.id, post));
}

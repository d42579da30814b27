import type { TGroup, TGroupBody } from '@bagdar/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { uniqueViolation } from '../auth/auth-context.ts';
import { deleteGroup, insertGroup, isTeacherOf, listGroups, updateGroup } from './groups.repository.ts';
import { assertCanManageGroups, isPlatform, mentorScope, orgNotFound, type OrgActor } from './org-access.ts';
import { findOrganization } from './organizations.repository.ts';

const groupNotFound = () => new AppError('NOT_FOUND', 404, 'No such group');
const codeTaken = () =>
  new AppError('CONFLICT', 409, 'The group code is taken', {
    details: [{ field: 'code', code: 'groupCode_taken', message: 'groupCode_taken' }],
  });

export async function groupsOf(db: Db, actor: OrgActor, organizationId: string): Promise<TGroup[]> {
  const rows = await listGroups(db, organizationId, mentorScope(actor));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    mentor:
      row.mentorId && row.mentorFirstName !== null && row.mentorLastName !== null
        ? { id: row.mentorId, firstName: row.mentorFirstName, lastName: row.mentorLastName }
        : null,
    studentCount: row.studentCount,
  }));
}

async function checkMentor(db: Db, organizationId: string, mentorId: string | null): Promise<void> {
  if (mentorId && !(await isTeacherOf(db, organizationId, mentorId))) {
    throw new AppError('VALIDATION_ERROR', 400, 'The mentor must be a teacher of this organisation', {
      details: [{ field: 'mentorId', code: 'mentor_not_teacher', message: 'mentor_not_teacher' }],
    });
  }
}

async function mapConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (uniqueViolation(err)?.constraint === 'organization_groups_code_uq') throw codeTaken();
    throw err;
  }
}

export async function createGroup(db: Db, actor: OrgActor, organizationId: string, body: TGroupBody): Promise<TGroup> {
  assertCanManageGroups(actor);
  // A platform admin is no member of the organisation, so nothing has shown it exists (a missing one
  // answered 500 from the foreign key; found by the fuzzing test).
  if (isPlatform(actor) && !(await findOrganization(db, organizationId))) throw orgNotFound();
  await checkMentor(db, organizationId, body.mentorId);
  const id = await mapConflict(() => insertGroup(db, { organizationId, code: body.code, mentorId: body.mentorId }));
  const group = (await groupsOf(db, actor, organizationId)).find((g) => g.id === id);
  if (!group) throw groupNotFound();
  return group;
}

export async function editGroup(db: Db, actor: OrgActor, organizationId: string, groupId: string, body: TGroupBody) {
  assertCanManageGroups(actor);
  if (!isUuid(groupId)) throw groupNotFound();
  await checkMentor(db, organizationId, body.mentorId);
  const found = await mapConflict(() =>
    updateGroup(db, organizationId, groupId, { code: body.code, mentorId: body.mentorId }),
  );
  if (!found) throw groupNotFound();
  const group = (await groupsOf(db, actor, organizationId)).find((g) => g.id === groupId);
  if (!group) throw groupNotFound();
  return group;
}

/** Deleting a group keeps its students (they are left without a group). */
export async function removeGroup(db: Db, actor: OrgActor, organizationId: string, groupId: string): Promise<void> {
  assertCanManageGroups(actor);
  if (!isUuid(groupId) || !(await deleteGroup(db, organizationId, groupId))) throw groupNotFound();
}

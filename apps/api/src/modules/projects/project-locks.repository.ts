import type { TProjectRole } from '@bagdar/contracts';
import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withFastRows } from '../../db/fast-rows.ts';
import { preparedByName } from '../../db/prepared.ts';
import { projects } from '../../db/schema/projects.ts';
import { literalLimit } from './project-catalogue.repository.ts';

/** The project's status and the caller's role, read before a decision on the project, under its row lock when asked. */

/** The viewer's role in the project of the row (null: not a member). */
const roleOf = (userId: string | null | SQLWrapper) =>
  sql<TProjectRole | null>`(SELECT role FROM project_members WHERE project_id = projects.id AND user_id = ${userId}::uuid)`;

function prepareAccess(db: Db, lock: boolean) {
  const query = db
    .select({ status: projects.status, name: projects.name, role: roleOf(sql.placeholder('userId')) })
    .from(projects)
    .where(eq(projects.id, sql.placeholder('projectId')))
    .limit(literalLimit(1));
  return withFastRows((lock ? query.for('update') : query).prepare(lock ? 'project_access_lock' : 'project_access'));
}

const accessPrepared = preparedByName<ReturnType<typeof prepareAccess>>();

/**
 * The project's status and the viewer's role, locking the project row when `lock` (decisions on it
 * queue up). A named prepared statement: every route on a project's team reads it first.
 */
export async function findAccess(db: Db, projectId: string, userId: string, lock = false) {
  const name = lock ? 'project_access_lock' : 'project_access';
  const [row] = await accessPrepared(db, name, () => prepareAccess(db, lock)).execute({ projectId, userId });
  return row ?? null;
}

/**
 * findAccess under the project's lock, with the role of the member a decision is about (null: not a
 * member, or no id) in the same statement: a route guard read the caller's role before the body, and
 * the decision re-reads it where a concurrent change of roles cannot slip in.
 */
export async function lockAccessWithMember(db: Db, projectId: string, userId: string, memberId: string | null) {
  const [row] = await db
    .select({ status: projects.status, name: projects.name, role: roleOf(userId), memberRole: roleOf(memberId) })
    .from(projects)
    .where(eq(projects.id, projectId))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** findAccess under the project's lock, and whether the application (null: no id) is one of this project's. */
export async function lockAccessWithApplication(
  db: Db,
  projectId: string,
  userId: string,
  applicationId: string | null,
) {
  const [row] = await db
    .select({
      status: projects.status,
      name: projects.name,
      role: roleOf(userId),
      hasApplication: sql<boolean>`EXISTS (SELECT 1 FROM project_applications WHERE id = ${applicationId} AND project_id = projects.id)`,
    })
    .from(projects)
    .where(eq(projects.id, projectId))
    .limit(1)
    .for('update');
  return row ?? null;
}

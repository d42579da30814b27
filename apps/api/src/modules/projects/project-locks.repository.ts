import type { TProjectRole } from '@bagdar/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projects } from '../../db/schema/projects.ts';

/** The project's status and the caller's role, read before a decision on the project, under its row lock when asked. */

/** The viewer's role in the project of the row (null: not a member). */
const roleOf = (userId: string | null) =>
  sql<TProjectRole | null>`(SELECT role FROM project_members WHERE project_id = projects.id AND user_id = ${userId})`;

/** The project's status and the viewer's role, locking the project row when `lock` (decisions on it queue up). */
export async function findAccess(db: Db, projectId: string, userId: string, lock = false) {
  const query = db
    .select({ status: projects.status, name: projects.name, role: roleOf(userId) })
    .from(projects)
    .where(eq(projects.id, projectId))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
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

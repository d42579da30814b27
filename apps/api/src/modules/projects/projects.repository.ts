import type { TProjectRole, TProjectStatus } from '@bagdar/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withFastRows } from '../../db/fast-rows.ts';
import { preparedByName } from '../../db/prepared.ts';
import type { MediaJson } from '../media/media.service.ts';
import { projectGallery, projectLikes, projects, type TStoredSocials } from '../../db/schema/projects.ts';
import type { LikeTables } from '../../lib/likes.ts';
import { cardColumns, literalLimit } from './project-catalogue.repository.ts';

/** One project: its page, creation, edits and deletion, its gallery, and where its likes are kept. */

const mediaJson = (alias: string) =>
  sql.raw(`json_build_object('id', ${alias}.id, 'kind', ${alias}.kind, 'purpose', ${alias}.purpose,
    'contentType', ${alias}.content_type, 'bytes', ${alias}.bytes, 'width', ${alias}.width, 'height', ${alias}.height,
    'durationSeconds', ${alias}.duration_seconds, 'createdAt', ${alias}.created_at)`);

/**
 * A project with what the viewer needs to see on its page (their role, like, pending application
 * and invitation, the pending applications count, its banner, logo and gallery media) in one named
 * prepared statement (planned once per connection).
 */
function prepareProjectView(db: Db) {
  const viewerId = sql.placeholder('viewerId');
  return withFastRows(
    db
      .select({
        ...cardColumns(),
        bio: projects.bio,
        objectives: projects.objectives,
        socials: projects.socials,
        updatedAt: projects.updatedAt,
        likedByMe: sql<boolean>`EXISTS (SELECT 1 FROM project_likes l WHERE l.project_id = projects.id AND l.user_id = ${viewerId}::uuid)`,
        myRole: sql<TProjectRole | null>`(SELECT role FROM project_members WHERE project_id = projects.id AND user_id = ${viewerId}::uuid)`,
        myApplication: sql<{
          id: string;
          createdAt: string;
        } | null>`(SELECT json_build_object('id', a.id, 'createdAt', a.created_at) FROM project_applications a WHERE a.project_id = projects.id AND a.user_id = ${viewerId}::uuid AND a.status = 'PENDING')`,
        myInvitation: sql<{
          id: string;
          role: TProjectRole;
          invitedBy: { id: string; username: string; firstName: string; lastName: string; avatarUrl: string | null };
        } | null>`(SELECT json_build_object('id', i.id, 'role', i.role, 'invitedBy', json_build_object('id', u.id, 'username', u.username, 'firstName', u.first_name, 'lastName', u.last_name, 'avatarUrl', u.avatar_url)) FROM project_invitations i JOIN users u ON u.id = i.invited_by WHERE i.project_id = projects.id AND i.user_id = ${viewerId}::uuid AND i.status = 'PENDING')`,
        pendingApplications: sql<number>`(SELECT count(*)::int FROM project_applications a WHERE a.project_id = projects.id AND a.status = 'PENDING')`,
        banner: sql<MediaJson | null>`(SELECT ${mediaJson('b')} FROM media b WHERE b.id = projects.banner_media_id)`,
        logo: sql<MediaJson | null>`(SELECT ${mediaJson('l')} FROM media l WHERE l.id = projects.logo_media_id)`,
        /** The gallery in its order, each image that still exists. */
        gallery: sql<
          MediaJson[]
        >`(SELECT coalesce(json_agg(${mediaJson('gm')} ORDER BY g.position), '[]'::json) FROM project_gallery g JOIN media gm ON gm.id = g.media_id WHERE g.project_id = projects.id)`,
      })
      .from(projects)
      .where(eq(projects.id, sql.placeholder('id')))
      .limit(literalLimit(1))
      .prepare('project_view'),
  );
}

const viewPrepared = preparedByName<ReturnType<typeof prepareProjectView>>();

export async function findProjectView(db: Db, viewerId: string, id: string) {
  const [row] = await viewPrepared(db, 'project_view', () => prepareProjectView(db)).execute({ viewerId, id });
  return row ?? null;
}

export type ProjectViewRow = NonNullable<Awaited<ReturnType<typeof findProjectView>>>;

export interface ProjectValues {
  name: string;
  description: string;
  bio: string;
  objectives: string[];
  skills: string[];
  interests: string[];
  categories: string[];
  socials: TStoredSocials;
  bannerMediaId: string | null;
  logoMediaId: string | null;
}

export async function insertProject(db: Db, createdBy: string, values: ProjectValues, createdAt?: Date) {
  const [row] = await db
    .insert(projects)
    .values({ createdBy, ...values, ...(createdAt ? { createdAt, updatedAt: createdAt } : {}) })
    .returning({ id: projects.id });
  if (!row) throw new Error('insertProject: no row');
  return row;
}

export async function updateProject(db: Db, id: string, values: ProjectValues & { status: TProjectStatus }) {
  await db
    .update(projects)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(projects.id, id));
}

export async function deleteProject(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(projects).where(eq(projects.id, id)).returning({ id: projects.id });
  return rows.length > 0;
}

export async function galleryOf(db: Db, projectId: string): Promise<string[]> {
  const rows = await db
    .select({ mediaId: projectGallery.mediaId })
    .from(projectGallery)
    .where(eq(projectGallery.projectId, projectId))
    .orderBy(asc(projectGallery.position));
  return rows.map((r) => r.mediaId);
}

export async function replaceGallery(db: Db, projectId: string, mediaIds: string[]): Promise<void> {
  await db.delete(projectGallery).where(eq(projectGallery.projectId, projectId));
  if (mediaIds.length > 0) {
    await db.insert(projectGallery).values(mediaIds.map((mediaId, position) => ({ projectId, mediaId, position })));
  }
}

/** Where projects keep their likes (lib/likes.ts). */
export const projectLikeTables: LikeTables = {
  likes: projectLikes,
  likeTarget: projectLikes.projectId,
  likeTargetKey: 'projectId',
  likeUser: projectLikes.userId,
  counted: projects,
  countedId: projects.id,
  likeCount: projects.likeCount,
};

import {
  PROJECT_LIMITS,
  type TCreateProject,
  type TMe,
  type TProject,
  type TProjectCard,
  type TProjectCategory,
  type TProjectDraft,
  type TProjectPage,
  type TProjectRole,
  type TSaveDraftBody,
  type ZUpdateProjectBody,
} from '@bagdar/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { decodeCursor, decodeTimeCursor, encodeCursor, invalidCursor, isTimeKey } from '../../lib/keyset.ts';
import { setLikeRow } from '../../lib/likes.ts';
import { isUuid } from '../../lib/uuid.ts';
import { findOwnedMedia, mediaJsonDto, mediaUrl, toMediaDto } from '../media/media.service.ts';
import { requireNotBlocked } from '../privacy/privacy.service.ts';
import { projectNotFound, type ProjectAccess } from './project-access.ts';
import * as catalogue from './project-catalogue.repository.ts';
import type { CardRow } from './project-catalogue.repository.ts';
import * as locks from './project-locks.repository.ts';
import * as repo from './projects.repository.ts';
import type { ProjectValues } from './projects.repository.ts';
import * as team from './team.repository.ts';
import { assertAllowed } from '../moderation/word-filter.service.ts';

/** The catalogue, a project's page, creation (with its draft), editing, deletion and likes. */

type TQuery = {
  tab: 'all' | 'recommended' | 'popular';
  q?: string | undefined;
  category?: TProjectCategory | undefined;
  status?: TProject['status'] | undefined;
  member?: string | undefined;
  cursor?: string | undefined;
  limit: number;
};

function toCard(row: CardRow & { role?: TProjectRole | null }, viewerInterests: readonly string[]): TProjectCard {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    categories: row.categories as TProjectCard['categories'],
    skills: row.skills,
    interests: row.interests as TProjectCard['interests'],
    logoUrl: row.logoMediaId ? mediaUrl(row.logoMediaId) : null,
    bannerUrl: row.bannerMediaId ? mediaUrl(row.bannerMediaId) : null,
    memberCount: row.memberCount,
    postCount: row.postCount,
    likeCount: row.likeCount,
    popular: row.popularity >= PROJECT_LIMITS.popularScore,
    recommended: catalogue.sharesInterest(row.interests, viewerInterests),
    role: row.role ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const isCount = (text: string) => /^\d{1,9}$/.test(text);

/** The keyset position of an All or Popular cursor; 400 when forged. */
function decodeTabCursor(tab: 'all' | 'popular', cursor: string | undefined): string[] | null {
  const key = decodeCursor(cursor, 2);
  if (!key) return null;
  const [position = '', id = ''] = key;
  if (!isUuid(id) || !(tab === 'all' ? isTimeKey(position) : isCount(position))) throw invalidCursor();
  return key;
}

/** A Recommended cursor: the last project's score, time and id, and the candidates' ceiling; 400 when forged. */
function decodeRecommendedCursor(cursor: string | undefined) {
  const key = decodeCursor(cursor, 5);
  if (!key) return null;
  const [score = '', createdAt = '', id = '', ceilingAt = '', ceilingId = ''] = key;
  if (!isCount(score) || !isTimeKey(createdAt) || !isUuid(id) || !isTimeKey(ceilingAt) || !isUuid(ceilingId)) {
    throw invalidCursor();
  }
  return { after: { score: Number(score), createdAt, id }, ceiling: { createdAt: ceilingAt, id: ceilingId } };
}

export async function listProjects(
  db: Db,
  me: TMe,
  query: TQuery,
  options: { candidates?: number; window?: number } = {},
): Promise<TProjectPage> {
  if (query.member) {
    const rows = await catalogue.pageMemberProjects(db, query.member, decodeTimeCursor(query.cursor), query.limit + 1);
    const page = rows.slice(0, query.limit);
    const last = page[page.length - 1];
    return {
      items: page.map((row) => toCard(row, me.interests)),
      nextCursor: rows.length > query.limit && last ? encodeCursor([last.joinedKey, last.id]) : null,
    };
  }
  const filters = {
    viewerInterests: me.interests,
    q: query.q,
    category: query.category,
    status: query.status,
    limit: query.limit + 1,
  };
  if (query.tab === 'recommended') {
    if (me.interests.length === 0) return { items: [], nextCursor: null };
    const position = decodeRecommendedCursor(query.cursor);
    const rows = await catalogue.pageRecommended(db, {
      ...filters,
      after: position?.after ?? null,
      ceiling: position?.ceiling ?? null,
      candidates: options.candidates ?? catalogue.RECOMMENDED_CANDIDATES,
    });
    const page = rows.slice(0, query.limit);
    const last = page[page.length - 1];
    // The first page fixes the candidates by their newest project; later pages keep the cursor's.
    const ceiling = position?.ceiling ?? { createdAt: last?.ceilingKey, id: last?.ceilingId };
    return {
      items: page.map((row) => toCard(row, me.interests)),
      nextCursor:
        rows.length > query.limit && last && ceiling.createdAt && ceiling.id
          ? encodeCursor([String(last.score), last.createdKey, last.id, ceiling.createdAt, ceiling.id])
          : null,
    };
  }
  const rows = await catalogue.pageCatalogue(
    db,
    {
      q: query.q,
      category: query.category,
      status: query.status,
      limit: query.limit + 1,
      tab: query.tab,
      after: decodeTabCursor(query.tab, query.cursor),
    },
    options.window,
  );
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  const position = (row: CardRow) => (query.tab === 'popular' ? String(row.popularity) : row.createdKey);
  return {
    items: page.map((row) => toCard(row, me.interests)),
    nextCursor: rows.length > query.limit && last ? encodeCursor([position(last), last.id]) : null,
  };
}

/** A media row as the project page's statement wrote it (its time as text). */

export async function getProject(db: Db, me: TMe, id: string): Promise<TProject> {
  const row = isUuid(id) ? await repo.findProjectView(db, me.id, id) : null;
  if (!row) throw projectNotFound();
  return {
    ...toCard({ ...row, role: row.myRole }, me.interests),
    bio: row.bio,
    objectives: row.objectives,
    socials: row.socials,
    banner: row.banner ? mediaJsonDto(row.banner) : null,
    logo: row.logo ? mediaJsonDto(row.logo) : null,
    gallery: row.gallery.map(mediaJsonDto),
    likedByMe: row.likedByMe,
    myRole: row.myRole,
    myApplication: row.myApplication
      ? { id: row.myApplication.id, createdAt: new Date(row.myApplication.createdAt).toISOString() }
      : null,
    myInvitation: row.myInvitation,
    pendingApplications: row.myRole === 'OWNER' || row.myRole === 'MAINTAINER' ? row.pendingApplications : 0,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function valuesOf(body: TCreateProject): ProjectValues {
  return {
    name: body.name,
    description: body.description,
    bio: body.bio,
    objectives: body.objectives,
    skills: body.skills,
    interests: body.interests,
    categories: body.categories,
    socials: body.socials,
    bannerMediaId: body.bannerMediaId,
    logoMediaId: body.logoMediaId,
  };
}

/** Every id must be the user's own project upload and an image (400 MEDIA_INVALID otherwise). */
async function checkOwnImages(db: Db, userId: string, ids: (string | null)[]) {
  const wanted = ids.filter((id): id is string => Boolean(id));
  const rows = await findOwnedMedia(db, userId, wanted, ['project']);
  if (rows.some((m) => m.kind !== 'IMAGE')) throw new AppError('MEDIA_INVALID', 400, 'Projects carry images only');
}

/** Creates the project with its creator as OWNER and clears the creator's draft, in one transaction. */
/** The word filter's BLOCK list over a project's texts (a project has no hidden state, so review words pass). */
async function checkTexts(db: Db, body: TCreateProject): Promise<void> {
  await assertAllowed(db, body.name, body.description, body.bio, ...body.objectives);
}

export async function createProject(db: Db, me: TMe, body: TCreateProject): Promise<TProject> {
  await checkTexts(db, body);
  await checkOwnImages(db, me.id, [body.bannerMediaId, body.logoMediaId, ...body.galleryMediaIds]);
  const { id } = await db.transaction(async (tx) => {
    const project = await repo.insertProject(tx, me.id, valuesOf(body));
    await repo.replaceGallery(tx, project.id, body.galleryMediaIds);
    await team.addMember(tx, project.id, me.id, 'OWNER');
    await team.deleteDraft(tx, me.id);
    return project;
  });
  return getProject(db, me, id);
}

/**
 * Owners (the route's guard) edit every field and the status. Gallery images already in the project
 * stay or go; at most three images new to the project per edit, each the editor's own upload.
 */
export async function updateProject(
  db: Db,
  me: TMe,
  project: ProjectAccess,
  body: z.output<typeof ZUpdateProjectBody>,
): Promise<TProject> {
  const { id } = project;
  const current = await repo.galleryOf(db, id);
  const added = body.galleryMediaIds.filter((m) => !current.includes(m));
  if (added.length > PROJECT_LIMITS.galleryNewOnEdit) {
    throw new AppError('VALIDATION_ERROR', 400, 'Too many new gallery images', {
      reason: 'gallery_too_many_new',
      details: [
        { field: 'galleryMediaIds', code: 'project_gallery_too_many_new', message: 'project_gallery_too_many_new' },
      ],
    });
  }
  const existing = await repo.findProjectView(db, me.id, id);
  if (!existing) throw projectNotFound();
  const newMedia = [
    body.bannerMediaId !== existing.bannerMediaId ? body.bannerMediaId : null,
    body.logoMediaId !== existing.logoMediaId ? body.logoMediaId : null,
    ...added,
  ];
  await checkOwnImages(db, me.id, newMedia);
  await checkTexts(db, body);
  await db.transaction(async (tx) => {
    await repo.updateProject(tx, id, { ...valuesOf(body), status: body.status });
    await repo.replaceGallery(tx, id, body.galleryMediaIds);
  });
  return getProject(db, me, id);
}

/** Owners delete (the route's guard); its members, applications, invitations, likes and post links go with it. */
export async function deleteProject(db: Db, project: ProjectAccess): Promise<void> {
  await db.transaction((tx) => repo.deleteProject(tx, project.id));
}

export async function setLike(db: Db, me: TMe, id: string, liked: boolean) {
  const access = isUuid(id) ? await locks.findAccess(db, id, me.id) : null;
  if (!access) throw projectNotFound();
  if (liked) await requireNotBlocked(db, me.id, await team.managerIds(db, id));
  return db.transaction(async (tx) => {
    const { likeCount } = await setLikeRow(tx, repo.projectLikeTables, id, me.id, liked);
    return { liked, likeCount };
  });
}

export async function getDraft(db: Db, me: TMe): Promise<{ draft: TProjectDraft | null }> {
  const row = await team.findDraft(db, me.id);
  if (!row) return { draft: null };
  const data = row.data as TProjectDraft['data'];
  const ids = [data.bannerMediaId, data.logoMediaId, ...(data.galleryMediaIds ?? [])].filter(
    (m): m is string => typeof m === 'string' && isUuid(m),
  );
  const media = (await catalogue.mediaByIds(db, ids)).filter((m) => m.ownerId === me.id).map(toMediaDto);
  return { draft: { data, step: row.step, media, updatedAt: row.updatedAt.toISOString() } };
}

export async function saveDraft(db: Db, me: TMe, body: TSaveDraftBody): Promise<{ draft: TProjectDraft | null }> {
  await team.saveDraft(db, me.id, body.data, body.step);
  return getDraft(db, me);
}

export async function deleteDraft(db: Db, me: TMe): Promise<void> {
  await team.deleteDraft(db, me.id);
}

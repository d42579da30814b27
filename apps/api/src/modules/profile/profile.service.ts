import {
  gpaOnFourScale,
  type TAcademic,
  type TAcademicBody,
  type TCertificate,
  type TCertificateBody,
  type TMe,
  type TProfile,
  type TProfileSettings,
  type ZProfileBody,
} from '@bagdar/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { Storage } from '../../plugins/storage.ts';
import { deleteOwnMedia, findOwnedMedia, mediaUrl } from '../media/media.service.ts';
import type { AcademicRow } from '../../db/schema/profile.ts';
import * as repo from './profile.repository.ts';
import { assertAllowed } from '../moderation/word-filter.service.ts';

export interface ProfileContext {
  db: Db;
  storage: Storage;
}

const notFound = () => new AppError('NOT_FOUND', 404, 'profile not found');

/** A certificate row (or the profile statement's JSON of one) with its file's content type. */
type CertificateSource = Omit<repo.CertificateJson, 'createdAt'> & { createdAt: Date };

function toCertificate(certificate: CertificateSource): TCertificate {
  return {
    id: certificate.id,
    name: certificate.name,
    kind: certificate.mediaId ? 'FILE' : 'LINK',
    url: certificate.mediaId ? mediaUrl(certificate.mediaId) : (certificate.link ?? ''),
    contentType: certificate.contentType,
    createdAt: certificate.createdAt.toISOString(),
  };
}

async function loadAcademic(db: Db, userId: string): Promise<TAcademic | null> {
  const [row, languages] = await Promise.all([repo.findAcademic(db, userId), repo.findLanguages(db, userId)]);
  return toAcademic(row, languages);
}

function toAcademic(row: AcademicRow | null, languages: repo.LanguageRow[]): TAcademic | null {
  if (!row && languages.length === 0) return null;
  return {
    gpaSystem: row?.gpaSystem ?? 'FOUR',
    gpa: row?.gpa ?? null,
    gpa4: row?.gpa4 ?? null,
    ielts: row?.ielts ?? null,
    toefl: row?.toefl ?? null,
    sat: row?.sat ?? null,
    unt: row?.unt ?? null,
    languages,
  };
}

/** A profile by username as `me` may see it: never the email or the date of birth. One statement. */
export async function getProfile(db: Db, me: TMe, username: string): Promise<TProfile> {
  const view = await repo.findProfileView(db, me.id, username);
  if (!view) throw notFound();
  const { user } = view;
  // Teen defaults: a restricted profile shows only to its owner and to members of the same organisation.
  if (
    user.profileRestricted &&
    user.id !== me.id &&
    (view.organizationId === null || view.organizationId !== me.organization?.id)
  ) {
    throw notFound();
  }
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    bio: user.bio,
    organizationName: user.organizationName,
    organization:
      view.organizationName !== null && view.organizationType !== null
        ? { name: view.organizationName, type: view.organizationType }
        : null,
    avatarUrl: user.avatarUrl,
    coverUrl: view.coverId ? mediaUrl(view.coverId) : null,
    academic: toAcademic(view.academic, view.languages),
    certificates: view.certificates.map((c) => toCertificate({ ...c, createdAt: new Date(c.createdAt) })),
    postCount: user.postCount,
    isMe: user.id === me.id,
    mutedByMe: view.mutedByMe,
  };
}

export async function getSettings(db: Db, me: TMe): Promise<TProfileSettings> {
  const user = await repo.findUserById(db, me.id);
  if (!user) throw notFound();
  return {
    username: user.username,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    firstName: user.firstName,
    lastName: user.lastName,
    gender: user.gender,
    dateOfBirth: user.dateOfBirth,
    organizationName: user.organizationName,
    bio: user.bio,
    avatarUrl: user.avatarUrl,
    interests: user.interests as TProfileSettings['interests'],
    academic: await loadAcademic(db, user.id),
  };
}

const emptyToNull = (v: string | null) => (v === null || v === '' ? null : v);

export async function updateProfile(db: Db, me: TMe, body: z.output<typeof ZProfileBody>): Promise<TProfile> {
  let avatarUrl: string | null | undefined;
  if (body.avatarMediaId === null) avatarUrl = null;
  else if (body.avatarMediaId !== undefined) {
    const [avatar] = await findOwnedMedia(db, me.id, [body.avatarMediaId], ['avatar']);
    avatarUrl = avatar ? mediaUrl(avatar.id) : null;
  }
  // The word filter's BLOCK list refuses an insult in the bio (a bio has no hidden state, so review words pass).
  await assertAllowed(db, body.bio);
  const updated = await repo.updateUserProfile(db, me.id, {
    firstName: body.firstName,
    lastName: body.lastName,
    gender: body.gender,
    dateOfBirth: body.dateOfBirth,
    organizationName: emptyToNull(body.organizationName),
    bio: emptyToNull(body.bio),
    ...(body.interests !== undefined ? { interests: body.interests } : {}),
    ...(avatarUrl !== undefined ? { avatarUrl } : {}),
  });
  if (!updated) throw notFound();
  return getProfile(db, me, updated.username);
}

/** Saves GPA (with its 4.0 value) and exams, and replaces the languages, in one transaction. */
export async function updateAcademic(db: Db, me: TMe, body: TAcademicBody): Promise<TAcademic> {
  await db.transaction(async (tx) => {
    await repo.upsertAcademic(tx, {
      userId: me.id,
      gpaSystem: body.gpaSystem,
      gpa: body.gpa,
      gpa4: body.gpa === null ? null : gpaOnFourScale(body.gpaSystem, body.gpa),
      ielts: body.ielts,
      toefl: body.toefl,
      sat: body.sat,
      unt: body.unt,
    });
    await repo.replaceLanguages(tx, me.id, body.languages);
  });
  const academic = await loadAcademic(db, me.id);
  if (!academic) throw new Error('updateAcademic: nothing saved');
  return academic;
}

/** Removes a replaced or deleted upload; the profile change already stands if this fails. */
async function discardMedia(ctx: ProfileContext, userId: string, id: string | null): Promise<void> {
  if (id) await deleteOwnMedia(ctx.db, ctx.storage, userId, id).catch(() => undefined);
}

export async function setCover(ctx: ProfileContext, me: TMe, mediaId: string): Promise<TProfile> {
  const [cover] = await findOwnedMedia(ctx.db, me.id, [mediaId], ['cover']);
  if (!cover) throw new AppError('MEDIA_INVALID', 400, 'Not a cover upload');
  const previous = await repo.findCoverMediaId(ctx.db, me.id);
  await repo.setCoverMediaId(ctx.db, me.id, cover.id);
  if (previous !== cover.id) await discardMedia(ctx, me.id, previous);
  return getProfile(ctx.db, me, me.username);
}

export async function deleteCover(ctx: ProfileContext, me: TMe): Promise<TProfile> {
  const previous = await repo.findCoverMediaId(ctx.db, me.id);
  await repo.setCoverMediaId(ctx.db, me.id, null);
  await discardMedia(ctx, me.id, previous);
  return getProfile(ctx.db, me, me.username);
}

export async function addCertificate(db: Db, me: TMe, body: TCertificateBody): Promise<TCertificate> {
  const file = body.mediaId ? (await findOwnedMedia(db, me.id, [body.mediaId], ['certificate']))[0] : undefined;
  const certificate = await repo.insertCertificate(db, {
    userId: me.id,
    name: body.name,
    mediaId: file?.id ?? null,
    link: file ? null : (body.link ?? null),
  });
  return toCertificate({ ...certificate, contentType: file?.contentType ?? null });
}

/** Deletes one's own certificate; someone else's (or an unknown id) is a 404 and changes nothing. */
export async function deleteCertificate(ctx: ProfileContext, me: TMe, id: string): Promise<void> {
  const deleted = isUuid(id) ? await repo.deleteOwnCertificate(ctx.db, me.id, id) : null;
  if (!deleted) throw new AppError('NOT_FOUND', 404, 'certificate not found');
  await discardMedia(ctx, me.id, deleted.mediaId);
}

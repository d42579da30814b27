import type { TMedia, TMediaPurpose } from '@bagdar/contracts';
import type { Db } from '../../db/client.ts';
import type { MediaRow } from '../../db/schema/media.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { Storage } from '../../plugins/storage.ts';
import { deleteMediaRow, findMediaById, findMediaByIds } from './media.repository.ts';

export type { MediaRow } from '../../db/schema/media.ts';

/** Where the browser fetches a media file (same origin; ids are immutable, so it caches forever). */
export function mediaUrl(id: string): string {
  return `/api/v1/media/${id}/content`;
}

/** What a media DTO shows of a row (a whole row, or the JSON of a post's image: see feed.repository.ts). */
export type MediaDtoSource = Pick<
  MediaRow,
  'id' | 'kind' | 'purpose' | 'contentType' | 'bytes' | 'width' | 'height' | 'durationSeconds' | 'createdAt'
>;

/** A media row as a statement's json_build_object writes it (a post's images, a project's banner): its time as text. */
export type MediaJson = Omit<MediaDtoSource, 'createdAt'> & { createdAt: string };

export function mediaJsonDto(media: MediaJson): TMedia {
  return toMediaDto({ ...media, createdAt: new Date(media.createdAt) });
}

export function toMediaDto(row: MediaDtoSource): TMedia {
  return {
    id: row.id,
    kind: row.kind,
    purpose: row.purpose,
    url: mediaUrl(row.id),
    contentType: row.contentType,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    durationSeconds: row.durationSeconds,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The media a feature attaches (post images, a story, an avatar…): every id must be the user's
 * own upload of one of `purposes`; otherwise 400 MEDIA_INVALID naming the first bad id.
 * Rows come back in the order of `ids`.
 */
export async function findOwnedMedia(
  db: Db,
  userId: string,
  ids: string[],
  purposes: TMediaPurpose[],
): Promise<MediaRow[]> {
  const bad = (id: string) =>
    new AppError('MEDIA_INVALID', 400, `Media ${id} is not one of your ${purposes.join('/')} uploads`, {
      meta: { id },
    });
  const invalid = ids.find((id) => !isUuid(id));
  if (invalid !== undefined) throw bad(invalid);
  const rows = new Map((await findMediaByIds(db, [...new Set(ids)])).map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = rows.get(id);
    if (!row || row.ownerId !== userId || !purposes.includes(row.purpose)) throw bad(id);
    return row;
  });
}

/** A media row by id for reading (any signed-in user); 404 when unknown. */
export async function getMedia(db: Db, id: string): Promise<MediaRow> {
  const row = isUuid(id) ? await findMediaById(db, id) : null;
  if (!row) throw new AppError('NOT_FOUND', 404, 'Media not found');
  return row;
}

/** Deletes the owner's media: the row first, then the stored bytes. */
export async function deleteOwnMedia(db: Db, storage: Storage, userId: string, id: string): Promise<void> {
  const row = await getMedia(db, id);
  if (row.ownerId !== userId) throw new AppError('FORBIDDEN', 403, 'Only the owner may delete this media');
  await deleteMediaRow(db, row.id);
  await storage.delete(row.storageKey);
}

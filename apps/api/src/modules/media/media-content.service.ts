import type { Readable } from 'node:stream';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { StorageNotFoundError, type Storage } from '../../plugins/storage.ts';
import { getMedia } from './media.service.ts';

/** Ids never change content, so browsers may keep a file for a year (private: it needs a session). */
const CACHE_CONTROL = 'private, max-age=31536000, immutable';

/** The stored bytes of a media file with the headers that make serving them safe. */
export async function openMediaContent(
  db: Db,
  storage: Storage,
  id: string,
): Promise<{ stream: Readable; headers: Record<string, string> }> {
  const row = await getMedia(db, id);
  const object = await storage.get(row.storageKey).catch((err: unknown) => {
    if (err instanceof StorageNotFoundError) throw new AppError('NOT_FOUND', 404, 'Media not found');
    throw err;
  });
  const extension = row.storageKey.split('.').pop() ?? 'bin';
  const headers: Record<string, string> = {
    'content-type': row.contentType,
    'content-length': String(object.bytes ?? row.bytes),
    'x-content-type-options': 'nosniff',
    // Opened directly, a stored file runs nothing and loads nothing (a polyglot stays inert).
    'content-security-policy': "default-src 'none'; sandbox",
    'cache-control': CACHE_CONTROL,
    'content-disposition':
      row.kind === 'DOCUMENT' ? `attachment; filename="bagdar-${row.purpose}-${row.id}.${extension}"` : 'inline',
  };
  return { stream: object.stream, headers };
}

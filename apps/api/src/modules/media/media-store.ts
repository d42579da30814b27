import { randomUUID } from 'node:crypto';
import type { TMediaKind, TMediaPurpose } from '@bagdar/contracts';
import type { Db } from '../../db/client.ts';
import type { MediaRow } from '../../db/schema/media.ts';
import type { Storage } from '../../plugins/storage.ts';
import { insertMedia } from './media.repository.ts';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'application/pdf': 'pdf',
};

export interface CheckedMedia {
  kind: TMediaKind;
  contentType: string;
  /** The bytes to keep (already re-encoded for images). */
  buffer: Buffer;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
}

/**
 * Stores checked bytes under a fresh immutable key, then records the row; when the row cannot be
 * written the stored object is removed again, so a failure leaves no orphan file.
 */
export async function storeMedia(
  db: Db,
  storage: Storage,
  ownerId: string,
  purpose: TMediaPurpose,
  checked: CheckedMedia,
): Promise<MediaRow> {
  const id = randomUUID();
  const storageKey = `${id}.${EXTENSIONS[checked.contentType] ?? 'bin'}`;
  await storage.put(storageKey, checked.buffer, checked.contentType);
  try {
    return await insertMedia(db, {
      id,
      ownerId,
      kind: checked.kind,
      purpose,
      storageKey,
      contentType: checked.contentType,
      bytes: checked.buffer.length,
      width: checked.width,
      height: checked.height,
      durationSeconds: checked.durationSeconds,
    });
  } catch (err) {
    await storage.delete(storageKey).catch(() => undefined);
    throw err;
  }
}

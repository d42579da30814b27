import type { Readable } from 'node:stream';
import type { TMediaPurpose } from '@bagdar/contracts';
import type { Db } from '../../db/client.ts';
import type { MediaRow } from '../../db/schema/media.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Storage } from '../../plugins/storage.ts';
import { admitHead, checkFile, maxBytesFor, tooLarge } from './media-check.ts';
import { storeMedia } from './media-store.ts';
import { SNIFF_BYTES, type TSniffedType } from './media-sniff.ts';

/** The multipart error @fastify/multipart raises when a file passes `limits.fileSize`. */
const FILE_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';

/**
 * Reads an uploaded file while it streams in: the type is decided from the first bytes and the
 * byte limit of that type is enforced as chunks arrive (413 before the rest is read). Only a file
 * that passes every check is stored, and only then is its row written.
 */
export async function uploadMedia(
  db: Db,
  storage: Storage,
  ownerId: string,
  purpose: TMediaPurpose,
  stream: Readable,
): Promise<MediaRow> {
  const { type, buffer } = await readChecked(purpose, stream);
  const checked = await checkFile(type, buffer);
  return storeMedia(db, storage, ownerId, purpose, checked);
}

async function readChecked(purpose: TMediaPurpose, stream: Readable): Promise<{ type: TSniffedType; buffer: Buffer }> {
  const chunks: Buffer[] = [];
  let received = 0;
  let admitted: { type: TSniffedType; limitBytes: number } | null = null;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      received += chunk.length;
      if (!admitted && received >= SNIFF_BYTES) admitted = admitHead(purpose, Buffer.concat(chunks));
      if (admitted && received > admitted.limitBytes) throw tooLarge(admitted.limitBytes);
    }
  } catch (err) {
    stream.destroy();
    throw asUploadError(err, admitted?.limitBytes ?? maxBytesFor(purpose));
  }
  if ((stream as Readable & { truncated?: boolean }).truncated)
    throw tooLarge(admitted?.limitBytes ?? maxBytesFor(purpose));
  const buffer = Buffer.concat(chunks);
  admitted ??= admitHead(purpose, buffer);
  return { type: admitted.type, buffer };
}

/**
 * An error met while the multipart body streams in, as the client should see it: our refusals as
 * they are, the parser's size limit as 413, anything else the parser says (a cut-off or malformed
 * body) as 400 MEDIA_INVALID instead of a 500.
 */
export function asUploadError(err: unknown, limitBytes: number): unknown {
  if (err instanceof AppError) return err;
  if ((err as { code?: string }).code === FILE_TOO_LARGE) return tooLarge(limitBytes);
  if (err instanceof Error && !(err as { statusCode?: number }).statusCode) {
    return new AppError('MEDIA_INVALID', 400, 'The multipart body is malformed or cut off', {
      reason: 'multipart_malformed',
    });
  }
  return err;
}

export function missingFile(): AppError {
  return new AppError('MEDIA_INVALID', 400, 'Send one file in the multipart field "file"', { reason: 'file_missing' });
}

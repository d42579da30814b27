import { z } from 'zod';
import { MEDIA_KINDS, MEDIA_PURPOSES } from './social-limits.ts';

/**
 * Uploaded media: one upload module serves every feature. A client uploads a file
 * (multipart, field `file`) to `POST /api/v1/media?purpose=…` and then refers to it by id.
 */
export const ZMedia = z.object({
  id: z.string(),
  kind: z.enum(MEDIA_KINDS),
  purpose: z.enum(MEDIA_PURPOSES),
  /** Where the browser fetches it (same origin, or a presigned store URL). */
  url: z.string(),
  contentType: z.string(),
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  durationSeconds: z.number().nullable(),
  createdAt: z.string(),
});
export type TMedia = z.infer<typeof ZMedia>;

export const ZMediaUploadQuery = z.object({ purpose: z.enum(MEDIA_PURPOSES) });

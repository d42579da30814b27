import { z } from 'zod';

/**
 * Uploaded media (issue 3): one upload module serves every feature. A client uploads a file
 * (multipart, field `file`) to `POST /api/v1/media?purpose=…` and then refers to it by id.
 */
export const MEDIA_KINDS = ['IMAGE', 'VIDEO', 'DOCUMENT'] as const;
export type TMediaKind = (typeof MEDIA_KINDS)[number];

/** What an upload is for: decides the kinds and limits accepted. */
export const MEDIA_PURPOSES = ['post', 'story', 'avatar', 'cover', 'certificate', 'project'] as const;
export type TMediaPurpose = (typeof MEDIA_PURPOSES)[number];

export const MEDIA_LIMITS = {
  imageBytes: 10 * 1024 * 1024,
  videoBytes: 50 * 1024 * 1024,
  documentBytes: 10 * 1024 * 1024,
  videoStoryMaxSeconds: 15,
  postImagesMax: 6,
} as const;

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

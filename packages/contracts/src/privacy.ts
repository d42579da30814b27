import { z } from 'zod';
import { ZAuthor } from './social.ts';

/**
 * Blocking and muting. A block hides each of the two people from the other (posts, comments,
 * stories, profile, search) and stops every interaction between them; the blocked person is not
 * told. A mute hides the other's posts and stories from one's own feed and nothing more.
 */
export const USER_RELATION_KINDS = ['BLOCK', 'MUTE'] as const;
export type TUserRelationKind = (typeof USER_RELATION_KINDS)[number];

export const ZUserRelationBody = z.object({ kind: z.enum(USER_RELATION_KINDS) });
export type TUserRelationBody = z.infer<typeof ZUserRelationBody>;

/** One person the viewer blocked or muted, as the settings list shows them. */
export const ZUserRelation = z.object({
  user: ZAuthor,
  kind: z.enum(USER_RELATION_KINDS),
  createdAt: z.string(),
});
export type TUserRelation = z.infer<typeof ZUserRelation>;

export const ZUserRelationList = z.object({ items: z.array(ZUserRelation) });
export type TUserRelationList = z.infer<typeof ZUserRelationList>;

/** "Delete my account": the password confirms it. */
export const ZAccountDeletionBody = z.object({
  password: z.string({ error: 'password_required' }).min(1, { error: 'password_required' }).max(200),
});
export type TAccountDeletionBody = z.infer<typeof ZAccountDeletionBody>;

/** A requested deletion: the account is erased after `purgeAfter` unless its owner signs in before. */
export const ZAccountDeletion = z.object({ purgeAfter: z.string() });
export type TAccountDeletion = z.infer<typeof ZAccountDeletion>;

/** The test hook that runs the purge as if at `now` (only when the server is started with TEST_CLOCK_HOOK). */
export const ZPurgeAtBody = z.object({ now: z.iso.datetime() });
export const ZPurgeResult = z.object({ purged: z.number().int() });

/** The teen defaults as the settings show them: on or off, and whether the person may turn them off yet. */
export const ZProfileVisibility = z.object({
  restricted: z.boolean(),
  canWiden: z.boolean(),
  /** The age from which the defaults can be turned off. */
  widenAge: z.number().int(),
});
export type TProfileVisibility = z.infer<typeof ZProfileVisibility>;

export const ZProfileVisibilityBody = z.object({ restricted: z.boolean() });

/**
 * "Download my data": a background job builds a zip of everything the person gave the platform;
 * the link lives `expiresAt` (24 hours after it is ready), only for them. EXPIRED: the file is gone.
 */
export const DATA_EXPORT_STATUSES = ['QUEUED', 'RUNNING', 'READY', 'FAILED', 'EXPIRED'] as const;
export type TDataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

export const ZDataExport = z.object({
  id: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  /** When the download link stops working (READY and EXPIRED only). */
  expiresAt: z.string().nullable(),
  /** The zip's size in bytes (READY only). */
  bytes: z.number().int().nullable(),
  /** Why it failed (FAILED only); the interface shows a translated sentence, this is for support. */
  error: z.string().nullable(),
  /** The API path that streams the zip (READY only). */
  downloadUrl: z.string().nullable(),
});
export type TDataExport = z.infer<typeof ZDataExport>;

/** The person's latest export, or null when they never asked for one. */
export const ZDataExportState = z.object({ export: ZDataExport.nullable() });
export type TDataExportState = z.infer<typeof ZDataExportState>;

import { z } from 'zod';
import { UI_LANGUAGES } from './enums.ts';
import { REPORT_REASONS } from './social-limits.ts';
import { ZAuthor } from './social.ts';

/**
 * Moderation: the reports queue (`/admin/moderation`), the actions a moderator takes on reported
 * content and its author, the word filter's lists and the audit log of all of it.
 */

export const MODERATION_LIMITS = {
  reasonTextMax: 500,
  wordMax: 60,
  /** The longest suspension a moderator can give, in days. */
  suspensionDaysMax: 365,
  queuePageMax: 50,
  auditPageMax: 100,
} as const;

export const MODERATION_CONTENT_TYPES = ['POST', 'COMMENT', 'STORY'] as const;
export type TModerationContentType = (typeof MODERATION_CONTENT_TYPES)[number];

/** What a moderator can do with a reported item. */
export const MODERATION_ACTIONS = ['DISMISS', 'HIDE', 'REMOVE', 'WARN', 'SUSPEND', 'RESTORE'] as const;
export type TModerationAction = (typeof MODERATION_ACTIONS)[number];

/** Why content is hidden: a moderator's reason, enough distinct reports, or the word filter's review list. */
export const HIDDEN_REASONS = [...REPORT_REASONS, 'REPORTS', 'WORD_FILTER'] as const;
export type THiddenReason = (typeof HIDDEN_REASONS)[number];

/** The state of a piece of content: null is visible; HIDDEN only its author sees (marked); REMOVED nobody. */
export const CONTENT_STATES = ['HIDDEN', 'REMOVED'] as const;
export type TContentState = (typeof CONTENT_STATES)[number];

export const WORD_LISTS = ['BLOCK', 'REVIEW'] as const;
export type TWordList = (typeof WORD_LISTS)[number];

export const ZModerationActionBody = z
  .object({
    contentType: z.enum(MODERATION_CONTENT_TYPES),
    contentId: z.string().max(64),
    action: z.enum(MODERATION_ACTIONS),
    /** The reason the author is told, translated on their side. */
    reason: z.enum(REPORT_REASONS, { error: 'moderation_reason_required' }).optional(),
    /** The moderator's own words to the author (optional). */
    note: z.string().trim().max(MODERATION_LIMITS.reasonTextMax).optional(),
    /** SUSPEND: until when (ISO time, in the future, at most MODERATION_LIMITS.suspensionDaysMax days). */
    until: z.iso.datetime({ offset: true, error: 'suspension_end_required' }).optional(),
  })
  .superRefine((b, ctx) => {
    if (['HIDE', 'REMOVE', 'WARN', 'SUSPEND'].includes(b.action) && !b.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'moderation_reason_required' });
    }
    if (b.action === 'SUSPEND' && !b.until) {
      ctx.addIssue({ code: 'custom', path: ['until'], message: 'suspension_end_required' });
    }
  });
export type TModerationActionBody = z.input<typeof ZModerationActionBody>;

export const ZModerationQueueQuery = z.object({
  status: z.enum(['OPEN', 'RESOLVED']).default('OPEN'),
  limit: z.coerce.number().int().min(1).max(MODERATION_LIMITS.queuePageMax).default(20),
});

export const ZModerationReport = z.object({
  id: z.string(),
  /** null: the word filter's review list held the content. */
  reporter: ZAuthor.nullable(),
  reason: z.enum(REPORT_REASONS),
  comment: z.string().nullable(),
  createdAt: z.string(),
});

export const ZModerationHistoryItem = z.object({
  action: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});

export const ZModerationCase = z.object({
  contentType: z.enum(MODERATION_CONTENT_TYPES),
  contentId: z.string(),
  /** The text of a post or comment; a story's is empty (its media is shown instead). */
  text: z.string(),
  mediaId: z.string().nullable(),
  state: z.enum(CONTENT_STATES).nullable(),
  stateReason: z.string().nullable(),
  author: ZAuthor,
  /** When the author is suspended now: until when. */
  authorSuspendedUntil: z.string().nullable(),
  reportCount: z.number().int(),
  reports: z.array(ZModerationReport),
  /** The author's earlier moderation actions, newest first. */
  history: z.array(ZModerationHistoryItem),
  firstReportedAt: z.string(),
});
export type TModerationCase = z.infer<typeof ZModerationCase>;
export const ZModerationQueue = z.object({ items: z.array(ZModerationCase) });
export type TModerationQueue = z.infer<typeof ZModerationQueue>;

export const ZWordEntry = z.object({
  id: z.string(),
  language: z.enum(UI_LANGUAGES),
  list: z.enum(WORD_LISTS),
  word: z.string(),
  createdAt: z.string(),
});
export type TWordEntry = z.infer<typeof ZWordEntry>;
export const ZWordList = z.object({ items: z.array(ZWordEntry) });
export const ZAddWordBody = z.object({
  language: z.enum(UI_LANGUAGES),
  list: z.enum(WORD_LISTS),
  word: z
    .string()
    .trim()
    .min(2, { error: 'word_too_short' })
    .max(MODERATION_LIMITS.wordMax, { error: 'word_too_long' }),
});
export type TAddWordBody = z.infer<typeof ZAddWordBody>;

/** The audit log: who did what to whom, with the state before and after. */
export const ZAuditQuery = z.object({
  action: z.string().trim().max(60).optional(),
  actor: z.string().trim().max(60).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(MODERATION_LIMITS.auditPageMax).default(50),
});
export type TAuditQuery = z.input<typeof ZAuditQuery>;
export const ZAuditLogEntry = z.object({
  id: z.string(),
  actor: z.string().nullable(),
  target: z.string().nullable(),
  action: z.string(),
  subjectType: z.string().nullable(),
  subjectId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  detail: z.record(z.string(), z.string()),
  createdAt: z.string(),
});
export type TAuditLogEntry = z.infer<typeof ZAuditLogEntry>;
export const ZAuditPage = z.object({ items: z.array(ZAuditLogEntry), nextCursor: z.string().nullable() });
export type TAuditPage = z.infer<typeof ZAuditPage>;

import { z } from 'zod';
import { ZLocalizedText } from './localized.ts';
import { ZAuthor } from './social.ts';

/**
 * Notifications, delivered live over server-sent events at
 * `GET /api/v1/notifications/stream`. Project invitations and applications come with projects.
 */
export const NOTIFICATION_TYPES = [
  'POST_LIKED',
  'POST_COMMENTED',
  'SYSTEM',
  'PROJECT_INVITATION',
  'PROJECT_APPLICATION',
  'PROJECT_APPLICATION_ACCEPTED',
  'PROJECT_APPLICATION_REJECTED',
  'PROJECT_INVITATION_ACCEPTED',
  'PROJECT_MEMBER_REMOVED',
  /** To an author: a moderator acted on their content or account (data: action, reason, note, until, contentType). */
  'MODERATION_ACTION',
  /** To a reporter: what became of their report (data: outcome, contentType). */
  'REPORT_RESOLVED',
  /** To a student: their mentor marked their career plan reviewed (data: planId). */
  'PLAN_REVIEWED',
  /** To a student: their mentor commented on a phase of their career plan (data: planId, excerpt). */
  'PLAN_COMMENTED',
  /** To the person who asked for a copy of their data: it is ready (data: exportId, expiresAt) or failed (data: exportId, failed). */
  'DATA_EXPORT',
] as const;
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number];

export const ZNotification = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  actor: ZAuthor.nullable(),
  postId: z.string().nullable(),
  /** System messages carry their own text in three languages. */
  text: ZLocalizedText.nullable(),
  /** Extra data per type (e.g. a comment's excerpt, a project id). */
  data: z.record(z.string(), z.string()),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;
export const ZNotificationPage = z.object({
  items: z.array(ZNotification),
  nextCursor: z.string().nullable(),
  unread: z.number().int(),
});
export type TNotificationPage = z.infer<typeof ZNotificationPage>;
export const ZUnreadCount = z.object({ unread: z.number().int() });

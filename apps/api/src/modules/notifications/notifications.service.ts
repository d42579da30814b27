import { randomUUID } from 'node:crypto';
import type { TLocalized, TNotificationPage, TNotificationType } from '@bagdar/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { decodeTimeCursor, encodeCursor } from '../../lib/keyset.ts';
import * as repo from './notifications.repository.ts';

/** The PostgreSQL channel every API process listens on (see notifications.hub.ts). */
export const NOTIFICATIONS_CHANNEL = 'notifications';

/**
 * What travels through `pg_notify` (payloads are limited to 8000 bytes, so only ids): either one
 * notification of one user, or a system broadcast whose rows carry `data.batch`.
 */
export type NotificationSignal = { userId: string; id: string } | { batch: string };

export interface NotifyInput {
  userId: string;
  type: TNotificationType;
  actorId?: string | null;
  postId?: string | null;
  text?: TLocalized | null;
  data?: Record<string, string>;
}

async function signal(db: Db, payload: NotificationSignal): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${NOTIFICATIONS_CHANNEL}, ${JSON.stringify(payload)})`);
}

/**
 * Stores a notification and signals it to every API process. `db` may be a transaction: the row and
 * the NOTIFY then both take effect on commit (PostgreSQL delivers NOTIFY only when the transaction commits).
 * Nobody is notified about their own action.
 */
export async function notify(db: Db, input: NotifyInput): Promise<void> {
  if (input.actorId && input.actorId === input.userId) return;
  const { id } = await repo.insertNotification(db, input);
  await signal(db, { userId: input.userId, id });
}

/** A system message (seed, admin area) to some users or to everyone. Returns how many were created. */
export async function notifySystem(db: Db, userIds: readonly string[] | 'ALL', text: TLocalized): Promise<number> {
  if (userIds !== 'ALL' && userIds.length === 0) return 0;
  const batch = randomUUID();
  const created = await repo.insertSystemNotifications(db, userIds, text, { batch });
  if (created > 0) await signal(db, { batch });
  return created;
}

export async function listNotifications(
  db: Db,
  userId: string,
  query: { cursor?: string | undefined; limit: number },
): Promise<TNotificationPage> {
  const after = decodeTimeCursor(query.cursor);
  const rows = await repo.listPageWithActors(db, userId, after ? [after.createdAt, after.id] : null, query.limit);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  const unread = rows[0]?.unread ?? (after ? await repo.unreadCount(db, userId) : 0);
  return {
    items: page.map((r) => ({
      id: r.id,
      type: r.type,
      actor: r.actor,
      postId: r.postId,
      text: r.text,
      data: r.data,
      readAt: r.readAt ? r.readAt.toISOString() : null,
      createdAt: r.createdAt.toISOString(),
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.key, last.id]) : null,
    unread,
  };
}

export function unreadCount(db: Db, userId: string): Promise<number> {
  return repo.unreadCount(db, userId);
}

/** Someone else's notification (or none) is a 404, never a hint that it exists. */
export async function markRead(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id) || !(await repo.markRead(db, userId, id))) {
    throw new AppError('NOT_FOUND', 404, 'Notification not found');
  }
}

export function markAllRead(db: Db, userId: string): Promise<void> {
  return repo.markAllRead(db, userId);
}

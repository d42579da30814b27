import type { TLocalized, TNotification, TNotificationType } from '@bagdar/contracts';
import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withFastRows } from '../../db/fast-rows.ts';
import { preparedByName } from '../../db/prepared.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/users.ts';
import { timeKey } from '../../lib/keyset.ts';

/** Data access for notifications; every function takes the database or a transaction. */

export interface NewNotification {
  userId: string;
  type: TNotificationType;
  actorId?: string | null;
  postId?: string | null;
  text?: TLocalized | null;
  data?: Record<string, string>;
}

/** A row with its keyset key: created_at to the microsecond, as text, so ties never skip rows. */
const createdKey = timeKey(notifications.createdAt);

const columns = {
  id: notifications.id,
  userId: notifications.userId,
  type: notifications.type,
  actorId: notifications.actorId,
  postId: notifications.postId,
  text: notifications.text,
  data: notifications.data,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
  key: createdKey,
};

type Row = {
  id: string;
  userId: string;
  type: TNotificationType;
  actorId: string | null;
  postId: string | null;
  text: TLocalized | null;
  data: Record<string, string>;
  readAt: Date | null;
  createdAt: Date;
  key: string;
};

export async function insertNotification(db: Db, input: NewNotification): Promise<{ id: string }> {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: input.userId,
      type: input.type,
      actorId: input.actorId ?? null,
      postId: input.postId ?? null,
      text: input.text ?? null,
      data: input.data ?? {},
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error('insertNotification: no row');
  return row;
}

/** One system message per user, in one statement; `'ALL'` addresses every user. Returns the count. */
export async function insertSystemNotifications(
  db: Db,
  userIds: readonly string[] | 'ALL',
  text: TLocalized,
  data: Record<string, string>,
): Promise<number> {
  const where: SQL | undefined = userIds === 'ALL' ? undefined : inArray(users.id, [...userIds]);
  const result = (await db.execute(sql`
    INSERT INTO notifications (user_id, type, text, data)
    SELECT ${users.id}, 'SYSTEM', ${JSON.stringify(text)}::jsonb, ${JSON.stringify(data)}::jsonb
    FROM ${users} ${where ? sql`WHERE ${where}` : sql``}
    RETURNING id`)) as { rows: unknown[] };
  return result.rows.length;
}

/** A page newest first: rows after the cursor key `(createdAt text, id)`, one extra to tell if more follow. */
export async function listPage(db: Db, userId: string, after: [string, string] | null, limit: number): Promise<Row[]> {
  const conditions: SQL[] = [eq(notifications.userId, userId)];
  if (after) {
    conditions.push(
      sql`(${notifications.createdAt}, ${notifications.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)`,
    );
  }
  return db
    .select(columns)
    .from(notifications)
    .where(and(...conditions))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit + 1);
}

/** The unread count of the user a page statement is for (its `userId` placeholder). */
const unreadOfPageUser = sql<number>`(
  SELECT count(*)::int FROM notifications unread
  WHERE unread.user_id = ${sql.placeholder('userId')} AND unread.read_at IS NULL)`;

function preparePageWithActors(db: Db, afterCursor: boolean) {
  const conditions: SQL[] = [eq(notifications.userId, sql.placeholder('userId'))];
  if (afterCursor) {
    conditions.push(
      sql`(${notifications.createdAt}, ${notifications.id}) < (${sql.placeholder('afterAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`,
    );
  }
  return withFastRows(
    db
      .select({
        ...columns,
        actor: {
          id: users.id,
          username: users.username,
          firstName: users.firstName,
          lastName: users.lastName,
          avatarUrl: users.avatarUrl,
        },
        unread: unreadOfPageUser,
      })
      .from(notifications)
      .leftJoin(users, eq(users.id, notifications.actorId))
      .where(and(...conditions))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(sql.placeholder('limit'))
      .prepare(afterCursor ? 'notifications_page_after' : 'notifications_page'),
  );
}

const pagePrepared = preparedByName<ReturnType<typeof preparePageWithActors>>();

/**
 * A page newest first with each row's actor and the user's unread count, in one prepared statement:
 * rows after the cursor key `(createdAt text, id)`, one extra to tell if more follow. The count rides
 * on every row; an empty page carries none (the caller asks `unreadCount` then, unless it is the
 * first page: no notifications at all, none unread).
 */
export async function listPageWithActors(db: Db, userId: string, after: [string, string] | null, limit: number) {
  const name = after ? 'notifications_page_after' : 'notifications_page';
  const prepared = pagePrepared(db, name, () => preparePageWithActors(db, after !== null));
  return prepared.execute(
    after ? { userId, afterAt: after[0], afterId: after[1], limit: limit + 1 } : { userId, limit: limit + 1 },
  );
}

export async function findByIds(db: Db, ids: readonly string[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  return db
    .select(columns)
    .from(notifications)
    .where(inArray(notifications.id, [...ids]))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
}

/** The rows of one system broadcast addressed to any of `userIds`. */
export async function findBatchForUsers(db: Db, batch: string, userIds: readonly string[]): Promise<Row[]> {
  if (userIds.length === 0) return [];
  return db
    .select(columns)
    .from(notifications)
    .where(and(sql`${notifications.data}->>'batch' = ${batch}`, inArray(notifications.userId, [...userIds])));
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Unread counts of several users in one query. */
export async function unreadCounts(db: Db, userIds: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return counts;
  const rows = await db
    .select({ userId: notifications.userId, n: count() })
    .from(notifications)
    .where(and(inArray(notifications.userId, [...userIds]), isNull(notifications.readAt)))
    .groupBy(notifications.userId);
  for (const row of rows) counts.set(row.userId, row.n);
  return counts;
}

/** Marks one of the user's notifications read; false when it is not theirs (or does not exist). */
export async function markRead(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Db, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/** Rows → the API shape, with every actor loaded in one query (no N+1). */
export async function toViews(db: Db, rows: readonly Row[]): Promise<TNotification[]> {
  const actorIds = [...new Set(rows.map((r) => r.actorId).filter((id): id is string => id !== null))];
  const actors =
    actorIds.length === 0
      ? []
      : await db
          .select({
            id: users.id,
            username: users.username,
            firstName: users.firstName,
            lastName: users.lastName,
            avatarUrl: users.avatarUrl,
          })
          .from(users)
          .where(inArray(users.id, actorIds));
  const byId = new Map(actors.map((a) => [a.id, a]));
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    actor: (r.actorId ? byId.get(r.actorId) : undefined) ?? null,
    postId: r.postId,
    text: r.text,
    data: r.data,
    readAt: r.readAt ? r.readAt.toISOString() : null,
    createdAt: r.createdAt.toISOString(),
  }));
}

export type NotificationRow = Row;

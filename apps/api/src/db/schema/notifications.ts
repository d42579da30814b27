import { NOTIFICATION_TYPES, type TLocalized } from '@bagdar/contracts';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgEnum, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Notifications: likes and comments on one's posts, system messages, and later project
 * invitations and applications. Delivered live through `pg_notify('notifications', …)`.
 */
export const notificationTypeEnum = pgEnum('notification_type', NOTIFICATION_TYPES);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Who receives it. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationTypeEnum('type').notNull(),
    /** Who caused it (liker, commenter); null for system messages. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The post it is about; no foreign key so the social module owns its own lifecycle. */
    postId: uuid('post_id'),
    /** System messages carry their own text per language. */
    text: jsonb('text').$type<TLocalized>(),
    /** Extra data per type (a comment excerpt, a project id…). */
    data: jsonb('data')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
  ],
);

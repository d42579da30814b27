import { USER_RELATION_KINDS } from '@bagdar/contracts';
import { index, pgEnum, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const userRelationKindEnum = pgEnum('user_relation_kind', USER_RELATION_KINDS);

/**
 * Who blocked or muted whom: one row per (owner, target), a block replacing a mute and the reverse.
 * Small (a person blocks a handful of others) and read on every feed, comment, story and search
 * statement as two key probes per row shown: (owner, target) by the primary key, and the reverse
 * direction, "did this author block me", by `user_relations_target_idx`.
 */
export const userRelations = pgTable(
  'user_relations',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetId: uuid('target_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: userRelationKindEnum('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.targetId] }),
    index('user_relations_target_idx').on(t.targetId, t.ownerId),
  ],
);

export type UserRelationRow = typeof userRelations.$inferSelect;

/**
 * An account its owner asked to delete: kept until `purge_after` (the grace period), when the purge
 * job erases the person; signing in before then deletes this row, which cancels the deletion.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    purgeAfter: timestamp('purge_after', { withTimezone: true }).notNull(),
  },
  (t) => [index('account_deletions_purge_after_idx').on(t.purgeAfter)],
);

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

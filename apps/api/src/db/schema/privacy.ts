import { DATA_EXPORT_STATUSES, USER_RELATION_KINDS } from '@bagdar/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizationGroups, organizations } from './organizations.ts';
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

export const dataExportStatusEnum = pgEnum('data_export_status', DATA_EXPORT_STATUSES);

/**
 * "Download my data": one row per request. The zip lives in storage under `storage_key` until
 * `expires_at`; the cleanup job then removes the file and marks the row EXPIRED. At most one
 * request per person is QUEUED or RUNNING (a partial unique index), so a second one is refused.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: dataExportStatusEnum('status').notNull().default('QUEUED'),
    storageKey: text('storage_key'),
    bytes: integer('bytes'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('data_exports_one_running_uq')
      .on(t.userId)
      .where(sql`status IN ('QUEUED', 'RUNNING')`),
    index('data_exports_expires_idx')
      .on(t.expiresAt)
      .where(sql`status = 'READY'`),
  ],
);

export type DataExportRow = typeof dataExports.$inferSelect;

/**
 * What an organisation's statistics keep of a student whose account was erased: one row with no
 * reference to the person (their group, and whether they had taken a test and had an analysis),
 * so the organisation's totals still count them anonymously.
 */
export const organizationErasedMembers = pgTable(
  'organization_erased_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id').references(() => organizationGroups.id, { onDelete: 'set null' }),
    tested: boolean('tested').notNull(),
    analysed: boolean('analysed').notNull(),
  },
  (t) => [index('organization_erased_members_org_idx').on(t.organizationId, t.groupId)],
);

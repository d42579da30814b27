import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { membershipStatusEnum, organizationRoleEnum, organizationTypeEnum } from './enums.ts';
import { cities } from './locations.ts';
import { users } from './users.ts';

/** A school, college, university or education centre with a licence window (spec §3, §4). */
export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    type: organizationTypeEnum('type').notNull(),
    cityId: uuid('city_id').references(() => cities.id, { onDelete: 'restrict' }),
    subscriptionStartsAt: timestamp('subscription_starts_at', { withTimezone: true }),
    subscriptionEndsAt: timestamp('subscription_ends_at', { withTimezone: true }),
    /** Student seats the licence pays for; null on rows made before seats were counted (no limit). */
    seatCount: integer('seat_count'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('organizations_name_idx').on(sql`lower(${t.name})`, t.id)],
);

/** A class or study group of one organisation (spec §3: code and a mentor teacher). */
export const organizationGroups = pgTable(
  'organization_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** A teacher's membership in the same organisation (checked by the service). */
    mentorId: uuid('mentor_id').references((): AnyPgColumn => organizationMemberships.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('organization_groups_code_uq').on(t.organizationId, sql`lower(${t.code})`),
    index('organization_groups_mentor_idx').on(t.mentorId),
  ],
);

/** A user belongs to at most one organisation. */
export const organizationMemberships = pgTable(
  'organization_memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .unique('organization_memberships_user_uq')
      .references(() => users.id, { onDelete: 'cascade' }),
    role: organizationRoleEnum('role').notNull(),
    status: membershipStatusEnum('status').notNull().default('ACTIVE'),
    groupId: uuid('group_id').references((): AnyPgColumn => organizationGroups.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The member lists' sort keys (lower-cased last and first name) and search text ("last first",
     * "first last", username, email, lower-cased): copied from the user by triggers on both tables
     * (migration 0029), never written by the code.
     */
    lastKey: text('last_key').notNull().default(''),
    firstKey: text('first_key').notNull().default(''),
    searchKey: text('search_key').notNull().default(''),
    /**
     * The lists' order: the keys in the Kazakh alphabet's order (`bagdar_person_sort`, migration 0037:
     * the translation of nameSortTranslation('kk'), compared under COLLATE "C"), generated.
     */
    lastSort: text('last_sort').generatedAlwaysAs(sql`bagdar_person_sort(last_key)`),
    firstSort: text('first_sort').generatedAlwaysAs(sql`bagdar_person_sort(first_key)`),
  },
  (t) => [
    index('organization_memberships_org_idx').on(t.organizationId, t.role),
    // The member lists' keyset order; the filters' and the search's columns ride along (INCLUDE, in
    // the migration), so a page is found in the index alone.
    index('organization_memberships_sort_idx').on(t.organizationId, t.role, t.lastSort, t.firstSort, t.id),
    index('organization_memberships_search_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
    // A group's list in the same order (INCLUDE in the migration too); also the group id's index.
    index('organization_memberships_group_sort_idx').on(t.groupId, t.role, t.lastSort, t.firstSort, t.id),
  ],
);

/**
 * Members per organisation, role, group (`groupKey`: the group's id, or the nil uuid for none) and
 * status, kept by statement-level triggers on the memberships (migration 0037; they fire during the
 * seeds' bulk loads too). The groups' student counts and the seats used are read from here. Never
 * written by the code.
 */
export const organizationMemberCounts = pgTable(
  'organization_member_counts',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    role: organizationRoleEnum('role').notNull(),
    groupKey: uuid('group_key').notNull(),
    status: membershipStatusEnum('status').notNull(),
    members: integer('members').notNull(),
  },
  (t) => [
    primaryKey({ name: 'organization_member_counts_pk', columns: [t.organizationId, t.role, t.groupKey, t.status] }),
  ],
);

/**
 * Single-use activation codes of imported or created accounts: found by the SHA-256 of the code, which
 * is also kept sealed (AES-256-GCM, activation-codes.ts) so a valid code can be printed again.
 */
export const activationCodes = pgTable(
  'activation_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => organizationMemberships.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique('activation_codes_hash_uq'),
    /** `v1.<iv>.<ciphertext>.<tag>` (base64url); null on codes issued before migration 0032. */
    codeSealed: text('code_sealed'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activation_codes_membership_idx').on(t.membershipId)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A large import committed by a pg-boss job (import-jobs.ts): the uploaded file until the job
 * ends, its progress (rows written of total), and its outcome. QUEUED -> RUNNING -> DONE | FAILED.
 */
export const organizationImportJobs = pgTable(
  'organization_import_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    role: organizationRoleEnum('role').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED'>().notNull().default('QUEUED'),
    /** The xlsx as uploaded; dropped when the job ends. */
    file: bytea('file'),
    total: integer('total').notNull(),
    processed: integer('processed').notNull().default(0),
    /** The error code of a failed job (IMPORT_HAS_ERRORS, SEATS_EXCEEDED, IMPORT_WORKER_LOST, INTERNAL_ERROR) and its details. */
    error: text('error'),
    errorMeta: jsonb('error_meta').$type<Record<string, string>>(),
    /** The memberships a finished job created (their activation codes are issued on request). */
    memberIds: jsonb('member_ids').$type<string[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('organization_import_jobs_org_idx').on(t.organizationId, t.createdAt)],
);

/**
 * The organisation analytics' figures of one group (group_key: the group's id, or the nil uuid for
 * the students without a group), as analytics.repository.ts computes them. Triggers on what the
 * figures read raise `version` (migration 0034); the analytics code recomputes a row whose
 * `computedVersion` is behind when the page is next read. Never written by other code.
 */
export const organizationGroupAnalytics = pgTable(
  'organization_group_analytics',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    groupKey: uuid('group_key').notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
    computedVersion: bigint('computed_version', { mode: 'number' }).notNull().default(0),
    figures: jsonb('figures'),
  },
  (t) => [primaryKey({ name: 'organization_group_analytics_pk', columns: [t.organizationId, t.groupKey] })],
);

export type OrganizationRow = typeof organizations.$inferSelect;
export type MembershipRow = typeof organizationMemberships.$inferSelect;
export type GroupRow = typeof organizationGroups.$inferSelect;

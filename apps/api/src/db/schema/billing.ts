import type { TLocalized, TOrgApplicationStatus, TSubscriptionEvent, TUpgradeRequestStatus } from '@bagdar/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { billingIntervalUnitEnum, organizationTypeEnum, subscriptionStatusEnum, tierEnum } from './enums.ts';
import { organizations } from './organizations.ts';
import { subscriptions } from './subscriptions.ts';
import { users } from './users.ts';

/** One plan per tier: what the landing page, the paywall and the billing page show. */
export const plans = pgTable('plans', {
  tier: tierEnum('tier').primaryKey(),
  name: jsonb('name').$type<TLocalized>().notNull(),
  description: jsonb('description').$type<TLocalized>().notNull(),
  priceKzt: integer('price_kzt').notNull(),
  intervalUnit: billingIntervalUnitEnum('interval_unit').notNull().default('YEAR'),
  intervalCount: integer('interval_count').notNull().default(1),
  features: jsonb('features').$type<TLocalized[]>().notNull().default([]),
  active: boolean('active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every state change of a subscription, with who made it; an admin action's key is unique. */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').$type<TSubscriptionEvent>().notNull(),
    fromStatus: subscriptionStatusEnum('from_status'),
    toStatus: subscriptionStatusEnum('to_status').notNull(),
    tier: tierEnum('tier').notNull(),
    renewsAt: timestamp('renews_at', { withTimezone: true }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: uuid('idempotency_key').unique('subscription_events_idempotency_uq'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscription_events_user_idx').on(t.userId, t.createdAt)],
);

/** A personal upgrade asked for through the messaging-app chat; at most one PENDING per user. */
export const upgradeRequests = pgTable(
  'upgrade_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull().unique('upgrade_requests_reference_uq'),
    tier: tierEnum('tier').notNull(),
    status: text('status').$type<TUpgradeRequestStatus>().notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('upgrade_requests_pending_uq')
      .on(t.userId)
      .where(sql`status = 'PENDING'`),
    index('upgrade_requests_status_idx').on(t.status, t.createdAt),
  ],
);

/** An organisation's application for a licence, from the public form. */
export const organizationApplications = pgTable(
  'organization_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationName: text('organization_name').notNull(),
    type: organizationTypeEnum('type').notNull(),
    city: text('city').notNull(),
    /** The contact's full name as shown ("Серикова Айгуль"), built from the two fields below. */
    contactName: text('contact_name').notNull(),
    /** The contact's names as typed in separate fields; null on applications older than those fields. */
    contactLastName: text('contact_last_name'),
    contactFirstName: text('contact_first_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    seats: integer('seats').notNull(),
    status: text('status').$type<TOrgApplicationStatus>().notNull().default('PENDING'),
    rejectionReason: text('rejection_reason'),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('organization_applications_status_idx').on(t.status, t.createdAt)],
);

/** A blocked account: it cannot sign in and its sessions were ended when it was blocked. */
export const userBlocks = pgTable('user_blocks', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  blockedBy: uuid('blocked_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The audit log of the admin area: who did what, when, to which user and object, with the state
 * before and after (moderation actions, suspensions, word-list changes, account blocks, roles).
 * Written through modules/audit/audit.service.ts `recordAudit`.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, string>>().notNull().default({}),
    /** The object acted on, when not only the user (POST, COMMENT, STORY, FILTER_WORD...). */
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_target_idx').on(t.targetUserId, t.createdAt),
    index('admin_audit_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

import { boolean, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { billingIntervalUnitEnum, subscriptionStatusEnum, tierEnum } from './enums.ts';
import { users } from './users.ts';

/** A personal subscription; a user without a row is on FREE. */
export const subscriptions = pgTable('subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique('subscriptions_user_uq')
    .references(() => users.id, { onDelete: 'cascade' }),
  tier: tierEnum('tier').notNull(),
  status: subscriptionStatusEnum('status').notNull(),
  renewsAt: timestamp('renews_at', { withTimezone: true }),
  billingIntervalUnit: billingIntervalUnitEnum('billing_interval_unit'),
  billingIntervalCount: integer('billing_interval_count'),
  autoRenew: boolean('auto_renew').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SubscriptionRow = typeof subscriptions.$inferSelect;

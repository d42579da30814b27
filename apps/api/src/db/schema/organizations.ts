import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { membershipStatusEnum, organizationRoleEnum, organizationTypeEnum } from './enums.ts';
import { cities } from './locations.ts';
import { users } from './users.ts';

/** A school, college, university or education centre with a licence window (spec §3, §4). */
export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  type: organizationTypeEnum('type').notNull(),
  cityId: uuid('city_id').references(() => cities.id, { onDelete: 'restrict' }),
  subscriptionStartsAt: timestamp('subscription_starts_at', { withTimezone: true }),
  subscriptionEndsAt: timestamp('subscription_ends_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('organization_memberships_org_idx').on(t.organizationId, t.role)],
);

export type OrganizationRow = typeof organizations.$inferSelect;
export type MembershipRow = typeof organizationMemberships.$inferSelect;

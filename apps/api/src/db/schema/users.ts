import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { educationStatusEnum, genderEnum, globalRoleEnum, localeEnum } from './enums.ts';

/** A person using the platform (spec §3) with what authentication needs. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Shown as typed; unique regardless of case. */
    username: text('username').notNull(),
    /** Always stored lower-case. */
    email: text('email').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * Signed up, address not confirmed yet (decision 023): no password sign-in, and a new signup
     * with the same address replaces the account. Cleared by the confirmation link or a password reset.
     */
    signupPending: boolean('signup_pending').notNull().default(false),
    passwordHash: text('password_hash').notNull(),
    role: globalRoleEnum('role').notNull().default('USER'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: genderEnum('gender'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    bio: text('bio'),
    organizationName: text('organization_name'),
    city: text('city'),
    educationStatus: educationStatusEnum('education_status'),
    interests: text('interests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    locale: localeEnum('locale').notNull().default('RU'),
    avatarUrl: text('avatar_url'),
    onboarded: boolean('onboarded').notNull().default(false),
    /** The user's posts, moved in the transaction that writes or deletes one (a profile never counts rows). */
    postCount: integer('post_count').notNull().default(0),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    /**
     * Teen defaults: the profile shows only to signed-in members of the person's organisation, direct
     * project invitations come only from them or from owners of a project the person applied to, and
     * invite searches outside the organisation do not find them. Set at onboarding under TEEN_PRIVACY_AGE;
     * the person can clear it in settings from that age.
     */
    profileRestricted: boolean('profile_restricted').notNull().default(false),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_uq').on(t.email),
    index('users_created_at_idx').on(t.createdAt, t.id),
    /** People to invite to a project, in name order (projects' invite candidates). */
    index('users_name_order_idx')
      .on(t.firstName, t.lastName, t.id)
      .where(sql`${t.onboarded}`),
  ],
);

export type UserRow = typeof users.$inferSelect;

import {
  BILLING_INTERVAL_UNITS,
  EDUCATION_STATUSES,
  GENDERS,
  GLOBAL_ROLES,
  LOCALES,
  MEMBERSHIP_STATUSES,
  ORGANIZATION_ROLES,
  ORGANIZATION_TYPES,
  SUBSCRIPTION_STATUSES,
  TIERS,
} from '@bagdar/contracts';
import { pgEnum } from 'drizzle-orm/pg-core';

/** Postgres enums built from the contract's value lists, so the database and the API agree. */
export const globalRoleEnum = pgEnum('global_role', GLOBAL_ROLES);
export const tierEnum = pgEnum('tier', TIERS);
export const subscriptionStatusEnum = pgEnum('subscription_status', SUBSCRIPTION_STATUSES);
export const billingIntervalUnitEnum = pgEnum('billing_interval_unit', BILLING_INTERVAL_UNITS);
export const genderEnum = pgEnum('gender', GENDERS);
export const localeEnum = pgEnum('locale', LOCALES);
export const educationStatusEnum = pgEnum('education_status', EDUCATION_STATUSES);
export const organizationTypeEnum = pgEnum('organization_type', ORGANIZATION_TYPES);
export const organizationRoleEnum = pgEnum('organization_role', ORGANIZATION_ROLES);
export const membershipStatusEnum = pgEnum('membership_status', MEMBERSHIP_STATUSES);
export const userTokenKindEnum = pgEnum('user_token_kind', ['EMAIL_VERIFICATION', 'PASSWORD_RESET']);

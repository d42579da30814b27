import { LIMITS } from './limits.ts';
import { z } from 'zod';
import {
  BILLING_INTERVAL_UNITS,
  GLOBAL_ROLES,
  MEMBERSHIP_STATUSES,
  ORGANIZATION_ROLES,
  ORGANIZATION_TYPES,
  SUBSCRIPTION_STATUSES,
  TIERS,
} from './enums.ts';
import { ZLocalized, ZLocalizedText } from './localized.ts';

/**
 * Subscriptions, plans, upgrade requests, organisation applications and the users admin.
 * Plans are data (`plans` table) seeded from the API's content/plans.ts; the landing page (pricing
 * and FAQ), the paywall, the billing page and the offer read them from `GET /api/v1/plans`.
 */

export const PAID_TIERS = ['STANDARD', 'PRO'] as const;
export type TPaidTier = (typeof PAID_TIERS)[number];

/** A PAST_DUE subscription keeps its tier this long after the renewal date, then it is canceled. */
export const BILLING_GRACE_DAYS = 7;
/** Support promises an answer within 1-2 working days (spec §1). */
export const SUPPORT_REPLY_WORKING_DAYS = [1, 2] as const;
export const PLAN_PRICE_MAX_KZT = 10_000_000;
export const PLAN_FEATURES_MAX = 12;

export const ZBillingInterval = z.object({
  unit: z.enum(BILLING_INTERVAL_UNITS, { error: 'interval_invalid' }),
  count: z.number({ error: 'interval_invalid' }).int({ error: 'interval_invalid' }).min(1).max(36),
});
export type TBillingInterval = z.infer<typeof ZBillingInterval>;

export const ZPlan = z.object({
  tier: z.enum(TIERS),
  name: ZLocalizedText,
  description: ZLocalizedText,
  priceKzt: z.number().int(),
  interval: ZBillingInterval,
  features: z.array(ZLocalizedText),
  active: z.boolean(),
  updatedAt: z.string(),
});
export type TPlan = z.infer<typeof ZPlan>;
export const ZPlanList = z.object({ items: z.array(ZPlan) });
export type TPlanList = z.infer<typeof ZPlanList>;

export const ZPlanBody = z.object({
  name: ZLocalized,
  description: ZLocalized,
  priceKzt: z
    .number({ error: 'price_integer' })
    .int({ error: 'price_integer' })
    .min(0, { error: 'price_negative' })
    .max(PLAN_PRICE_MAX_KZT, { error: 'price_too_high' }),
  interval: ZBillingInterval,
  features: z.array(ZLocalized).max(PLAN_FEATURES_MAX, { error: 'features_too_many' }),
  active: z.boolean(),
});
export type TPlanBody = z.infer<typeof ZPlanBody>;

export const UPGRADE_REQUEST_STATUSES = ['PENDING', 'DONE', 'CANCELED'] as const;
export type TUpgradeRequestStatus = (typeof UPGRADE_REQUEST_STATUSES)[number];

export const ZUpgradeRequest = z.object({
  id: z.string(),
  reference: z.string(),
  tier: z.enum(PAID_TIERS),
  status: z.enum(UPGRADE_REQUEST_STATUSES),
  createdAt: z.string(),
});
export type TUpgradeRequest = z.infer<typeof ZUpgradeRequest>;
export const ZAdminUpgradeRequest = ZUpgradeRequest.extend({
  user: z.object({ id: z.string(), username: z.string(), firstName: z.string(), lastName: z.string() }),
});
export type TAdminUpgradeRequest = z.infer<typeof ZAdminUpgradeRequest>;
export const ZUpgradeRequestsQuery = z.object({
  status: z.enum(UPGRADE_REQUEST_STATUSES).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZUpgradeRequestBody = z.object({ tier: z.enum(PAID_TIERS, { error: 'tier_invalid' }) });
export type TUpgradeRequestBody = z.infer<typeof ZUpgradeRequestBody>;

export const ZBillingSubscription = z.object({
  tier: z.enum(TIERS),
  effectiveTier: z.enum(TIERS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  renewsAt: z.string().nullable(),
  interval: ZBillingInterval.nullable(),
  autoRenew: z.boolean(),
  /** When auto-renewal is off (or the subscription is canceled): the date access ends. */
  endsAt: z.string().nullable(),
});
export type TBillingSubscription = z.infer<typeof ZBillingSubscription>;

export const ZOrganizationLicence = z.object({
  name: z.string(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  active: z.boolean(),
});

/** `GET /billing`: what the billing page shows. `source` says where the user's access comes from. */
export const ZBillingOverview = z.object({
  source: z.enum(['ORGANIZATION', 'PERSONAL', 'FREE']),
  subscription: ZBillingSubscription.nullable(),
  organization: ZOrganizationLicence.nullable(),
  pendingRequest: ZUpgradeRequest.nullable(),
});
export type TBillingOverview = z.infer<typeof ZBillingOverview>;

export const ZAutoRenewBody = z.object({ autoRenew: z.boolean({ error: 'auto_renew_invalid' }) });
export type TAutoRenewBody = z.infer<typeof ZAutoRenewBody>;

// ---- Organisation applications (public form; platform admins review) ----

export const ORG_APPLICATION_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export type TOrgApplicationStatus = (typeof ORG_APPLICATION_STATUSES)[number];
export const ORG_SEATS_MAX = 100_000;

const text = (max: number, required = 'field_required') =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: 'field_too_long' });

export const ZOrgApplicationBody = z
  .object({
    organizationName: text(200),
    type: z.enum(ORGANIZATION_TYPES, { error: 'org_type_invalid' }),
    city: text(100),
    /** The first administrator's names, each in its own field: the account is made from them as typed. */
    contactLastName: text(LIMITS.nameMax, 'lastName_required'),
    contactFirstName: text(LIMITS.nameMax, 'firstName_required'),
    contactEmail: z
      .email({ error: 'email_invalid' })
      .max(254)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    contactPhone: z
      .string()
      .trim()
      .max(40)
      .regex(/^[+\d][\d\s()-]{5,}$/, { error: 'phone_invalid' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    seats: z
      .number({ error: 'seats_invalid' })
      .int({ error: 'seats_invalid' })
      .min(1, { error: 'seats_invalid' })
      .max(ORG_SEATS_MAX, { error: 'seats_invalid' }),
  })
  .refine((body) => Boolean(body.contactEmail ?? body.contactPhone), {
    path: ['contactPhone'],
    error: 'contact_required',
  });
export type TOrgApplicationBody = z.input<typeof ZOrgApplicationBody>;

export const ZOrgApplication = z.object({
  id: z.string(),
  organizationName: z.string(),
  type: z.enum(ORGANIZATION_TYPES),
  city: z.string(),
  /** The contact's full name as shown: last name, then first name. */
  contactName: z.string(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  seats: z.number().int(),
  status: z.enum(ORG_APPLICATION_STATUSES),
  rejectionReason: z.string().nullable(),
  organizationId: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type TOrgApplication = z.infer<typeof ZOrgApplication>;
/**
 * What accepting an application answers: the application, and the first administrator's account
 * with its activation code (shown once to the platform admin for printing; mailed to the contact's
 * e-mail when the form had one).
 */
export const ZOrgApplicationAccepted = ZOrgApplication.extend({
  activation: z.object({
    username: z.string(),
    code: z.string(),
    expiresAt: z.string(),
    mailedTo: z.string().nullable(),
  }),
});
export type TOrgApplicationAccepted = z.infer<typeof ZOrgApplicationAccepted>;
export const ZOrgApplicationCreated = z.object({ id: z.string(), status: z.enum(ORG_APPLICATION_STATUSES) });
export const ZRejectBody = z.object({ reason: text(500, 'reason_required') });
export type TRejectBody = z.infer<typeof ZRejectBody>;
export const ZOrgApplicationsQuery = z.object({
  status: z.enum(ORG_APPLICATION_STATUSES).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

// ---- Users admin ----

export const ZAdminUsersQuery = z.object({
  q: z.string().trim().max(100).optional(),
  role: z.enum(GLOBAL_ROLES).optional(),
  tier: z.enum(TIERS).optional(),
  organizationId: z.uuid().optional(),
  verified: z.enum(['true', 'false']).optional(),
  blocked: z.enum(['true', 'false']).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type TAdminUsersQuery = z.input<typeof ZAdminUsersQuery>;

export const ZAdminUser = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(GLOBAL_ROLES),
  tier: z.enum(TIERS),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  organization: z.object({ id: z.string(), name: z.string() }).nullable(),
  verified: z.boolean(),
  blocked: z.boolean(),
  createdAt: z.string(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const SUBSCRIPTION_EVENTS = [
  'ACTIVATE',
  'EXTEND',
  'CANCEL',
  'RENEW',
  'PAYMENT_FAILED',
  'EXPIRE',
  'GRACE_ENDED',
] as const;
export type TSubscriptionEvent = (typeof SUBSCRIPTION_EVENTS)[number];

export const ZSubscriptionHistoryEntry = z.object({
  id: z.string(),
  event: z.enum(SUBSCRIPTION_EVENTS),
  fromStatus: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  toStatus: z.enum(SUBSCRIPTION_STATUSES),
  tier: z.enum(TIERS),
  renewsAt: z.string().nullable(),
  actor: z.string().nullable(),
  createdAt: z.string(),
});
export type TSubscriptionHistoryEntry = z.infer<typeof ZSubscriptionHistoryEntry>;

export const ZAuditEntry = z.object({
  id: z.string(),
  actor: z.string().nullable(),
  action: z.string(),
  detail: z.record(z.string(), z.string()),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAdminUserDetail = ZAdminUser.extend({
  dateOfBirth: z.string().nullable(),
  city: z.string().nullable(),
  subscription: ZBillingSubscription.nullable(),
  history: z.array(ZSubscriptionHistoryEntry),
  membership: z
    .object({
      organizationId: z.string(),
      organizationName: z.string(),
      role: z.enum(ORGANIZATION_ROLES),
      status: z.enum(MEMBERSHIP_STATUSES),
    })
    .nullable(),
  blockedAt: z.string().nullable(),
  blockReason: z.string().nullable(),
  upgradeRequests: z.array(ZUpgradeRequest),
  testsCompleted: z.number().int(),
  analyses: z.number().int(),
  audit: z.array(ZAuditEntry),
});
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>;

export const ADMIN_SUBSCRIPTION_ACTIONS = ['ACTIVATE', 'EXTEND', 'CANCEL'] as const;
export const ZSubscriptionActionBody = z.object({
  action: z.enum(ADMIN_SUBSCRIPTION_ACTIONS, { error: 'action_invalid' }),
  /** Required for ACTIVATE. */
  tier: z.enum(PAID_TIERS, { error: 'tier_invalid' }).optional(),
  /** A fresh id per dialog: the same key sent twice changes the subscription once. */
  idempotencyKey: z.uuid({ error: 'idempotency_key_invalid' }),
});
export type TSubscriptionActionBody = z.infer<typeof ZSubscriptionActionBody>;

export const ZBlockBody = z.object({ reason: text(500, 'reason_required') });
export type TBlockBody = z.infer<typeof ZBlockBody>;
export const ZRoleBody = z.object({ role: z.enum(GLOBAL_ROLES, { error: 'role_invalid' }) });
export type TRoleBody = z.infer<typeof ZRoleBody>;

/** What one run of the period-end job did (POST /api/v1/admin/billing/period-end, SUPER_ADMIN). */
export const ZPeriodEndRun = z.object({
  RENEW: z.number().int(),
  PAYMENT_FAILED: z.number().int(),
  EXPIRE: z.number().int(),
  GRACE_ENDED: z.number().int(),
});
export type TPeriodEndRun = z.infer<typeof ZPeriodEndRun>;

import { z } from 'zod';
import {
  EDUCATION_STATUSES,
  GENDERS,
  GLOBAL_ROLES,
  INTERESTS,
  LOCALES,
  MEMBERSHIP_STATUSES,
  ORGANIZATION_ROLES,
  ORGANIZATION_TYPES,
  SUBSCRIPTION_STATUSES,
  TIERS,
  BILLING_INTERVAL_UNITS,
} from './enums.ts';
import { LIMITS } from './limits.ts';

/**
 * Request and response schemas of the auth API (spec §5, §7).
 * Every issue message is a translation key under `validation.` in the web client.
 */

const USERNAME_RE = /^[a-zA-Z0-9_.]+$/;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const PASSWORD_RULES = [
  { key: 'length', test: (v: string) => v.length >= LIMITS.passwordMin },
  { key: 'upper', test: (v: string) => /\p{Lu}/u.test(v) },
  { key: 'lower', test: (v: string) => /\p{Ll}/u.test(v) },
  { key: 'digit', test: (v: string) => /\d/.test(v) },
  { key: 'special', test: (v: string) => /[^\p{L}\d\s]/u.test(v) },
] as const;
export type TPasswordRule = (typeof PASSWORD_RULES)[number]['key'];

/** The strength hints a password does not meet yet (empty when it is strong enough). */
export function unmetPasswordRules(password: string): TPasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.key);
}

export const ZStrongPassword = z
  .string({ error: 'password_required' })
  .max(LIMITS.passwordMax, { error: 'password_too_long' })
  .superRefine((value, ctx) => {
    for (const rule of unmetPasswordRules(value)) {
      ctx.addIssue({ code: 'custom', message: `password_rule_${rule}` });
    }
  });

export const ZUsername = z
  .string({ error: 'username_required' })
  .trim()
  .min(LIMITS.usernameMin, { error: 'username_too_short' })
  .max(LIMITS.usernameMax, { error: 'username_too_long' })
  .regex(USERNAME_RE, { error: 'username_invalid' });

export const ZEmail = z
  .string({ error: 'email_required' })
  .trim()
  .min(1, { error: 'email_required' })
  .max(LIMITS.emailMax, { error: 'email_too_long' })
  .regex(EMAIL_RE, { error: 'email_invalid' });

const ZPersonName = (field: 'firstName' | 'lastName') =>
  z
    .string({ error: `${field}_required` })
    .trim()
    .min(LIMITS.nameMin, { error: `${field}_too_short` })
    .max(LIMITS.nameMax, { error: `${field}_too_long` });

export const ZLoginBody = z.object({
  emailOrUsername: z
    .string({ error: 'emailOrUsername_required' })
    .trim()
    .min(1, { error: 'emailOrUsername_required' })
    .max(LIMITS.emailMax, { error: 'emailOrUsername_invalid' })
    .refine((v) => EMAIL_RE.test(v) || (USERNAME_RE.test(v) && v.length >= LIMITS.usernameMin), {
      error: 'emailOrUsername_invalid',
    }),
  password: z
    .string({ error: 'password_required' })
    .min(LIMITS.loginPasswordMin, { error: 'password_too_short' })
    .max(LIMITS.passwordMax, { error: 'password_too_long' }),
});
export type TLoginBody = z.infer<typeof ZLoginBody>;

export const ZSignupBody = z
  .object({
    username: ZUsername,
    firstName: ZPersonName('firstName'),
    lastName: ZPersonName('lastName'),
    email: ZEmail,
    password: ZStrongPassword,
    passwordConfirmation: z.string({ error: 'passwordConfirmation_required' }).max(LIMITS.passwordMax),
    acceptTerms: z.literal(true, { error: 'terms_required' }),
    acceptPrivacy: z.literal(true, { error: 'privacy_required' }),
    marketingConsent: z.boolean().optional().default(false),
    locale: z.enum(LOCALES).optional(),
  })
  .refine((b) => b.password === b.passwordConfirmation, {
    error: 'passwords_do_not_match',
    path: ['passwordConfirmation'],
  });
export type TSignupBody = z.input<typeof ZSignupBody>;

/** An ISO date (`YYYY-MM-DD`) or date-time; only the calendar date is kept. */
export const ZDateOfBirth = z
  .string({ error: 'dateOfBirth_required' })
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, { error: 'dateOfBirth_invalid' })
  .transform((v) => v.slice(0, 10))
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      error: 'dateOfBirth_invalid',
    },
  )
  .refine((v) => ageOn(v, new Date()) >= LIMITS.minAgeYears, { error: 'dateOfBirth_too_young' })
  .refine((v) => ageOn(v, new Date()) <= LIMITS.maxAgeYears, { error: 'dateOfBirth_too_old' });

/** Full years between a `YYYY-MM-DD` birth date and `now` (UTC). */
export function ageOn(dateOfBirth: string, now: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  const beforeBirthday = now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

/** The interests chosen at onboarding and changed in the settings (recommendations and compatibility use them). */
export const ZInterests = z
  .array(z.enum(INTERESTS, { error: 'interest_invalid' }), { error: 'interests_required' })
  .min(LIMITS.interestsMin, { error: 'interests_required' })
  .max(LIMITS.interestsMax, { error: 'interests_too_many' })
  .refine((list) => new Set(list).size === list.length, { error: 'interests_duplicate' });

export const ZOnboardingBody = z.object({
  dateOfBirth: ZDateOfBirth,
  gender: z.enum(GENDERS, { error: 'gender_required' }),
  educationStatus: z.enum(EDUCATION_STATUSES, { error: 'educationStatus_required' }),
  city: z
    .string({ error: 'city_required' })
    .trim()
    .min(2, { error: 'city_required' })
    .max(LIMITS.cityMax, { error: 'city_too_long' }),
  interests: ZInterests,
  preferredLanguage: z.enum(LOCALES, { error: 'preferredLanguage_required' }),
});
export type TOnboardingBody = z.input<typeof ZOnboardingBody>;

export const ZForgotPasswordBody = z.object({ email: ZEmail });
export type TForgotPasswordBody = z.infer<typeof ZForgotPasswordBody>;

export const ZToken = z
  .string({ error: 'token_required' })
  .min(16, { error: 'token_invalid' })
  .max(LIMITS.tokenMax, { error: 'token_invalid' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'token_invalid' });

export const ZResetPasswordBody = z
  .object({
    token: ZToken,
    password: ZStrongPassword,
    passwordConfirmation: z.string({ error: 'passwordConfirmation_required' }).max(LIMITS.passwordMax),
  })
  .refine((b) => b.password === b.passwordConfirmation, {
    error: 'passwords_do_not_match',
    path: ['passwordConfirmation'],
  });
export type TResetPasswordBody = z.infer<typeof ZResetPasswordBody>;

export const ZVerifyEmailBody = z.object({ token: ZToken });
export type TVerifyEmailBody = z.infer<typeof ZVerifyEmailBody>;

export const ZChangePasswordBody = z
  .object({
    currentPassword: z
      .string({ error: 'currentPassword_required' })
      .min(1, { error: 'currentPassword_required' })
      .max(LIMITS.passwordMax, { error: 'password_too_long' }),
    newPassword: ZStrongPassword,
    newPasswordConfirmation: z
      .string({ error: 'passwordConfirmation_required' })
      .min(1, { error: 'passwordConfirmation_required' })
      .max(LIMITS.passwordMax),
  })
  .refine((b) => b.newPassword !== b.currentPassword, {
    error: 'password_same_as_current',
    path: ['newPassword'],
  })
  .refine((b) => b.newPassword === b.newPasswordConfirmation, {
    error: 'passwords_do_not_match',
    path: ['newPasswordConfirmation'],
  });
export type TChangePasswordBody = z.infer<typeof ZChangePasswordBody>;

export const ZOrganizationSummary = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(ORGANIZATION_TYPES),
  subscriptionStartsAt: z.string().nullable(),
  subscriptionEndsAt: z.string().nullable(),
});
export type TOrganizationSummary = z.infer<typeof ZOrganizationSummary>;

export const ZOrganizationUser = z.object({
  id: z.string(),
  role: z.enum(ORGANIZATION_ROLES),
  status: z.enum(MEMBERSHIP_STATUSES),
});
export type TOrganizationUser = z.infer<typeof ZOrganizationUser>;

export const ZSubscription = z.object({
  tier: z.enum(TIERS),
  /** The tier the user enjoys now: the personal tier while it is paid for, else FREE. */
  effectiveTier: z.enum(TIERS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  renewsAt: z.string().nullable(),
  billingInterval: z.object({ unit: z.enum(BILLING_INTERVAL_UNITS), count: z.number().int() }).nullable(),
  autoRenew: z.boolean(),
});
export type TSubscription = z.infer<typeof ZSubscription>;

/** `GET /auth/me`: the signed-in user, as the guard and every screen see them. */
export const ZMe = z.object({
  id: z.string(),
  onboarded: z.boolean(),
  role: z.enum(GLOBAL_ROLES),
  username: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.enum(GENDERS).nullable(),
  dateOfBirth: z.string().nullable(),
  bio: z.string().nullable(),
  organizationName: z.string().nullable(),
  city: z.string().nullable(),
  educationStatus: z.enum(EDUCATION_STATUSES).nullable(),
  interests: z.array(z.enum(INTERESTS)),
  locale: z.enum(LOCALES),
  avatarUrl: z.string().nullable(),
  organization: ZOrganizationSummary.nullable(),
  organizationUser: ZOrganizationUser.nullable(),
  subscription: ZSubscription,
  createdAt: z.string(),
});
export type TMe = z.infer<typeof ZMe>;

export const ZOkResponse = z.object({ ok: z.literal(true) });
export type TOkResponse = z.infer<typeof ZOkResponse>;

export const ZLocaleBody = z.object({ locale: z.enum(LOCALES, { error: 'locale_invalid' }) });
export type TLocaleBody = z.infer<typeof ZLocaleBody>;

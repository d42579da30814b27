/** Enumerations shared by the API, the database schema and the web client (spec §3). */

export const GLOBAL_ROLES = ['USER', 'SUPER_ADMIN', 'MINISTRY'] as const;
export type TGlobalRole = (typeof GLOBAL_ROLES)[number];

export const TIERS = ['FREE', 'STANDARD', 'PRO'] as const;
export type TTier = (typeof TIERS)[number];
export const TIER_RANK: Record<TTier, number> = { FREE: 0, STANDARD: 1, PRO: 2 };

export const SUBSCRIPTION_STATUSES = ['ACTIVE', 'PAST_DUE', 'CANCELED', 'INCOMPLETE'] as const;
export type TSubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const BILLING_INTERVAL_UNITS = ['DAY', 'MONTH', 'YEAR'] as const;
export type TBillingIntervalUnit = (typeof BILLING_INTERVAL_UNITS)[number];

export const GENDERS = ['MALE', 'FEMALE', 'OTHER'] as const;
export type TGender = (typeof GENDERS)[number];

/** Locales as the API and the database spell them. */
export const LOCALES = ['RU', 'KK', 'EN'] as const;
export type TLocale = (typeof LOCALES)[number];
/** Locales as the web client and localStorage (`locale` key) spell them; ru is the default. */
export const UI_LANGUAGES = ['ru', 'kk', 'en'] as const;
export type TUiLanguage = (typeof UI_LANGUAGES)[number];
export const DEFAULT_UI_LANGUAGE: TUiLanguage = 'ru';

export const ORGANIZATION_TYPES = ['SCHOOL', 'COLLEGE', 'UNIVERSITY', 'EDUCATION_CENTER'] as const;
export type TOrganizationType = (typeof ORGANIZATION_TYPES)[number];

export const ORGANIZATION_ROLES = ['ORG_ADMIN', 'ORG_STAFF', 'ORG_TEACHER', 'ORG_STUDENT'] as const;
export type TOrganizationRole = (typeof ORGANIZATION_ROLES)[number];
/** Organisation roles that may enter the admin area (spec §6). */
export const ORGANIZATION_ADMIN_ROLES: readonly TOrganizationRole[] = ['ORG_ADMIN', 'ORG_STAFF', 'ORG_TEACHER'];

/** ACTIVE and INACTIVE are the spec's states; member lists also show the other three. */
export const MEMBERSHIP_STATUSES = ['ACTIVE', 'INACTIVE', 'PENDING_CONFIRMATION', 'SUSPENDED', 'BLOCKED'] as const;
export type TMembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** Interests and school subjects (spec §3 lists these values). */
export const INTERESTS = [
  'MATHEMATICS',
  'PHYSICS',
  'CHEMISTRY',
  'BIOLOGY',
  'COMPUTER_SCIENCE',
  'HISTORY',
  'GEOGRAPHY',
  'LITERATURE',
  'LANGUAGES',
  'ART',
  'MUSIC',
  'SPORTS',
  'ECONOMICS',
  'PSYCHOLOGY',
  'MEDICINE',
  'ENGINEERING',
  'BUSINESS',
  'DESIGN',
  'AI_MACHINE_LEARNING',
  'DATA_SCIENCE',
  'CYBERSECURITY',
  'GAME_DEVELOPMENT',
  'DIGITAL_CONTENT_CREATION',
  'E_SPORTS',
  'ROBOTICS',
  'GRAPHIC_DESIGN',
  'FASHION',
  'ENTREPRENEURSHIP',
  'ENVIRONMENTAL_STUDIES',
  'MENTAL_WELLBEING',
  'FINANCE',
  'COOKING',
  'TRAVEL',
] as const;
export type TInterest = (typeof INTERESTS)[number];

export const LANGUAGE_PROFICIENCIES = [
  'BEGINNER',
  'CONVERSATIONAL',
  'INTERMEDIATE',
  'ADVANCED',
  'FLUENT',
  'NATIVE',
] as const;
export type TLanguageProficiency = (typeof LANGUAGE_PROFICIENCIES)[number];

/** Where the user is in their education; asked at onboarding to personalise the product. */
export const EDUCATION_STATUSES = [
  'SCHOOL_STUDENT',
  'COLLEGE_STUDENT',
  'UNIVERSITY_STUDENT',
  'GRADUATE',
  'WORKING',
  'TEACHER',
  'OTHER',
] as const;
export type TEducationStatus = (typeof EDUCATION_STATUSES)[number];

export const ACCESS_POLICIES = ['ORG', 'PRO_ONLY', 'STANDARD_OR_ORG', 'PRO_OR_ORG'] as const;
export type TAccessPolicy = (typeof ACCESS_POLICIES)[number];

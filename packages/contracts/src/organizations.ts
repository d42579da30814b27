import { z } from 'zod';
import { ZEmail, ZStrongPassword } from './auth.ts';
import { GENDERS, MEMBERSHIP_STATUSES, ORGANIZATION_ROLES, ORGANIZATION_TYPES } from './enums.ts';
import { LIMITS } from './limits.ts';
import { CAREER_GOALS, CAREER_PLAN_STATUSES } from './careers.ts';
import { FEEDBACK_ANSWERS } from './tests.ts';
import { ZPageQuery } from './localized.ts';

/** Organisations, their members by role, groups, Excel import/export and activation. */

export const ORG_LIMITS = {
  nameMin: 2,
  nameMax: 200,
  seatsMax: 100_000,
  groupCodeMax: 20,
  /** Rows of one import file (the header row not counted). */
  importRowsMax: 10_000,
  /** Files of more rows than this are committed by a background job with progress (import-jobs.ts); smaller ones inline. */
  importInlineRowsMax: 500,
  /** Bytes of an uploaded xlsx file. */
  importFileBytes: 5 * 1024 * 1024,
  /** Inflated bytes of the whole xlsx archive; past it the file is refused before it is read. */
  importInflatedBytes: 100 * 1024 * 1024,
  /** Inflated/compressed ratio of any entry past which the archive counts as a zip bomb. */
  importMaxRatio: 200,
  activationCodeDays: 30,
  activationCodeLength: 10,
  exportRowsMax: 50_000,
} as const;

export const LICENCE_STATES = ['CURRENT', 'NOT_STARTED', 'EXPIRED', 'NONE'] as const;
export type TLicenceState = (typeof LICENCE_STATES)[number];

/** Where `now` lies in the licence window (no tolerance: this is a label, access uses decideAccess). */
export function licenceState(startsAt: string | null, endsAt: string | null, now: Date = new Date()): TLicenceState {
  if (!startsAt || !endsAt) return 'NONE';
  if (now.getTime() < Date.parse(startsAt)) return 'NOT_STARTED';
  if (now.getTime() > Date.parse(endsAt)) return 'EXPIRED';
  return 'CURRENT';
}

const ZIsoDateTime = z.iso.datetime({ offset: true, error: 'date_invalid' });

export const ZOrganizationBody = z
  .object({
    name: z
      .string({ error: 'name_required' })
      .trim()
      .min(ORG_LIMITS.nameMin, { error: 'name_too_short' })
      .max(ORG_LIMITS.nameMax, { error: 'name_too_long' }),
    type: z.enum(ORGANIZATION_TYPES, { error: 'organizationType_required' }),
    cityId: z.uuid({ error: 'city_invalid' }).nullable(),
    subscriptionStartsAt: ZIsoDateTime,
    subscriptionEndsAt: ZIsoDateTime,
    seatCount: z
      .number({ error: 'seatCount_invalid' })
      .int({ error: 'seatCount_invalid' })
      .min(1, { error: 'seatCount_invalid' })
      .max(ORG_LIMITS.seatsMax, { error: 'seatCount_invalid' }),
  })
  .refine((b) => Date.parse(b.subscriptionEndsAt) > Date.parse(b.subscriptionStartsAt), {
    error: 'licence_window_reversed',
    path: ['subscriptionEndsAt'],
  });
export type TOrganizationBody = z.infer<typeof ZOrganizationBody>;

export const ZOrganization = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(ORGANIZATION_TYPES),
  city: z.object({ id: z.string(), name: z.object({ ru: z.string(), kk: z.string(), en: z.string() }) }).nullable(),
  subscriptionStartsAt: z.string().nullable(),
  subscriptionEndsAt: z.string().nullable(),
  licenceState: z.enum(LICENCE_STATES),
  seatCount: z.number().int().nullable(),
  /** Students holding a seat: every student membership that is not blocked. */
  seatsUsed: z.number().int(),
  createdAt: z.string(),
});
export type TOrganization = z.infer<typeof ZOrganization>;

export const ZOrganizationListQuery = ZPageQuery.extend({
  q: z.string().trim().max(100).optional(),
  type: z.enum(ORGANIZATION_TYPES).optional(),
  licence: z.enum(LICENCE_STATES).optional(),
});
export type TOrganizationListQuery = z.infer<typeof ZOrganizationListQuery>;

// ---- members -------------------------------------------------------------------------------

export const ZMember = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ORGANIZATION_ROLES),
  status: z.enum(MEMBERSHIP_STATUSES),
  /** The platform blocked the account (admin users): it cannot sign in whatever the membership's status. */
  blockedByPlatform: z.boolean(),
  group: z.object({ id: z.string(), code: z.string() }).nullable(),
  dateOfBirth: z.string().nullable(),
  createdAt: z.string(),
});
export type TMember = z.infer<typeof ZMember>;

export const ZMemberFilters = z.object({
  role: z.enum(ORGANIZATION_ROLES),
  q: z.string().trim().max(100).optional(),
  status: z.enum(MEMBERSHIP_STATUSES).optional(),
  groupId: z.uuid({ error: 'group_invalid' }).optional(),
});
export type TMemberFilters = z.infer<typeof ZMemberFilters>;
export const ZMemberListQuery = ZPageQuery.extend(ZMemberFilters.shape);
export type TMemberListQuery = z.infer<typeof ZMemberListQuery>;

/** Change a member's status, role or group; at least one. `groupId: null` takes them out of their group. */
export const ZMemberUpdateBody = z
  .object({
    status: z.enum(MEMBERSHIP_STATUSES, { error: 'status_required' }).optional(),
    role: z.enum(ORGANIZATION_ROLES, { error: 'role_invalid' }).optional(),
    groupId: z.uuid({ error: 'group_invalid' }).nullable().optional(),
  })
  .refine((b) => b.status !== undefined || b.role !== undefined || b.groupId !== undefined, {
    error: 'nothing_to_change',
    path: ['status'],
  });
export type TMemberUpdateBody = z.infer<typeof ZMemberUpdateBody>;

const ZOrgPersonName = (field: 'firstName' | 'lastName') =>
  z
    .string({ error: `${field}_required` })
    .trim()
    .min(LIMITS.nameMin, { error: `${field}_too_short` })
    .max(LIMITS.nameMax, { error: `${field}_too_long` });

/** `YYYY-MM-DD`, a real calendar date, before today and at most maxAgeYears ago. */
export const ZPastDate = z
  .string({ error: 'dateOfBirth_required' })
  .trim()
  .min(1, { error: 'dateOfBirth_required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'dateOfBirth_invalid' })
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      error: 'dateOfBirth_invalid',
    },
  )
  .refine((v) => v < new Date().toISOString().slice(0, 10), { error: 'dateOfBirth_future' })
  .refine((v) => Number(v.slice(0, 4)) > new Date().getUTCFullYear() - LIMITS.maxAgeYears, {
    error: 'dateOfBirth_too_old',
  });

export const ZAdminCreateBody = z.object({
  firstName: ZOrgPersonName('firstName'),
  lastName: ZOrgPersonName('lastName'),
  gender: z.enum(GENDERS, { error: 'gender_required' }),
  dateOfBirth: ZPastDate,
  email: ZEmail,
});
export type TAdminCreateBody = z.infer<typeof ZAdminCreateBody>;

/** A pending member an activation code is for (the printed card's name and group). */
export const ZCodeHolder = z.object({
  memberId: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  group: z.string().nullable(),
});
export type TCodeHolder = z.infer<typeof ZCodeHolder>;

/**
 * An activation code in clear: when it is issued, and again while it is valid and unused (the
 * database finds it by its hash and keeps it sealed for printing again).
 */
export const ZIssuedCode = ZCodeHolder.extend({
  code: z.string(),
  expiresAt: z.string(),
});
export type TIssuedCode = z.infer<typeof ZIssuedCode>;

/**
 * The current codes of a list's pending members, changing nothing: `codes` those that can be shown,
 * `missing` the pending members with none to show (issued before codes were kept sealed, expired, or
 * sealed under another key); only issuing new codes gives them one.
 */
export const ZCurrentCodes = z.object({ codes: z.array(ZIssuedCode), missing: z.array(ZCodeHolder) });
export type TCurrentCodes = z.infer<typeof ZCurrentCodes>;

/** Issue new codes for a list's pending members; `onlyMissing`: only for those with no current code to show. */
export const ZIssueCodesBody = ZMemberFilters.extend({ onlyMissing: z.boolean().optional() });
export type TIssueCodesBody = z.infer<typeof ZIssueCodesBody>;

/** New codes and how many still valid codes they replaced (those printouts no longer work). */
export const ZIssuedCodes = z.object({ codes: z.array(ZIssuedCode), replaced: z.number().int() });
export type TIssuedCodes = z.infer<typeof ZIssuedCodes>;

export const ZAdminCreated = z.object({ member: ZMember, activation: ZIssuedCode });
export type TAdminCreated = z.infer<typeof ZAdminCreated>;

// ---- groups --------------------------------------------------------------------------------

export const ZGroupBody = z.object({
  code: z
    .string({ error: 'groupCode_required' })
    .trim()
    .min(1, { error: 'groupCode_required' })
    .max(ORG_LIMITS.groupCodeMax, { error: 'groupCode_too_long' }),
  mentorId: z.uuid({ error: 'mentor_invalid' }).nullable(),
});
export type TGroupBody = z.infer<typeof ZGroupBody>;

export const ZGroup = z.object({
  id: z.string(),
  code: z.string(),
  mentor: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
  studentCount: z.number().int(),
});
export type TGroup = z.infer<typeof ZGroup>;

// ---- import --------------------------------------------------------------------------------

/** The roles a file may import; administrators are created one by one. */
export const IMPORT_ROLES = ['ORG_STUDENT', 'ORG_STAFF', 'ORG_TEACHER'] as const;
export type TImportRole = (typeof IMPORT_ROLES)[number];
/** Columns of the import template, in order; `group` only for students. */
export const IMPORT_COLUMNS = ['lastName', 'firstName', 'email', 'username', 'dateOfBirth', 'gender', 'group'] as const;
export type TImportColumn = (typeof IMPORT_COLUMNS)[number];

export const ZImportRow = z.object({
  /** The row number in the sheet (the header is row 1). */
  row: z.number().int(),
  values: z.record(z.string(), z.string()),
  errors: z.array(z.object({ column: z.string(), code: z.string() })),
});
export type TImportRow = z.infer<typeof ZImportRow>;

/** The licence's seats when an import starts: `total` null means no limit. */
export const ZImportSeats = z.object({ total: z.number().int().nullable(), used: z.number().int() });
export type TImportSeats = z.infer<typeof ZImportSeats>;

export const ZImportPreview = z.object({
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  rows: z.array(ZImportRow),
  /** Seats of the licence, for students (null for roles that hold none). */
  seats: ZImportSeats.nullable(),
  /** The file's rows would take the organisation past its seats: committing it is refused (409 SEATS_EXCEEDED). */
  seatsExceeded: z.boolean(),
});
export type TImportPreview = z.infer<typeof ZImportPreview>;

export const ZImportResult = z.object({ created: z.number().int(), codes: z.array(ZIssuedCode) });
export type TImportResult = z.infer<typeof ZImportResult>;

export const IMPORT_JOB_STATUSES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
export type TImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];

/** A large import committed in the background: its progress (rows written of total) and outcome. */
export const ZImportJob = z.object({
  id: z.string(),
  role: z.enum(IMPORT_ROLES),
  status: z.enum(IMPORT_JOB_STATUSES),
  total: z.number().int(),
  processed: z.number().int(),
  /** Members created (DONE only). */
  created: z.number().int(),
  /** Why it failed: IMPORT_HAS_ERRORS, SEATS_EXCEEDED, IMPORT_WORKER_LOST or INTERNAL_ERROR, with details. */
  error: z.object({ code: z.string(), meta: z.record(z.string(), z.string()) }).nullable(),
  createdAt: z.string(),
});
export type TImportJob = z.infer<typeof ZImportJob>;

// ---- activation ----------------------------------------------------------------------------

export const ZActivationBody = z
  .object({
    code: z
      .string({ error: 'activationCode_required' })
      .trim()
      .min(1, { error: 'activationCode_required' })
      .max(40, { error: 'activationCode_invalid' }),
    password: ZStrongPassword,
    passwordConfirmation: z.string({ error: 'passwordConfirmation_required' }).max(LIMITS.passwordMax),
  })
  .refine((b) => b.password === b.passwordConfirmation, {
    error: 'passwords_do_not_match',
    path: ['passwordConfirmation'],
  });
export type TActivationBody = z.infer<typeof ZActivationBody>;

// ---- analytics -----------------------------------------------------------------------------

/** Top lists in analytics hold at most this many rows (spec §9). */
export const ANALYTICS_TOP = 10;
/** Education ratings are shown on the 5-point scale (spec §9). */
export const RATING_POINTS = [1, 2, 3, 4, 5] as const;

export const ZAnalyticsQuery = z.object({ groupId: z.uuid({ error: 'group_invalid' }).optional() });
export type TAnalyticsQuery = z.infer<typeof ZAnalyticsQuery>;

const ZCount = z.number().int();
const ZRatingCounts = z.array(z.object({ rating: ZCount, count: ZCount }));

/**
 * An organisation's figures. The students are the organisation's student memberships
 * (a teacher's: of the groups they mentor; with `groupId`: of that group). Types, RIASEC and
 * professions come from each student's latest completed analysis / career-interests attempt.
 */
export const ZOrganizationAnalytics = z.object({
  students: ZCount,
  /** Students with at least one completed test. */
  tested: ZCount,
  /** Students with a completed personality analysis. */
  analysed: ZCount,
  byStatus: z.array(z.object({ status: z.enum(MEMBERSHIP_STATUSES), count: ZCount })),
  completionByGroup: z.array(
    z.object({
      groupId: z.string().nullable(),
      code: z.string().nullable(),
      students: ZCount,
      tested: ZCount,
      analysed: ZCount,
    }),
  ),
  personalityTypes: z.array(z.object({ type: z.string(), count: ZCount })),
  /** Average 0-100 score per RIASEC scale over the students' latest career-interests results. */
  riasec: z.array(z.object({ code: z.string(), score: z.number() })),
  riasecRespondents: ZCount,
  /** How many students' analyses list the profession among their five best fits. */
  topProfessions: z.array(
    z.object({
      slug: z.string(),
      name: z.object({ ru: z.string(), kk: z.string(), en: z.string() }),
      count: ZCount,
    }),
  ),
  topInterests: z.array(z.object({ interest: z.string(), count: ZCount })),
  /** Grade point averages converted to the 5-point scale (rounded for the distribution). */
  education: z.object({ students: ZCount, average: z.number().nullable(), ratings: ZRatingCounts }),
  feedback: z.object({
    responses: ZCount,
    /** The five-point answers (yes ... no) with their counts. */
    answers: z.array(z.object({ answer: z.enum(FEEDBACK_ANSWERS), count: ZCount })),
    averageRating: z.number().nullable(),
    ratings: ZRatingCounts,
  }),
});
export type TOrganizationAnalytics = z.infer<typeof ZOrganizationAnalytics>;

const ZLocalizedText = z.object({ ru: z.string(), kk: z.string(), en: z.string() });

/** One student's tests, analysis and roadmaps as their organisation sees them. */
export const ZStudentAnalytics = z.object({
  student: z.object({
    memberId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    username: z.string(),
    status: z.enum(MEMBERSHIP_STATUSES),
    group: z.object({ id: z.string(), code: z.string() }).nullable(),
    interests: z.array(z.string()),
    /** GPA on the 5-point scale, or null when not given. */
    rating: z.number().nullable(),
  }),
  tests: z.array(
    z.object({
      attemptId: z.string(),
      slug: z.string(),
      title: ZLocalizedText,
      completedAt: z.string(),
      scales: z.array(z.object({ key: z.string(), name: ZLocalizedText, score: z.number() })),
      knowledgePercent: z.number().nullable(),
    }),
  ),
  analysis: z
    .object({
      createdAt: z.string(),
      type: z.string(),
      hollandCode: z.string(),
      summary: ZLocalizedText,
      riasec: z.array(z.object({ code: z.string(), score: z.number() })),
      professions: z.array(z.object({ slug: z.string(), name: ZLocalizedText, fit: ZCount })),
    })
    .nullable(),
  roadmaps: z.array(
    z.object({
      id: z.string(),
      goal: z.enum(CAREER_GOALS),
      status: z.enum(CAREER_PLAN_STATUSES),
      title: ZLocalizedText,
      subtasksDone: ZCount,
      subtasksTotal: ZCount,
      percent: ZCount,
      targetDate: z.string(),
    }),
  ),
});
export type TStudentAnalytics = z.infer<typeof ZStudentAnalytics>;

/** Platform figures for SUPER_ADMIN and MINISTRY: totals and the last 12 months. */
export const ZPlatformAnalytics = z.object({
  totals: z.object({
    users: ZCount,
    organizations: ZCount,
    /** Organisations whose licence is current now. */
    activeOrganizations: ZCount,
    testsTaken: ZCount,
    analyses: ZCount,
  }),
  /** Oldest first; `month` is YYYY-MM (UTC). Users, tests and analyses are new in that month. */
  months: z.array(
    z.object({
      month: z.string(),
      users: ZCount,
      activeOrganizations: ZCount,
      testsTaken: ZCount,
      analyses: ZCount,
    }),
  ),
});
export type TPlatformAnalytics = z.infer<typeof ZPlatformAnalytics>;

export const ZActivationResult = z.object({ username: z.string() });
export type TActivationResult = z.infer<typeof ZActivationResult>;

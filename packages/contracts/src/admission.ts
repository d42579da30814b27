import { z } from 'zod';
import { ZLocalized, ZLocalizedText } from './localized.ts';
import { EXAM_RANGES } from './profile.ts';

/**
 * Kazakhstan's admission rules as data, per admission year (decision record 019): the UNT's
 * structure and maximum, the paid-place thresholds, per-subject minimums, the groups of
 * educational programmes (GOP) and their grant cut-offs per year and competition. Every figure
 * carries its published source, or is marked sample data.
 */

export const ADMISSION_LIMITS = {
  yearMin: 2015,
  /** Admission years past the current one are refused (a cut-off is published after the campaign). */
  gopCodeMax: 8,
  sourceTitleMax: 300,
  sourceUrlMax: 500,
  /** Rows of one cut-off import file. */
  importRowsMax: 2_000,
  importFileBytes: 2 * 1024 * 1024,
} as const;

/** The UNT's parts: three compulsory subjects and two profile subjects. */
export const UNT_PARTS = ['HISTORY_KZ', 'MATH_LITERACY', 'READING_LITERACY', 'PROFILE_1', 'PROFILE_2'] as const;
export type TUntPart = (typeof UNT_PARTS)[number];

/** Profile subjects a GOP asks for (its pair). */
export const PROFILE_SUBJECTS = [
  'MATH',
  'PHYSICS',
  'INFORMATICS',
  'CHEMISTRY',
  'BIOLOGY',
  'GEOGRAPHY',
  'WORLD_HISTORY',
  'LAW_BASICS',
  'FOREIGN_LANGUAGE',
  'KAZAKH_LANGUAGE',
  'KAZAKH_LITERATURE',
  'RUSSIAN_LANGUAGE',
  'RUSSIAN_LITERATURE',
  'CREATIVE_EXAM',
] as const;
export type TProfileSubject = (typeof PROFILE_SUBJECTS)[number];

/**
 * The kinds of rule of one admission year:
 * - UNT_MAX: the test's maximum (scope TOTAL) and each part's maximum (scope = a UNT part);
 * - PAID_THRESHOLD: the lowest total UNT for a paid place (scope GENERAL, NATIONAL_UNIVERSITY, or a
 *   field with a higher bar: MEDICINE, EDUCATION, LAW, ...);
 * - SUBJECT_MINIMUM: the lowest score in one part (scope = a UNT part);
 * - GRANT_THRESHOLD: the lowest total UNT to take part in the grant competition (scope as PAID_THRESHOLD).
 */
export const ADMISSION_RULE_KINDS = ['UNT_MAX', 'PAID_THRESHOLD', 'SUBJECT_MINIMUM', 'GRANT_THRESHOLD'] as const;
export type TAdmissionRuleKind = (typeof ADMISSION_RULE_KINDS)[number];
/** Scopes of thresholds besides the field keys of the professions catalogue. */
export const THRESHOLD_SCOPES = ['GENERAL', 'NATIONAL_UNIVERSITY'] as const;

/** Grant competitions a cut-off is published for. */
export const GRANT_COMPETITIONS = ['GENERAL', 'RURAL'] as const;
export type TGrantCompetition = (typeof GRANT_COMPETITIONS)[number];

/** Where a figure comes from: the published page's title, address and the year it speaks of. */
export const ZSource = z.object({ title: z.string(), url: z.string(), year: z.number().int() });
export type TSource = z.infer<typeof ZSource>;

const currentYear = () => new Date().getUTCFullYear();

const ZYear = z
  .number({ error: 'year_invalid' })
  .int({ error: 'year_invalid' })
  .min(ADMISSION_LIMITS.yearMin, { error: 'year_too_early' })
  .refine((y) => y <= currentYear(), { error: 'year_in_future' });

const ZSourceFields = {
  sourceTitle: z.string().trim().max(ADMISSION_LIMITS.sourceTitleMax, { error: 'source_title_too_long' }).nullable(),
  sourceUrl: z
    .string()
    .trim()
    .max(ADMISSION_LIMITS.sourceUrlMax, { error: 'source_url_too_long' })
    .regex(/^https?:\/\/[^\s/$.?#].[^\s]*$/i, { error: 'source_url_invalid' })
    .nullable(),
  sourceYear: ZYear.nullable(),
  /** True: no published source; the figure is illustrative and every screen says so. */
  sample: z.boolean(),
};

/** A figure that is not sample data must name its source (title, address and year). */
function requireSource(
  b: { sample: boolean; sourceTitle: string | null; sourceUrl: string | null; sourceYear: number | null },
  ctx: z.RefinementCtx,
) {
  if (b.sample) return;
  if (!b.sourceTitle) ctx.addIssue({ code: 'custom', message: 'source_required', path: ['sourceTitle'] });
  if (!b.sourceUrl) ctx.addIssue({ code: 'custom', message: 'source_required', path: ['sourceUrl'] });
  if (b.sourceYear === null) ctx.addIssue({ code: 'custom', message: 'source_required', path: ['sourceYear'] });
}

const ZUntScore = z
  .number({ error: 'score_invalid' })
  .min(0, { error: 'score_negative' })
  .max(EXAM_RANGES.unt.max, { error: 'score_above_max' });

// ---------- rules ----------

export const ZAdmissionRule = z.object({
  id: z.string(),
  year: z.number().int(),
  kind: z.enum(ADMISSION_RULE_KINDS),
  /** GENERAL, NATIONAL_UNIVERSITY, a field key (MEDICINE, EDUCATION, LAW, ...), TOTAL or a UNT part. */
  scope: z.string(),
  score: z.number(),
  source: ZSource.nullable(),
  sample: z.boolean(),
  updatedAt: z.string(),
});
export type TAdmissionRule = z.infer<typeof ZAdmissionRule>;

/** Editing one rule: its score and source (kind, scope and year identify it and stay). */
export const ZAdmissionRuleBody = z.object({ score: ZUntScore, ...ZSourceFields }).superRefine(requireSource);
export type TAdmissionRuleBody = z.infer<typeof ZAdmissionRuleBody>;

export const ZAdmissionRuleQuery = z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() });
export type TAdmissionRuleQuery = z.infer<typeof ZAdmissionRuleQuery>;

// ---------- groups of educational programmes ----------

export const ZGopCode = z
  .string({ error: 'gop_code_invalid' })
  .trim()
  .toUpperCase()
  .regex(/^B\d{3}$/, { error: 'gop_code_invalid' });

export const ZGop = z.object({
  /** B001…B999, as the classifier of education programmes numbers them. */
  code: z.string(),
  name: ZLocalizedText,
  /** The two profile subjects of the UNT this group admits on. */
  subjects: z.array(z.enum(PROFILE_SUBJECTS)),
  /** The professions catalogue's field (IT, MEDICINE, ...), which also picks a higher paid threshold. */
  field: z.string(),
  /** How many years of published cut-offs it has (general competition). */
  cutoffYears: z.number().int(),
});
export type TGop = z.infer<typeof ZGop>;

export const ZGopBody = z.object({
  code: ZGopCode,
  name: ZLocalized,
  subjects: z.array(z.enum(PROFILE_SUBJECTS)).length(2, { error: 'gop_subjects_pair' }),
  field: z.string().trim().min(2).max(40),
});
export type TGopBody = z.infer<typeof ZGopBody>;

// ---------- grant cut-offs ----------

export const ZGopCutoff = z.object({
  id: z.string(),
  gopCode: z.string(),
  year: z.number().int(),
  competition: z.enum(GRANT_COMPETITIONS),
  /** The lowest total UNT that won a grant in this group, year and competition. */
  score: z.number(),
  source: ZSource.nullable(),
  sample: z.boolean(),
  updatedAt: z.string(),
});
export type TGopCutoff = z.infer<typeof ZGopCutoff>;

export const ZGopCutoffBody = z
  .object({
    gopCode: ZGopCode,
    year: ZYear,
    competition: z.enum(GRANT_COMPETITIONS, { error: 'competition_invalid' }),
    score: ZUntScore,
    ...ZSourceFields,
  })
  .superRefine(requireSource);
export type TGopCutoffBody = z.infer<typeof ZGopCutoffBody>;

export const ZGopCutoffQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  gopCode: z.string().trim().toUpperCase().max(8).optional(),
  competition: z.enum(GRANT_COMPETITIONS).optional(),
});
export type TGopCutoffQuery = z.infer<typeof ZGopCutoffQuery>;

/** Columns of the cut-off import and export sheet, in order. */
export const CUTOFF_IMPORT_COLUMNS = [
  'gopCode',
  'year',
  'competition',
  'score',
  'sourceTitle',
  'sourceUrl',
  'sourceYear',
  'sample',
] as const;
export type TCutoffImportColumn = (typeof CUTOFF_IMPORT_COLUMNS)[number];

/**
 * The preview of a cut-off import has the organisation import's shape (ZImportPreview: every row
 * with its values and errors); the commit writes every row or none.
 */
export const ZCutoffImportResult = z.object({
  /** Rows that added a new (GOP, year, competition). */
  created: z.number().int(),
  /** Rows that replaced the figure of an existing one. */
  updated: z.number().int(),
});
export type TCutoffImportResult = z.infer<typeof ZCutoffImportResult>;

/** One audited change to the admission data: who, when, what (before and after). */
export const ZAdmissionAuditEntry = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  /** rule.update, cutoff.create, cutoff.update, cutoff.delete, cutoff.import */
  action: z.string(),
  /** The row changed and its figure before and after ("102 https://… 2025", "(sample)" when sample). */
  detail: z.object({
    id: z.string().optional(),
    year: z.string().optional(),
    kind: z.string().optional(),
    scope: z.string().optional(),
    gopCode: z.string().optional(),
    competition: z.string().optional(),
    before: z.string().optional(),
    after: z.string().optional(),
  }),
  createdAt: z.string(),
});
export type TAdmissionAuditEntry = z.infer<typeof ZAdmissionAuditEntry>;

// ---------- the model's answer ----------

export const ADMISSION_BANDS = ['REACH', 'MATCH', 'SAFETY'] as const;
export type TAdmissionBand = (typeof ADMISSION_BANDS)[number];

/** How one is admitted: a state grant won per GOP; a paid place by UNT; the institution's own criteria (NU, abroad). */
export const ADMISSION_ROUTES = ['GRANT', 'PAID', 'OWN'] as const;
export type TAdmissionRoute = (typeof ADMISSION_ROUTES)[number];

/** A rule that makes a route impossible: chance 0, with the points missing. */
export const ZBlockingRule = z.object({
  kind: z.enum(['PAID_THRESHOLD', 'GRANT_THRESHOLD', 'SUBJECT_MINIMUM', 'INSTITUTION_MINIMUM']),
  /** As in ZAdmissionRule: GENERAL, NATIONAL_UNIVERSITY, MEDICINE, a UNT part, or the exam (UNT) of an institution's own minimum. */
  scope: z.string(),
  year: z.number().int().nullable(),
  bar: z.number(),
  /** The student's score (null: none given, counted as 0). */
  score: z.number().nullable(),
  /** bar − score, > 0. */
  missing: z.number(),
  source: ZSource.nullable(),
  sample: z.boolean(),
});
export type TBlockingRule = z.infer<typeof ZBlockingRule>;

/** What a chance rests on. */
export const ZChanceEvidence = z.object({
  /** Years of published (or sample) cut-offs the forecast used, oldest first; empty for a threshold-only route. */
  years: z.array(z.number().int()),
  /** The forecast bar and its spread (one standard deviation of the forecast error), UNT points. */
  forecast: z.number().nullable(),
  spread: z.number().nullable(),
  /** The grant competition the cut-offs are from. */
  competition: z.enum(GRANT_COMPETITIONS).nullable(),
  gopCode: z.string().nullable(),
  sources: z.array(ZSource),
  /** True when any figure used is sample data. */
  sample: z.boolean(),
  /** Past years of published cut-offs this kind of forecast was back-tested on for this GOP (0: not tested; say nothing). */
  testedYears: z.number().int(),
  /** The institution's own entrance test also decides and is not counted (its result is unknown here). */
  ownTestUnknown: z.boolean(),
  /** Subject minimums were not checked: the scores carry the UNT total only. */
  subjectsUnchecked: z.boolean(),
});
export type TChanceEvidence = z.infer<typeof ZChanceEvidence>;

export const NOT_ESTIMATED_REASONS = [
  /** The GOP has no published cut-off: no percentage from nothing. */
  'no_cutoff',
  /** The major is not linked to a GOP. */
  'no_gop',
  /** The institution admits on its own test, whose result is unknown here. */
  'own_test_unknown',
  /** The institution publishes no minimum and no acceptance rate. */
  'no_published_bar',
] as const;
export type TNotEstimatedReason = (typeof NOT_ESTIMATED_REASONS)[number];

/** The chance of one route: a range with a band, blocked by a rule (0), or not estimated. */
export const ZRouteChance = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('ESTIMATED'),
    route: z.enum(ADMISSION_ROUTES),
    /** Whole percents: the point, and the range of the measured uncertainty (low ≤ point ≤ high). */
    point: z.number().int(),
    low: z.number().int(),
    high: z.number().int(),
    band: z.enum(ADMISSION_BANDS),
    evidence: ZChanceEvidence,
  }),
  z.object({ status: z.literal('BLOCKED'), route: z.enum(ADMISSION_ROUTES), rule: ZBlockingRule }),
  z.object({
    status: z.literal('NOT_ESTIMATED'),
    route: z.enum(ADMISSION_ROUTES),
    reason: z.enum(NOT_ESTIMATED_REASONS),
    /** Exams the estimate could not use (an own test), or the GOP without cut-offs. */
    gopCode: z.string().nullable(),
  }),
]);
export type TRouteChance = z.infer<typeof ZRouteChance>;

/** The best route of an institution on the summary: a grant, a paid place, or none the rules allow. */
export const BEST_ROUTES = ['GRANT', 'PAID', 'OWN', 'NOT_ELIGIBLE', 'NOT_ESTIMATED'] as const;
export type TBestRoute = (typeof BEST_ROUTES)[number];

/** Per-part UNT scores for the subject minimums; optional (the academic profile keeps the total only). */
export const ZUntParts = z.object(
  Object.fromEntries(UNT_PARTS.map((p) => [p, z.number().min(0).max(50).nullable()])) as Record<
    TUntPart,
    z.ZodNullable<z.ZodNumber>
  >,
);
export type TUntParts = z.infer<typeof ZUntParts>;

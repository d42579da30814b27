import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { ZField } from './fields.ts';
import { ZLocalized, ZLocalizedText } from './localized.ts';
import { EXAM_RANGES } from './profile.ts';
import { ADMISSION_BANDS, BEST_ROUTES, ZGopCode, ZRouteChance, ZSource, ZUntParts } from './admission.ts';

/** Countries, cities, institutions with majors, and the enrollment analysis (spec §3, §4, §5). */

export const INSTITUTION_TYPES = ['SCHOOL', 'COLLEGE', 'UNIVERSITY'] as const;
export type TInstitutionType = (typeof INSTITUTION_TYPES)[number];
/**
 * What an ENROLLMENT plan can target: the roadmap it builds leads to a college or a university
 * (the UNT, grant applications); a school admits pupils at another level.
 */
export const ENROLLMENT_INSTITUTION_TYPES = ['COLLEGE', 'UNIVERSITY'] as const satisfies readonly TInstitutionType[];
export const INSTITUTION_FINANCING = ['PRIVATE', 'GOV', 'AUTONOMOUS'] as const;
export type TInstitutionFinancing = (typeof INSTITUTION_FINANCING)[number];
/** Languages of instruction, ISO 639-1. */
/** How an institution admits: on the UNT (state grants per GOP and paid places), or on its own criteria (Nazarbayev University, abroad). */
export const ADMISSION_BASES = ['UNT', 'OWN'] as const;
export type TAdmissionBasis = (typeof ADMISSION_BASES)[number];
export const INSTRUCTION_LANGUAGES = ['kk', 'ru', 'en', 'de', 'fr', 'tr', 'zh', 'ko', 'cs', 'it', 'es', 'ja'] as const;
export type TInstructionLanguage = (typeof INSTRUCTION_LANGUAGES)[number];
/** The exams a major's minimums and cut-offs refer to, with the same ranges as the academic profile. */
export const ADMISSION_EXAMS = ['unt', 'ielts', 'sat', 'gpa'] as const;
export type TAdmissionExam = (typeof ADMISSION_EXAMS)[number];
/** GPA is compared on the 4.0 scale. */
export const ADMISSION_EXAM_RANGES = {
  unt: EXAM_RANGES.unt,
  ielts: EXAM_RANGES.ielts,
  sat: EXAM_RANGES.sat,
  gpa: { min: 0, max: 4, step: 0.01 },
} as const;

export const INSTITUTION_LIMITS = {
  nameMax: 200,
  descriptionMax: 4000,
  listItemsMax: 20,
  preparationStepsMax: 12,
  stepMonthsMax: 36,
  majorsMax: 200,
  durationYearsMax: 8,
  priceKztMax: 100_000_000,
  grantPlacesMax: 10_000,
  cutoffYearsMax: 10,
  cutoffYearMin: 2000,
  cutoffYearMax: 2100,
  websiteMax: 300,
  isoCodeLength: 2,
} as const;

// ---------- locations ----------

export const ZCountryBody = z.object({
  isoCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: 'iso_code_invalid' })
    .transform((v) => v.toUpperCase()),
  name: ZLocalized,
});
export type TCountryBody = z.infer<typeof ZCountryBody>;
export const ZCountry = z.object({
  id: z.string(),
  isoCode: z.string(),
  name: ZLocalizedText,
  institutionCount: z.number().int(),
  cityCount: z.number().int(),
});
export type TCountry = z.infer<typeof ZCountry>;

export const ZCityBody = z.object({
  countryId: z.uuid({ error: 'country_required' }),
  name: ZLocalized,
  region: ZLocalized.nullable(),
});
export type TCityBody = z.infer<typeof ZCityBody>;
export const ZCity = z.object({
  id: z.string(),
  countryId: z.string(),
  countryName: ZLocalizedText,
  name: ZLocalizedText,
  region: ZLocalizedText.nullable(),
  institutionCount: z.number().int(),
});
export type TCity = z.infer<typeof ZCity>;

export const ZLocationQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(300).default(20),
  q: z.string().trim().max(100).optional(),
  countryId: z.uuid().optional(),
});
export type TLocationQuery = z.infer<typeof ZLocationQuery>;

// ---------- institutions and majors ----------

const nonNegative = (max: number, key: string) =>
  z
    .number({ error: `${key}_invalid` })
    .min(0, { error: `${key}_negative` })
    .max(max, { error: `${key}_too_large` });

const examScore = (exam: TAdmissionExam) => {
  const { max } = ADMISSION_EXAM_RANGES[exam];
  return z
    .number({ error: 'cutoff_invalid' })
    .min(0, { error: 'cutoff_negative' })
    .max(max, { error: 'cutoff_above_max' });
};

export const ZUntCutoff = z.object({
  year: z
    .number()
    .int()
    .min(INSTITUTION_LIMITS.cutoffYearMin, { error: 'cutoff_year_invalid' })
    .max(INSTITUTION_LIMITS.cutoffYearMax, { error: 'cutoff_year_invalid' }),
  /** The lowest UNT score that won a state grant that year. */
  score: examScore('unt'),
});
export type TUntCutoff = z.infer<typeof ZUntCutoff>;

export const ZMajorBody = z
  .object({
    name: ZLocalized,
    /** A field of the professions catalogue (IT, MEDICINE, ...). */
    field: ZField,
    durationYears: z
      .number({ error: 'duration_invalid' })
      .gt(0, { error: 'duration_negative' })
      .max(INSTITUTION_LIMITS.durationYearsMax, { error: 'duration_too_large' }),
    pricePerYearKzt: z
      .number({ error: 'price_invalid' })
      .int({ error: 'price_invalid' })
      .min(0, { error: 'price_negative' })
      .max(INSTITUTION_LIMITS.priceKztMax, { error: 'price_too_large' }),
    languages: z
      .array(z.enum(INSTRUCTION_LANGUAGES))
      .min(1, { error: 'languages_required' })
      .max(INSTRUCTION_LANGUAGES.length),
    grantPlaces: nonNegative(INSTITUTION_LIMITS.grantPlacesMax, 'grant_places').int().nullable(),
    /** Lowest UNT accepted on a paid place (the national threshold or the institution's own). */
    untMin: examScore('unt').nullable(),
    /** The institution's own past cut-offs by year, shown for reference; state grants are modelled per GOP. */
    untCutoffs: z.array(ZUntCutoff).max(INSTITUTION_LIMITS.cutoffYearsMax),
    /** The group of educational programmes (B057, ...) whose grant competition and rules apply. */
    gopCode: ZGopCode.nullable().default(null),
    ieltsMin: examScore('ielts').nullable(),
    satMin: examScore('sat').nullable(),
    /** On the 4.0 scale. */
    gpaMin: examScore('gpa').nullable(),
  })
  .superRefine((b, ctx) => {
    const years = new Set<number>();
    b.untCutoffs.forEach((cutoff, index) => {
      if (years.has(cutoff.year)) {
        ctx.addIssue({ code: 'custom', message: 'cutoff_year_duplicate', path: ['untCutoffs', index, 'year'] });
      }
      years.add(cutoff.year);
    });
  });
export type TMajorBody = z.infer<typeof ZMajorBody>;
export const ZMajor = z.object({
  id: z.string(),
  institutionId: z.string(),
  name: ZLocalizedText,
  field: z.string(),
  durationYears: z.number(),
  pricePerYearKzt: z.number().int(),
  languages: z.array(z.enum(INSTRUCTION_LANGUAGES)),
  grantPlaces: z.number().int().nullable(),
  untMin: z.number().nullable(),
  untCutoffs: z.array(ZUntCutoff),
  gopCode: z.string().nullable(),
  ieltsMin: z.number().nullable(),
  satMin: z.number().nullable(),
  gpaMin: z.number().nullable(),
});
export type TMajor = z.infer<typeof ZMajor>;

export const ZRequirements = z.object({
  academic: z.array(ZLocalized).max(INSTITUTION_LIMITS.listItemsMax),
  language: z.array(ZLocalized).max(INSTITUTION_LIMITS.listItemsMax),
  other: z.array(ZLocalized).max(INSTITUTION_LIMITS.listItemsMax),
});
export type TRequirements = z.infer<typeof ZRequirements>;

export const ZPreparationStep = z.object({
  title: ZLocalized,
  months: z
    .number({ error: 'months_invalid' })
    .int({ error: 'months_invalid' })
    .min(1, { error: 'months_invalid' })
    .max(INSTITUTION_LIMITS.stepMonthsMax, { error: 'months_invalid' }),
});
export type TPreparationStep = z.infer<typeof ZPreparationStep>;

/** Requirements and steps as an answer carries them (ZLocalizedText: decision record 015). */
const ZRequirementsView = z.object({
  academic: z.array(ZLocalizedText),
  language: z.array(ZLocalizedText),
  other: z.array(ZLocalizedText),
});
const ZPreparationStepView = z.object({ title: ZLocalizedText, months: z.number().int() });

const ZWebsite = z
  .string()
  .trim()
  .max(INSTITUTION_LIMITS.websiteMax)
  .regex(/^https?:\/\/[^\s/$.?#].[^\s]*$/i, { error: 'url_invalid' });

export const ZInstitutionBody = z.object({
  name: ZLocalized,
  type: z.enum(INSTITUTION_TYPES, { error: 'type_required' }),
  financing: z.enum(INSTITUTION_FINANCING, { error: 'financing_required' }),
  hasDormitory: z.boolean(),
  countryId: z.uuid({ error: 'country_required' }),
  cityId: z.uuid({ error: 'city_required' }).nullable(),
  website: ZWebsite.nullable(),
  email: z.email({ error: 'email_invalid' }).max(254).nullable(),
  phone: z.string().trim().max(40).nullable(),
  address: z.string().trim().max(300).nullable(),
  description: ZLocalized,
  logoMediaId: z.uuid().nullable(),
  /** Share of applicants admitted, percent, when published; drives the chance for exam-free admission. */
  acceptanceRate: z.number().int().min(1).max(100).nullable(),
  /** UNT (grants per GOP, paid places by the national thresholds) or the institution's own criteria. */
  admissionBasis: z.enum(ADMISSION_BASES).default('UNT'),
  /** A national university: the higher paid-place threshold of the year applies. */
  nationalUniversity: z.boolean().default(false),
  /** Admits on its own entrance test too (NUET at Nazarbayev University): the chance says that test is not counted. */
  ownTest: z.boolean().default(false),
  requirements: ZRequirements,
  documents: z.array(ZLocalized).max(INSTITUTION_LIMITS.listItemsMax),
  preparationSteps: z.array(ZPreparationStep).max(INSTITUTION_LIMITS.preparationStepsMax),
});
export type TInstitutionBody = z.infer<typeof ZInstitutionBody>;

export const ZInstitutionSummary = z.object({
  id: z.string(),
  name: ZLocalizedText,
  type: z.enum(INSTITUTION_TYPES),
  financing: z.enum(INSTITUTION_FINANCING),
  hasDormitory: z.boolean(),
  countryId: z.string(),
  countryName: ZLocalizedText,
  cityId: z.string().nullable(),
  cityName: ZLocalizedText.nullable(),
  website: z.string().nullable(),
  logoUrl: z.string().nullable(),
  majorCount: z.number().int(),
  /** The cheapest and dearest yearly price among the majors; null without majors. */
  priceFromKzt: z.number().int().nullable(),
  priceToKzt: z.number().int().nullable(),
  fields: z.array(z.string()),
  sampleData: z.boolean(),
  admissionBasis: z.enum(ADMISSION_BASES),
  nationalUniversity: z.boolean(),
  ownTest: z.boolean(),
});
export type TInstitutionSummary = z.infer<typeof ZInstitutionSummary>;

export const ZInstitution = ZInstitutionSummary.extend({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  description: ZLocalizedText,
  logoMediaId: z.string().nullable(),
  acceptanceRate: z.number().int().nullable(),
  requirements: ZRequirementsView,
  documents: z.array(ZLocalizedText),
  preparationSteps: z.array(ZPreparationStepView),
  majors: z.array(ZMajor),
  updatedAt: z.string(),
});
export type TInstitution = z.infer<typeof ZInstitution>;

export const ZInstitutionQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  q: z
    .string()
    .trim()
    .max(100)
    .refine((v) => v.length === 0 || v.length >= LIMITS.searchMin, { error: 'search_too_short' })
    .optional(),
  countryId: z.uuid().optional(),
  cityId: z.uuid().optional(),
  type: z.enum(INSTITUTION_TYPES).optional(),
  /** Several types at once, comma-separated: `types=COLLEGE,UNIVERSITY`. */
  types: z
    .string()
    .max(40)
    .transform((v) => v.split(','))
    .pipe(z.array(z.enum(INSTITUTION_TYPES)).min(1))
    .optional(),
  financing: z.enum(INSTITUTION_FINANCING).optional(),
  dormitory: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  field: ZField.optional(),
  priceMin: z.coerce
    .number()
    .int()
    .min(0, { error: 'price_negative' })
    // Past the limit (e.g. 2^53) the filter overflowed the integer column: 500 (found by the fuzzing test).
    .max(INSTITUTION_LIMITS.priceKztMax, { error: 'price_too_large' })
    .optional(),
  priceMax: z.coerce
    .number()
    .int()
    .min(0, { error: 'price_negative' })
    .max(INSTITUTION_LIMITS.priceKztMax, { error: 'price_too_large' })
    .optional(),
});
export type TInstitutionQuery = z.infer<typeof ZInstitutionQuery>;

// ---------- enrollment analysis ----------

/** The scores an analysis uses; a what-if replaces some of them without saving. */
export const ZAdmissionScores = z.object({
  unt: z.number().min(0).max(EXAM_RANGES.unt.max).nullable(),
  ielts: z.number().min(0).max(EXAM_RANGES.ielts.max).nullable(),
  sat: z.number().min(EXAM_RANGES.sat.min).max(EXAM_RANGES.sat.max).nullable(),
  /** 4.0 scale. */
  gpa: z.number().min(0).max(4).nullable(),
  /** The UNT's parts, for the subject minimums; absent or null: the minimums are not checked (the result says so). */
  untParts: ZUntParts.nullable().optional(),
});
export type TAdmissionScores = z.infer<typeof ZAdmissionScores>;

export const ZEnrollmentAnalysisBody = z.object({
  countryId: z.uuid({ error: 'country_required' }),
  institutionIds: z
    .array(z.uuid())
    .min(1, { error: 'institutions_required' })
    .max(LIMITS.institutionsPerAnalysis, { error: 'institutions_too_many' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'institutions_duplicate' }),
});
export type TEnrollmentAnalysisBody = z.infer<typeof ZEnrollmentAnalysisBody>;

export const ZWhatIfBody = z.object({ scores: ZAdmissionScores });
export type TWhatIfBody = z.infer<typeof ZWhatIfBody>;

export const ZFitReason = z.object({
  /** A stable key the client translates (`institutions.reasons.<key>`), with values to fill in. */
  key: z.string(),
  points: z.number(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type TFitReason = z.infer<typeof ZFitReason>;

export const ZChanceDriver = z.object({
  exam: z.enum(ADMISSION_EXAMS),
  /** The student's score and the bar it is measured against. */
  score: z.number().nullable(),
  bar: z.number(),
  /** Positive: above the bar. */
  margin: z.number().nullable(),
});
export type TChanceDriver = z.infer<typeof ZChanceDriver>;

export const ZMajorResult = z.object({
  majorId: z.string(),
  name: ZLocalizedText,
  field: z.string(),
  pricePerYearKzt: z.number().int(),
  grantPlaces: z.number().int().nullable(),
  /** 0-100; null when the student has neither a personality analysis nor an academic profile. */
  compatibility: z.number().int().min(0).max(100).nullable(),
  reasons: z.array(ZFitReason).max(3),
  chance: z.object({ low: z.number().int(), high: z.number().int() }),
  band: z.enum(ADMISSION_BANDS),
  /** Percent, 0-100; null when the major offers no grants. */
  grantChance: z.number().int().nullable(),
  drivers: z.array(ZChanceDriver),
  /** Exams with a bar the student has no score for (counted as the lowest score). */
  missing: z.array(z.enum(ADMISSION_EXAMS)),
  gopCode: z.string().nullable(),
  /**
   * Each route this major offers: GRANT (the GOP's national competition) and PAID for a UNT
   * institution, OWN for one that admits on its own criteria. `chance`, `band` and `grantChance`
   * above repeat the paid (or own) route and the grant route as numbers for older screens: 0 when
   * blocked, and `grantChance` null when not estimated.
   */
  routes: z.array(ZRouteChance),
  /** The route with the highest chance (a grant before a paid place at equal chance). */
  best: ZRouteChance,
});
export type TMajorResult = z.infer<typeof ZMajorResult>;

export const ZInstitutionResult = z.object({
  institutionId: z.string(),
  name: ZLocalizedText,
  cityName: ZLocalizedText.nullable(),
  type: z.enum(INSTITUTION_TYPES),
  financing: z.enum(INSTITUTION_FINANCING),
  majors: z.array(ZMajorResult),
  /** The best major's compatibility and chance (results are sorted by it). */
  bestMajorId: z.string().nullable(),
  preparationSteps: z.array(ZPreparationStepView),
  preparationMonths: z.number().int(),
  admissionBasis: z.enum(ADMISSION_BASES),
  /** The summary row: the best route over the majors and its chance (null without majors). */
  bestRoute: z.enum(BEST_ROUTES),
  bestChance: ZRouteChance.nullable(),
  /** Any figure behind this institution's chances is sample data. */
  sampleData: z.boolean(),
});
export type TInstitutionResult = z.infer<typeof ZInstitutionResult>;

export const ZEnrollmentResult = z.object({
  scores: ZAdmissionScores,
  institutions: z.array(ZInstitutionResult),
  /** Across the chosen list, percent (majors of one institution counted as one application to it). */
  atLeastOneAdmission: z.number().int().min(0).max(100),
  atLeastOneGrant: z.number().int().min(0).max(100),
  /** What the compatibility could use: false when the personality analysis is missing, etc. */
  inputs: z.object({ personality: z.boolean(), interests: z.boolean(), academic: z.boolean() }),
  /** The figures in words (built-in, or reworded by the configured AI); absent in analyses saved before it. */
  explanation: ZLocalizedText.optional(),
  /** The version of the model that computed it; a saved result of an older model is recomputed when read. */
  modelVersion: z.literal(2),
  /** The admission year whose rules applied. */
  rulesYear: z.number().int().nullable(),
  /** Any figure used is sample data (the UI says so next to the numbers). */
  sampleData: z.boolean(),
  /** Sources of the rules and cut-offs used, for the evidence line. */
  sources: z.array(ZSource),
});
export type TEnrollmentResult = z.infer<typeof ZEnrollmentResult>;

export const ZEnrollmentAnalysis = z.object({
  id: z.string(),
  countryId: z.string(),
  countryName: ZLocalizedText,
  institutionIds: z.array(z.string()),
  result: ZEnrollmentResult,
  createdAt: z.string(),
});
export type TEnrollmentAnalysis = z.infer<typeof ZEnrollmentAnalysis>;

export const ZEnrollmentAnalysisSummary = ZEnrollmentAnalysis.omit({ result: true }).extend({
  institutionCount: z.number().int(),
  atLeastOneAdmission: z.number().int(),
});
export type TEnrollmentAnalysisSummary = z.infer<typeof ZEnrollmentAnalysisSummary>;

/** A major's chance and compatibility for the signed-in student (institution detail). */
export const ZInstitutionFit = z.object({
  institutionId: z.string(),
  majors: z.array(ZMajorResult),
  scores: ZAdmissionScores,
});
export type TInstitutionFit = z.infer<typeof ZInstitutionFit>;

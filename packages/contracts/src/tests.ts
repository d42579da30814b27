import { z } from 'zod';
import { TIERS } from './enums.ts';
import { ZLocalized, ZLocalizedText } from './localized.ts';

/**
 * The test engine: tests with versions, questions, attempts, answers, results and the
 * feedback survey. Texts are `{ ru, kk, en }`; the client shows its current language.
 */

export const QUESTION_KINDS = ['SINGLE', 'MULTIPLE', 'LIKERT'] as const;
export type TQuestionKind = (typeof QUESTION_KINDS)[number];
export const TEST_SCORINGS = ['TRAIT', 'KNOWLEDGE'] as const;
export type TTestScoring = (typeof TEST_SCORINGS)[number];
export const TEST_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type TTestStatus = (typeof TEST_STATUSES)[number];
/** Test state for one user (spec §4). */
export const TEST_STATES = ['NOT_STARTED', 'IN_PROGRESS', 'COMPLETED'] as const;
export type TTestState = (typeof TEST_STATES)[number];
/** The feedback survey's five-point answer (spec §3). */
export const FEEDBACK_ANSWERS = ['YES', 'PROBABLY', 'NEUTRAL', 'NOT_REALLY', 'NO'] as const;
export type TFeedbackAnswer = (typeof FEEDBACK_ANSWERS)[number];
/**
 * The tiers a test can require. Spec §6: tests need STANDARD or organisation access, so there is
 * no FREE test: STANDARD is gated by STANDARD_OR_ORG, PRO by PRO_OR_ORG (decision 006).
 */
export const TEST_TIERS = ['STANDARD', 'PRO'] as const;
export type TTestTier = (typeof TEST_TIERS)[number];

/** Slugs of the instruments the personality analysis needs. */
export const ANALYSIS_REQUIRED_TESTS = ['personality-type', 'career-interests'] as const;

export const TEST_LIMITS = {
  questionsMax: 200,
  optionsMax: 12,
  scalesMax: 20,
  feedbackCommentMax: 1000,
  likertMin: 1,
  likertMax: 5,
} as const;

export const ZTestCategory = z.object({
  id: z.string(),
  key: z.string(),
  name: ZLocalized,
  priority: z.number().int(),
});
export type TTestCategory = z.infer<typeof ZTestCategory>;

/**
 * The answers below carry stored texts as they are (ZLocalizedText): ZLocalized's trim() and checks
 * belong to what an author sends, and would keep these routes off the compiled serializer
 * (decision record 015).
 */
const ZTestCategoryView = ZTestCategory.extend({ name: ZLocalizedText });

/** Why a user cannot take a test even though they have access: age (from the date of birth). */
export const ZTestAvailability = z.union([
  z.object({ available: z.literal(true) }),
  z.object({ available: z.literal(false), reason: z.enum(['under_minimum_age', 'date_of_birth_missing']) }),
]);
export const ZTestAccess = z.union([
  z.object({ allowed: z.literal(true) }),
  z.object({ allowed: z.literal(false), reason: z.string() }),
]);

/**
 * The two unions above as the answers write them: one object shape each (the compiled serializer
 * writes no union), typed as the unions they carry, so clients still narrow on `allowed`/`available`.
 */
const ZTestAccessAnswer = z.object({
  allowed: z.boolean(),
  reason: z.string().optional(),
}) as unknown as typeof ZTestAccess;
const ZTestAvailabilityAnswer = z.object({
  available: z.boolean(),
  reason: z.enum(['under_minimum_age', 'date_of_birth_missing']).optional(),
}) as unknown as typeof ZTestAvailability;

export const ZTestCard = z.object({
  id: z.string(),
  slug: z.string(),
  title: ZLocalizedText,
  description: ZLocalizedText,
  estimatedMinutes: z.number().int(),
  minimumAge: z.number().int(),
  requiredTier: z.enum(TIERS),
  scoring: z.enum(TEST_SCORINGS),
  categories: z.array(ZTestCategoryView),
  questionCount: z.number().int(),
  state: z.enum(TEST_STATES),
  progress: z.object({ answered: z.number().int(), total: z.number().int() }),
  activeAttemptId: z.string().nullable(),
  lastAttemptId: z.string().nullable(),
  lastCompletedAt: z.string().nullable(),
  access: ZTestAccessAnswer,
  availability: ZTestAvailabilityAnswer,
});
export type TTestCard = z.infer<typeof ZTestCard>;

export const ZTestStats = z.object({
  completed: z.number().int(),
  inProgress: z.number().int(),
  timeSpentMinutes: z.number().int(),
});
export const ZTestList = z.object({ items: z.array(ZTestCard), stats: ZTestStats });
export type TTestList = z.infer<typeof ZTestList>;

export const ZAttemptSummary = z.object({
  id: z.string(),
  version: z.number().int(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
});
export const ZTestDetail = ZTestCard.extend({ attempts: z.array(ZAttemptSummary) });
export type TTestDetail = z.infer<typeof ZTestDetail>;

export const ZQuestion = z.object({
  id: z.string(),
  position: z.number().int(),
  kind: z.enum(QUESTION_KINDS),
  text: ZLocalizedText,
  /** Choice questions: the options. Likert questions: the five answers (value 1-5). */
  options: z.array(
    z.object({
      id: z.string(),
      text: ZLocalizedText,
      /** Likert answers only: the value (1-5) to send as `value`. */
      value: z.number().int().optional(),
    }),
  ),
});
export type TQuestion = z.infer<typeof ZQuestion>;

/** A given answer: option ids for choice questions, a value 1-5 for Likert ones. */
export const ZAnswerBody = z
  .object({
    optionIds: z.array(z.string().max(64)).max(TEST_LIMITS.optionsMax).optional(),
    value: z.number().int().min(TEST_LIMITS.likertMin).max(TEST_LIMITS.likertMax).optional(),
  })
  .refine((b) => (b.optionIds === undefined) !== (b.value === undefined), { error: 'answer_required' });
export type TAnswerBody = z.infer<typeof ZAnswerBody>;
/** A saved answer as an attempt carries it back. */
const ZGivenAnswer = z.object({ optionIds: z.array(z.string()).optional(), value: z.number().int().optional() });

export const ZAttempt = z.object({
  id: z.string(),
  testId: z.string(),
  version: z.number().int(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  questions: z.array(ZQuestion),
  /** questionId → the answer given so far (as saved: ZAnswerBody checked it). */
  answers: z.record(z.string(), ZGivenAnswer),
});
export type TAttempt = z.infer<typeof ZAttempt>;

export const ZAnswerSaved = z.object({ answered: z.number().int(), total: z.number().int() });

export const ZScaleResult = z.object({
  key: z.string(),
  name: ZLocalizedText,
  /** 0-100. For a bipolar axis, 100 is fully the positive pole, 0 fully the negative one. */
  score: z.number(),
  poles: z
    .object({
      positive: z.object({ key: z.string(), name: ZLocalizedText }),
      negative: z.object({ key: z.string(), name: ZLocalizedText }),
    })
    .nullable(),
  interpretation: ZLocalizedText,
  /** The same scale's score at the previous completed attempt, if any. */
  previousScore: z.number().nullable(),
});
export type TScaleResult = z.infer<typeof ZScaleResult>;

export const ZAttemptResult = z.object({
  attemptId: z.string(),
  testId: z.string(),
  testTitle: ZLocalizedText,
  scoring: z.enum(TEST_SCORINGS),
  completedAt: z.string(),
  durationSeconds: z.number().int(),
  scales: z.array(ZScaleResult),
  knowledge: z.object({ correct: z.number().int(), total: z.number().int(), percent: z.number() }).nullable(),
  previousAttemptAt: z.string().nullable(),
  feedbackGiven: z.boolean(),
});
export type TAttemptResult = z.infer<typeof ZAttemptResult>;

export const ZFeedbackBody = z.object({
  attemptId: z.string().max(64),
  answer: z.enum(FEEDBACK_ANSWERS, { error: 'feedback_answer_required' }),
  rating: z.number().int().min(1, { error: 'rating_required' }).max(5, { error: 'rating_required' }),
  comment: z.string().trim().max(TEST_LIMITS.feedbackCommentMax, { error: 'comment_too_long' }).optional(),
});
export type TFeedbackBody = z.infer<typeof ZFeedbackBody>;

// ---- Admin authoring ----

export const ZAuthoredScale = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, { error: 'scale_key_invalid' }),
  name: ZLocalized,
  description: ZLocalized,
  high: ZLocalized,
  low: ZLocalized,
  poles: z
    .object({
      positive: z.object({ key: z.string().min(1).max(32), name: ZLocalized }),
      negative: z.object({ key: z.string().min(1).max(32), name: ZLocalized }),
    })
    .nullable()
    .optional(),
});
export const ZAuthoredOption = z.object({
  text: ZLocalized,
  weights: z.record(z.string(), z.number().min(-10).max(10)).default({}),
  correct: z.boolean().default(false),
});
export const ZAuthoredQuestion = z.object({
  kind: z.enum(QUESTION_KINDS),
  text: ZLocalized,
  options: z.array(ZAuthoredOption).max(TEST_LIMITS.optionsMax).default([]),
  /** Likert questions: the scale fed and the keying (1, or -1 for reverse-keyed). */
  likert: z
    .object({ scale: z.string(), direction: z.union([z.literal(1), z.literal(-1)]) })
    .nullable()
    .optional(),
  explanation: ZLocalized.nullable().optional(),
});
export const ZTestDraftBody = z.object({
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{3,60}$/, { error: 'slug_invalid' }),
  title: ZLocalized,
  description: ZLocalized,
  estimatedMinutes: z.number().int().min(1).max(240),
  minimumAge: z.number().int().min(0).max(100),
  requiredTier: z.enum(TEST_TIERS),
  scoring: z.enum(TEST_SCORINGS),
  categoryIds: z.array(z.string()).max(10).default([]),
  scales: z.array(ZAuthoredScale).max(TEST_LIMITS.scalesMax),
  questions: z.array(ZAuthoredQuestion).max(TEST_LIMITS.questionsMax),
});
export type TTestDraftBody = z.input<typeof ZTestDraftBody>;

export const ZAdminTestSummary = z.object({
  id: z.string(),
  slug: z.string(),
  title: ZLocalized,
  status: z.enum(TEST_STATUSES),
  version: z.number().int(),
  requiredTier: z.enum(TIERS),
  scoring: z.enum(TEST_SCORINGS),
  questionCount: z.number().int(),
  completedAttempts: z.number().int(),
  updatedAt: z.string(),
});
export const ZAdminTest = ZTestDraftBody.extend({
  id: z.string(),
  status: z.enum(TEST_STATUSES),
  version: z.number().int(),
  /** Questions keep their ids for reordering in the editor. */
  questions: z.array(ZAuthoredQuestion.extend({ id: z.string() })),
  updatedAt: z.string(),
});
export type TAdminTest = z.infer<typeof ZAdminTest>;

export const ZFeedbackSummary = z.object({
  responses: z.number().int(),
  averageRating: z.number().nullable(),
  answers: z.record(z.enum(FEEDBACK_ANSWERS), z.number().int()),
  recentComments: z.array(z.object({ comment: z.string(), rating: z.number().int(), createdAt: z.string() })),
});
export type TFeedbackSummary = z.infer<typeof ZFeedbackSummary>;

/** `POST /admin/test-categories`. */
export const ZTestCategoryBody = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{2,40}$/, { error: 'key_invalid' }),
  name: ZLocalized,
  priority: z.number().int().min(0).max(1000),
});
export type TTestCategoryBody = z.infer<typeof ZTestCategoryBody>;

/** What deleting a test did: removed it, or archived it because people have taken it (their results stay). */
export const ZTestRemoval = z.object({ outcome: z.enum(['DELETED', 'ARCHIVED']) });
export type TTestRemoval = z.infer<typeof ZTestRemoval>;
export type TAdminTestSummary = z.infer<typeof ZAdminTestSummary>;

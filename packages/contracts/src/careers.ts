import { z } from 'zod';
import { ZSource } from './admission.ts';
import { MATERIAL_TYPES } from './analysis.ts';
import { ZLocalizedText } from './localized.ts';

/**
 * Career roadmaps (spec §1-§4 "Roadmap/plan"): a plan per goal, built by a job in stages,
 * with phases of subtasks, materials and achievements. PRO only.
 */

export const CAREER_GOALS = ['EMPLOYMENT', 'ENROLLMENT'] as const;
export type TCareerGoal = (typeof CAREER_GOALS)[number];
export const CAREER_PLAN_STATUSES = ['PENDING', 'ACTIVE', 'COMPLETED'] as const;
export type TCareerPlanStatus = (typeof CAREER_PLAN_STATUSES)[number];
/** Where the student stands: pupil in grade N, student in year N, graduate, working. */
export const LIFE_STAGES = ['PUPIL', 'STUDENT', 'GRADUATE', 'WORKING'] as const;
export type TLifeStage = (typeof LIFE_STAGES)[number];
/** The creation job's loading stages. */
export const PLAN_STAGES = ['PROFILE', 'REQUIREMENTS', 'PHASES', 'MATERIALS'] as const;
export type TPlanStage = (typeof PLAN_STAGES)[number];
export const PLAN_LIST_FILTERS = ['ALL', 'ACTIVE', 'COMPLETED'] as const;
export type TPlanListFilter = (typeof PLAN_LIST_FILTERS)[number];

export const CAREER_LIMITS = {
  aboutMax: 1000,
  pupilGradeMax: 11,
  studentYearMax: 6,
  subtaskTitleMax: 200,
  /** Own subtasks a user may add to one phase. */
  ownSubtasksPerPhase: 20,
} as const;

const ZUuid = z.uuid({ error: 'id_invalid' });

/** Wizard body. `years` is the grade (PUPIL, 1-11) or year of study (STUDENT, 1-6); ignored otherwise. */
export const ZCreatePlanBody = z
  .object({
    lifeStage: z.enum(LIFE_STAGES, { error: 'lifeStage_required' }),
    years: z.number().int().min(1, { error: 'years_invalid' }).max(11, { error: 'years_invalid' }).nullable(),
    goal: z.enum(CAREER_GOALS, { error: 'goal_required' }),
    professionId: ZUuid.nullable().default(null),
    institutionId: ZUuid.nullable().default(null),
    majorId: ZUuid.nullable().default(null),
    about: z.string().trim().max(CAREER_LIMITS.aboutMax, { error: 'about_too_long' }).default(''),
    /** The date the student wants to reach the goal by (YYYY-MM-DD); null: the engine picks it. Must not be in the past. */
    targetDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'target_date_invalid' })
      .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: 'target_date_invalid' })
      .nullable()
      .default(null),
  })
  .superRefine((body, ctx) => {
    const needsYears = body.lifeStage === 'PUPIL' || body.lifeStage === 'STUDENT';
    const max = body.lifeStage === 'PUPIL' ? CAREER_LIMITS.pupilGradeMax : CAREER_LIMITS.studentYearMax;
    if (needsYears && (body.years === null || body.years > max)) {
      ctx.addIssue({ code: 'custom', path: ['years'], message: 'years_invalid' });
    }
    if (body.goal === 'EMPLOYMENT' && !body.professionId) {
      ctx.addIssue({ code: 'custom', path: ['professionId'], message: 'profession_required' });
    }
    if (body.goal === 'ENROLLMENT') {
      if (!body.institutionId)
        ctx.addIssue({ code: 'custom', path: ['institutionId'], message: 'institution_required' });
      if (!body.majorId) ctx.addIssue({ code: 'custom', path: ['majorId'], message: 'major_required' });
    }
  });
export type TCreatePlanBody = z.input<typeof ZCreatePlanBody>;

export const ZCreatePlanResponse = z.object({ planId: z.string() });

export const ZCareerGate = z.object({
  /** The personality analysis the plans build on: the rest of the flow opens once it exists. */
  analysisCompleted: z.boolean(),
  /** The user's plan per goal, if any (one plan per goal). */
  plans: z.object({ EMPLOYMENT: z.string().nullable(), ENROLLMENT: z.string().nullable() }),
});
export type TCareerGate = z.infer<typeof ZCareerGate>;

export const ZPlanJob = z.object({
  stage: z.enum(PLAN_STAGES),
  percent: z.number().int(),
  failed: z.boolean(),
});

export const ZPlanSummary = z.object({
  id: z.string(),
  goal: z.enum(CAREER_GOALS),
  status: z.enum(CAREER_PLAN_STATUSES),
  title: ZLocalizedText,
  createdAt: z.string(),
  /** YYYY-MM-DD. */
  targetDate: z.string(),
  subtasksTotal: z.number().int(),
  subtasksDone: z.number().int(),
  phasesTotal: z.number().int(),
  phasesDone: z.number().int(),
  /** 0-100, done subtasks over all subtasks. */
  progress: z.number().int(),
  /** Whole days to the target date (negative once it has passed). */
  remainingDays: z.number().int(),
  job: ZPlanJob.nullable(),
});
export type TPlanSummary = z.infer<typeof ZPlanSummary>;

export const ZPlanListQuery = z.object({
  status: z.enum(PLAN_LIST_FILTERS).default('ALL'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const ZPlanPage = z.object({ items: z.array(ZPlanSummary), nextCursor: z.string().nullable() });
export type TPlanPage = z.infer<typeof ZPlanPage>;

/** The student's inputs a roadmap phase or subtask can follow from. */
export const PLAN_INPUTS = [
  'TARGET',
  'SKILL',
  'LIFE_STAGE',
  'SCORE',
  'RIASEC',
  'AXIS',
  'TYPE',
  'REASONING',
  'ABOUT',
  'YEARS',
  'VALUES',
  'CALENDAR',
] as const;
/** Why the builder put a phase or subtask into the plan: the input and the "because your …" line. */
export const ZPlanBecause = z.object({ input: z.enum(PLAN_INPUTS), text: ZLocalizedText });
export type TPlanBecause = z.infer<typeof ZPlanBecause>;

export const ZPlanSubtask = z.object({
  id: z.string(),
  title: ZLocalizedText,
  /** The user's own subtask (may be edited and removed). */
  own: z.boolean(),
  done: z.boolean(),
  doneAt: z.string().nullable(),
  /** Null for the student's own subtasks and for plans built before the reason was recorded. */
  because: ZPlanBecause.nullable(),
});
export type TPlanSubtask = z.infer<typeof ZPlanSubtask>;

export const ZPlanMaterial = z.object({
  id: z.string(),
  type: z.enum(MATERIAL_TYPES),
  title: z.string(),
  url: z.string(),
  language: z.enum(['RU', 'KK', 'EN']),
});

/** The exams a gap phase can target: the UNT total, one profile subject of the UNT, IELTS, SAT, GPA. */
export const PLAN_GAP_EXAMS = ['UNT', 'UNT_PROFILE', 'IELTS', 'SAT', 'GPA'] as const;
export type TPlanGapExam = (typeof PLAN_GAP_EXAMS)[number];
/** Which bar a gap is measured against. */
export const PLAN_GAP_BARS = [
  'FORECAST_CUTOFF',
  'THRESHOLD',
  'SUBJECT_MINIMUM',
  'PROGRAMME_MINIMUM',
  'JOB_MARKET',
] as const;
/** Dated events of the admission calendar (decision record 022). */
export const ADMISSION_CALENDAR_KINDS = [
  'UNT_JANUARY',
  'UNT_MARCH',
  'UNT_MAIN',
  'UNT_AUGUST',
  'GRANT_APPLICATION',
  'GRANT_RESULTS',
] as const;
export type TAdmissionCalendarKind = (typeof ADMISSION_CALENDAR_KINDS)[number];

/** A real deadline a phase is due before, from the admission calendar. */
export const ZPlanDeadline = z.object({
  kind: z.enum(ADMISSION_CALENDAR_KINDS),
  /** YYYY-MM-DD: the day the phase must be done by (the event's first day for a UNT session, its last for an application window). */
  on: z.string(),
  year: z.number().int(),
  source: ZSource.nullable(),
  /** The date is illustrative (no published source, or projected from another year). */
  sample: z.boolean(),
});
export type TPlanDeadline = z.infer<typeof ZPlanDeadline>;

/** The measurable target of a gap phase: from `current` to `target` (+`gain`), against a named bar. */
export const ZPlanTarget = z.object({
  exam: z.enum(PLAN_GAP_EXAMS),
  /** The profile subject's key for UNT_PROFILE (MATHEMATICS, PHYSICS…), else null. */
  subject: z.string().nullable(),
  current: z.number().nullable(),
  target: z.number(),
  gain: z.number(),
  bar: z.enum(PLAN_GAP_BARS),
  /** The bar's figure comes from sample data. */
  sample: z.boolean(),
  source: ZSource.nullable(),
  deadline: ZPlanDeadline.nullable(),
});
export type TPlanTarget = z.infer<typeof ZPlanTarget>;

export const PLAN_WARNING_CODES = ['DEADLINE_PASSED', 'DEADLINE_TOO_CLOSE'] as const;
/** A deadline the plan cannot meet in the time left. */
export const ZPlanWarning = z.object({
  code: z.enum(PLAN_WARNING_CODES),
  /** The phase it concerns (its kind and position in the plan). */
  phaseKind: z.string(),
  phasePosition: z.number().int(),
  deadline: ZPlanDeadline,
  /** Days the phase needs at the usual pace, and days left to the deadline (negative once passed). */
  daysNeeded: z.number().int(),
  daysLeft: z.number().int(),
  text: ZLocalizedText,
});
export type TPlanWarning = z.infer<typeof ZPlanWarning>;

export const ZPlanPhase = z.object({
  id: z.string(),
  position: z.number().int(),
  kind: z.string(),
  title: ZLocalizedText,
  description: ZLocalizedText,
  because: ZPlanBecause.nullable(),
  /** A gap phase's measurable target and deadline; null for other phases. */
  target: ZPlanTarget.nullable(),
  startsOn: z.string(),
  dueOn: z.string(),
  subtasksTotal: z.number().int(),
  subtasksDone: z.number().int(),
  /** The achievement for finishing the phase; receivedAt is set when the phase is first done and kept after. */
  achievement: z.object({ title: ZLocalizedText, receivedAt: z.string().nullable() }),
  subtasks: z.array(ZPlanSubtask),
  materials: z.array(ZPlanMaterial),
});
export type TPlanPhase = z.infer<typeof ZPlanPhase>;

export const ZPlanDetails = ZPlanSummary.extend({
  lifeStage: z.enum(LIFE_STAGES),
  years: z.number().int().nullable(),
  about: z.string(),
  summary: ZLocalizedText.nullable(),
  completedAt: z.string().nullable(),
  aiEnriched: z.boolean(),
  /** The model named beside the AI label; null when the built-in engine wrote the plan alone. */
  aiModel: z.string().nullable(),
  phases: z.array(ZPlanPhase),
  /** Deadlines the plan cannot meet in the time left (empty when every one can be met). */
  warnings: z.array(ZPlanWarning),
  /** Days with ticked subtasks: `{ day: YYYY-MM-DD, count }`, oldest first. */
  activity: z.array(z.object({ day: z.string(), count: z.number().int() })),
});
export type TPlanDetails = z.infer<typeof ZPlanDetails>;

export const ZUpdateSubtaskBody = z
  .object({
    done: z.boolean().optional(),
    title: z
      .string()
      .trim()
      .min(1, { error: 'subtask_title_required' })
      .max(CAREER_LIMITS.subtaskTitleMax, { error: 'subtask_title_too_long' })
      .optional(),
  })
  .refine((b) => b.done !== undefined || b.title !== undefined, { message: 'nothing_to_update' });
export type TUpdateSubtaskBody = z.infer<typeof ZUpdateSubtaskBody>;

export const ZAddSubtaskBody = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: 'subtask_title_required' })
    .max(CAREER_LIMITS.subtaskTitleMax, { error: 'subtask_title_too_long' }),
});
export type TAddSubtaskBody = z.infer<typeof ZAddSubtaskBody>;

/** After a tick or an edit: the subtask and the counts that moved with it. */
export const ZSubtaskChange = z.object({
  subtask: ZPlanSubtask,
  phase: z.object({
    id: z.string(),
    subtasksTotal: z.number().int(),
    subtasksDone: z.number().int(),
    achievementReceivedAt: z.string().nullable(),
  }),
  plan: z.object({ subtasksTotal: z.number().int(), subtasksDone: z.number().int(), progress: z.number().int() }),
});
export type TSubtaskChange = z.infer<typeof ZSubtaskChange>;

export const ZProfessionOption = z.object({
  id: z.string(),
  slug: z.string(),
  name: ZLocalizedText,
  field: z.string(),
});
export type TProfessionOption = z.infer<typeof ZProfessionOption>;
export const ZProfessionOptionsQuery = z.object({
  q: z.string().trim().max(100).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const ZProfessionOptionPage = z.object({ items: z.array(ZProfessionOption), nextCursor: z.string().nullable() });
export type TProfessionOptionPage = z.infer<typeof ZProfessionOptionPage>;

import type {
  TCareerGoal,
  TInstitutionType,
  TLifeStage,
  TLocale,
  TLocalized,
  TMaterialType,
  TPlanBecause,
  TPlanTarget,
  TPlanWarning,
  TProfileSubject,
} from '@bagdar/contracts';
import type { TCalendarEvent } from '../modules/institutions/admission-calendar.ts';
import type {
  TGopFigures,
  TInstitutionFigures,
  TMajorRuleFigures,
  TYearRules,
} from '../modules/institutions/admission-rules.ts';

/**
 * The roadmap engine's seam (DESIGN.md "The analysis engine"): the built-in builder composes the
 * plan's structure from the catalogue and the student's scores; the OpenAI-compatible provider may
 * only rewrite its texts. Pure: the careers module loads the inputs and stores the result.
 */

export interface TRoadmapScores {
  ielts: number | null;
  toefl: number | null;
  sat: number | null;
  unt: number | null;
  /** GPA on the 4.0 scale. */
  gpa4: number | null;
}

export interface TRoadmapProfession {
  id: string;
  name: TLocalized;
  field: string;
  skills: TLocalized[];
  majors: TLocalized[];
  /** The catalogue's concrete steps per skill, by the skill's English name; a skill absent here has none. */
  skillSteps: Record<string, TLocalized[]>;
}

/** Minimum scores a major asks for (null: not required). */
export interface TMajorRequirements {
  ieltsMin: number | null;
  untMin: number | null;
  satMin: number | null;
  gpaMin: number | null;
}

export interface TRoadmapEnrollment {
  institution: {
    id: string;
    name: TLocalized;
    type: TInstitutionType;
    preparationSteps: { title: TLocalized; months: number }[];
  };
  major: { id: string; name: TLocalized; field: string | null; requirements: TMajorRequirements };
  /** The admission model's view of the target (rules, GOP cut-offs); absent: the major's minimums are the bars. */
  admission?: TRoadmapAdmission;
}

export type TRoadmapTarget =
  | { goal: Extract<TCareerGoal, 'EMPLOYMENT'>; profession: TRoadmapProfession }
  | { goal: Extract<TCareerGoal, 'ENROLLMENT'>; enrollment: TRoadmapEnrollment };

export interface TRoadmapMaterial {
  id: string;
  type: TMaterialType;
  title: string;
  language: TLocale;
  fields: string[];
  tags: string[];
}

/** What the admission model needs about an ENROLLMENT target, loaded by the careers module. */
export interface TRoadmapAdmission {
  rules: TYearRules | null;
  institution: TInstitutionFigures;
  major: TMajorRuleFigures;
  gop: TGopFigures | null;
  /** The GOP's two profile subjects (empty without a GOP). */
  gopSubjects: TProfileSubject[];
  pooled: number | null;
  testedYears: number;
}

export interface TRoadmapInput {
  target: TRoadmapTarget;
  lifeStage: TLifeStage;
  /** Grade (PUPIL) or year of study (STUDENT); null otherwise. */
  years: number | null;
  about: string;
  locale: TLocale;
  scores: TRoadmapScores;
  /** From the personality analysis, cited in the summary. */
  hollandCode: string | null;
  personalityType: string | null;
  /** RIASEC scores of the analysis (empty without one): the strongest opens a confidence phase, the weakest gets practice. */
  riasec: { code: string; score: number }[];
  /** Personality axes of the analysis: the clearest pole adds a way of practising each skill. */
  axes: { axis: string; pole: string; strength: number }[];
  /** Share of right answers in the logical-reasoning test (null: not taken). */
  reasoningPercent: number | null;
  materials: TRoadmapMaterial[];
  /** YYYY-MM-DD: the plan starts here. */
  today: string;
  /** Work-values scores (empty without the test): the strongest shapes the experience or application phase. */
  workValues?: { key: string; score: number }[];
  /** The admission calendar (all years loaded): deadlines of ENROLLMENT plans in Kazakhstan. */
  calendar?: TCalendarEvent[];
  /** The date the student asked to reach the goal by (YYYY-MM-DD), or null. */
  requestedTargetDate?: string | null;
}

export type { TPlanBecause };

export interface TRoadmapPhase {
  kind: string;
  title: TLocalized;
  description: TLocalized;
  achievement: TLocalized;
  startsOn: string;
  dueOn: string;
  subtasks: TLocalized[];
  materialIds: string[];
  /** Why the phase is there; absent in plans built before the builder recorded it. */
  because?: TPlanBecause;
  /** Why each subtask is there, by the subtask's index. */
  subtaskBecause?: TPlanBecause[];
  /** A gap phase's measurable target and deadline. */
  target?: TPlanTarget | null;
}

export interface TRoadmap {
  title: TLocalized;
  summary: TLocalized;
  targetDate: string;
  phases: TRoadmapPhase[];
  provider: string;
  aiEnriched: boolean;
  /** The model that rewrote part of the text, when one did. */
  aiModel?: string;
  /** Deadlines the plan cannot meet in the time left. */
  warnings?: TPlanWarning[];
}

/** Builds a roadmap; the plan runner reports the job's stages around the call (plan-runner.ts). */
export interface RoadmapProvider {
  readonly name: string;
  build(input: TRoadmapInput): Promise<TRoadmap>;
}

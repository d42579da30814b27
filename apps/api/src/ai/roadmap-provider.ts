import type {
  TCareerGoal,
  TInstitutionType,
  TLifeStage,
  TLocale,
  TLocalized,
  TMaterialType,
  TPlanStage,
} from '@bagdar/contracts';

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
  materials: TRoadmapMaterial[];
  /** YYYY-MM-DD: the plan starts here. */
  today: string;
}

export interface TRoadmapPhase {
  kind: string;
  title: TLocalized;
  description: TLocalized;
  achievement: TLocalized;
  startsOn: string;
  dueOn: string;
  subtasks: TLocalized[];
  materialIds: string[];
}

export interface TRoadmap {
  title: TLocalized;
  summary: TLocalized;
  targetDate: string;
  phases: TRoadmapPhase[];
  provider: string;
  aiEnriched: boolean;
}

export type TPlanStageReporter = (stage: TPlanStage, percent: number) => Promise<void> | void;

export interface RoadmapProvider {
  readonly name: string;
  build(input: TRoadmapInput, report?: TPlanStageReporter): Promise<TRoadmap>;
}

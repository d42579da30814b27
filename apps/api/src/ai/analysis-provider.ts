import type {
  TAnalysis,
  TAnalysisStage,
  TInterest,
  TLocale,
  TMaterialType,
  TRiasecCode,
  TTypeAxis,
} from '@bagdar/contracts';

/**
 * The analysis engine's seam (DESIGN.md "The analysis engine"): the built-in provider always
 * works; the OpenAI-compatible provider enriches its text and falls back to it on any failure.
 * Providers are pure with respect to the database: the analysis module loads the inputs and
 * stores the result.
 */

export interface TProfessionRecord {
  id: string;
  slug: string;
  name: { ru: string; kk: string; en: string };
  riasec: string;
  typeAffinities: string[];
  majors: { ru: string; kk: string; en: string }[];
  skills: { ru: string; kk: string; en: string }[];
  field: string;
}

export interface TMaterialRecord {
  id: string;
  type: TMaterialType;
  title: string;
  url: string;
  language: 'RU' | 'KK' | 'EN';
  riasec: TRiasecCode[];
  fields: string[];
}

export interface TAnalysisInput {
  locale: TLocale;
  firstName: string;
  /** Per axis, 0-100 toward the positive pole (E, S, T, J); 50 is the middle. */
  axes: Record<TTypeAxis, number>;
  /** Per Holland type, 0-100. */
  riasec: Record<TRiasecCode, number>;
  /** Work values 0-100 when the user took that test. */
  workValues: Record<string, number> | null;
  /** Logical reasoning percent correct when taken. */
  reasoningPercent: number | null;
  interests: TInterest[];
  professions: TProfessionRecord[];
  materials: TMaterialRecord[];
}

/** The analysis without its storage identity. */
export type TAnalysisResult = Omit<TAnalysis, 'id' | 'createdAt'>;

export type TStageReporter = (stage: TAnalysisStage, percent: number) => Promise<void> | void;

export interface AnalysisProvider {
  readonly name: string;
  analyse(input: TAnalysisInput, report?: TStageReporter): Promise<TAnalysisResult>;
}

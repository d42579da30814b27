import { RIASEC_CODES, TYPE_AXES, type TRiasecCode, type TTypeAxis } from '@bagdar/contracts';
import { AXIS_POLES } from './analysis-vocabulary.ts';

/** The user's profile as the analysis shows it: every number here is read straight off the inputs. */
export interface TTypeProfile {
  /** Four letters, e.g. INTJ. */
  type: string;
  axes: { axis: TTypeAxis; pole: string; strength: number }[];
  /** In the hexagon's order R, I, A, S, E, C. */
  riasec: { code: TRiasecCode; score: number }[];
  /** The same scores, strongest first (ties keep the R, I, A, S, E, C order). */
  ranked: { code: TRiasecCode; score: number }[];
  /** The three strongest letters, e.g. IRC. */
  hollandCode: string;
}

const clampPercent = (value: number): number => (Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 50);

/**
 * An axis score (0-100 toward the positive pole E, S, T or J) gives the letter: 50 or more is the
 * positive pole, below 50 the negative one. Strength is the distance from the middle, doubled so it
 * spans 0-100: 50 -> 0 (no preference), 0 or 100 -> 100 (the clearest preference).
 */
export function axisLetter(axis: TTypeAxis, score: number): { pole: string; strength: number } {
  const value = clampPercent(score);
  const poles = AXIS_POLES[axis];
  return { pole: value >= 50 ? poles.positive : poles.negative, strength: Math.round(Math.abs(value - 50) * 2) };
}

/** Scores are rounded first, so the order always agrees with the numbers the user sees. */
export function rankRiasec(scores: Record<TRiasecCode, number>): { code: TRiasecCode; score: number }[] {
  const rounded = RIASEC_CODES.map((code) => ({ code, score: Math.round(clampPercent(scores[code])) }));
  // Array.prototype.sort is stable, so equal scores stay in R, I, A, S, E, C order.
  return [...rounded].sort((a, b) => b.score - a.score);
}

export function buildTypeProfile(
  axesInput: Record<TTypeAxis, number>,
  riasecInput: Record<TRiasecCode, number>,
): TTypeProfile {
  const axes = TYPE_AXES.map((axis) => ({ axis, ...axisLetter(axis, axesInput[axis]) }));
  const ranked = rankRiasec(riasecInput);
  const riasec = RIASEC_CODES.map((code) => ({ code, score: Math.round(clampPercent(riasecInput[code])) }));
  return {
    type: axes.map((axis) => axis.pole).join(''),
    axes,
    riasec,
    ranked,
    hollandCode: ranked
      .slice(0, 3)
      .map((entry) => entry.code)
      .join(''),
  };
}

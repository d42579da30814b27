import {
  ADMISSION_EXAM_RANGES,
  type TAdmissionBand,
  type TAdmissionExam,
  type TAdmissionScores,
  type TChanceDriver,
  type TFitReason,
} from '@bagdar/contracts';

/**
 * The chance of admission on an institution's own criteria (IELTS, SAT, GPA and an acceptance
 * rate: Nazarbayev University, institutions abroad), and the compatibility score (decision records
 * 010 and 019). Pure: no I/O, no clock, no randomness. The UNT routes (grant per GOP, paid place by
 * the year's thresholds) are in admission-rules.ts.
 */

/** How soft each bar is: a margin of one `scale` above the bar gives about 85 % on that exam. */
export const EXAM_SCALE: Record<TAdmissionExam, number> = { unt: 3, ielts: 0.25, sat: 30, gpa: 0.12 };
/** How far an institution's own bar may move next year (no published history to measure it from). */
export const BAR_UNCERTAINTY: Record<TAdmissionExam, number> = { unt: 3, ielts: 0.25, sat: 20, gpa: 0.1 };
/** Chances never claim certainty either way. */
export const CHANCE_FLOOR = 0.01;
export const CHANCE_CEILING = 0.97;
/** Band edges on the point chance: below `match` REACH, below `safety` MATCH, else SAFETY. */
export const BAND_EDGES = { match: 0.4, safety: 0.8 } as const;
/** How much a margin above the bars lifts a selective institution's acceptance rate (log-odds per scale). */
export const SELECTIVITY_LIFT = 0.8;

/** An institution's own minimums (the UNT is not one of them: these institutions do not admit on it). */
export interface TOwnFigures {
  ieltsMin: number | null;
  satMin: number | null;
  gpaMin: number | null;
}

export interface TChance {
  /** The chance with the bars as published (0-1). */
  point: number;
  low: number;
  high: number;
  band: TAdmissionBand;
  drivers: TChanceDriver[];
  missing: TAdmissionExam[];
}

const logistic = (x: number): number => 1 / (1 + Math.exp(-x));
const logit = (p: number): number => Math.log(p / (1 - p));
export const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));
/** 1.7 × z: the logistic curve close to the normal distribution function. */
const passChance = (margin: number, scale: number): number => logistic((1.7 * margin) / scale);

/** A missing score counts as the lowest the exam allows: it never helps, and adding one never hurts. */
function scoreOf(scores: TAdmissionScores, exam: TAdmissionExam): number {
  return scores[exam] ?? ADMISSION_EXAM_RANGES[exam].min;
}

type TBarExam = Exclude<TAdmissionExam, 'unt'>;

/** The exams with a published minimum, with their bars. */
function bars(figures: TOwnFigures): { exam: TBarExam; bar: number }[] {
  const list: { exam: TBarExam; bar: number }[] = [];
  if (figures.ieltsMin !== null) list.push({ exam: 'ielts', bar: figures.ieltsMin });
  if (figures.satMin !== null) list.push({ exam: 'sat', bar: figures.satMin });
  if (figures.gpaMin !== null) list.push({ exam: 'gpa', bar: figures.gpaMin });
  return list;
}

/** Admission with every bar shifted by `shift` × its uncertainty (+1 harder, -1 easier). */
function admissionAt(figures: TOwnFigures, acceptanceRate: number | null, scores: TAdmissionScores, shift: number) {
  const list = bars(figures);
  let chance = 1;
  let marginSum = 0;
  for (const { exam, bar } of list) {
    const margin = scoreOf(scores, exam) - (bar + shift * BAR_UNCERTAINTY[exam]);
    chance *= passChance(margin, EXAM_SCALE[exam]);
    marginSum += clamp(margin / EXAM_SCALE[exam], -3, 3);
  }
  if (acceptanceRate !== null) {
    // A selective institution admits `acceptanceRate` % of applicants who meet its bars; a student
    // well above them stands out (log-odds lifted per scale of margin), one at the bar does not.
    const rate = clamp(acceptanceRate / 100, 0.01, 0.99);
    const lift = list.length === 0 ? 0 : (SELECTIVITY_LIFT * marginSum) / list.length;
    chance *= logistic(logit(rate) + lift - shift * 0.3);
  }
  return chance;
}

export function bandOf(point: number): TAdmissionBand {
  if (point < BAND_EDGES.match) return 'REACH';
  if (point < BAND_EDGES.safety) return 'MATCH';
  return 'SAFETY';
}

export const bounded = (p: number): number => clamp(p, CHANCE_FLOOR, CHANCE_CEILING);

/**
 * The chance of admission on an institution's own criteria; null when it publishes neither a
 * minimum nor an acceptance rate (nothing to estimate from).
 */
export function ownAdmissionChance(
  figures: TOwnFigures,
  acceptanceRate: number | null,
  scores: TAdmissionScores,
): TChance | null {
  const list = bars(figures);
  if (list.length === 0 && acceptanceRate === null) return null;
  const point = bounded(admissionAt(figures, acceptanceRate, scores, 0));
  const low = Math.min(point, bounded(admissionAt(figures, acceptanceRate, scores, 1)));
  const high = Math.max(point, bounded(admissionAt(figures, acceptanceRate, scores, -1)));
  const drivers: TChanceDriver[] = list.map(({ exam, bar }) => {
    const score = scores[exam];
    return { exam, score, bar, margin: score === null ? null : round2(score - bar) };
  });
  const missing = [...new Set(drivers.filter((d) => d.score === null).map((d) => d.exam))];
  return { point, low, high, band: bandOf(point), drivers, missing };
}

export const round2 = (value: number): number => Math.round(value * 100) / 100;

/** As shown: whole percents, the low end rounded down and the high end up, so the range holds the point. */
export function chancePercents(chance: { low: number; high: number }): { low: number; high: number } {
  return { low: Math.floor(chance.low * 100), high: Math.ceil(chance.high * 100) };
}

/**
 * The chance of at least one success across independent applications: 1 − Π(1 − pᵢ).
 * Applications are not independent (one student, one set of scores), so this is an upper estimate;
 * the decision record says so and the UI shows it as "up to".
 */
export function atLeastOne(chances: readonly number[]): number {
  return 1 - chances.reduce((rest, p) => rest * (1 - clamp(p, 0, 1)), 1);
}

// ---------- compatibility ----------

export const COMPATIBILITY_POINTS = { personality: 50, interests: 25, academic: 25 } as const;

export interface TCompatibilityInput {
  /** 0-100: the best profession fit in the major's field from the personality analysis; null without one. */
  fieldFit: number | null;
  /** The personality type, for the reason text. */
  personalityType: string | null;
  /** The student's onboarding interests that point to the major's field. */
  matchedInterests: readonly string[];
  /** The point admission chance (0-1) as academic readiness; null when the student has no academic profile. */
  readiness: number | null;
  field: string;
}

export interface TCompatibility {
  /** null: neither a personality analysis nor an academic profile, so there is nothing to estimate. */
  score: number | null;
  reasons: TFitReason[];
}

/**
 * Compatibility 0-100 = 100 × points / the maximum of the parts the student has data for:
 * personality up to 50 (fieldFit / 100 × 50), interests up to 25 (one matching interest 15, two or
 * more 25), academic up to 25 (readiness × 25). The three largest parts are the reasons.
 * Interests alone are not an estimate (two matching interests would read "100 of 100" for a
 * student with no test and no score): without a personality analysis or an academic profile the
 * score is null and the screens say "not estimated".
 */
export function compatibility(input: TCompatibilityInput): TCompatibility {
  const parts: TFitReason[] = [];
  let maximum = COMPATIBILITY_POINTS.interests;
  if (input.fieldFit !== null) {
    maximum += COMPATIBILITY_POINTS.personality;
    parts.push({
      key: 'personality',
      points: (clamp(input.fieldFit, 0, 100) / 100) * COMPATIBILITY_POINTS.personality,
      params: { field: input.field, fit: Math.round(clamp(input.fieldFit, 0, 100)), type: input.personalityType ?? '' },
    });
  }
  const interestCount = input.matchedInterests.length;
  parts.push({
    key: 'interests',
    points: interestCount >= 2 ? COMPATIBILITY_POINTS.interests : interestCount === 1 ? 15 : 0,
    params: { field: input.field, interests: input.matchedInterests.join(','), count: interestCount },
  });
  if (input.readiness !== null) {
    maximum += COMPATIBILITY_POINTS.academic;
    parts.push({
      key: 'academic',
      points: clamp(input.readiness, 0, 1) * COMPATIBILITY_POINTS.academic,
      params: { readiness: Math.round(clamp(input.readiness, 0, 1) * 100) },
    });
  }
  const points = parts.reduce((sum, part) => sum + part.points, 0);
  const reasons = parts
    .filter((part) => part.points > 0)
    .sort((a, b) => b.points - a.points)
    .slice(0, 3)
    .map((part) => ({ ...part, points: Math.round(part.points) }));
  if (input.fieldFit === null && input.readiness === null) return { score: null, reasons };
  return { score: Math.round(clamp((100 * points) / maximum, 0, 100)), reasons };
}

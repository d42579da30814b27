import type { TInterest, TRiasecCode } from '@bagdar/contracts';
import type { TProfessionRecord } from './analysis-provider.ts';
import { interestsForField } from './analysis-vocabulary.ts';
import type { TTypeProfile } from './type-profile.ts';

/**
 * Profession fit, 0-100, from four parts whose points add up (every one can be recomputed by hand):
 *
 *   congruence  up to 55  RIASEC agreement between the user and the profession's code:
 *                         55 × (½ · M / Mmax + ½ · L), where
 *                         M  = Iachan's (1984) agreement index between the user's three-letter Holland
 *                              code and the profession's code: a letter found in both scores by its
 *                              two positions, 1st-1st 22, 1st-2nd 10, 1st-3rd 4, 2nd-2nd 5, 2nd-3rd 2,
 *                              3rd-3rd 1 (symmetric); Mmax is the best M a code of that length allows
 *                              (22, 27 or 28), so a two-letter code can still reach full points;
 *                         L  = the user's scores on the profession's letters weighted 3, 2, 1 by the
 *                              letter's position in the profession code, divided by 100 × the weights
 *                              used — how strong the interests the work needs actually are.
 *   type        up to 20  the user's four-letter type is one of the profession's typeAffinities: 20;
 *                         it shares three of four letters with one of them: 10; otherwise 0.
 *   interests   up to 15  onboarding interests that point to the profession's field
 *                         (INTEREST_FIELDS): one 10, two or more 15.
 *   values      up to 10  only when the work-values test was taken: 10 × the mean of the user's two
 *                         work values typical of the profession's leading letter (VALUES_BY_LETTER)/100.
 *
 * fit = round(100 × points / maximum), where maximum is 100 with work values and 90 without them,
 * so the two kinds of users are on one scale.
 */

const IACHAN_WEIGHTS: readonly (readonly number[])[] = [
  [22, 10, 4],
  [10, 5, 2],
  [4, 2, 1],
];
const IACHAN_MAX_BY_LENGTH = [0, 22, 27, 28] as const;
const LEVEL_WEIGHTS = [3, 2, 1] as const;

export const FIT_POINTS = { congruence: 55, type: 20, interests: 15, values: 10 } as const;

/** Work values that usually matter in work of each Holland type (after O*NET's values-by-interest pattern, simplified). */
export const VALUES_BY_LETTER: Record<TRiasecCode, readonly [string, string]> = {
  R: ['ACHIEVEMENT', 'WORKING_CONDITIONS'],
  I: ['ACHIEVEMENT', 'INDEPENDENCE'],
  A: ['INDEPENDENCE', 'RECOGNITION'],
  S: ['RELATIONSHIPS', 'SUPPORT'],
  E: ['RECOGNITION', 'INDEPENDENCE'],
  C: ['SUPPORT', 'WORKING_CONDITIONS'],
};

export interface TFitBreakdown {
  fit: number;
  /** Iachan's M and its maximum for this code length. */
  iachan: number;
  iachanMax: number;
  /** 0-1: the user's position-weighted interest level on the profession's letters. */
  level: number;
  congruencePoints: number;
  typeMatch: { kind: 'EXACT' | 'THREE_OF_FOUR'; affinity: string } | null;
  typePoints: number;
  matchedInterests: TInterest[];
  interestPoints: number;
  /** The two values looked at and the user's scores on them; null without the work-values test. */
  values: { key: string; score: number }[] | null;
  valuePoints: number;
}

export function professionLetters(code: string): TRiasecCode[] {
  return [...code.toUpperCase()].filter((letter): letter is TRiasecCode => 'RIASEC'.includes(letter)).slice(0, 3);
}

export function iachanIndex(userCode: string, professionCode: string): number {
  const user = professionLetters(userCode);
  const profession = professionLetters(professionCode);
  let total = 0;
  user.forEach((letter, userPosition) => {
    const professionPosition = profession.indexOf(letter);
    if (professionPosition >= 0) total += IACHAN_WEIGHTS[userPosition]?.[professionPosition] ?? 0;
  });
  return total;
}

function interestLevel(profile: TTypeProfile, letters: TRiasecCode[]): number {
  let weighted = 0;
  let weights = 0;
  letters.forEach((letter, position) => {
    const weight = LEVEL_WEIGHTS[position] ?? 0;
    weighted += weight * (profile.riasec.find((entry) => entry.code === letter)?.score ?? 0);
    weights += weight;
  });
  return weights === 0 ? 0 : weighted / (weights * 100);
}

function matchType(type: string, affinities: readonly string[]): TFitBreakdown['typeMatch'] {
  if (affinities.includes(type)) return { kind: 'EXACT', affinity: type };
  const close = affinities.find(
    (affinity) => affinity.length === 4 && [...affinity].filter((letter, i) => letter === type[i]).length === 3,
  );
  return close ? { kind: 'THREE_OF_FOUR', affinity: close } : null;
}

export function scoreProfession(
  profile: TTypeProfile,
  profession: TProfessionRecord,
  interests: readonly TInterest[],
  workValues: Record<string, number> | null,
): TFitBreakdown {
  const letters = professionLetters(profession.riasec);
  const iachan = iachanIndex(profile.hollandCode, profession.riasec);
  const iachanMax = IACHAN_MAX_BY_LENGTH[letters.length] ?? 28;
  const level = interestLevel(profile, letters);
  const congruencePoints = iachanMax === 0 ? 0 : FIT_POINTS.congruence * (0.5 * (iachan / iachanMax) + 0.5 * level);

  const typeMatch = matchType(profile.type, profession.typeAffinities);
  const typePoints = typeMatch === null ? 0 : typeMatch.kind === 'EXACT' ? FIT_POINTS.type : FIT_POINTS.type / 2;

  const matchedInterests = interestsForField(interests, profession.field);
  const interestPoints = matchedInterests.length >= 2 ? FIT_POINTS.interests : matchedInterests.length === 1 ? 10 : 0;

  const leading = letters[0];
  const values =
    workValues === null || leading === undefined
      ? null
      : VALUES_BY_LETTER[leading].map((key) => ({
          key,
          score: Math.round(Math.min(100, Math.max(0, workValues[key] ?? 0))),
        }));
  const valuePoints =
    values === null
      ? 0
      : (FIT_POINTS.values * values.reduce((sum, value) => sum + value.score, 0)) / (values.length * 100);

  const maximum = 100 - (values === null ? FIT_POINTS.values : 0);
  const points = congruencePoints + typePoints + interestPoints + valuePoints;
  return {
    fit: Math.min(100, Math.max(0, Math.round((100 * points) / maximum))),
    iachan,
    iachanMax,
    level,
    congruencePoints,
    typeMatch,
    typePoints,
    matchedInterests,
    interestPoints,
    values,
    valuePoints,
  };
}

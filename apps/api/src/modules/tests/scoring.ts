import type { TLocalized, TTestScoring } from '@bagdar/contracts';
import type { StoredScale } from '../../db/schema/tests.ts';

/**
 * Scoring (pure): trait tests add answer weights to scales and normalise each scale to 0-100 over
 * its possible range; knowledge tests count right answers (a MULTIPLE answer is right only when the
 * chosen set is the right set) overall and per scale.
 */

export interface ScoringOption {
  id: string;
  weights: Record<string, number>;
  correct: boolean;
}

export interface ScoringQuestion {
  id: string;
  kind: 'SINGLE' | 'MULTIPLE' | 'LIKERT';
  likertScale: string | null;
  likertDirection: number | null;
  options: ScoringOption[];
}

export interface ScoringAnswer {
  optionIds: string[] | null;
  value: number | null;
}

/** A scored scale as frozen on the attempt (previousScore is added when the result is read). */
export interface StoredScaleResult {
  key: string;
  name: TLocalized;
  score: number;
  poles: StoredScale['poles'] | null;
  interpretation: TLocalized;
}

export interface StoredResult {
  scoring: TTestScoring;
  scales: StoredScaleResult[];
  knowledge: { correct: number; total: number; percent: number } | null;
}

/** A Likert answer 1..5 counts -2..+2 toward the scale, reversed for reverse-keyed items. */
const LIKERT_MID = 3;
const LIKERT_SPAN = 2;

const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

interface Tally {
  raw: number;
  min: number;
  max: number;
}

function weightOf(option: ScoringOption, scale: string): number {
  return option.weights[scale] ?? 0;
}

function tallyChoice(tally: Tally, question: ScoringQuestion, scale: string, chosen: Set<string>): void {
  const weights = question.options.map((option) => weightOf(option, scale));
  if (weights.every((w) => w === 0)) return;
  if (question.kind === 'SINGLE') {
    tally.min += Math.min(0, ...weights);
    tally.max += Math.max(0, ...weights);
  } else {
    tally.min += weights.filter((w) => w < 0).reduce((a, b) => a + b, 0);
    tally.max += weights.filter((w) => w > 0).reduce((a, b) => a + b, 0);
  }
  for (const option of question.options) if (chosen.has(option.id)) tally.raw += weightOf(option, scale);
}

/** Per scale, 0-100 over the scale's possible range (a bipolar axis: 50 balanced, 100 fully positive). */
export function scoreTraitScales(
  scaleKeys: string[],
  questions: ScoringQuestion[],
  answers: ReadonlyMap<string, ScoringAnswer>,
): Map<string, number> {
  const scores = new Map<string, number>();
  for (const key of scaleKeys) {
    const tally: Tally = { raw: 0, min: 0, max: 0 };
    for (const question of questions) {
      const answer = answers.get(question.id);
      if (question.kind === 'LIKERT') {
        if (question.likertScale !== key) continue;
        tally.min -= LIKERT_SPAN;
        tally.max += LIKERT_SPAN;
        if (answer?.value != null) tally.raw += (answer.value - LIKERT_MID) * (question.likertDirection ?? 1);
      } else {
        tallyChoice(tally, question, key, new Set(answer?.optionIds ?? []));
      }
    }
    const range = tally.max - tally.min;
    scores.set(key, range === 0 ? 50 : Math.round(((tally.raw - tally.min) / range) * 100));
  }
  return scores;
}

/** The scales a knowledge question counts toward: those its right options are weighted to. */
function knowledgeScalesOf(question: ScoringQuestion): Set<string> {
  const keys = new Set<string>();
  for (const option of question.options) {
    if (!option.correct) continue;
    for (const [key, weight] of Object.entries(option.weights)) if (weight !== 0) keys.add(key);
  }
  return keys;
}

function isRight(question: ScoringQuestion, answer: ScoringAnswer | undefined): boolean {
  const right = new Set(question.options.filter((o) => o.correct).map((o) => o.id));
  const chosen = new Set(answer?.optionIds ?? []);
  return right.size > 0 && right.size === chosen.size && [...chosen].every((id) => right.has(id));
}

export function scoreKnowledge(
  scaleKeys: string[],
  questions: ScoringQuestion[],
  answers: ReadonlyMap<string, ScoringAnswer>,
): { knowledge: { correct: number; total: number; percent: number }; scales: Map<string, number> } {
  const perScale = new Map(scaleKeys.map((key) => [key, { right: 0, total: 0 }]));
  let correct = 0;
  for (const question of questions) {
    const right = isRight(question, answers.get(question.id));
    if (right) correct += 1;
    for (const key of knowledgeScalesOf(question)) {
      const entry = perScale.get(key);
      if (!entry) continue;
      entry.total += 1;
      if (right) entry.right += 1;
    }
  }
  const scales = new Map([...perScale].map(([key, { right, total }]) => [key, percentOf(right, total)]));
  return { knowledge: { correct, total: questions.length, percent: percentOf(correct, questions.length) }, scales };
}

/** The frozen result of an attempt: scores with their names and the interpretation that applies. */
export function scoreAttempt(
  scoring: TTestScoring,
  scales: StoredScale[],
  questions: ScoringQuestion[],
  answers: ReadonlyMap<string, ScoringAnswer>,
): StoredResult {
  const keys = scales.map((scale) => scale.key);
  const scored =
    scoring === 'TRAIT'
      ? { knowledge: null, scales: scoreTraitScales(keys, questions, answers) }
      : scoreKnowledge(keys, questions, answers);
  return {
    scoring,
    knowledge: scored.knowledge,
    scales: scales.map((scale) => {
      const score = scored.scales.get(scale.key) ?? 0;
      return {
        key: scale.key,
        name: scale.name,
        score,
        poles: scale.poles ?? null,
        interpretation: score >= 50 ? scale.high : scale.low,
      };
    }),
  };
}

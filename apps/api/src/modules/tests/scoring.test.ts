import { describe, expect, it } from 'vitest';
import { scoreKnowledge, scoreTraitScales, type ScoringAnswer, type ScoringQuestion } from './scoring.ts';

const likert = (id: string, scale: string, direction: 1 | -1): ScoringQuestion => ({
  id,
  kind: 'LIKERT',
  likertScale: scale,
  likertDirection: direction,
  options: [],
});
const choice = (
  id: string,
  kind: 'SINGLE' | 'MULTIPLE',
  options: [string, Record<string, number>, boolean?][],
): ScoringQuestion => ({
  id,
  kind,
  likertScale: null,
  likertDirection: null,
  options: options.map(([optionId, weights, correct]) => ({ id: optionId, weights, correct: correct ?? false })),
});
const answers = (entries: Record<string, number | string[]>) =>
  new Map<string, ScoringAnswer>(
    Object.entries(entries).map(([id, a]) => [
      id,
      typeof a === 'number' ? { value: a, optionIds: null } : { value: null, optionIds: a },
    ]),
  );

describe('trait scoring', () => {
  it('maps Likert answers to -2..+2 times the keying and normalises over the possible range', () => {
    const questions = [likert('q1', 'EI', 1), likert('q2', 'EI', -1), likert('q3', 'EI', 1), likert('q4', 'EI', -1)];
    // raw = (5-3) + (1-3)*-1 + (3-3) + (4-3)*-1 = 2 + 2 + 0 - 1 = 3 over [-8, 8] -> 11/16 = 68.75%
    expect(scoreTraitScales(['EI'], questions, answers({ q1: 5, q2: 1, q3: 3, q4: 4 })).get('EI')).toBe(69);
    // every answer neutral: the axis is balanced
    expect(scoreTraitScales(['EI'], questions, answers({ q1: 3, q2: 3, q3: 3, q4: 3 })).get('EI')).toBe(50);
    // fully the negative pole
    expect(scoreTraitScales(['EI'], questions, answers({ q1: 1, q2: 5, q3: 1, q4: 5 })).get('EI')).toBe(0);
  });

  it('adds choice weights within their range (SINGLE: min/max option, MULTIPLE: sums of signs)', () => {
    const questions = [
      likert('l', 'R', 1),
      choice('s', 'SINGLE', [
        ['a', { R: 2 }],
        ['b', {}],
      ]),
      choice('m', 'MULTIPLE', [
        ['x', { R: 1 }],
        ['y', { R: 1 }],
        ['z', { R: -1 }],
      ]),
    ];
    // ranges: likert [-2,2], single [0,2], multiple [-1,2] -> [-3,6]; raw = 1 + 2 + (1 - 1) = 3 -> 6/9 = 66.7%
    expect(scoreTraitScales(['R'], questions, answers({ l: 4, s: ['a'], m: ['x', 'z'] })).get('R')).toBe(67);
  });
});

describe('knowledge scoring', () => {
  const questions = [
    choice('k1', 'SINGLE', [
      ['a', { NUM: 1 }, true],
      ['b', {}],
    ]),
    choice('k2', 'MULTIPLE', [
      ['a', { NUM: 1 }, true],
      ['b', { NUM: 1 }, true],
      ['c', {}],
    ]),
    choice('k3', 'SINGLE', [
      ['a', {}],
      ['b', { VERB: 1 }, true],
    ]),
  ];

  it('counts a MULTIPLE answer right only when the chosen set is the right set', () => {
    const partial = scoreKnowledge(['NUM', 'VERB'], questions, answers({ k1: ['a'], k2: ['a'], k3: ['b'] }));
    expect(partial.knowledge).toEqual({ correct: 2, total: 3, percent: 67 });
    expect(Object.fromEntries(partial.scales)).toEqual({ NUM: 50, VERB: 100 });

    const extra = scoreKnowledge(['NUM', 'VERB'], questions, answers({ k1: ['b'], k2: ['a', 'b', 'c'], k3: ['b'] }));
    expect(extra.knowledge).toEqual({ correct: 1, total: 3, percent: 33 });

    const all = scoreKnowledge(['NUM', 'VERB'], questions, answers({ k1: ['a'], k2: ['b', 'a'], k3: ['b'] }));
    expect(all.knowledge).toEqual({ correct: 3, total: 3, percent: 100 });
    expect(Object.fromEntries(all.scales)).toEqual({ NUM: 100, VERB: 100 });
  });
});

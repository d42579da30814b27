import { ADMISSION_EXAM_RANGES, type TAdmissionExam, type TAdmissionScores } from '@bagdar/contracts';
import { describe, expect, it } from 'vitest';
import {
  BAND_EDGES,
  CHANCE_CEILING,
  CHANCE_FLOOR,
  atLeastOne,
  bandOf,
  compatibility,
  ownAdmissionChance,
  type TOwnFigures,
} from './admission-model.ts';

const ABROAD: TOwnFigures = { ieltsMin: 6.5, satMin: 1350, gpaMin: 3.3 };
const NONE: TAdmissionScores = { unt: null, ielts: null, sat: null, gpa: null };

const STEPS: Record<TAdmissionExam, number> = { unt: 1, ielts: 0.5, sat: 10, gpa: 0.05 };
function sweep(exam: TAdmissionExam): number[] {
  const { min, max } = ADMISSION_EXAM_RANGES[exam];
  const values: number[] = [];
  for (let v = min; v <= max + 1e-9; v += STEPS[exam]) values.push(Math.round(v * 100) / 100);
  return values;
}

describe('own-criteria chance: monotone (more points never lower a chance)', () => {
  const cases: [string, number | null, TAdmissionExam, TAdmissionScores][] = [
    ['IELTS abroad, selective', 12, 'ielts', { unt: null, ielts: null, sat: 1400, gpa: 3.6 }],
    ['SAT abroad, selective', 12, 'sat', { unt: null, ielts: 7, sat: null, gpa: 3.6 }],
    ['GPA abroad, not selective', null, 'gpa', { unt: null, ielts: 7, sat: 1400, gpa: null }],
  ];
  it.each(cases)('%s', (_name, rate, exam, base) => {
    let previous = { point: -1, low: -1, high: -1 };
    for (const value of sweep(exam)) {
      const chance = ownAdmissionChance(ABROAD, rate, { ...base, [exam]: value });
      if (!chance) throw new Error('estimated');
      expect(chance.point).toBeGreaterThanOrEqual(previous.point);
      expect(chance.low).toBeGreaterThanOrEqual(previous.low);
      expect(chance.high).toBeGreaterThanOrEqual(previous.high);
      previous = chance;
    }
  });

  it('is bounded, ordered, and names the missing scores', () => {
    for (const scores of [NONE, { unt: 0, ielts: 9, sat: 1600, gpa: 4 }, { unt: 140, ielts: 0, sat: 400, gpa: 0 }]) {
      const chance = ownAdmissionChance(ABROAD, 12, scores);
      if (!chance) throw new Error('estimated');
      expect(chance.low).toBeGreaterThanOrEqual(CHANCE_FLOOR);
      expect(chance.high).toBeLessThanOrEqual(CHANCE_CEILING);
      expect(chance.low).toBeLessThanOrEqual(chance.point);
      expect(chance.point).toBeLessThanOrEqual(chance.high);
    }
    expect(ownAdmissionChance(ABROAD, null, NONE)?.missing).toEqual(['ielts', 'sat', 'gpa']);
  });

  it('has nothing to estimate from without a minimum or an acceptance rate', () => {
    expect(ownAdmissionChance({ ieltsMin: null, satMin: null, gpaMin: null }, null, NONE)).toBeNull();
  });
});

describe('bands', () => {
  it('splits at the published edges', () => {
    expect(bandOf(BAND_EDGES.match - 0.001)).toBe('REACH');
    expect(bandOf(BAND_EDGES.match)).toBe('MATCH');
    expect(bandOf(BAND_EDGES.safety - 0.001)).toBe('MATCH');
    expect(bandOf(BAND_EDGES.safety)).toBe('SAFETY');
  });
});

describe('at least one', () => {
  it.each([
    [[], 0],
    [[0.5], 0.5],
    [[0.5, 0.5], 0.75],
    [[0.2, 0.3, 0.4], 1 - 0.8 * 0.7 * 0.6],
  ])('%j gives %d', (chances, expected) => {
    expect(atLeastOne(chances)).toBeCloseTo(expected, 10);
  });
  it('never falls when a chance rises or one is added', () => {
    expect(atLeastOne([0.3, 0.6])).toBeGreaterThan(atLeastOne([0.3, 0.5]));
    expect(atLeastOne([0.3, 0.5, 0.01])).toBeGreaterThan(atLeastOne([0.3, 0.5]));
  });
});

describe('compatibility', () => {
  const base = {
    fieldFit: 80,
    personalityType: 'INTJ',
    matchedInterests: ['MATHEMATICS'],
    readiness: 0.6,
    field: 'IT',
  };
  it('adds the parts over the maximum of what is known', () => {
    // 40 + 15 + 15 = 70 of 100
    expect(compatibility(base).score).toBe(70);
    // without personality: 15 + 15 = 30 of 50
    expect(compatibility({ ...base, fieldFit: null }).score).toBe(60);
    // without academic data: 40 + 15 of 75
    expect(compatibility({ ...base, readiness: null }).score).toBe(73);
  });
  it('is bounded and monotone in each part', () => {
    let previous = -1;
    for (let fit = 0; fit <= 100; fit += 5) {
      const score = compatibility({ ...base, fieldFit: fit }).score ?? -1;
      expect(score).toBeGreaterThanOrEqual(previous);
      expect(score).toBeLessThanOrEqual(100);
      previous = score;
    }
    expect(compatibility({ ...base, fieldFit: 100, matchedInterests: ['A', 'B'], readiness: 1 }).score).toBe(100);
    expect(compatibility({ ...base, fieldFit: 0, matchedInterests: [], readiness: 0 }).score).toBe(0);
  });
  it('is not estimated from interests alone: no personality analysis and no academic profile give no number', () => {
    for (const matchedInterests of [[], ['A'], ['A', 'B']]) {
      expect(compatibility({ ...base, fieldFit: null, readiness: null, matchedInterests }).score).toBeNull();
    }
    expect(compatibility({ ...base, fieldFit: null, readiness: 0 }).score).toBe(30);
  });
  it('gives the three largest parts as reasons, largest first', () => {
    const reasons = compatibility({ ...base, matchedInterests: ['A', 'B'] }).reasons;
    expect(reasons.map((r) => [r.key, r.points])).toEqual([
      ['personality', 40],
      ['interests', 25],
      ['academic', 15],
    ]);
    expect(compatibility({ ...base, matchedInterests: [] }).reasons.map((r) => r.key)).toEqual([
      'personality',
      'academic',
    ]);
  });
});

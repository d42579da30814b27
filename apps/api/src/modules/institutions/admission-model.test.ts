import { ADMISSION_EXAM_RANGES, type TAdmissionExam, type TAdmissionScores } from '@bagdar/contracts';
import { describe, expect, it } from 'vitest';
import {
  BAND_EDGES,
  CHANCE_CEILING,
  CHANCE_FLOOR,
  OPEN_ADMISSION,
  admissionChance,
  atLeastOne,
  bandOf,
  chancePercents,
  compatibility,
  forecastCutoff,
  type TMajorFigures,
} from './admission-model.ts';

const KZ_MAJOR: TMajorFigures = {
  untMin: 65,
  untCutoffs: [
    { year: 2022, score: 98 },
    { year: 2023, score: 101 },
    { year: 2024, score: 104 },
  ],
  ieltsMin: null,
  satMin: null,
  gpaMin: null,
  grantPlaces: 120,
};
const ABROAD_MAJOR: TMajorFigures = {
  untMin: null,
  untCutoffs: [],
  ieltsMin: 6.5,
  satMin: 1350,
  gpaMin: 3.3,
  grantPlaces: null,
};
const NONE: TAdmissionScores = { unt: null, ielts: null, sat: null, gpa: null };

const STEPS: Record<TAdmissionExam, number> = { unt: 1, ielts: 0.5, sat: 10, gpa: 0.05 };
function sweep(exam: TAdmissionExam): number[] {
  const { min, max } = ADMISSION_EXAM_RANGES[exam];
  const values: number[] = [];
  for (let v = min; v <= max + 1e-9; v += STEPS[exam]) values.push(Math.round(v * 100) / 100);
  return values;
}

describe('admission chance: monotone (more points never lower a chance)', () => {
  const cases: [string, TMajorFigures, number | null, TAdmissionExam, TAdmissionScores][] = [
    ['UNT on a Kazakh grant major', KZ_MAJOR, null, 'unt', NONE],
    ['IELTS abroad, selective', ABROAD_MAJOR, 12, 'ielts', { unt: null, ielts: null, sat: 1400, gpa: 3.6 }],
    ['SAT abroad, selective', ABROAD_MAJOR, 12, 'sat', { unt: null, ielts: 7, sat: null, gpa: 3.6 }],
    ['GPA abroad, not selective', ABROAD_MAJOR, null, 'gpa', { unt: null, ielts: 7, sat: 1400, gpa: null }],
  ];
  it.each(cases)('%s', (_name, major, rate, exam, base) => {
    let previous = { point: -1, low: -1, high: -1, grant: -1 };
    for (const value of sweep(exam)) {
      const chance = admissionChance(major, rate, { ...base, [exam]: value });
      expect(chance.point).toBeGreaterThanOrEqual(previous.point);
      expect(chance.low).toBeGreaterThanOrEqual(previous.low);
      expect(chance.high).toBeGreaterThanOrEqual(previous.high);
      expect(chance.grant ?? 0).toBeGreaterThanOrEqual(previous.grant);
      previous = { point: chance.point, low: chance.low, high: chance.high, grant: chance.grant ?? 0 };
    }
  });

  it('a score never does worse than no score', () => {
    for (const value of sweep('unt')) {
      expect(admissionChance(KZ_MAJOR, null, { ...NONE, unt: value }).point).toBeGreaterThanOrEqual(
        admissionChance(KZ_MAJOR, null, NONE).point,
      );
    }
  });
});

describe('admission chance: bounded and ordered', () => {
  const extremes: TAdmissionScores[] = [
    NONE,
    { unt: 0, ielts: 0, sat: 400, gpa: 0 },
    { unt: 140, ielts: 9, sat: 1600, gpa: 4 },
    { unt: 104, ielts: 6.5, sat: 1350, gpa: 3.3 },
  ];
  const majors = [KZ_MAJOR, ABROAD_MAJOR, { ...ABROAD_MAJOR, ieltsMin: null, satMin: null, gpaMin: null }];
  it.each(extremes)('scores %j stay within the floor and ceiling, low <= point <= high', (scores) => {
    for (const major of majors) {
      for (const rate of [null, 4, 50, 100]) {
        const chance = admissionChance(major, rate, scores);
        for (const p of [chance.low, chance.point, chance.high, chance.grant ?? CHANCE_FLOOR]) {
          expect(p).toBeGreaterThanOrEqual(CHANCE_FLOOR);
          expect(p).toBeLessThanOrEqual(CHANCE_CEILING);
        }
        expect(chance.low).toBeLessThanOrEqual(chance.point);
        expect(chance.point).toBeLessThanOrEqual(chance.high);
        const shown = chancePercents(chance);
        expect(shown.low).toBeLessThanOrEqual(Math.round(chance.point * 100));
        expect(shown.high).toBeGreaterThanOrEqual(Math.round(chance.point * 100));
        expect(shown.low).toBeGreaterThanOrEqual(0);
        expect(shown.high).toBeLessThanOrEqual(100);
      }
    }
  });
});

describe('bands', () => {
  it.each([
    [0, 'REACH'],
    [BAND_EDGES.match - 0.0001, 'REACH'],
    [BAND_EDGES.match, 'MATCH'],
    [BAND_EDGES.safety - 0.0001, 'MATCH'],
    [BAND_EDGES.safety, 'SAFETY'],
    [1, 'SAFETY'],
  ] as const)('point %d is %s', (point, band) => {
    expect(bandOf(point)).toBe(band);
  });

  it('places students where a counsellor would', () => {
    expect(admissionChance(KZ_MAJOR, null, { ...NONE, unt: 50 }).band).toBe('REACH');
    expect(admissionChance(KZ_MAJOR, null, { ...NONE, unt: 66 }).band).toBe('MATCH');
    expect(admissionChance(KZ_MAJOR, null, { ...NONE, unt: 80 }).band).toBe('SAFETY');
    expect(admissionChance(ABROAD_MAJOR, 4, { unt: null, ielts: 9, sat: 1600, gpa: 4 }).band).toBe('REACH');
  });
});

describe('grant chance and the forecast', () => {
  it('uses the mean of the last three years, wider with fewer years', () => {
    expect(forecastCutoff([])).toBeNull();
    const three = forecastCutoff(KZ_MAJOR.untCutoffs);
    expect(three?.bar).toBe(101);
    const one = forecastCutoff([{ year: 2024, score: 104 }]);
    expect(one?.bar).toBe(104);
    expect(one!.spread).toBeGreaterThan(three!.spread);
  });

  it('is about even at the forecast cut-off and null without grants', () => {
    const atBar = admissionChance(KZ_MAJOR, null, { ...NONE, unt: 101 });
    expect(atBar.grant).toBeGreaterThan(0.4);
    expect(atBar.grant).toBeLessThan(0.6);
    expect(admissionChance({ ...KZ_MAJOR, grantPlaces: 0 }, null, { ...NONE, unt: 101 }).grant).toBeNull();
    expect(admissionChance({ ...KZ_MAJOR, untCutoffs: [] }, null, { ...NONE, unt: 101 }).grant).toBeNull();
  });

  it('names the drivers and the missing scores', () => {
    const chance = admissionChance(ABROAD_MAJOR, null, { unt: null, ielts: 7, sat: null, gpa: 3.5 });
    expect(chance.drivers.map((d) => [d.exam, d.margin])).toEqual([
      ['ielts', 0.5],
      ['sat', null],
      ['gpa', 0.2],
    ]);
    expect(chance.missing).toEqual(['sat']);
  });

  it('gives an open admission its fixed range', () => {
    const open = admissionChance({ ...ABROAD_MAJOR, ieltsMin: null, satMin: null, gpaMin: null }, null, NONE);
    expect([open.low, open.point, open.high]).toEqual([OPEN_ADMISSION.low, OPEN_ADMISSION.point, OPEN_ADMISSION.high]);
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
      const score = compatibility({ ...base, fieldFit: fit }).score;
      expect(score).toBeGreaterThanOrEqual(previous);
      expect(score).toBeLessThanOrEqual(100);
      previous = score;
    }
    expect(compatibility({ ...base, fieldFit: 100, matchedInterests: ['A', 'B'], readiness: 1 }).score).toBe(100);
    expect(compatibility({ ...base, fieldFit: 0, matchedInterests: [], readiness: 0 }).score).toBe(0);
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

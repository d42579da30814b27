import type { TAdmissionScores, TRouteChance, TSource } from '@bagdar/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  admissionRoutes,
  forecastCutoff,
  normalCdf,
  pooledDeviation,
  routePoint,
  type TGopFigures,
  type TRouteInput,
  type TYearRules,
} from './admission-rules.ts';

const SOURCE: TSource = { title: 'Пороговые баллы ЕНТ', url: 'https://example.kz/porog', year: 2025 };
const fig = (score: number) => ({ score, year: 2025, source: SOURCE, sample: false });
const RULES: TYearRules = {
  year: 2025,
  paid: new Map([
    ['GENERAL', fig(50)],
    ['NATIONAL_UNIVERSITY', fig(65)],
    ['MEDICINE', fig(70)],
    ['EDUCATION', fig(75)],
  ]),
  grant: new Map([
    ['GENERAL', fig(50)],
    ['NATIONAL_UNIVERSITY', fig(65)],
    ['MEDICINE', fig(70)],
  ]),
  subjects: new Map([
    ['HISTORY_KZ', fig(5)],
    ['PROFILE_1', fig(5)],
  ]),
};
const IT_GOP: TGopFigures = {
  code: 'B057',
  field: 'IT',
  cutoffs: [
    { year: 2022, score: 100, source: SOURCE, sample: false },
    { year: 2023, score: 104, source: SOURCE, sample: false },
    { year: 2024, score: 98, source: SOURCE, sample: false },
    { year: 2025, score: 102, source: SOURCE, sample: false },
  ],
};
const NO_CUTOFF_GOP: TGopFigures = { code: 'B058', field: 'IT', cutoffs: [] };
const scores = (unt: number | null, over: Partial<TAdmissionScores> = {}): TAdmissionScores => ({
  unt,
  ielts: null,
  sat: null,
  gpa: null,
  ...over,
});

function input(over: Partial<TRouteInput> & { unt?: number | null } = {}): TRouteInput {
  const { unt = 90, ...rest } = over;
  return {
    rules: RULES,
    institution: {
      admissionBasis: 'UNT',
      nationalUniversity: false,
      ownTest: false,
      acceptanceRate: null,
      sampleData: false,
    },
    major: { field: 'IT', gopCode: 'B057', grantPlaces: 100, untMin: null, ieltsMin: null, satMin: null, gpaMin: null },
    gop: IT_GOP,
    pooled: 4,
    scores: scores(unt),
    testedYears: 3,
    ...rest,
  };
}
const route = (routes: TRouteChance[], name: string) => {
  const found = routes.find((r) => r.route === name);
  if (!found) throw new Error(`no ${name} route`);
  return found;
};

describe('the rules block a route below a legal bar, and name it', () => {
  it.each([
    ['general paid threshold', input({ unt: 49 }), 'PAID', 'PAID_THRESHOLD', 'GENERAL', 50],
    [
      'national university threshold',
      input({ unt: 64, institution: { ...input().institution, nationalUniversity: true } }),
      'PAID',
      'PAID_THRESHOLD',
      'NATIONAL_UNIVERSITY',
      65,
    ],
    [
      'medicine threshold for the grant',
      input({
        unt: 69,
        major: { ...input().major, field: 'MEDICINE', gopCode: 'B086' },
        gop: { ...IT_GOP, code: 'B086', field: 'MEDICINE' },
      }),
      'GRANT',
      'GRANT_THRESHOLD',
      'MEDICINE',
      70,
    ],
    [
      "institution's own minimum",
      input({ unt: 79, major: { ...input().major, untMin: 80 } }),
      'PAID',
      'INSTITUTION_MINIMUM',
      'UNT',
      80,
    ],
  ])('one point under the %s gives 0', (_name, given, routeName, kind, scope, bar) => {
    const blocked = route(admissionRoutes(given).routes, routeName);
    expect(blocked.status).toBe('BLOCKED');
    if (blocked.status !== 'BLOCKED') return;
    expect(blocked.rule).toMatchObject({ kind, scope, bar, missing: 1 });
    expect(routePoint(blocked)).toBe(0);
    // One point more and the bar no longer blocks.
    const met = route(admissionRoutes({ ...given, scores: scores(bar) }).routes, routeName);
    expect(met.status).not.toBe('BLOCKED');
  });

  it('a subject minimum blocks when the parts are given, and says so when they are not', () => {
    const parts = { HISTORY_KZ: 4, MATH_LITERACY: 8, READING_LITERACY: 8, PROFILE_1: 40, PROFILE_2: 40 };
    const blocked = route(
      admissionRoutes(input({ unt: 100, scores: scores(100, { untParts: parts }) })).routes,
      'PAID',
    );
    expect(blocked).toMatchObject({
      status: 'BLOCKED',
      rule: { kind: 'SUBJECT_MINIMUM', scope: 'HISTORY_KZ', missing: 1 },
    });
    const unchecked = route(admissionRoutes(input({ unt: 100 })).routes, 'PAID');
    expect(unchecked.status === 'ESTIMATED' && unchecked.evidence.subjectsUnchecked).toBe(true);
  });

  it('the paid place at exactly the threshold is admission by rule, with its source', () => {
    const paid = route(admissionRoutes(input({ unt: 50 })).routes, 'PAID');
    expect(paid).toMatchObject({ status: 'ESTIMATED', point: 97, band: 'SAFETY' });
    expect(paid.status === 'ESTIMATED' && paid.evidence.sources).toEqual([SOURCE]);
  });
});

describe('no published figure: not estimated, never a percentage from nothing', () => {
  it('a GOP without a cut-off', () => {
    const grant = route(
      admissionRoutes(input({ gop: NO_CUTOFF_GOP, major: { ...input().major, gopCode: 'B058' } })).routes,
      'GRANT',
    );
    expect(grant).toEqual({ status: 'NOT_ESTIMATED', route: 'GRANT', reason: 'no_cutoff', gopCode: 'B058' });
    expect(routePoint(grant)).toBeNull();
  });
  it('a major without a GOP', () => {
    const grant = route(
      admissionRoutes(input({ gop: null, major: { ...input().major, gopCode: null } })).routes,
      'GRANT',
    );
    expect(grant).toMatchObject({ status: 'NOT_ESTIMATED', reason: 'no_gop' });
  });
  it('a year without thresholds', () => {
    expect(route(admissionRoutes(input({ rules: null })).routes, 'PAID')).toMatchObject({
      status: 'NOT_ESTIMATED',
      reason: 'no_published_bar',
    });
  });
  it('an own-criteria institution with no minimum and its own test', () => {
    const own = admissionRoutes(
      input({ institution: { ...input().institution, admissionBasis: 'OWN', ownTest: true } }),
    ).routes;
    expect(own).toEqual([{ status: 'NOT_ESTIMATED', route: 'OWN', reason: 'own_test_unknown', gopCode: null }]);
  });
});

describe('Nazarbayev University and abroad: judged on what they use, never the UNT', () => {
  const nu = (unt: number | null) =>
    input({
      unt,
      institution: {
        admissionBasis: 'OWN',
        nationalUniversity: false,
        ownTest: true,
        acceptanceRate: 20,
        sampleData: true,
      },
      major: { ...input().major, gopCode: null, ieltsMin: 6.5 },
      scores: scores(unt, { ielts: 7 }),
    });
  it('gives the same answer at any UNT, with no grant route and the own test flagged', () => {
    const answers = [null, 0, 49, 100, 140].map((unt) => admissionRoutes(nu(unt)));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    const only = answers[0]?.routes ?? [];
    expect(only.map((r) => r.route)).toEqual(['OWN']);
    expect(only[0]?.status === 'ESTIMATED' && only[0].evidence.ownTestUnknown).toBe(true);
  });
});

describe('the grant forecast', () => {
  it('is the mean of the recent years with a measured spread', () => {
    const forecast = forecastCutoff(IT_GOP.cutoffs, null);
    expect(forecast?.bar).toBeCloseTo(101, 10);
    // Own deviation of 100, 104, 98, 102 around 101: s = √(20/3); spread = s √(1 + 1/4); error = s / 2.
    expect(forecast?.spread).toBeCloseTo(Math.sqrt(20 / 3) * Math.sqrt(1.25), 10);
    expect(forecast?.error).toBeCloseTo(Math.sqrt(20 / 3) / 2, 10);
    expect(forecast?.years).toEqual([2022, 2023, 2024, 2025]);
  });
  it('borrows the pooled spread for a GOP with one year, and has none without it', () => {
    expect(forecastCutoff([{ year: 2025, score: 100 }], 5)?.spread).toBeCloseTo(5 * Math.SQRT2, 10);
    expect(forecastCutoff([{ year: 2025, score: 100 }], null)).toBeNull();
    expect(pooledDeviation([[100, 104], [90], [80, 84, 82]])).toBeCloseTo(Math.sqrt((8 + 8) / 3), 10);
  });
  it('is about even at the forecast cut-off, with the range inside 1-97 %', () => {
    const grant = route(admissionRoutes(input({ unt: 101 })).routes, 'GRANT');
    expect(grant).toMatchObject({ status: 'ESTIMATED', point: 50 });
    if (grant.status !== 'ESTIMATED') return;
    expect(grant.low).toBeLessThan(50);
    expect(grant.high).toBeGreaterThan(50);
    expect(grant.evidence).toMatchObject({
      years: [2022, 2023, 2024, 2025],
      gopCode: 'B057',
      testedYears: 3,
      sample: false,
    });
  });
  it('uses the normal distribution function', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.2816)).toBeCloseTo(0.9, 4);
    expect(normalCdf(-1.96)).toBeCloseTo(0.025, 4);
  });
});

describe('more points never lower a chance (property, fixed seed)', () => {
  it('holds for every route, threshold and GOP history', () => {
    const history = fc.array(
      fc.record({ year: fc.integer({ min: 2015, max: 2025 }), score: fc.integer({ min: 50, max: 140 }) }),
      {
        maxLength: 6,
      },
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 139 }),
        fc.integer({ min: 1, max: 20 }),
        history,
        fc.boolean(),
        fc.constantFrom('IT', 'MEDICINE', 'EDUCATION'),
        fc.option(fc.integer({ min: 50, max: 120 }), { nil: null }),
        (unt, more, cutoffs, national, field, untMin) => {
          const unique = [...new Map(cutoffs.map((c) => [c.year, c])).values()].map((c) => ({
            ...c,
            source: null,
            sample: true,
          }));
          const given = (score: number) =>
            input({
              scores: scores(score),
              institution: { ...input().institution, nationalUniversity: national },
              major: { ...input().major, field, untMin },
              gop: { code: 'B057', field, cutoffs: unique },
            });
          const before = admissionRoutes(given(unt)).routes;
          const after = admissionRoutes(given(Math.min(140, unt + more))).routes;
          before.forEach((route, index) => {
            // "Not estimated" is no number: a route below its threshold (0) may become not estimated
            // above it when the GOP has no cut-off, which is not a lower chance.
            const then = routePoint(route);
            const now = routePoint(after[index] as TRouteChance);
            if (then !== null && now !== null) expect(now).toBeGreaterThanOrEqual(then);
            if (then !== null && then > 0) expect(now).not.toBeNull();
          });
        },
      ),
      { seed: 20_250_701, numRuns: 400 },
    );
  });
});

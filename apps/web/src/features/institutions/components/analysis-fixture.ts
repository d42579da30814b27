import type {
  TEnrollmentAnalysis,
  TEnrollmentResult,
  TInstitutionResult,
  TMajorResult,
  TRouteChance,
} from '@bagdar/contracts';

/** Test data: enrollment results in the API's shape, with the routes a test needs. */

const source = { title: 'Пороговые баллы ЕНТ 2024', url: 'https://testcenter.kz/ru/news/2024', year: 2024 };

export const estimated = (route: 'GRANT' | 'PAID' | 'OWN', low: number, high: number, years = [2022, 2023, 2024]) =>
  ({
    status: 'ESTIMATED',
    route,
    point: Math.round((low + high) / 2),
    low,
    high,
    band: high >= 70 ? 'SAFETY' : high >= 40 ? 'MATCH' : 'REACH',
    evidence: {
      years,
      forecast: 110,
      spread: 6,
      competition: route === 'GRANT' ? 'GENERAL' : null,
      gopCode: route === 'GRANT' ? 'B057' : null,
      sources: [source],
      sample: false,
      testedYears: 0,
      ownTestUnknown: false,
      subjectsUnchecked: false,
    },
  }) satisfies TRouteChance;

export const blocked = (route: 'GRANT' | 'PAID', missing: number): TRouteChance => ({
  status: 'BLOCKED',
  route,
  rule: {
    kind: 'PAID_THRESHOLD',
    scope: 'GENERAL',
    year: 2024,
    bar: 50,
    score: 50 - missing,
    missing,
    source,
    sample: false,
  },
});

export const notEstimated = (gopCode: string): TRouteChance => ({
  status: 'NOT_ESTIMATED',
  route: 'GRANT',
  reason: 'no_cutoff',
  gopCode,
});

export function major(id: string, routes: TRouteChance[]): TMajorResult {
  const best = routes[0] ?? notEstimated('B057');
  return {
    majorId: id,
    name: { ru: `Специальность ${id}`, kk: `Мамандық ${id}`, en: `Major ${id}` },
    field: 'IT',
    pricePerYearKzt: 1_500_000,
    grantPlaces: null,
    compatibility: 72,
    reasons: [],
    chance: { low: 0, high: 0 },
    band: 'REACH',
    grantChance: null,
    drivers: [],
    missing: [],
    gopCode: 'B057',
    routes,
    best,
  };
}

export function institution(
  id: string,
  name: string,
  bestRoute: TInstitutionResult['bestRoute'],
  majors: TMajorResult[],
): TInstitutionResult {
  return {
    institutionId: id,
    name: { ru: name, kk: name, en: name },
    cityName: { ru: 'Астана', kk: 'Астана', en: 'Astana' },
    type: 'UNIVERSITY',
    financing: 'GOV',
    majors,
    bestMajorId: majors[0]?.majorId ?? null,
    preparationSteps: [{ title: { ru: 'Подготовка к ЕНТ', kk: 'ҰБТ-ға дайындық', en: 'UNT preparation' }, months: 6 }],
    preparationMonths: 6,
    admissionBasis: 'UNT',
    bestRoute,
    bestChance: majors[0]?.best ?? null,
    sampleData: false,
  };
}

export function result(
  institutions: TInstitutionResult[],
  overrides: Partial<TEnrollmentResult> = {},
): TEnrollmentResult {
  return {
    scores: { unt: 48, ielts: null, sat: null, gpa: null },
    institutions,
    atLeastOneAdmission: 64,
    atLeastOneGrant: 21,
    inputs: { personality: true, interests: true, academic: true },
    modelVersion: 2,
    rulesYear: 2025,
    sampleData: false,
    sources: [source],
    ...overrides,
  };
}

export function analysis(res: TEnrollmentResult): TEnrollmentAnalysis {
  return {
    id: 'a1',
    countryId: 'c1',
    countryName: { ru: 'Казахстан', kk: 'Қазақстан', en: 'Kazakhstan' },
    institutionIds: res.institutions.map((i) => i.institutionId),
    result: res,
    createdAt: '2026-11-20T00:00:00Z',
  };
}

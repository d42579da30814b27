import type { TAdmissionRuleKind, TGrantCompetition, TLocalized, TProfileSubject, TSource } from '@bagdar/contracts';
import type { TMajorKey } from '../institutions/major-templates.ts';

/**
 * Kazakhstan's admission rules and GOP grant cut-offs as seeded. Every figure with a `source` was
 * read on that page; a figure without one is `sample` (illustrative) and every screen says so.
 * The list of sources is kept in decision record 019.
 */

export interface TRuleSeed {
  year: number;
  kind: TAdmissionRuleKind;
  scope: string;
  score: number;
  source: TSource | null;
}

const BAQ_2021: TSource = {
  title: 'ҰБТ-ның шекті балы қанша? (BAQ.KZ, 5 сәуір 2021)',
  url: 'https://baq.kz/ubt-nyn-shekti-baly-kansha_248251/',
  year: 2021,
};
const INFORMBURO_2023: TSource = {
  title: '2023-2024 оқу жылында университетке қанша балмен түсуге болады? ҰТО шекті балдарды жариялады (Informburo.kz)',
  url: 'https://informburo.kz/kaz/newskaz/2023-2024-oqu-zylynda-universitetke-qansa-balmen-tusuge-bolady-uto-sekti-baldardy-zariyalady',
  year: 2023,
};
const FASTNEWS_2025: TSource = {
  title: 'Білім гранты конкурсына өтініш қабылдау басталды (Fastnews.kz, шілде 2025)',
  url: 'https://fastnews.kz/archives/5954',
  year: 2025,
};
const ZAKON_2026: TSource = {
  title: 'Названы пороговые баллы ЕНТ для поступления в 2026 году (Zakon.kz, 12 ноября 2025)',
  url: 'https://www.zakon.kz/obshestvo/6497543-nazvany-porogovye-bally-ent-dlya-postupleniya-v-2026-godu.html',
  year: 2026,
};
const KZVESTI_2020: TSource = {
  title: 'ЕНТ: особенности 2020 года (Казахстанские вести)',
  url: 'http://old.kzvesti.kz/news/48034-ent-osobennosti-2020-goda.html',
  year: 2020,
};

/** The same threshold for the grant competition and a paid place: the sources state one list for both. */
function thresholds(year: number, scores: Record<string, number>, source: TSource | null): TRuleSeed[] {
  return Object.entries(scores).flatMap(([scope, score]) => [
    { year, kind: 'PAID_THRESHOLD' as const, scope, score, source },
    { year, kind: 'GRANT_THRESHOLD' as const, scope, score, source },
  ]);
}

function subjectMinimums(year: number, scores: Record<string, number>, source: TSource | null): TRuleSeed[] {
  return Object.entries(scores).map(([scope, score]) => ({
    year,
    kind: 'SUBJECT_MINIMUM' as const,
    scope,
    score,
    source,
  }));
}

export const RULE_SEEDS: readonly TRuleSeed[] = [
  { year: 2020, kind: 'UNT_MAX', scope: 'TOTAL', score: 140, source: KZVESTI_2020 },
  ...thresholds(2021, { GENERAL: 50, NATIONAL_UNIVERSITY: 65, EDUCATION: 75, MEDICINE: 65, AGRICULTURE: 60 }, BAQ_2021),
  ...thresholds(
    2023,
    { GENERAL: 50, NATIONAL_UNIVERSITY: 65, LAW: 75, EDUCATION: 75, MEDICINE: 70, AGRICULTURE: 60 },
    INFORMBURO_2023,
  ),
  ...subjectMinimums(
    2023,
    { HISTORY_KZ: 5, MATH_LITERACY: 5, READING_LITERACY: 5, PROFILE_1: 5, PROFILE_2: 5 },
    INFORMBURO_2023,
  ),
  // No stored page states the 2024 thresholds: the 2023 list, marked sample.
  ...thresholds(2024, { GENERAL: 50, NATIONAL_UNIVERSITY: 65, LAW: 75, EDUCATION: 75, MEDICINE: 70 }, null),
  ...thresholds(2025, { GENERAL: 50, NATIONAL_UNIVERSITY: 65, LAW: 75, EDUCATION: 75, MEDICINE: 70 }, FASTNEWS_2025),
  ...subjectMinimums(
    2026,
    { HISTORY_KZ: 5, MATH_LITERACY: 3, READING_LITERACY: 3, PROFILE_1: 5, PROFILE_2: 5 },
    ZAKON_2026,
  ),
  { year: 2026, kind: 'UNT_MAX', scope: 'TOTAL', score: 140, source: ZAKON_2026 },
  { year: 2026, kind: 'UNT_MAX', scope: 'HISTORY_KZ', score: 20, source: ZAKON_2026 },
  { year: 2026, kind: 'UNT_MAX', scope: 'MATH_LITERACY', score: 10, source: ZAKON_2026 },
  { year: 2026, kind: 'UNT_MAX', scope: 'READING_LITERACY', score: 10, source: ZAKON_2026 },
  { year: 2026, kind: 'UNT_MAX', scope: 'PROFILE_1', score: 50, source: ZAKON_2026 },
  { year: 2026, kind: 'UNT_MAX', scope: 'PROFILE_2', score: 50, source: ZAKON_2026 },
];

export interface TGopSeed {
  code: string;
  name: TLocalized;
  subjects: [TProfileSubject, TProfileSubject];
  field: string;
  /** The seeded majors (templates) this group's grant competition applies to. */
  majors: TMajorKey[];
  /** SAMPLE grant cut-offs of the general competition by year: no stored page publishes them. */
  sampleCutoffs: Partial<Record<number, number>>;
  /** SAMPLE rural-quota cut-offs, where shown. */
  sampleRural?: Partial<Record<number, number>>;
}

const t = (ru: string, kk: string, en: string): TLocalized => ({ ru, kk, en });

/**
 * Groups of educational programmes of the classifier, for the seeded majors. A group without
 * cut-offs (B058 here) shows "not estimated" for its grant.
 */
export const GOP_SEEDS: readonly TGopSeed[] = [
  {
    code: 'B057',
    name: t('Информационные технологии', 'Ақпараттық технологиялар', 'Information technology'),
    subjects: ['MATH', 'INFORMATICS'],
    field: 'IT',
    majors: ['IT', 'SE'],
    sampleCutoffs: { 2021: 101, 2022: 104, 2023: 99, 2024: 103, 2025: 106 },
    sampleRural: { 2023: 92, 2024: 95, 2025: 97 },
  },
  {
    code: 'B058',
    name: t('Информационная безопасность', 'Ақпараттық қауіпсіздік', 'Information security'),
    subjects: ['MATH', 'INFORMATICS'],
    field: 'IT',
    majors: ['CYBER'],
    sampleCutoffs: {},
  },
  {
    code: 'B086',
    name: t('Общая медицина', 'Жалпы медицина', 'General medicine'),
    subjects: ['BIOLOGY', 'CHEMISTRY'],
    field: 'MEDICINE',
    majors: ['MED'],
    sampleCutoffs: { 2021: 112, 2022: 116, 2023: 114, 2024: 118, 2025: 117 },
  },
  {
    code: 'B087',
    name: t('Стоматология', 'Стоматология', 'Dentistry'),
    subjects: ['BIOLOGY', 'CHEMISTRY'],
    field: 'MEDICINE',
    majors: ['DENT'],
    sampleCutoffs: { 2022: 121, 2023: 119, 2024: 124, 2025: 122 },
  },
  {
    code: 'B085',
    name: t('Фармация', 'Фармация', 'Pharmacy'),
    subjects: ['BIOLOGY', 'CHEMISTRY'],
    field: 'MEDICINE',
    majors: ['PHARM'],
    sampleCutoffs: { 2023: 98, 2024: 101, 2025: 103 },
  },
  {
    code: 'B001',
    name: t('Педагогика и психология', 'Педагогика және психология', 'Pedagogy and psychology'),
    subjects: ['BIOLOGY', 'GEOGRAPHY'],
    field: 'EDUCATION',
    majors: ['PED'],
    sampleCutoffs: { 2021: 88, 2022: 91, 2023: 90, 2024: 93, 2025: 92 },
  },
  {
    code: 'B010',
    name: t('Подготовка учителей математики', 'Математика мұғалімдерін даярлау', 'Mathematics teacher education'),
    subjects: ['MATH', 'PHYSICS'],
    field: 'EDUCATION',
    majors: ['MATH_T'],
    sampleCutoffs: { 2022: 86, 2023: 89, 2024: 92, 2025: 90 },
  },
  {
    code: 'B049',
    name: t('Право', 'Құқық', 'Law'),
    subjects: ['WORLD_HISTORY', 'LAW_BASICS'],
    field: 'LAW',
    majors: ['LAW'],
    sampleCutoffs: { 2021: 108, 2022: 112, 2023: 110, 2024: 115, 2025: 113 },
  },
  {
    code: 'B044',
    name: t('Менеджмент и управление', 'Менеджмент және басқару', 'Management'),
    subjects: ['MATH', 'GEOGRAPHY'],
    field: 'BUSINESS',
    majors: ['MGMT'],
    sampleCutoffs: { 2023: 103, 2024: 107, 2025: 105 },
  },
  {
    code: 'B046',
    name: t(
      'Финансы, экономика, банковское и страховое дело',
      'Қаржы, экономика, банк және сақтандыру ісі',
      'Finance, economics, banking and insurance',
    ),
    subjects: ['MATH', 'GEOGRAPHY'],
    field: 'FINANCE',
    majors: ['ECON', 'FIN'],
    sampleCutoffs: { 2021: 104, 2022: 107, 2023: 105, 2024: 109, 2025: 108 },
  },
];

export interface TCutoffSeed {
  gopCode: string;
  year: number;
  competition: TGrantCompetition;
  score: number;
  source: TSource | null;
}

/** Every seeded cut-off (all sample: no stored page publishes GOP cut-offs). */
export const CUTOFF_SEEDS: readonly TCutoffSeed[] = GOP_SEEDS.flatMap((gop) => [
  ...Object.entries(gop.sampleCutoffs).map(([year, score]) => ({
    gopCode: gop.code,
    year: Number(year),
    competition: 'GENERAL' as const,
    score: score ?? 0,
    source: null,
  })),
  ...Object.entries(gop.sampleRural ?? {}).map(([year, score]) => ({
    gopCode: gop.code,
    year: Number(year),
    competition: 'RURAL' as const,
    score: score ?? 0,
    source: null,
  })),
]);

/** The GOP of a seeded major template, if any. */
export function gopOfMajor(key: TMajorKey): string | null {
  return GOP_SEEDS.find((gop) => gop.majors.includes(key))?.code ?? null;
}

import type { TInstructionLanguage, TLocalized, TMajorBody } from '@bagdar/contracts';

/**
 * Major templates for the seeded institutions. Names are real programme names; the figures
 * (prices, grant places, cut-offs, minimums) are SAMPLE DATA shaped like published ones, not
 * taken from a public source — the seeded institutions carry `sampleData: true` and the UI says so.
 */
interface TMajorTemplate {
  name: TLocalized;
  field: string;
  years: number;
  /** Yearly price at a typical state university, tenge. */
  price: number;
  /** The paid-place UNT threshold (national rules: 50, 65 at national universities, 70-75 for some fields). */
  untMin: number;
  /** A typical grant cut-off. */
  cutoff: number;
}

const t = (ru: string, kk: string, en: string): TLocalized => ({ ru, kk, en });

export const MAJOR_TEMPLATES = {
  IT: {
    name: t('Информационные системы', 'Ақпараттық жүйелер', 'Information systems'),
    field: 'IT',
    years: 4,
    price: 1_300_000,
    untMin: 50,
    cutoff: 102,
  },
  SE: {
    name: t('Программная инженерия', 'Бағдарламалық инженерия', 'Software engineering'),
    field: 'IT',
    years: 4,
    price: 1_500_000,
    untMin: 50,
    cutoff: 108,
  },
  CYBER: {
    name: t('Кибербезопасность', 'Киберқауіпсіздік', 'Cybersecurity'),
    field: 'IT',
    years: 4,
    price: 1_500_000,
    untMin: 50,
    cutoff: 105,
  },
  MED: {
    name: t('Общая медицина', 'Жалпы медицина', 'General medicine'),
    field: 'MEDICINE',
    years: 6,
    price: 2_200_000,
    untMin: 70,
    cutoff: 118,
  },
  DENT: {
    name: t('Стоматология', 'Стоматология', 'Dentistry'),
    field: 'MEDICINE',
    years: 5,
    price: 2_400_000,
    untMin: 70,
    cutoff: 120,
  },
  PHARM: {
    name: t('Фармация', 'Фармация', 'Pharmacy'),
    field: 'MEDICINE',
    years: 5,
    price: 1_600_000,
    untMin: 70,
    cutoff: 104,
  },
  PED: {
    name: t('Педагогика и психология', 'Педагогика және психология', 'Pedagogy and psychology'),
    field: 'EDUCATION',
    years: 4,
    price: 900_000,
    untMin: 75,
    cutoff: 92,
  },
  MATH_T: {
    name: t('Подготовка учителей математики', 'Математика мұғалімдерін даярлау', 'Mathematics teacher education'),
    field: 'EDUCATION',
    years: 4,
    price: 900_000,
    untMin: 75,
    cutoff: 95,
  },
  ECON: {
    name: t('Экономика', 'Экономика', 'Economics'),
    field: 'FINANCE',
    years: 4,
    price: 1_200_000,
    untMin: 50,
    cutoff: 106,
  },
  FIN: {
    name: t('Финансы', 'Қаржы', 'Finance'),
    field: 'FINANCE',
    years: 4,
    price: 1_300_000,
    untMin: 50,
    cutoff: 108,
  },
  MGMT: {
    name: t('Менеджмент', 'Менеджмент', 'Management'),
    field: 'BUSINESS',
    years: 4,
    price: 1_200_000,
    untMin: 50,
    cutoff: 104,
  },
  LAW: {
    name: t('Юриспруденция', 'Құқықтану', 'Law'),
    field: 'LAW',
    years: 4,
    price: 1_200_000,
    untMin: 75,
    cutoff: 110,
  },
  INTL: {
    name: t('Международные отношения', 'Халықаралық қатынастар', 'International relations'),
    field: 'PUBLIC_SERVICE',
    years: 4,
    price: 1_400_000,
    untMin: 50,
    cutoff: 112,
  },
  PETRO: {
    name: t('Нефтегазовое дело', 'Мұнай-газ ісі', 'Petroleum engineering'),
    field: 'OIL_GAS',
    years: 4,
    price: 1_300_000,
    untMin: 50,
    cutoff: 96,
  },
  MINING: {
    name: t('Горное дело', 'Тау-кен ісі', 'Mining engineering'),
    field: 'MINING_METALLURGY',
    years: 4,
    price: 1_100_000,
    untMin: 50,
    cutoff: 85,
  },
  METAL: {
    name: t('Металлургия', 'Металлургия', 'Metallurgy'),
    field: 'MINING_METALLURGY',
    years: 4,
    price: 1_100_000,
    untMin: 50,
    cutoff: 82,
  },
  ENERGY: {
    name: t('Электроэнергетика', 'Электр энергетикасы', 'Electric power engineering'),
    field: 'ENERGY',
    years: 4,
    price: 1_100_000,
    untMin: 50,
    cutoff: 88,
  },
  CIVIL: {
    name: t('Строительство', 'Құрылыс', 'Civil engineering'),
    field: 'CONSTRUCTION',
    years: 4,
    price: 1_100_000,
    untMin: 50,
    cutoff: 86,
  },
  MECH: {
    name: t('Машиностроение', 'Машина жасау', 'Mechanical engineering'),
    field: 'ENGINEERING',
    years: 4,
    price: 1_100_000,
    untMin: 50,
    cutoff: 84,
  },
  AGRO: {
    name: t('Агрономия', 'Агрономия', 'Agronomy'),
    field: 'AGRICULTURE',
    years: 4,
    price: 850_000,
    untMin: 50,
    cutoff: 78,
  },
  VET: {
    name: t('Ветеринарная медицина', 'Ветеринариялық медицина', 'Veterinary medicine'),
    field: 'AGRICULTURE',
    years: 5,
    price: 950_000,
    untMin: 50,
    cutoff: 84,
  },
  ECO: {
    name: t('Экология', 'Экология', 'Ecology'),
    field: 'ECOLOGY',
    years: 4,
    price: 900_000,
    untMin: 50,
    cutoff: 80,
  },
  BIO: {
    name: t('Биология', 'Биология', 'Biology'),
    field: 'SCIENCE',
    years: 4,
    price: 950_000,
    untMin: 50,
    cutoff: 90,
  },
  PHYS: { name: t('Физика', 'Физика', 'Physics'), field: 'SCIENCE', years: 4, price: 950_000, untMin: 50, cutoff: 88 },
  JOURN: {
    name: t('Журналистика', 'Журналистика', 'Journalism'),
    field: 'MEDIA',
    years: 4,
    price: 1_000_000,
    untMin: 50,
    cutoff: 100,
  },
  DESIGN: {
    name: t('Дизайн', 'Дизайн', 'Design'),
    field: 'CREATIVE',
    years: 4,
    price: 1_100_000,
    untMin: 50,
    cutoff: 95,
  },
  ACTING: {
    name: t('Актёрское искусство', 'Актерлік өнер', 'Acting'),
    field: 'CREATIVE',
    years: 4,
    price: 1_000_000,
    untMin: 50,
    cutoff: 90,
  },
  TOUR: {
    name: t('Туризм', 'Туризм', 'Tourism'),
    field: 'TOURISM_HOSPITALITY',
    years: 4,
    price: 950_000,
    untMin: 50,
    cutoff: 85,
  },
  SPORT: {
    name: t('Физическая культура и спорт', 'Дене шынықтыру және спорт', 'Physical education and sport'),
    field: 'SPORT',
    years: 4,
    price: 850_000,
    untMin: 50,
    cutoff: 80,
  },
  LOGIST: {
    name: t('Логистика', 'Логистика', 'Logistics'),
    field: 'TRANSPORT',
    years: 4,
    price: 1_000_000,
    untMin: 50,
    cutoff: 90,
  },
  SOCWORK: {
    name: t('Социальная работа', 'Әлеуметтік жұмыс', 'Social work'),
    field: 'SOCIAL',
    years: 4,
    price: 800_000,
    untMin: 50,
    cutoff: 82,
  },
  NIS: {
    name: t(
      'Физико-математическое направление (7–12 классы)',
      'Физика-математика бағыты (7–12 сыныптар)',
      'Physics and mathematics track (grades 7–12)',
    ),
    field: 'SCIENCE',
    years: 6,
    price: 0,
    untMin: 0,
    cutoff: 0,
  },
} as const satisfies Record<string, TMajorTemplate>;

export type TMajorKey = keyof typeof MAJOR_TEMPLATES;

/** A Kazakh major: price and cut-off shifted by the institution's prestige; three past years of cut-offs. */
export function kzMajor(
  key: TMajorKey,
  prestige: number,
  priceFactor: number,
  languages: TInstructionLanguage[],
): TMajorBody {
  const m = MAJOR_TEMPLATES[key];
  const school = key === 'NIS';
  const cutoff = Math.min(138, m.cutoff + prestige);
  return {
    name: m.name,
    field: m.field,
    durationYears: m.years,
    pricePerYearKzt: Math.round((m.price * priceFactor) / 10_000) * 10_000,
    languages,
    grantPlaces: school ? null : Math.max(10, 120 - prestige * 4),
    untMin: school ? null : m.untMin,
    untCutoffs: school
      ? []
      : [
          { year: 2024, score: cutoff },
          { year: 2023, score: cutoff - 2 },
          { year: 2022, score: cutoff - 3 },
        ],
    gopCode: null,
    ieltsMin: null,
    satMin: null,
    gpaMin: null,
  };
}

/** A major abroad: IELTS, SAT and GPA minimums instead of UNT; no state grants. */
export function abroadMajor(
  key: TMajorKey,
  priceKzt: number,
  minimums: { ielts: number | null; sat: number | null; gpa: number | null },
  languages: TInstructionLanguage[],
): TMajorBody {
  const m = MAJOR_TEMPLATES[key];
  return {
    name: m.name,
    field: m.field,
    durationYears: m.years === 6 ? 6 : 4,
    pricePerYearKzt: priceKzt,
    languages,
    grantPlaces: null,
    untMin: null,
    untCutoffs: [],
    gopCode: null,
    ieltsMin: minimums.ielts,
    satMin: minimums.sat,
    gpaMin: minimums.gpa,
  };
}

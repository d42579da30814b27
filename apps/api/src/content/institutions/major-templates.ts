import type { TField, TLocalized } from '@bagdar/contracts';

/**
 * Major templates for the seeded institutions. Names are real programme names; prices and grant
 * places are SAMPLE DATA shaped like published ones, not taken from a public source — the seeded
 * institutions carry `sampleData: true` and the UI says so. Admission follows the rules and GOP
 * cut-offs of content/admission.
 */
interface TMajorTemplate {
  name: TLocalized;
  field: TField;
  years: number;
  /** Yearly price at a typical state university, tenge. */
  price: number;
}

const t = (ru: string, kk: string, en: string): TLocalized => ({ ru, kk, en });

export const MAJOR_TEMPLATES = {
  IT: {
    name: t('Информационные системы', 'Ақпараттық жүйелер', 'Information systems'),
    field: 'IT',
    years: 4,
    price: 1_300_000,
  },
  SE: {
    name: t('Программная инженерия', 'Бағдарламалық инженерия', 'Software engineering'),
    field: 'IT',
    years: 4,
    price: 1_500_000,
  },
  CYBER: {
    name: t('Кибербезопасность', 'Киберқауіпсіздік', 'Cybersecurity'),
    field: 'IT',
    years: 4,
    price: 1_500_000,
  },
  MED: {
    name: t('Общая медицина', 'Жалпы медицина', 'General medicine'),
    field: 'MEDICINE',
    years: 6,
    price: 2_200_000,
  },
  DENT: {
    name: t('Стоматология', 'Стоматология', 'Dentistry'),
    field: 'MEDICINE',
    years: 5,
    price: 2_400_000,
  },
  PHARM: {
    name: t('Фармация', 'Фармация', 'Pharmacy'),
    field: 'MEDICINE',
    years: 5,
    price: 1_600_000,
  },
  PED: {
    name: t('Педагогика и психология', 'Педагогика және психология', 'Pedagogy and psychology'),
    field: 'EDUCATION',
    years: 4,
    price: 900_000,
  },
  MATH_T: {
    name: t('Подготовка учителей математики', 'Математика мұғалімдерін даярлау', 'Mathematics teacher education'),
    field: 'EDUCATION',
    years: 4,
    price: 900_000,
  },
  ECON: {
    name: t('Экономика', 'Экономика', 'Economics'),
    field: 'FINANCE',
    years: 4,
    price: 1_200_000,
  },
  FIN: {
    name: t('Финансы', 'Қаржы', 'Finance'),
    field: 'FINANCE',
    years: 4,
    price: 1_300_000,
  },
  MGMT: {
    name: t('Менеджмент', 'Менеджмент', 'Management'),
    field: 'BUSINESS',
    years: 4,
    price: 1_200_000,
  },
  LAW: {
    name: t('Юриспруденция', 'Құқықтану', 'Law'),
    field: 'LAW',
    years: 4,
    price: 1_200_000,
  },
  INTL: {
    name: t('Международные отношения', 'Халықаралық қатынастар', 'International relations'),
    field: 'PUBLIC_SERVICE',
    years: 4,
    price: 1_400_000,
  },
  PETRO: {
    name: t('Нефтегазовое дело', 'Мұнай-газ ісі', 'Petroleum engineering'),
    field: 'OIL_GAS',
    years: 4,
    price: 1_300_000,
  },
  MINING: {
    name: t('Горное дело', 'Тау-кен ісі', 'Mining engineering'),
    field: 'MINING_METALLURGY',
    years: 4,
    price: 1_100_000,
  },
  METAL: {
    name: t('Металлургия', 'Металлургия', 'Metallurgy'),
    field: 'MINING_METALLURGY',
    years: 4,
    price: 1_100_000,
  },
  ENERGY: {
    name: t('Электроэнергетика', 'Электр энергетикасы', 'Electric power engineering'),
    field: 'ENERGY',
    years: 4,
    price: 1_100_000,
  },
  CIVIL: {
    name: t('Строительство', 'Құрылыс', 'Civil engineering'),
    field: 'CONSTRUCTION',
    years: 4,
    price: 1_100_000,
  },
  MECH: {
    name: t('Машиностроение', 'Машина жасау', 'Mechanical engineering'),
    field: 'ENGINEERING',
    years: 4,
    price: 1_100_000,
  },
  AGRO: {
    name: t('Агрономия', 'Агрономия', 'Agronomy'),
    field: 'AGRICULTURE',
    years: 4,
    price: 850_000,
  },
  VET: {
    name: t('Ветеринарная медицина', 'Ветеринариялық медицина', 'Veterinary medicine'),
    field: 'AGRICULTURE',
    years: 5,
    price: 950_000,
  },
  ECO: {
    name: t('Экология', 'Экология', 'Ecology'),
    field: 'ECOLOGY',
    years: 4,
    price: 900_000,
  },
  BIO: {
    name: t('Биология', 'Биология', 'Biology'),
    field: 'SCIENCE',
    years: 4,
    price: 950_000,
  },
  PHYS: { name: t('Физика', 'Физика', 'Physics'), field: 'SCIENCE', years: 4, price: 950_000 },
  JOURN: {
    name: t('Журналистика', 'Журналистика', 'Journalism'),
    field: 'MEDIA',
    years: 4,
    price: 1_000_000,
  },
  DESIGN: {
    name: t('Дизайн', 'Дизайн', 'Design'),
    field: 'CREATIVE',
    years: 4,
    price: 1_100_000,
  },
  ACTING: {
    name: t('Актёрское искусство', 'Актерлік өнер', 'Acting'),
    field: 'CREATIVE',
    years: 4,
    price: 1_000_000,
  },
  TOUR: {
    name: t('Туризм', 'Туризм', 'Tourism'),
    field: 'TOURISM_HOSPITALITY',
    years: 4,
    price: 950_000,
  },
  SPORT: {
    name: t('Физическая культура и спорт', 'Дене шынықтыру және спорт', 'Physical education and sport'),
    field: 'SPORT',
    years: 4,
    price: 850_000,
  },
  LOGIST: {
    name: t('Логистика', 'Логистика', 'Logistics'),
    field: 'TRANSPORT',
    years: 4,
    price: 1_000_000,
  },
  SOCWORK: {
    name: t('Социальная работа', 'Әлеуметтік жұмыс', 'Social work'),
    field: 'SOCIAL',
    years: 4,
    price: 800_000,
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
  },
} as const satisfies Record<string, TMajorTemplate>;

export type TMajorKey = keyof typeof MAJOR_TEMPLATES;

import type { TPlanBody, TTier } from '@bagdar/contracts';

/**
 * The plans of spec §1 and §9 (prices per year in tenge) as first seeded; SUPER_ADMIN edits them
 * afterwards in /admin/billing/plans, and every page reads the `plans` table, never these.
 */
export const DEFAULT_PLANS: Record<TTier, TPlanBody> = {
  FREE: {
    name: { ru: 'Free', kk: 'Free', en: 'Free' },
    description: {
      ru: 'Знакомство с платформой: лента, профиль и проекты.',
      kk: 'Платформамен танысу: лента, профиль және жобалар.',
      en: 'Get to know the platform: the feed, your profile and projects.',
    },
    priceKzt: 0,
    interval: { unit: 'YEAR', count: 1 },
    features: [
      { ru: 'Лента, посты и истории', kk: 'Лента, жазбалар және сторис', en: 'Feed, posts and stories' },
      { ru: 'Профиль и сертификаты', kk: 'Профиль және сертификаттар', en: 'Profile and certificates' },
      { ru: 'Проекты и команды', kk: 'Жобалар мен командалар', en: 'Projects and teams' },
    ],
    active: true,
  },
  STANDARD: {
    name: { ru: 'Standard', kk: 'Standard', en: 'Standard' },
    description: {
      ru: 'Профориентационный тест и анализ личности с отчётом.',
      kk: 'Кәсіптік бағдар тесті және есебі бар тұлғалық талдау.',
      en: 'The career test and a personality analysis with a report.',
    },
    priceKzt: 3500,
    interval: { unit: 'YEAR', count: 1 },
    features: [
      {
        ru: 'Стандартный профориентационный тест',
        kk: 'Стандартты кәсіптік бағдар тесті',
        en: 'The standard career test',
      },
      { ru: 'Подробная аналитика', kk: 'Толық аналитика', en: 'Detailed analytics' },
      {
        ru: 'Анализ личности с подбором профессий',
        kk: 'Мамандықтар іріктелген тұлғалық талдау',
        en: 'Personality analysis with matching professions',
      },
      { ru: 'Отчёт в PDF', kk: 'PDF есеп', en: 'A downloadable PDF report' },
    ],
    active: true,
  },
  PRO: {
    name: { ru: 'Pro', kk: 'Pro', en: 'Pro' },
    description: {
      ru: 'Все тесты, шансы поступления и карьерный маршрут.',
      kk: 'Барлық тесттер, түсу мүмкіндігі және мансап бағыты.',
      en: 'All tests, admission chances and a career route.',
    },
    priceKzt: 7000,
    interval: { unit: 'YEAR', count: 1 },
    features: [
      { ru: 'Все тесты платформы', kk: 'Платформадағы барлық тесттер', en: 'Every test on the platform' },
      { ru: 'Аналитика шансов поступления', kk: 'Түсу мүмкіндігінің аналитикасы', en: 'Admission-chance analytics' },
      {
        ru: 'Карьерный маршрут к вакансии или программе',
        kk: 'Бос орынға немесе бағдарламаға мансап бағыты',
        en: 'A career route to a vacancy or programme',
      },
      { ru: 'Две коуч-сессии в год', kk: 'Жылына екі коуч-сессия', en: 'Two coaching sessions a year' },
    ],
    active: true,
  },
};

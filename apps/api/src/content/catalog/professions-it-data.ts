import type { TProfession } from '../types.ts';
import { t } from './localized.ts';

/** IT: data, design and digital products. */
export const IT_DATA_PROFESSIONS: TProfession[] = [
  {
    slug: 'data-scientist',
    name: t('Специалист по данным (Data Scientist)', 'Деректер ғалымы (Data Scientist)', 'Data scientist'),
    description: t(
      'Строит модели машинного обучения, которые прогнозируют спрос, выявляют мошенничество в платежах или оценивают кредитный риск.',
      'Сұранысты болжайтын, төлемдердегі алаяқтықты анықтайтын немесе несие тәуекелін бағалайтын машиналық оқыту модельдерін құрастырады.',
      'Builds machine-learning models that forecast demand, detect payment fraud or score credit risk.',
    ),
    riasec: 'IC',
    typeAffinities: ['INTJ', 'INTP', 'ENTP'],
    skills: [
      t('Статистика и теория вероятностей', 'Статистика және ықтималдықтар теориясы', 'Statistics and probability'),
      t('Python (pandas, scikit-learn)', 'Python (pandas, scikit-learn)', 'Python (pandas, scikit-learn)'),
      t('Машинное обучение', 'Машиналық оқыту', 'Machine learning'),
      t('SQL и подготовка данных', 'SQL және деректерді дайындау', 'SQL and data preparation'),
      t('Объяснение результатов бизнесу', 'Нәтижелерді бизнеске түсіндіру', 'Explaining results to the business'),
    ],
    majors: [
      t(
        'Математическое и компьютерное моделирование',
        'Математикалық және компьютерлік модельдеу',
        'Mathematical and computer modelling',
      ),
      t('Информационные системы', 'Ақпараттық жүйелер', 'Information systems'),
      t('Математика', 'Математика', 'Mathematics'),
    ],
    field: 'IT',
    demand: 'HIGH',
    salaryKzt: { from: 500_000, to: 1_800_000 },
  },
  {
    slug: 'data-analyst',
    name: t('Аналитик данных', 'Деректер талдаушысы', 'Data analyst'),
    description: t(
      'Собирает и очищает данные о продажах, клиентах или производстве, строит отчёты и дашборды, на основе которых руководство принимает решения.',
      'Сату, клиенттер немесе өндіріс туралы деректерді жинап, тазалайды, басшылық шешім қабылдайтын есептер мен дашбордтар жасайды.',
      'Collects and cleans sales, customer or production data and builds the reports and dashboards that management decides by.',
    ),
    riasec: 'CIE',
    typeAffinities: ['ISTJ', 'INTJ', 'ESTJ'],
    skills: [
      t('SQL', 'SQL', 'SQL'),
      t('Excel и Power BI', 'Excel және Power BI', 'Excel and Power BI'),
      t('Описательная статистика', 'Сипаттамалық статистика', 'Descriptive statistics'),
      t('Визуализация данных', 'Деректерді визуализациялау', 'Data visualisation'),
    ],
    majors: [
      t('Информационные системы', 'Ақпараттық жүйелер', 'Information systems'),
      t('Статистика', 'Статистика', 'Statistics'),
      t('Экономика', 'Экономика', 'Economics'),
    ],
    field: 'IT',
    demand: 'HIGH',
    salaryKzt: { from: 350_000, to: 1_100_000 },
  },
  {
    slug: 'ux-ui-designer',
    name: t('UX/UI-дизайнер', 'UX/UI дизайнер', 'UX/UI designer'),
    description: t(
      'Исследует, как люди пользуются приложением, и проектирует понятные экраны — от мобильного банка до портала госуслуг.',
      'Адамдардың қосымшаны қалай қолданатынын зерттеп, мобильді банктен мемлекеттік қызметтер порталына дейінгі түсінікті экрандарды жобалайды.',
      'Studies how people use an app and designs clear screens, from a mobile bank to a public-services portal.',
    ),
    riasec: 'AIE',
    typeAffinities: ['INFP', 'ENFP', 'INTP'],
    skills: [
      t('Figma и прототипирование', 'Figma және прототиптеу', 'Figma and prototyping'),
      t('Пользовательские исследования', 'Пайдаланушыларды зерттеу', 'User research'),
      t('Типографика и композиция', 'Типографика және композиция', 'Typography and layout'),
      t('Дизайн-системы', 'Дизайн-жүйелер', 'Design systems'),
    ],
    majors: [
      t('Графический дизайн', 'Графикалық дизайн', 'Graphic design'),
      t('Информационные системы', 'Ақпараттық жүйелер', 'Information systems'),
    ],
    field: 'IT',
    demand: 'MEDIUM',
    salaryKzt: { from: 300_000, to: 1_000_000 },
  },
  {
    slug: 'product-manager',
    name: t('Продакт-менеджер', 'Өнім менеджері (продакт-менеджер)', 'Product manager'),
    description: t(
      'Решает, что и зачем разрабатывает команда цифрового продукта: изучает пользователей и рынок, ставит цели и расставляет приоритеты.',
      'Цифрлық өнім командасы не және не үшін әзірлейтінін шешеді: пайдаланушылар мен нарықты зерттеп, мақсат қояды және басымдықтарды белгілейді.',
      'Decides what a digital product team builds and why: studies users and the market, sets goals and priorities.',
    ),
    riasec: 'ECI',
    typeAffinities: ['ENTJ', 'ENTP', 'ENFJ'],
    skills: [
      t('Исследование пользователей', 'Пайдаланушыларды зерттеу', 'User research'),
      t('Продуктовая аналитика и метрики', 'Өнім аналитикасы мен метрикалар', 'Product analytics and metrics'),
      t('Приоритизация задач', 'Міндеттерді басымдық бойынша реттеу', 'Prioritisation'),
      t('Переговоры и коммуникация', 'Келіссөздер мен коммуникация', 'Negotiation and communication'),
    ],
    majors: [
      t('Менеджмент', 'Менеджмент', 'Management'),
      t('Информационные системы', 'Ақпараттық жүйелер', 'Information systems'),
    ],
    field: 'IT',
    demand: 'MEDIUM',
    salaryKzt: { from: 600_000, to: 2_000_000 },
  },
];

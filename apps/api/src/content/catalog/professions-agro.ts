import type { TProfession } from '../types.ts';
import { t } from './localized.ts';

/** Agriculture, livestock, agro-engineering and food production. */
export const AGRO_PROFESSIONS: TProfession[] = [
  {
    slug: 'agronomist',
    name: t('Агроном', 'Агроном', 'Agronomist'),
    description: t(
      'Решает, что, когда и как сеять на полях пшеницы, масличных или хлопка, подбирает удобрения и защиту растений и отвечает за урожай.',
      'Бидай, майлы дақылдар немесе мақта алқаптарында нені, қашан және қалай себу керектігін шешеді, тыңайтқыштар мен өсімдік қорғау құралдарын таңдап, өнімге жауап береді.',
      'Decides what, when and how to sow on wheat, oilseed or cotton fields, chooses fertilisers and crop protection and answers for the harvest.',
    ),
    riasec: 'IR',
    typeAffinities: ['ISTJ', 'ESTJ', 'INTJ'],
    skills: [
      t('Почвоведение и агрохимия', 'Топырақтану және агрохимия', 'Soil science and agrochemistry'),
      t('Защита растений', 'Өсімдіктерді қорғау', 'Crop protection'),
      t(
        'Севообороты и технологии возделывания',
        'Ауыспалы егіс және өсіру технологиялары',
        'Crop rotation and cultivation',
      ),
      t(
        'Точное земледелие и спутниковые снимки',
        'Дәл егіншілік және спутниктік суреттер',
        'Precision farming and satellite imagery',
      ),
    ],
    majors: [
      t('Агрономия', 'Агрономия', 'Agronomy'),
      t('Защита и карантин растений', 'Өсімдіктерді қорғау және карантин', 'Plant protection and quarantine'),
      t('Почвоведение и агрохимия', 'Топырақтану және агрохимия', 'Soil science and agrochemistry'),
    ],
    field: 'AGRICULTURE',
    demand: 'HIGH',
    salaryKzt: { from: 250_000, to: 700_000 },
  },
  {
    slug: 'veterinarian',
    name: t('Ветеринарный врач', 'Мал дәрігері', 'Veterinarian'),
    description: t(
      'Лечит и вакцинирует скот, птицу и домашних животных, контролирует безопасность мяса и молока и не допускает вспышек болезней.',
      'Мал, құс және үй жануарларын емдеп, вакцинациялайды, ет пен сүттің қауіпсіздігін бақылап, аурулардың өршуіне жол бермейді.',
      'Treats and vaccinates livestock, poultry and pets, checks the safety of meat and milk and prevents disease outbreaks.',
    ),
    riasec: 'IRS',
    typeAffinities: ['ISTJ', 'ISFJ', 'INTJ'],
    skills: [
      t('Диагностика и лечение животных', 'Жануарларды диагностикалау және емдеу', 'Animal diagnosis and treatment'),
      t('Ветеринарно-санитарная экспертиза', 'Ветеринариялық-санитариялық сараптама', 'Veterinary sanitary inspection'),
      t('Эпизоотология', 'Эпизоотология', 'Epizootiology'),
      t('Спокойствие и твёрдая рука', 'Сабырлылық және қолдың сенімділігі', 'Calm and steady hands'),
    ],
    majors: [
      t('Ветеринарная медицина', 'Ветеринариялық медицина', 'Veterinary medicine'),
      t('Ветеринарная санитария', 'Ветеринариялық санитария', 'Veterinary sanitation'),
    ],
    field: 'AGRICULTURE',
    demand: 'HIGH',
    salaryKzt: { from: 200_000, to: 600_000 },
  },
  {
    slug: 'agricultural-engineer',
    name: t('Инженер-агромеханик', 'Агроинженер-механик', 'Agricultural engineer'),
    description: t(
      'Подбирает, настраивает и ремонтирует тракторы, комбайны и системы полива, внедряет автопилоты и телеметрию на технике.',
      'Тракторларды, комбайндарды және суару жүйелерін іріктеп, баптайды және жөндейді, техникаға автопилот пен телеметрия енгізеді.',
      'Selects, sets up and repairs tractors, combines and irrigation systems and fits machinery with autopilots and telemetry.',
    ),
    riasec: 'RIC',
    typeAffinities: ['ISTP', 'ISTJ', 'ESTJ'],
    skills: [
      t('Устройство сельхозтехники', 'Ауыл шаруашылығы техникасының құрылымы', 'Farm machinery systems'),
      t('Диагностика и ремонт', 'Диагностика және жөндеу', 'Diagnostics and repair'),
      t('Системы орошения', 'Суару жүйелері', 'Irrigation systems'),
      t('GPS-навигация и телеметрия', 'GPS навигация және телеметрия', 'GPS guidance and telemetry'),
    ],
    majors: [
      t('Аграрная техника и технология', 'Аграрлық техника және технология', 'Agricultural machinery and technology'),
      t('Водные ресурсы и водопользование', 'Су ресурстары және суды пайдалану', 'Water resources management'),
    ],
    field: 'AGRICULTURE',
    demand: 'MEDIUM',
    salaryKzt: { from: 250_000, to: 650_000 },
  },
  {
    slug: 'farmer',
    name: t('Фермер', 'Фермер', 'Farmer'),
    description: t(
      'Ведёт собственное хозяйство — зерновое, животноводческое или тепличное: планирует производство, нанимает людей, берёт субсидии и продаёт продукцию.',
      'Астық, мал шаруашылығы немесе жылыжай бағытындағы өз шаруашылығын жүргізеді: өндірісті жоспарлап, адам жалдайды, субсидия алады және өнімін сатады.',
      'Runs their own grain, livestock or greenhouse farm: plans production, hires staff, applies for subsidies and sells the produce.',
    ),
    riasec: 'ERC',
    typeAffinities: ['ESTJ', 'ISTJ', 'ESTP'],
    skills: [
      t('Основы агрономии и зоотехнии', 'Агрономия мен зоотехния негіздері', 'Basics of crop and livestock science'),
      t('Финансы хозяйства и субсидии', 'Шаруашылық қаржысы және субсидиялар', 'Farm finance and subsidies'),
      t('Сбыт продукции', 'Өнімді өткізу', 'Selling produce'),
      t('Управление людьми', 'Адамдарды басқару', 'Managing people'),
    ],
    majors: [
      t('Агрономия', 'Агрономия', 'Agronomy'),
      t('Экономика сельского хозяйства', 'Ауыл шаруашылығы экономикасы', 'Agricultural economics'),
    ],
    field: 'AGRICULTURE',
    demand: 'MEDIUM',
    salaryKzt: { from: 150_000, to: 1_500_000 },
  },
  {
    slug: 'livestock-specialist',
    name: t('Зоотехник', 'Зоотехник', 'Livestock specialist'),
    description: t(
      'Организует содержание, кормление и племенную работу на фермах крупного рогатого скота, овец и лошадей, повышая привесы и надои.',
      'Ірі қара, қой және жылқы фермаларында малды күтуді, азықтандыруды және асыл тұқымдық жұмысты ұйымдастырып, салмақ қосу мен сүт сауымын арттырады.',
      'Organises housing, feeding and breeding on cattle, sheep and horse farms to raise weight gain and milk yields.',
    ),
    riasec: 'IR',
    typeAffinities: ['ISTJ', 'ISFJ', 'ESTJ'],
    skills: [
      t('Кормление и рационы', 'Азықтандыру және рацион', 'Feeding and rations'),
      t('Племенное дело', 'Асыл тұқымдық іс', 'Animal breeding'),
      t('Учёт поголовья', 'Мал басын есепке алу', 'Herd records'),
      t('Технологии содержания животных', 'Жануарларды күтіп-бағу технологиялары', 'Animal husbandry practices'),
    ],
    majors: [
      t(
        'Технология производства продуктов животноводства',
        'Мал шаруашылығы өнімдерін өндіру технологиясы',
        'Livestock production technology',
      ),
      t('Ветеринарная медицина', 'Ветеринариялық медицина', 'Veterinary medicine'),
    ],
    field: 'AGRICULTURE',
    demand: 'MEDIUM',
    salaryKzt: { from: 200_000, to: 500_000 },
  },
  {
    slug: 'food-technologist',
    name: t('Технолог пищевого производства', 'Тамақ өндірісінің технологы', 'Food technologist'),
    description: t(
      'Разрабатывает рецептуры и технологии для молочных, мясных, мукомольных и кондитерских предприятий и следит за безопасностью продукции.',
      'Сүт, ет, ұн тарту және кондитер кәсіпорындары үшін рецептуралар мен технологиялар әзірлеп, өнімнің қауіпсіздігін қадағалайды.',
      'Develops recipes and processes for dairy, meat, milling and confectionery plants and keeps products safe.',
    ),
    riasec: 'IRC',
    typeAffinities: ['ISTJ', 'ISFJ', 'INTJ'],
    skills: [
      t('Технология пищевых продуктов', 'Тамақ өнімдерінің технологиясы', 'Food processing technology'),
      t('Система HACCP', 'HACCP жүйесі', 'HACCP'),
      t('Лабораторный контроль', 'Зертханалық бақылау', 'Laboratory testing'),
      t('Технические регламенты ЕАЭС', 'ЕАЭО техникалық регламенттері', 'EAEU technical regulations'),
    ],
    majors: [
      t('Технология пищевых продуктов', 'Тамақ өнімдерінің технологиясы', 'Food technology'),
      t(
        'Технология перерабатывающих производств',
        'Қайта өңдеу өндірістерінің технологиясы',
        'Processing industry technology',
      ),
    ],
    field: 'AGRICULTURE',
    demand: 'MEDIUM',
    salaryKzt: { from: 250_000, to: 600_000 },
  },
];

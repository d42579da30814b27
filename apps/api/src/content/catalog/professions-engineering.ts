import type { TProfession } from '../types.ts';
import { t } from './localized.ts';

/** Manufacturing, mechanical, chemical and automation engineering. */
export const ENGINEERING_PROFESSIONS: TProfession[] = [
  {
    slug: 'mechanical-engineer',
    name: t('Инженер-механик', 'Механик инженер', 'Mechanical engineer'),
    description: t(
      'Конструирует и обслуживает машины и механизмы — от насосов и компрессоров до сельхозтехники и вагонов, рассчитывает их на прочность.',
      'Сорғылар мен компрессорлардан бастап ауыл шаруашылығы техникасы мен вагондарға дейінгі машиналар мен механизмдерді құрастырып, қызмет көрсетеді, оларды беріктікке есептейді.',
      'Designs and maintains machines, from pumps and compressors to farm machinery and railcars, and checks them for strength.',
    ),
    riasec: 'RIC',
    typeAffinities: ['ISTJ', 'INTJ', 'ISTP'],
    skills: [
      t('3D-проектирование (SolidWorks, КОМПАС)', '3D жобалау (SolidWorks, КОМПАС)', '3D CAD (SolidWorks, KOMPAS)'),
      t('Сопротивление материалов', 'Материалдар кедергісі', 'Strength of materials'),
      t('Технология машиностроения', 'Машина жасау технологиясы', 'Manufacturing technology'),
      t('Техническое обслуживание оборудования', 'Жабдыққа техникалық қызмет көрсету', 'Equipment maintenance'),
    ],
    majors: [
      t('Машиностроение', 'Машина жасау', 'Mechanical engineering'),
      t(
        'Транспорт, транспортная техника и технологии',
        'Көлік, көлік техникасы және технологиялары',
        'Transport engineering and technology',
      ),
    ],
    field: 'ENGINEERING',
    demand: 'MEDIUM',
    salaryKzt: { from: 300_000, to: 800_000 },
  },
  {
    slug: 'chemical-engineer',
    name: t('Инженер-химик-технолог', 'Химик-технолог инженер', 'Chemical engineer'),
    description: t(
      'Разрабатывает и ведёт химические производства — удобрений, полимеров, стройматериалов, — подбирая реакторы, режимы и сырьё.',
      'Тыңайтқыштар, полимерлер, құрылыс материалдары сияқты химиялық өндірістерді әзірлеп, жүргізеді, реакторларды, режимдер мен шикізатты іріктейді.',
      'Develops and runs chemical production of fertilisers, polymers or building materials, choosing reactors, conditions and feedstock.',
    ),
    riasec: 'IRC',
    typeAffinities: ['INTJ', 'ISTJ', 'INTP'],
    skills: [
      t(
        'Процессы и аппараты химической технологии',
        'Химиялық технологияның процестері мен аппараттары',
        'Unit operations',
      ),
      t('Химическая кинетика', 'Химиялық кинетика', 'Chemical kinetics'),
      t('Лабораторный анализ', 'Зертханалық талдау', 'Laboratory analysis'),
      t('Экологические нормы производства', 'Өндірістің экологиялық нормалары', 'Environmental standards'),
    ],
    majors: [
      t(
        'Химическая технология неорганических веществ',
        'Бейорганикалық заттардың химиялық технологиясы',
        'Chemical technology of inorganic substances',
      ),
      t(
        'Химическая технология органических веществ',
        'Органикалық заттардың химиялық технологиясы',
        'Chemical technology of organic substances',
      ),
    ],
    field: 'ENGINEERING',
    demand: 'MEDIUM',
    salaryKzt: { from: 350_000, to: 900_000 },
  },
  {
    slug: 'industrial-engineer',
    name: t('Инженер по организации производства', 'Өндірісті ұйымдастыру инженері', 'Industrial engineer'),
    description: t(
      'Ищет, как производить больше и дешевле без потери качества: перестраивает потоки, нормирует труд, внедряет бережливое производство.',
      'Сапаны төмендетпей көбірек әрі арзанырақ өндірудің жолын іздейді: ағындарды қайта құрып, еңбекті нормалайды, үнемді өндірісті енгізеді.',
      'Finds ways to produce more for less without losing quality: redesigns flows, sets labour standards and introduces lean manufacturing.',
    ),
    riasec: 'ICE',
    typeAffinities: ['ESTJ', 'ENTJ', 'ISTJ'],
    skills: [
      t('Бережливое производство (Lean, 5S)', 'Үнемді өндіріс (Lean, 5S)', 'Lean manufacturing (Lean, 5S)'),
      t('Нормирование и хронометраж', 'Нормалау және хронометраж', 'Time study and work standards'),
      t('Моделирование процессов', 'Процестерді модельдеу', 'Process modelling'),
      t('Управление изменениями', 'Өзгерістерді басқару', 'Change management'),
    ],
    majors: [
      t('Машиностроение', 'Машина жасау', 'Mechanical engineering'),
      t('Менеджмент', 'Менеджмент', 'Management'),
    ],
    field: 'ENGINEERING',
    demand: 'MEDIUM',
    salaryKzt: { from: 350_000, to: 900_000 },
  },
  {
    slug: 'automation-engineer',
    name: t('Инженер по автоматизации (КИПиА)', 'Автоматтандыру инженері (БӨАжА)', 'Automation and control engineer'),
    description: t(
      'Программирует контроллеры и настраивает датчики, чтобы заводы, промыслы и фабрики работали автоматически и безопасно.',
      'Зауыттар, кәсіпшіліктер мен фабрикалар автоматты әрі қауіпсіз жұмыс істеуі үшін контроллерлерді бағдарламалап, датчиктерді баптайды.',
      'Programs controllers and tunes sensors so that plants, oilfields and factories run automatically and safely.',
    ),
    riasec: 'RIC',
    typeAffinities: ['ISTP', 'INTJ', 'ISTJ'],
    skills: [
      t('Программирование ПЛК', 'БЛК бағдарламалау', 'PLC programming'),
      t('SCADA-системы', 'SCADA жүйелері', 'SCADA systems'),
      t('Контрольно-измерительные приборы', 'Бақылау-өлшеу аспаптары', 'Instrumentation'),
      t('Промышленные сети', 'Өнеркәсіптік желілер', 'Industrial networks'),
    ],
    majors: [
      t('Автоматизация и управление', 'Автоматтандыру және басқару', 'Automation and control'),
      t('Приборостроение', 'Аспап жасау', 'Instrument engineering'),
    ],
    field: 'ENGINEERING',
    demand: 'HIGH',
    salaryKzt: { from: 400_000, to: 1_100_000 },
  },
  {
    slug: 'quality-engineer',
    name: t('Инженер по качеству', 'Сапа жөніндегі инженер', 'Quality engineer'),
    description: t(
      'Проверяет сырьё и готовую продукцию на соответствие стандартам, ведёт систему менеджмента качества и готовит завод к сертификации.',
      'Шикізат пен дайын өнімнің стандарттарға сәйкестігін тексереді, сапа менеджменті жүйесін жүргізіп, зауытты сертификаттауға дайындайды.',
      'Checks raw materials and products against standards, runs the quality management system and prepares the plant for certification.',
    ),
    riasec: 'CIR',
    typeAffinities: ['ISTJ', 'ESTJ', 'ISFJ'],
    skills: [
      t('Стандарты ISO 9001 и СТ РК', 'ISO 9001 және ҚР СТ стандарттары', 'ISO 9001 and national standards'),
      t('Статистический контроль процессов', 'Процестерді статистикалық бақылау', 'Statistical process control'),
      t('Метрология и измерения', 'Метрология және өлшеулер', 'Metrology and measurement'),
      t('Внутренний аудит', 'Ішкі аудит', 'Internal auditing'),
    ],
    majors: [
      t(
        'Стандартизация, метрология и сертификация',
        'Стандарттау, метрология және сертификаттау',
        'Standardisation, metrology and certification',
      ),
      t('Машиностроение', 'Машина жасау', 'Mechanical engineering'),
    ],
    field: 'ENGINEERING',
    demand: 'MEDIUM',
    salaryKzt: { from: 300_000, to: 750_000 },
  },
];

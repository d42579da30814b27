import type { TProfession } from '../types.ts';
import { t } from './localized.ts';

/** Power generation and grids, renewables and nuclear. */
export const ENERGY_PROFESSIONS: TProfession[] = [
  {
    slug: 'power-engineer',
    name: t('Инженер-энергетик', 'Энергетик инженер', 'Power engineer'),
    description: t(
      'Проектирует и эксплуатирует электростанции, подстанции и сети, рассчитывает нагрузки и модернизирует изношенное оборудование.',
      'Электр станцияларын, қосалқы станциялар мен желілерді жобалап, пайдаланады, жүктемелерді есептеп, тозған жабдықтарды жаңғыртады.',
      'Designs and runs power plants, substations and grids, calculates loads and upgrades worn-out equipment.',
    ),
    riasec: 'IRC',
    typeAffinities: ['ISTJ', 'INTJ', 'ESTJ'],
    skills: [
      t('Электрические сети и системы', 'Электр желілері мен жүйелері', 'Power networks and systems'),
      t('Релейная защита и автоматика', 'Релелік қорғаныс және автоматика', 'Protection relays and automation'),
      t('Расчёт режимов сети', 'Желі режимдерін есептеу', 'Load flow calculations'),
      t('Правила электробезопасности', 'Электр қауіпсіздігі ережелері', 'Electrical safety rules'),
    ],
    majors: [
      t('Электроэнергетика', 'Электр энергетикасы', 'Electric power engineering'),
      t('Теплоэнергетика', 'Жылу энергетикасы', 'Thermal power engineering'),
    ],
    field: 'ENERGY',
    demand: 'HIGH',
    salaryKzt: { from: 350_000, to: 900_000 },
  },
  {
    slug: 'renewable-energy-engineer',
    name: t('Инженер по возобновляемой энергетике', 'Жаңартылатын энергетика инженері', 'Renewable energy engineer'),
    description: t(
      'Проектирует солнечные и ветровые электростанции, выбирает площадки по данным о ветре и солнце и подключает станции к сети.',
      'Күн және жел электр станцияларын жобалайды, жел мен күн деректері бойынша алаң таңдап, станцияларды желіге қосады.',
      'Designs solar and wind farms, picks sites from wind and sun data and connects the plants to the grid.',
    ),
    riasec: 'RIC',
    typeAffinities: ['INTJ', 'ENTJ', 'ISTJ'],
    skills: [
      t('Оценка ветрового и солнечного ресурса', 'Жел мен күн ресурсын бағалау', 'Wind and solar resource assessment'),
      t('Проектирование в PVsyst и WindPRO', 'PVsyst және WindPRO-да жобалау', 'Design in PVsyst and WindPRO'),
      t('Подключение к сети', 'Желіге қосу', 'Grid connection'),
      t('Накопители энергии', 'Энергия жинақтағыштар', 'Energy storage'),
    ],
    majors: [
      t('Электроэнергетика', 'Электр энергетикасы', 'Electric power engineering'),
      t('Возобновляемые источники энергии', 'Жаңартылатын энергия көздері', 'Renewable energy sources'),
    ],
    field: 'ENERGY',
    demand: 'HIGH',
    salaryKzt: { from: 400_000, to: 1_200_000 },
  },
  {
    slug: 'wind-turbine-technician',
    name: t(
      'Техник ветроэнергетических установок',
      'Жел энергетикалық қондырғыларының технигі',
      'Wind turbine technician',
    ),
    description: t(
      'Поднимается на ветряки высотой с многоэтажный дом, проводит плановое обслуживание, ищет неисправности в механике и электрике.',
      'Көпқабатты үйдей биік жел қондырғыларына көтеріліп, жоспарлы қызмет көрсетеді, механика мен электрикадағы ақауларды іздейді.',
      'Climbs turbines as tall as a high-rise to do scheduled maintenance and trace mechanical and electrical faults.',
    ),
    riasec: 'RIC',
    typeAffinities: ['ISTP', 'ESTP', 'ISTJ'],
    skills: [
      t('Работа на высоте', 'Биіктікте жұмыс істеу', 'Working at height'),
      t('Электрические схемы', 'Электр сызбалары', 'Electrical schematics'),
      t('Гидравлика и редукторы', 'Гидравлика және редукторлар', 'Hydraulics and gearboxes'),
      t('Диагностика по данным SCADA', 'SCADA деректері бойынша диагностика', 'SCADA-based diagnostics'),
    ],
    majors: [
      t('Электроснабжение (колледж)', 'Электрмен жабдықтау (колледж)', 'Power supply (college)'),
      t('Электроэнергетика', 'Электр энергетикасы', 'Electric power engineering'),
    ],
    field: 'ENERGY',
    demand: 'MEDIUM',
    salaryKzt: { from: 350_000, to: 900_000 },
  },
  {
    slug: 'power-plant-operator',
    name: t('Машинист энергоблока', 'Энергоблок машинисі', 'Power plant operator'),
    description: t(
      'Управляет котлами, турбинами и генераторами ТЭЦ или ГРЭС с пульта, поддерживает нагрузку и действует по инструкции при авариях.',
      'ЖЭО немесе МАЭС қазандықтарын, турбиналары мен генераторларын пульттен басқарып, жүктемені ұстап тұрады және апат кезінде нұсқаулық бойынша әрекет етеді.',
      'Runs the boilers, turbines and generators of a thermal power plant from the control room, holds the load and follows emergency procedures.',
    ),
    riasec: 'RC',
    typeAffinities: ['ISTJ', 'ISTP', 'ESTJ'],
    skills: [
      t('Тепловые схемы станции', 'Станцияның жылу сызбалары', 'Plant thermal diagrams'),
      t('Работа с АСУ ТП', 'АБЖ ТП-мен жұмыс', 'Process control systems'),
      t('Действия в нештатных ситуациях', 'Төтенше жағдайлардағы әрекеттер', 'Emergency response'),
      t('Сменная дисциплина', 'Ауысымдық тәртіп', 'Shift discipline'),
    ],
    majors: [
      t('Теплоэнергетика', 'Жылу энергетикасы', 'Thermal power engineering'),
      t(
        'Тепловые электрические станции (колледж)',
        'Жылу электр станциялары (колледж)',
        'Thermal power plants (college)',
      ),
    ],
    field: 'ENERGY',
    demand: 'MEDIUM',
    salaryKzt: { from: 300_000, to: 700_000 },
  },
  {
    slug: 'nuclear-engineer',
    name: t('Инженер-атомщик', 'Атом энергетикасы инженері', 'Nuclear engineer'),
    description: t(
      'Работает с ядерными технологиями: от добычи и переработки урана, где Казахстан — мировой лидер, до проектирования будущей АЭС.',
      'Ядролық технологиялармен жұмыс істейді: Қазақстан әлемде көш бастап тұрған уран өндіру мен өңдеуден бастап болашақ АЭС-ті жобалауға дейін.',
      'Works with nuclear technology, from uranium mining and processing, where Kazakhstan leads the world, to designing the country’s planned nuclear plant.',
    ),
    riasec: 'IRC',
    typeAffinities: ['INTJ', 'ISTJ', 'INTP'],
    skills: [
      t('Ядерная физика', 'Ядролық физика', 'Nuclear physics'),
      t('Радиационная безопасность', 'Радиациялық қауіпсіздік', 'Radiation safety'),
      t('Теплогидравлические расчёты', 'Жылу-гидравликалық есептеулер', 'Thermal-hydraulic analysis'),
      t('Культура безопасности', 'Қауіпсіздік мәдениеті', 'Safety culture'),
    ],
    majors: [
      t('Техническая физика', 'Техникалық физика', 'Engineering physics'),
      t('Ядерная физика', 'Ядролық физика', 'Nuclear physics'),
    ],
    field: 'ENERGY',
    demand: 'MEDIUM',
    salaryKzt: { from: 400_000, to: 1_200_000 },
  },
  {
    slug: 'energy-auditor',
    name: t('Энергоаудитор', 'Энергоаудитор', 'Energy auditor'),
    description: t(
      'Обследует здания и предприятия, измеряет потери тепла и электроэнергии и предлагает меры, которые снизят счета и выбросы.',
      'Ғимараттар мен кәсіпорындарды тексеріп, жылу мен электр энергиясының шығынын өлшейді және шоттар мен шығарындыларды азайтатын шаралар ұсынады.',
      'Surveys buildings and plants, measures heat and power losses and recommends measures that cut bills and emissions.',
    ),
    riasec: 'CIR',
    typeAffinities: ['ISTJ', 'INTJ', 'ESTJ'],
    skills: [
      t('Тепловизионная съёмка и замеры', 'Жылулық бейнетүсірілім және өлшеулер', 'Thermal imaging and metering'),
      t('Энергетические балансы', 'Энергетикалық баланстар', 'Energy balances'),
      t('Законодательство об энергосбережении', 'Энергия үнемдеу туралы заңнама', 'Energy-saving legislation'),
      t('Составление отчётов', 'Есептер жасау', 'Report writing'),
    ],
    majors: [
      t('Теплоэнергетика', 'Жылу энергетикасы', 'Thermal power engineering'),
      t('Электроэнергетика', 'Электр энергетикасы', 'Electric power engineering'),
    ],
    field: 'ENERGY',
    demand: 'MEDIUM',
    salaryKzt: { from: 300_000, to: 800_000 },
  },
];

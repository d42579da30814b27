import type { TProfession } from '../types.ts';
import { t } from './localized.ts';

/** Oil and gas: upstream, pipelines and refining. */
export const OIL_GAS_PROFESSIONS: TProfession[] = [
  {
    slug: 'petroleum-engineer',
    name: t('Инженер-нефтяник', 'Мұнай инженері', 'Petroleum engineer'),
    description: t(
      'Планирует разработку месторождений вроде Тенгиза и Карачаганака: выбирает способы добычи, рассчитывает режимы скважин и повышает нефтеотдачу.',
      'Теңіз, Қарашығанақ сияқты кен орындарын игеруді жоспарлайды: өндіру тәсілдерін таңдап, ұңғымалардың жұмыс режимін есептейді және мұнай бергіштікті арттырады.',
      'Plans the development of fields such as Tengiz and Karachaganak: chooses production methods, calculates well regimes and improves oil recovery.',
    ),
    riasec: 'IRC',
    typeAffinities: ['INTJ', 'ISTJ', 'ESTJ'],
    skills: [
      t('Разработка нефтяных месторождений', 'Мұнай кен орындарын игеру', 'Oilfield development'),
      t('Гидродинамическое моделирование пласта', 'Қабатты гидродинамикалық модельдеу', 'Reservoir simulation'),
      t('Анализ работы скважин', 'Ұңғымалар жұмысын талдау', 'Well performance analysis'),
      t('Промышленная безопасность', 'Өнеркәсіптік қауіпсіздік', 'Process safety'),
      t('Технический английский', 'Техникалық ағылшын тілі', 'Technical English'),
    ],
    majors: [
      t('Нефтегазовое дело', 'Мұнай-газ ісі', 'Petroleum engineering'),
      t(
        'Геология и разведка месторождений полезных ископаемых',
        'Пайдалы қазбалар кен орындарының геологиясы және барлау',
        'Geology and mineral exploration',
      ),
    ],
    field: 'OIL_GAS',
    demand: 'HIGH',
    salaryKzt: { from: 500_000, to: 1_800_000 },
  },
  {
    slug: 'drilling-engineer',
    name: t('Инженер по бурению', 'Бұрғылау инженері', 'Drilling engineer'),
    description: t(
      'Проектирует строительство скважин и руководит бурением на месторождении: подбирает долота, буровые растворы и обсадные колонны.',
      'Ұңғымалардың құрылысын жобалап, кен орнындағы бұрғылау жұмыстарын басқарады: қашаулар мен бұрғылау ерітінділерін, шегендеу құбырларын іріктейді.',
      'Designs wells and supervises drilling on the field, selecting bits, drilling fluids and casing strings.',
    ),
    riasec: 'RIC',
    typeAffinities: ['ESTJ', 'ISTJ', 'ESTP'],
    skills: [
      t('Технология бурения скважин', 'Ұңғымаларды бұрғылау технологиясы', 'Well drilling technology'),
      t('Расчёт обсадных колонн', 'Шегендеу құбырларын есептеу', 'Casing design'),
      t('Контроль скважины и предупреждение выбросов', 'Ұңғыманы бақылау және атқылаудың алдын алу', 'Well control'),
      t('Работа вахтовым методом', 'Вахталық әдіспен жұмыс', 'Rotational shift work'),
    ],
    majors: [t('Нефтегазовое дело', 'Мұнай-газ ісі', 'Petroleum engineering')],
    field: 'OIL_GAS',
    demand: 'HIGH',
    salaryKzt: { from: 600_000, to: 2_000_000 },
  },
  {
    slug: 'petroleum-geologist',
    name: t('Геолог нефти и газа', 'Мұнай-газ геологы', 'Petroleum geologist'),
    description: t(
      'Изучает керн, каротаж и сейсмические данные, чтобы найти залежи углеводородов и оценить их запасы в Прикаспийской и других впадинах.',
      'Каспий маңы және басқа ойпаттардағы көмірсутек шоғырларын тауып, қорын бағалау үшін керн, каротаж және сейсмикалық деректерді зерттейді.',
      'Studies cores, well logs and seismic data to find hydrocarbon deposits and estimate reserves in the Caspian and other basins.',
    ),
    riasec: 'IRC',
    typeAffinities: ['INTJ', 'ISTJ', 'INTP'],
    skills: [
      t('Интерпретация сейсмических данных', 'Сейсмикалық деректерді түсіндіру', 'Seismic interpretation'),
      t('Петрофизика и каротаж', 'Петрофизика және каротаж', 'Petrophysics and well logging'),
      t('Подсчёт запасов', 'Қорларды есептеу', 'Reserves estimation'),
      t('Геологическое моделирование (Petrel)', 'Геологиялық модельдеу (Petrel)', 'Geological modelling (Petrel)'),
    ],
    majors: [
      t(
        'Геология и разведка месторождений полезных ископаемых',
        'Пайдалы қазбалар кен орындарының геологиясы және барлау',
        'Geology and mineral exploration',
      ),
      t('Нефтегазовое дело', 'Мұнай-газ ісі', 'Petroleum engineering'),
    ],
    field: 'OIL_GAS',
    demand: 'MEDIUM',
    salaryKzt: { from: 450_000, to: 1_500_000 },
  },
  {
    slug: 'oil-gas-production-operator',
    name: t('Оператор по добыче нефти и газа', 'Мұнай және газ өндіру операторы', 'Oil and gas production operator'),
    description: t(
      'Обслуживает добывающие скважины и промысловое оборудование, снимает показания приборов и поддерживает заданный режим добычи.',
      'Өндіруші ұңғымалар мен кәсіпшілік жабдықтарына қызмет көрсетеді, аспаптардың көрсеткіштерін алып, өндірудің белгіленген режимін сақтайды.',
      'Tends producing wells and field equipment, takes instrument readings and keeps production at the set rate.',
    ),
    riasec: 'RC',
    typeAffinities: ['ISTP', 'ISTJ', 'ESTP'],
    skills: [
      t('Устройство скважинного оборудования', 'Ұңғыма жабдығының құрылымы', 'Wellsite equipment'),
      t('Контрольно-измерительные приборы', 'Бақылау-өлшеу аспаптары', 'Instrumentation'),
      t('Охрана труда и техника безопасности', 'Еңбекті қорғау және қауіпсіздік техникасы', 'Occupational safety'),
      t('Выносливость и работа на вахте', 'Төзімділік және вахтада жұмыс істеу', 'Stamina and rotational work'),
    ],
    majors: [
      t(
        'Эксплуатация нефтяных и газовых месторождений (колледж)',
        'Мұнай және газ кен орындарын пайдалану (колледж)',
        'Oil and gas field operations (college)',
      ),
      t('Нефтегазовое дело', 'Мұнай-газ ісі', 'Petroleum engineering'),
    ],
    field: 'OIL_GAS',
    demand: 'MEDIUM',
    salaryKzt: { from: 350_000, to: 900_000 },
  },
  {
    slug: 'refinery-process-engineer',
    name: t('Инженер-технолог нефтепереработки', 'Мұнай өңдеу технолог-инженері', 'Refinery process engineer'),
    description: t(
      'Настраивает технологические процессы на НПЗ в Атырау, Павлодаре или Шымкенте, чтобы получать бензин, дизель и полимеры нужного качества.',
      'Атырау, Павлодар немесе Шымкент мұнай өңдеу зауыттарында технологиялық процестерді баптап, талап етілетін сападағы бензин, дизель және полимерлер алуды қамтамасыз етеді.',
      'Tunes the processes at the Atyrau, Pavlodar or Shymkent refineries to produce petrol, diesel and polymers of the required quality.',
    ),
    riasec: 'IRC',
    typeAffinities: ['ISTJ', 'INTJ', 'ESTJ'],
    skills: [
      t('Химическая технология', 'Химиялық технология', 'Chemical process technology'),
      t('Материальные и тепловые балансы', 'Материалдық және жылу баланстары', 'Mass and heat balances'),
      t(
        'Моделирование процессов (Aspen HYSYS)',
        'Процестерді модельдеу (Aspen HYSYS)',
        'Process simulation (Aspen HYSYS)',
      ),
      t('Промышленная безопасность', 'Өнеркәсіптік қауіпсіздік', 'Process safety'),
    ],
    majors: [
      t(
        'Химическая технология органических веществ',
        'Органикалық заттардың химиялық технологиясы',
        'Chemical technology of organic substances',
      ),
      t('Нефтегазовое дело', 'Мұнай-газ ісі', 'Petroleum engineering'),
    ],
    field: 'OIL_GAS',
    demand: 'MEDIUM',
    salaryKzt: { from: 400_000, to: 1_100_000 },
  },
  {
    slug: 'pipeline-engineer',
    name: t('Инженер трубопроводного транспорта', 'Құбыр көлігі инженері', 'Pipeline engineer'),
    description: t(
      'Проектирует и обслуживает магистральные нефте- и газопроводы, следит за их целостностью, защитой от коррозии и работой насосных станций.',
      'Магистральдық мұнай және газ құбырларын жобалап, қызмет көрсетеді, олардың тұтастығын, коррозиядан қорғалуын және сорғы станцияларының жұмысын қадағалайды.',
      'Designs and maintains trunk oil and gas pipelines, watching over their integrity, corrosion protection and pumping stations.',
    ),
    riasec: 'RIC',
    typeAffinities: ['ISTJ', 'ESTJ', 'INTJ'],
    skills: [
      t('Гидравлические расчёты трубопроводов', 'Құбырлардың гидравликалық есептері', 'Pipeline hydraulics'),
      t('Защита от коррозии', 'Коррозиядан қорғау', 'Corrosion protection'),
      t(
        'Диагностика и неразрушающий контроль',
        'Диагностика және бұзбайтын бақылау',
        'Inspection and non-destructive testing',
      ),
      t('Чтение проектной документации', 'Жобалық құжаттаманы оқу', 'Reading design documents'),
    ],
    majors: [
      t('Нефтегазовое дело', 'Мұнай-газ ісі', 'Petroleum engineering'),
      t('Строительство', 'Құрылыс', 'Civil engineering'),
    ],
    field: 'OIL_GAS',
    demand: 'MEDIUM',
    salaryKzt: { from: 400_000, to: 1_200_000 },
  },
  {
    slug: 'hse-engineer',
    name: t(
      'Инженер по охране труда и промышленной безопасности (HSE)',
      'Еңбекті қорғау және өнеркәсіптік қауіпсіздік инженері (HSE)',
      'HSE engineer',
    ),
    description: t(
      'Оценивает риски на промысле, заводе или стройке, проводит инструктажи и расследует происшествия, чтобы люди возвращались с работы здоровыми.',
      'Кәсіпшілікте, зауытта немесе құрылыста тәуекелдерді бағалап, нұсқаулықтар өткізеді және оқиғаларды тергейді, осылайша адамдардың жұмыстан аман-есен оралуын қамтамасыз етеді.',
      'Assesses risks at oilfields, plants and building sites, runs safety briefings and investigates incidents so that people go home healthy.',
    ),
    riasec: 'ICR',
    typeAffinities: ['ESTJ', 'ISTJ', 'ENTJ'],
    skills: [
      t('Оценка профессиональных рисков', 'Кәсіптік тәуекелдерді бағалау', 'Occupational risk assessment'),
      t('Трудовое законодательство РК', 'ҚР еңбек заңнамасы', 'Kazakhstan labour law'),
      t('Расследование инцидентов', 'Оқиғаларды тергеу', 'Incident investigation'),
      t(
        'Стандарты ISO 45001 и ISO 14001',
        'ISO 45001 және ISO 14001 стандарттары',
        'ISO 45001 and ISO 14001 standards',
      ),
      t('Проведение инструктажей', 'Нұсқаулық өткізу', 'Safety training delivery'),
    ],
    majors: [
      t(
        'Безопасность жизнедеятельности и защита окружающей среды',
        'Тіршілік қауіпсіздігі және қоршаған ортаны қорғау',
        'Life safety and environmental protection',
      ),
      t('Нефтегазовое дело', 'Мұнай-газ ісі', 'Petroleum engineering'),
    ],
    field: 'OIL_GAS',
    demand: 'HIGH',
    salaryKzt: { from: 400_000, to: 1_300_000 },
  },
];

import type { TProfession } from '../types.ts';
import { t } from './localized.ts';

/** Mining, mineral processing and metallurgy. */
export const MINING_METALLURGY_PROFESSIONS: TProfession[] = [
  {
    slug: 'mining-engineer',
    name: t('Горный инженер', 'Тау-кен инженері', 'Mining engineer'),
    description: t(
      'Проектирует карьеры и шахты, планирует буровзрывные работы и вывоз горной массы на месторождениях меди, угля, урана и золота.',
      'Мыс, көмір, уран және алтын кен орындарында карьерлер мен шахталарды жобалайды, бұрғылап-жару жұмыстары мен тау-кен массасын тасымалдауды жоспарлайды.',
      'Designs open pits and underground mines and plans blasting and haulage at copper, coal, uranium and gold deposits.',
    ),
    riasec: 'RIC',
    typeAffinities: ['ESTJ', 'ISTJ', 'INTJ'],
    skills: [
      t(
        'Горное планирование (Micromine, Datamine)',
        'Тау-кен жұмыстарын жоспарлау (Micromine, Datamine)',
        'Mine planning (Micromine, Datamine)',
      ),
      t('Буровзрывные работы', 'Бұрғылап-жару жұмыстары', 'Drilling and blasting'),
      t('Геомеханика', 'Геомеханика', 'Geomechanics'),
      t('Промышленная безопасность', 'Өнеркәсіптік қауіпсіздік', 'Industrial safety'),
    ],
    majors: [
      t('Горное дело', 'Тау-кен ісі', 'Mining engineering'),
      t(
        'Геология и разведка месторождений полезных ископаемых',
        'Пайдалы қазбалар кен орындарының геологиясы және барлау',
        'Geology and mineral exploration',
      ),
    ],
    field: 'MINING_METALLURGY',
    demand: 'HIGH',
    salaryKzt: { from: 450_000, to: 1_400_000 },
  },
  {
    slug: 'geologist',
    name: t('Геолог', 'Геолог', 'Geologist'),
    description: t(
      'Ищет и оценивает месторождения полезных ископаемых: ведёт полевые маршруты, описывает керн, строит геологические карты и модели.',
      'Пайдалы қазба кен орындарын іздеп, бағалайды: далалық маршруттар жүргізіп, кернді сипаттайды, геологиялық карталар мен модельдер жасайды.',
      'Finds and evaluates mineral deposits: does field traverses, logs drill core and builds geological maps and models.',
    ),
    riasec: 'IRC',
    typeAffinities: ['INTP', 'ISTP', 'INTJ'],
    skills: [
      t('Полевая геология и картирование', 'Далалық геология және картаға түсіру', 'Field geology and mapping'),
      t('Минералогия и петрография', 'Минералогия және петрография', 'Mineralogy and petrography'),
      t('ГИС и 3D-моделирование', 'ГАЖ және 3D модельдеу', 'GIS and 3D modelling'),
      t('Подсчёт запасов', 'Қорларды есептеу', 'Resource estimation'),
    ],
    majors: [
      t(
        'Геология и разведка месторождений полезных ископаемых',
        'Пайдалы қазбалар кен орындарының геологиясы және барлау',
        'Geology and mineral exploration',
      ),
      t('Геология', 'Геология', 'Geology'),
    ],
    field: 'MINING_METALLURGY',
    demand: 'MEDIUM',
    salaryKzt: { from: 350_000, to: 1_100_000 },
  },
  {
    slug: 'metallurgical-engineer',
    name: t('Инженер-металлург', 'Металлург инженер', 'Metallurgical engineer'),
    description: t(
      'Управляет процессами выплавки и рафинирования меди, цинка, стали или ферросплавов и отвечает за качество металла.',
      'Мыс, мырыш, болат немесе ферроқорытпаларды балқыту және тазарту процестерін басқарып, металл сапасына жауап береді.',
      'Runs the smelting and refining of copper, zinc, steel or ferroalloys and answers for the quality of the metal.',
    ),
    riasec: 'IRC',
    typeAffinities: ['ISTJ', 'ESTJ', 'INTJ'],
    skills: [
      t(
        'Пирометаллургия и гидрометаллургия',
        'Пирометаллургия және гидрометаллургия',
        'Pyrometallurgy and hydrometallurgy',
      ),
      t('Металловедение', 'Металтану', 'Physical metallurgy'),
      t('Контроль качества продукции', 'Өнім сапасын бақылау', 'Product quality control'),
      t('Анализ технологических данных', 'Технологиялық деректерді талдау', 'Process data analysis'),
    ],
    majors: [
      t('Металлургия', 'Металлургия', 'Metallurgy'),
      t(
        'Материаловедение и технология новых материалов',
        'Материалтану және жаңа материалдар технологиясы',
        'Materials science',
      ),
    ],
    field: 'MINING_METALLURGY',
    demand: 'MEDIUM',
    salaryKzt: { from: 400_000, to: 1_100_000 },
  },
  {
    slug: 'mine-surveyor',
    name: t('Маркшейдер', 'Маркшейдер', 'Mine surveyor'),
    description: t(
      'Выполняет точные измерения в карьере и шахте, ведёт учёт добытой горной массы и следит, чтобы выработки шли строго по проекту.',
      'Карьер мен шахтада дәл өлшеулер жүргізеді, өндірілген тау-кен массасын есепке алып, қазбалардың жобаға сәйкес жүргізілуін қадағалайды.',
      'Takes precise measurements in pits and mines, tracks the volume of rock mined and keeps workings exactly to design.',
    ),
    riasec: 'RCI',
    typeAffinities: ['ISTJ', 'ISTP', 'ESTJ'],
    skills: [
      t(
        'Геодезические приборы и лазерное сканирование',
        'Геодезиялық аспаптар және лазерлік сканерлеу',
        'Survey instruments and laser scanning',
      ),
      t('Маркшейдерские расчёты', 'Маркшейдерлік есептеулер', 'Mine survey calculations'),
      t('AutoCAD и горная графика', 'AutoCAD және тау-кен графикасы', 'AutoCAD and mine drafting'),
      t('Аккуратность и точность', 'Ұқыптылық пен дәлдік', 'Accuracy and care'),
    ],
    majors: [t('Маркшейдерское дело', 'Маркшейдерлік іс', 'Mine surveying'), t('Геодезия', 'Геодезия', 'Geodesy')],
    field: 'MINING_METALLURGY',
    demand: 'MEDIUM',
    salaryKzt: { from: 400_000, to: 1_000_000 },
  },
  {
    slug: 'mineral-processing-engineer',
    name: t('Инженер-обогатитель', 'Пайдалы қазбаларды байыту инженері', 'Mineral processing engineer'),
    description: t(
      'Превращает руду в концентрат на обогатительной фабрике: настраивает дробление, измельчение, флотацию и добивается максимального извлечения металла.',
      'Байыту фабрикасында кенді концентратқа айналдырады: ұсақтау, ұнтақтау, флотация процестерін баптап, металды барынша көп бөліп алуға қол жеткізеді.',
      'Turns ore into concentrate at a processing plant by tuning crushing, grinding and flotation for maximum metal recovery.',
    ),
    riasec: 'IRC',
    typeAffinities: ['ISTJ', 'INTJ', 'ESTJ'],
    skills: [
      t(
        'Флотация и гравитационное обогащение',
        'Флотация және гравитациялық байыту',
        'Flotation and gravity separation',
      ),
      t('Лабораторные испытания руды', 'Кенді зертханалық сынау', 'Ore testwork'),
      t('Технологические балансы', 'Технологиялық баланстар', 'Metallurgical accounting'),
      t('Автоматизация фабрик', 'Фабрикаларды автоматтандыру', 'Plant automation'),
    ],
    majors: [
      t('Обогащение полезных ископаемых', 'Пайдалы қазбаларды байыту', 'Mineral processing'),
      t('Металлургия', 'Металлургия', 'Metallurgy'),
    ],
    field: 'MINING_METALLURGY',
    demand: 'MEDIUM',
    salaryKzt: { from: 400_000, to: 1_100_000 },
  },
  {
    slug: 'mining-machine-operator',
    name: t('Машинист горных машин', 'Тау-кен машиналарының машинисі', 'Mining equipment operator'),
    description: t(
      'Управляет экскаватором, буровым станком или карьерным самосвалом грузоподъёмностью в сотни тонн, соблюдая график и правила безопасности.',
      'Экскаваторды, бұрғылау станогын немесе жүк көтергіштігі жүздеген тонналық карьерлік өздігінен аударғышты басқарып, кестені және қауіпсіздік ережелерін сақтайды.',
      'Operates an excavator, drill rig or a haul truck carrying hundreds of tonnes, keeping to the schedule and safety rules.',
    ),
    riasec: 'RC',
    typeAffinities: ['ISTP', 'ESTP', 'ISTJ'],
    skills: [
      t('Управление тяжёлой техникой', 'Ауыр техниканы басқару', 'Heavy equipment operation'),
      t('Ежесменный техосмотр', 'Ауысым сайынғы техникалық тексеру', 'Pre-shift inspection'),
      t('Правила безопасности на карьере', 'Карьердегі қауіпсіздік ережелері', 'Open-pit safety rules'),
      t('Концентрация внимания', 'Зейінді шоғырландыру', 'Sustained attention'),
    ],
    majors: [
      t(
        'Открытая разработка месторождений (колледж)',
        'Кен орындарын ашық әдіспен игеру (колледж)',
        'Open-pit mining (college)',
      ),
      t('Горное дело', 'Тау-кен ісі', 'Mining engineering'),
    ],
    field: 'MINING_METALLURGY',
    demand: 'HIGH',
    salaryKzt: { from: 400_000, to: 1_000_000 },
  },
];

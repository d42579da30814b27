import type { TProfession } from '../types.ts';
import { t } from './localized.ts';

/** Skilled trades and services that colleges train for. */
export const TRADES_PROFESSIONS: TProfession[] = [
  {
    slug: 'welder',
    name: t('Сварщик', 'Дәнекерлеуші', 'Welder'),
    description: t(
      'Соединяет металлические конструкции и трубы ручной, полуавтоматической или аргонодуговой сваркой; на нефтегазовых проектах особенно ценятся аттестованные сварщики с международными сертификатами.',
      'Металл конструкциялар мен құбырларды қолмен, жартылай автоматты немесе аргон-доғалық дәнекерлеу арқылы біріктіреді; мұнай-газ жобаларында аттестаты мен халықаралық сертификаты бар дәнекерлеушілер жоғары бағаланады.',
      'Joins steel structures and pipes by manual, semi-automatic or TIG welding; certified welders are in demand on oil and gas projects.',
    ),
    riasec: 'RC',
    typeAffinities: ['ISTP', 'ESTP', 'ISTJ'],
    skills: [
      t('Сварка MMA, MIG/MAG, TIG', 'MMA, MIG/MAG, TIG дәнекерлеу', 'MMA, MIG/MAG and TIG welding'),
      t(
        'Чтение чертежей и символов сварки',
        'Сызбалар мен дәнекерлеу белгілерін оқу',
        'Reading drawings and weld symbols',
      ),
      t('Контроль качества шва', 'Жіктің сапасын бақылау', 'Weld quality inspection'),
      t('Техника безопасности', 'Қауіпсіздік техникасы', 'Safety practice'),
    ],
    majors: [
      t('Сварочное дело (колледж)', 'Дәнекерлеу ісі (колледж)', 'Welding (college)'),
      t('Машиностроение', 'Машина жасау', 'Mechanical engineering'),
    ],
    field: 'TRADES',
    demand: 'HIGH',
    salaryKzt: { from: 300_000, to: 900_000 },
  },
  {
    slug: 'electrician',
    name: t('Электромонтёр', 'Электр монтері', 'Electrician'),
    description: t(
      'Монтирует и ремонтирует электропроводку, щиты и оборудование в домах, на заводах и стройках, находит и устраняет неисправности.',
      'Үйлерде, зауыттарда және құрылыстарда электр сымдарын, қалқандар мен жабдықтарды монтаждап, жөндейді, ақауларды тауып, жояды.',
      'Installs and repairs wiring, switchboards and equipment in homes, plants and building sites, and finds and fixes faults.',
    ),
    riasec: 'RIC',
    typeAffinities: ['ISTP', 'ISTJ', 'ESTP'],
    skills: [
      t('Электрические схемы', 'Электр сызбалары', 'Wiring diagrams'),
      t('Электроизмерения', 'Электрлік өлшеулер', 'Electrical measurements'),
      t('Допуск по электробезопасности', 'Электр қауіпсіздігі бойынша рұқсат', 'Electrical safety clearance'),
      t('Монтаж и наладка', 'Монтаждау және іске қосу-баптау', 'Installation and commissioning'),
    ],
    majors: [
      t('Электроснабжение (колледж)', 'Электрмен жабдықтау (колледж)', 'Power supply (college)'),
      t('Электроэнергетика', 'Электр энергетикасы', 'Electric power engineering'),
    ],
    field: 'TRADES',
    demand: 'HIGH',
    salaryKzt: { from: 250_000, to: 700_000 },
  },
  {
    slug: 'cnc-operator',
    name: t('Оператор станков с ЧПУ', 'СБЖ станоктарының операторы', 'CNC machine operator'),
    description: t(
      'Настраивает токарные и фрезерные станки с числовым программным управлением, правит программы и изготавливает точные детали.',
      'Сандық бағдарламалық басқарылатын токарлық және фрезерлік станоктарды баптап, бағдарламаларды түзетеді және дәл бөлшектер жасайды.',
      'Sets up computer-controlled lathes and milling machines, edits programs and makes precision parts.',
    ),
    riasec: 'RCI',
    typeAffinities: ['ISTP', 'ISTJ', 'INTP'],
    skills: [
      t('G-код и наладка станка', 'G-код және станокты баптау', 'G-code and machine setup'),
      t('Чтение машиностроительных чертежей', 'Машина жасау сызбаларын оқу', 'Reading engineering drawings'),
      t('Измерительный инструмент', 'Өлшеу құралдары', 'Measuring instruments'),
      t('CAM-программы', 'CAM бағдарламалары', 'CAM software'),
    ],
    majors: [
      t(
        'Технология машиностроения (колледж)',
        'Машина жасау технологиясы (колледж)',
        'Manufacturing technology (college)',
      ),
      t('Машиностроение', 'Машина жасау', 'Mechanical engineering'),
    ],
    field: 'TRADES',
    demand: 'HIGH',
    salaryKzt: { from: 300_000, to: 700_000 },
  },
  {
    slug: 'auto-mechanic',
    name: t('Автомеханик', 'Автокөлік жөндеу шебері (автомеханик)', 'Automotive technician'),
    description: t(
      'Диагностирует и ремонтирует автомобили: двигатель, ходовую, электрику; всё чаще работает с гибридами и электромобилями.',
      'Автокөліктердің қозғалтқышын, жүріс бөлігін, электр жабдығын диагностикалап, жөндейді; гибридтер мен электромобильдермен жиі жұмыс істейді.',
      'Diagnoses and repairs cars, from engines and suspension to electrics, and increasingly works on hybrids and electric vehicles.',
    ),
    riasec: 'RIC',
    typeAffinities: ['ISTP', 'ESTP', 'ISTJ'],
    skills: [
      t('Компьютерная диагностика', 'Компьютерлік диагностика', 'Computer diagnostics'),
      t('Ремонт двигателя и трансмиссии', 'Қозғалтқыш пен трансмиссияны жөндеу', 'Engine and transmission repair'),
      t('Автоэлектрика', 'Автоэлектрика', 'Auto electrics'),
      t('Общение с клиентами', 'Клиенттермен қарым-қатынас', 'Customer communication'),
    ],
    majors: [
      t(
        'Техническое обслуживание и ремонт автомобильного транспорта (колледж)',
        'Автомобиль көлігіне техникалық қызмет көрсету және жөндеу (колледж)',
        'Motor vehicle maintenance and repair (college)',
      ),
      t(
        'Транспорт, транспортная техника и технологии',
        'Көлік, көлік техникасы және технологиялары',
        'Transport engineering and technology',
      ),
    ],
    field: 'TRADES',
    demand: 'HIGH',
    salaryKzt: { from: 250_000, to: 700_000 },
  },
  {
    slug: 'plumber',
    name: t('Сантехник', 'Сантехник', 'Plumber'),
    description: t(
      'Монтирует и ремонтирует водопровод, канализацию и системы отопления в квартирах, школах и на новостройках.',
      'Пәтерлерде, мектептерде және жаңа құрылыстарда су құбырын, кәрізді және жылыту жүйелерін монтаждап, жөндейді.',
      'Installs and repairs water supply, sewerage and heating systems in flats, schools and new buildings.',
    ),
    riasec: 'RC',
    typeAffinities: ['ISTP', 'ISTJ', 'ESTP'],
    skills: [
      t('Монтаж труб и фитингов', 'Құбырлар мен фитингтерді монтаждау', 'Pipe and fitting installation'),
      t('Системы отопления', 'Жылыту жүйелері', 'Heating systems'),
      t('Чтение схем инженерных сетей', 'Инженерлік желі сызбаларын оқу', 'Reading utility layouts'),
      t('Поиск протечек', 'Ағып кету орындарын іздеу', 'Leak detection'),
    ],
    majors: [
      t(
        'Монтаж и эксплуатация внутренних санитарно-технических устройств (колледж)',
        'Ішкі санитарлық-техникалық құрылғыларды монтаждау және пайдалану (колледж)',
        'Building plumbing systems (college)',
      ),
      t('Теплогазоснабжение и вентиляция', 'Жылу-газбен жабдықтау және желдету', 'Heating, gas supply and ventilation'),
    ],
    field: 'TRADES',
    demand: 'MEDIUM',
    salaryKzt: { from: 250_000, to: 600_000 },
  },
  {
    slug: 'crane-operator',
    name: t('Машинист крана', 'Кран машинисі', 'Crane operator'),
    description: t(
      'Управляет башенным или автомобильным краном, поднимает и точно устанавливает грузы на стройке, в порту или на заводе.',
      'Мұнаралы немесе автомобиль кранын басқарып, құрылыста, портта немесе зауытта жүктерді көтеріп, дәл орнатады.',
      'Operates a tower or mobile crane, lifting and placing loads precisely on building sites, in ports and at plants.',
    ),
    riasec: 'RC',
    typeAffinities: ['ISTP', 'ISTJ', 'ESTP'],
    skills: [
      t('Управление краном', 'Кранды басқару', 'Crane operation'),
      t('Строповка и сигналы', 'Ілмектеу және белгілер', 'Rigging and signals'),
      t('Пространственное мышление', 'Кеңістіктік ойлау', 'Spatial awareness'),
      t(
        'Правила безопасности грузоподъёмных работ',
        'Жүк көтеру жұмыстарының қауіпсіздік ережелері',
        'Lifting safety rules',
      ),
    ],
    majors: [
      t(
        'Эксплуатация подъёмно-транспортных машин (колледж)',
        'Көтергіш-көлік машиналарын пайдалану (колледж)',
        'Lifting and handling equipment (college)',
      ),
    ],
    field: 'TRADES',
    demand: 'MEDIUM',
    salaryKzt: { from: 350_000, to: 800_000 },
  },
  {
    slug: 'hairdresser',
    name: t('Парикмахер-стилист', 'Шаштараз-стилист', 'Hairdresser and stylist'),
    description: t(
      'Стрижёт, окрашивает и укладывает волосы, подбирает образ под клиента; многие мастера открывают собственный салон.',
      'Шашты қиып, бояйды және сәндейді, клиентке лайық бейне таңдайды; көптеген шеберлер өз салонын ашады.',
      'Cuts, colours and styles hair and finds the right look for each client; many open their own salon.',
    ),
    riasec: 'ASE',
    typeAffinities: ['ESFP', 'ISFP', 'ESFJ'],
    skills: [
      t('Техники стрижки и окрашивания', 'Қию және бояу әдістері', 'Cutting and colouring techniques'),
      t('Чувство стиля', 'Стиль сезімі', 'Sense of style'),
      t('Общение с клиентами', 'Клиенттермен қарым-қатынас', 'Client communication'),
      t('Санитарные нормы', 'Санитарлық нормалар', 'Hygiene standards'),
    ],
    majors: [
      t('Парикмахерское искусство (колледж)', 'Шаштараз өнері (колледж)', 'Hairdressing (college)'),
      t('Дизайн', 'Дизайн', 'Design'),
    ],
    field: 'TRADES',
    demand: 'MEDIUM',
    salaryKzt: { from: 150_000, to: 600_000 },
  },
];

import type { TProfession } from '../types.ts';
import { t } from './localized.ts';

/** IT: software, infrastructure and security. */
export const IT_PROFESSIONS: TProfession[] = [
  {
    slug: 'software-developer',
    name: t('Программист (разработчик ПО)', 'Бағдарламашы (бағдарламалық жасақтама әзірлеушісі)', 'Software developer'),
    description: t(
      'Проектирует, пишет и сопровождает программы: от банковских приложений и сервисов электронного правительства до внутренних систем предприятий.',
      'Банк қосымшаларынан бастап электрондық үкімет сервистері мен кәсіпорындардың ішкі жүйелеріне дейінгі бағдарламаларды жобалайды, жазады және сүйемелдейді.',
      'Designs, writes and maintains software, from banking apps and e-government services to internal enterprise systems.',
    ),
    riasec: 'ICR',
    typeAffinities: ['INTJ', 'INTP', 'ISTJ', 'ISTP'],
    skills: [
      t('Алгоритмы и структуры данных', 'Алгоритмдер мен деректер құрылымдары', 'Algorithms and data structures'),
      t(
        'Языки программирования (Python, Java, C#, Go)',
        'Бағдарламалау тілдері (Python, Java, C#, Go)',
        'Programming languages (Python, Java, C#, Go)',
      ),
      t('Работа с Git и код-ревью', 'Git-пен жұмыс және код-ревью', 'Git and code review'),
      t('Базы данных и SQL', 'Дерекқорлар және SQL', 'Databases and SQL'),
      t('Автоматизированное тестирование', 'Автоматтандырылған тестілеу', 'Automated testing'),
    ],
    majors: [
      t('Информационные системы', 'Ақпараттық жүйелер', 'Information systems'),
      t('Программная инженерия', 'Бағдарламалық инженерия', 'Software engineering'),
      t(
        'Вычислительная техника и программное обеспечение',
        'Есептеу техникасы және бағдарламалық қамтамасыз ету',
        'Computer engineering and software',
      ),
    ],
    field: 'IT',
    demand: 'HIGH',
    salaryKzt: { from: 400_000, to: 1_500_000 },
  },
  {
    slug: 'web-developer',
    name: t('Веб-разработчик', 'Веб-әзірлеуші', 'Web developer'),
    description: t(
      'Создаёт сайты и веб-приложения: интерфейс в браузере (frontend) и серверную часть (backend), следит за скоростью и удобством.',
      'Сайттар мен веб-қосымшалар жасайды: браузердегі интерфейсті (frontend) және серверлік бөлікті (backend) әзірлеп, олардың жылдамдығы мен ыңғайлылығын қадағалайды.',
      'Builds websites and web applications, both the browser interface (frontend) and the server side (backend), and keeps them fast and easy to use.',
    ),
    riasec: 'ICA',
    typeAffinities: ['INTP', 'ENTP', 'ISTP'],
    skills: [
      t(
        'HTML, CSS и JavaScript/TypeScript',
        'HTML, CSS және JavaScript/TypeScript',
        'HTML, CSS and JavaScript/TypeScript',
      ),
      t('Фреймворки (React, Vue, Node.js)', 'Фреймворктер (React, Vue, Node.js)', 'Frameworks (React, Vue, Node.js)'),
      t('Адаптивная вёрстка', 'Бейімделгіш беттеу', 'Responsive layout'),
      t('Работа с API', 'API-мен жұмыс', 'Working with APIs'),
    ],
    majors: [
      t('Информационные системы', 'Ақпараттық жүйелер', 'Information systems'),
      t('Программная инженерия', 'Бағдарламалық инженерия', 'Software engineering'),
    ],
    field: 'IT',
    demand: 'HIGH',
    salaryKzt: { from: 300_000, to: 1_200_000 },
  },
  {
    slug: 'cybersecurity-specialist',
    name: t('Специалист по кибербезопасности', 'Киберқауіпсіздік маманы', 'Cybersecurity specialist'),
    description: t(
      'Защищает сети и данные банков, операторов связи и госорганов: ищет уязвимости, отслеживает атаки и расследует инциденты.',
      'Банктердің, байланыс операторларының және мемлекеттік органдардың желілері мен деректерін қорғайды: осал тұстарды іздеп, шабуылдарды бақылайды және оқиғаларды тергейді.',
      'Protects the networks and data of banks, telecom operators and government bodies: finds vulnerabilities, monitors attacks and investigates incidents.',
    ),
    riasec: 'ICR',
    typeAffinities: ['INTJ', 'ISTJ', 'ISTP'],
    skills: [
      t('Сетевые протоколы', 'Желілік хаттамалар', 'Network protocols'),
      t('Linux и администрирование', 'Linux және әкімшілендіру', 'Linux and administration'),
      t('Тестирование на проникновение', 'Енуге тестілеу', 'Penetration testing'),
      t('Мониторинг событий (SIEM)', 'Оқиғаларды бақылау (SIEM)', 'Security monitoring (SIEM)'),
      t('Криптография', 'Криптография', 'Cryptography'),
    ],
    majors: [
      t('Системы информационной безопасности', 'Ақпараттық қауіпсіздік жүйелері', 'Information security systems'),
      t(
        'Вычислительная техника и программное обеспечение',
        'Есептеу техникасы және бағдарламалық қамтамасыз ету',
        'Computer engineering and software',
      ),
    ],
    field: 'IT',
    demand: 'HIGH',
    salaryKzt: { from: 450_000, to: 1_500_000 },
  },
  {
    slug: 'system-administrator',
    name: t('Системный администратор', 'Жүйелік әкімші', 'System administrator'),
    description: t(
      'Настраивает и обслуживает серверы, сети и рабочие места компании, отвечает за резервные копии и бесперебойную работу сервисов.',
      'Компанияның серверлерін, желілерін және жұмыс орындарын баптап, қызмет көрсетеді, сақтық көшірмелер мен сервистердің үздіксіз жұмысына жауап береді.',
      'Sets up and maintains a company’s servers, networks and workstations and is responsible for backups and uninterrupted services.',
    ),
    riasec: 'IRC',
    typeAffinities: ['ISTP', 'ISTJ', 'INTP'],
    skills: [
      t('Linux и Windows Server', 'Linux және Windows Server', 'Linux and Windows Server'),
      t('Компьютерные сети', 'Компьютерлік желілер', 'Computer networks'),
      t('Виртуализация и облака', 'Виртуализация және бұлттық технологиялар', 'Virtualisation and cloud'),
      t(
        'Скрипты автоматизации (Bash, PowerShell)',
        'Автоматтандыру скриптері (Bash, PowerShell)',
        'Automation scripts (Bash, PowerShell)',
      ),
    ],
    majors: [
      t(
        'Вычислительная техника и программное обеспечение',
        'Есептеу техникасы және бағдарламалық қамтамасыз ету',
        'Computer engineering and software',
      ),
      t(
        'Радиотехника, электроника и телекоммуникации',
        'Радиотехника, электроника және телекоммуникациялар',
        'Radio engineering, electronics and telecommunications',
      ),
    ],
    field: 'IT',
    demand: 'MEDIUM',
    salaryKzt: { from: 300_000, to: 800_000 },
  },
  {
    slug: 'database-administrator',
    name: t('Администратор баз данных', 'Дерекқор әкімшісі', 'Database administrator'),
    description: t(
      'Проектирует и обслуживает базы данных, настраивает доступы, резервное копирование и производительность запросов.',
      'Дерекқорларды жобалап, қызмет көрсетеді, қолжетімділікті, сақтық көшірмелеуді және сұраныстардың өнімділігін баптайды.',
      'Designs and runs databases, and manages access rights, backups and query performance.',
    ),
    riasec: 'CIR',
    typeAffinities: ['ISTJ', 'INTJ', 'ESTJ'],
    skills: [
      t('SQL и PostgreSQL/Oracle', 'SQL және PostgreSQL/Oracle', 'SQL and PostgreSQL/Oracle'),
      t('Оптимизация запросов', 'Сұраныстарды оңтайландыру', 'Query optimisation'),
      t('Резервное копирование и восстановление', 'Сақтық көшірмелеу және қалпына келтіру', 'Backup and recovery'),
      t('Защита данных', 'Деректерді қорғау', 'Data protection'),
    ],
    majors: [
      t('Информационные системы', 'Ақпараттық жүйелер', 'Information systems'),
      t(
        'Вычислительная техника и программное обеспечение',
        'Есептеу техникасы және бағдарламалық қамтамасыз ету',
        'Computer engineering and software',
      ),
    ],
    field: 'IT',
    demand: 'MEDIUM',
    salaryKzt: { from: 450_000, to: 1_300_000 },
  },
  {
    slug: 'qa-engineer',
    name: t(
      'Тестировщик ПО (QA-инженер)',
      'Бағдарламалық жасақтама тестілеушісі (QA-инженер)',
      'QA engineer (software tester)',
    ),
    description: t(
      'Проверяет, что приложение работает без ошибок: пишет тест-кейсы, автоматизирует проверки и описывает найденные дефекты для разработчиков.',
      'Қосымшаның қатесіз жұмыс істейтінін тексереді: тест-кейстер жазып, тексерулерді автоматтандырады және табылған ақауларды әзірлеушілерге сипаттайды.',
      'Makes sure an application works without errors: writes test cases, automates checks and reports defects to developers.',
    ),
    riasec: 'CIR',
    typeAffinities: ['ISTJ', 'ISFJ', 'INTJ'],
    skills: [
      t('Тест-дизайн', 'Тест-дизайн', 'Test design'),
      t(
        'Автотесты (Selenium, Playwright)',
        'Автотесттер (Selenium, Playwright)',
        'Automated tests (Selenium, Playwright)',
      ),
      t('Тестирование API', 'API тестілеу', 'API testing'),
      t('Внимание к деталям', 'Ұсақ-түйекке мұқияттылық', 'Attention to detail'),
    ],
    majors: [
      t('Информационные системы', 'Ақпараттық жүйелер', 'Information systems'),
      t('Программная инженерия', 'Бағдарламалық инженерия', 'Software engineering'),
    ],
    field: 'IT',
    demand: 'HIGH',
    salaryKzt: { from: 300_000, to: 1_000_000 },
  },
];

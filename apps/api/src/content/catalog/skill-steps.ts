import type { TLocalized } from '../types.ts';
import { t } from './localized.ts';
import { AGRO_SKILL_STEPS } from './skill-steps/agro.ts';
import { AVIATION_SKILL_STEPS } from './skill-steps/aviation.ts';
import { BUSINESS_SKILL_STEPS } from './skill-steps/business.ts';
import { CONSTRUCTION_SKILL_STEPS } from './skill-steps/construction.ts';
import { CREATIVE_SKILL_STEPS } from './skill-steps/creative.ts';
import { EDUCATION_SKILL_STEPS } from './skill-steps/education.ts';
import { ENERGY_SKILL_STEPS } from './skill-steps/energy.ts';
import { ENGINEERING_SKILL_STEPS } from './skill-steps/engineering.ts';
import { FINANCE_SKILL_STEPS } from './skill-steps/finance.ts';
import { HEALTH_CARE_SKILL_STEPS } from './skill-steps/health-care.ts';
import { IT_DATA_SKILL_STEPS } from './skill-steps/it-data.ts';
import { IT_SKILL_STEPS } from './skill-steps/it.ts';
import { LAW_PUBLIC_SERVICE_SKILL_STEPS } from './skill-steps/law-public-service.ts';
import { MEDIA_SKILL_STEPS } from './skill-steps/media.ts';
import { MEDICINE_SKILL_STEPS } from './skill-steps/medicine.ts';
import { MINING_METALLURGY_SKILL_STEPS } from './skill-steps/mining-metallurgy.ts';
import { OIL_GAS_SKILL_STEPS } from './skill-steps/oil-gas.ts';
import { SCIENCE_ECOLOGY_SKILL_STEPS } from './skill-steps/science-ecology.ts';
import { SOCIAL_SPORT_SKILL_STEPS } from './skill-steps/social-sport.ts';
import { TOURISM_SKILL_STEPS } from './skill-steps/tourism.ts';
import { TRADES_SKILL_STEPS } from './skill-steps/trades.ts';
import { TRANSPORT_SKILL_STEPS } from './skill-steps/transport.ts';

/**
 * Concrete, checkable steps per catalogue skill, keyed by the skill's English name as the
 * professions catalogue spells it. The roadmap builder uses them for the skill's phase; a skill
 * without an entry here gets the generic study–practise–show steps.
 */
export const SKILL_STEPS: Record<string, TLocalized[]> = {
  'Algorithms and data structures': [
    t(
      'Решите 20 задач на массивы, строки и хеш-таблицы на любом онлайн-тренажёре',
      'Кез келген онлайн-тренажерде массивтер, жолдар және хеш-кестелер бойынша 20 есеп шығарыңыз',
      'Solve 20 problems on arrays, strings and hash tables on any online judge',
    ),
    t(
      'Реализуйте сами стек, очередь и бинарный поиск и покройте их тестами',
      'Стекті, кезекті және екілік іздеуді өзіңіз жазып, оларды тесттермен қамтыңыз',
      'Implement a stack, a queue and binary search yourself and cover them with tests',
    ),
    t(
      'Объясните письменно сложность трёх своих решений в нотации O(n)',
      'Өз шешімдеріңіздің үшеуінің күрделілігін O(n) белгілеуімен жазбаша түсіндіріңіз',
      'Write down the complexity of three of your solutions in O(n) notation',
    ),
  ],
  'Programming languages (Python, Java, C#, Go)': [
    t(
      'Установите Python и напишите консольную программу, которая читает файл и считает слова',
      'Python орнатып, файлды оқып, сөздерді санайтын консольдік бағдарлама жазыңыз',
      'Install Python and write a console program that reads a file and counts its words',
    ),
    t(
      'Пройдите раздел о функциях и классах в официальном учебнике языка',
      'Тілдің ресми оқулығындағы функциялар мен кластар бөлімін өтіңіз',
      'Work through the functions and classes chapter of the language’s official tutorial',
    ),
    t(
      'Напишите утилиту на 200+ строк и опубликуйте её в открытом репозитории',
      '200-ден астам жолдан тұратын утилита жазып, оны ашық репозиторийде жариялаңыз',
      'Write a 200+ line utility and publish it in a public repository',
    ),
  ],
  'Git and code review': [
    t(
      'Создайте репозиторий, сделайте 10 осмысленных коммитов и ветку с исправлением',
      'Репозиторий ашып, 10 мағыналы коммит және түзетуі бар тармақ жасаңыз',
      'Create a repository, make 10 meaningful commits and a branch with a fix',
    ),
    t(
      'Откройте pull request и разрешите в нём один конфликт слияния',
      'Pull request ашып, ондағы бір біріктіру қайшылығын шешіңіз',
      'Open a pull request and resolve one merge conflict in it',
    ),
    t(
      'Оставьте три конкретных замечания в чужом pull request открытого проекта',
      'Ашық жобаның басқа біреудің pull request-іне үш нақты ескерту қалдырыңыз',
      'Leave three concrete review comments on someone else’s pull request in an open project',
    ),
  ],
  'Databases and SQL': [
    t(
      'Спроектируйте схему из трёх связанных таблиц для школьной библиотеки',
      'Мектеп кітапханасы үшін өзара байланысты үш кестеден тұратын схема жобалаңыз',
      'Design a three-table schema with relations for a school library',
    ),
    t(
      'Напишите 15 запросов SELECT с JOIN, GROUP BY и подзапросами к этой схеме',
      'Осы схемаға JOIN, GROUP BY және ішкі сұраныстары бар 15 SELECT сұранысын жазыңыз',
      'Write 15 SELECT queries with JOIN, GROUP BY and subqueries against that schema',
    ),
    t(
      'Добавьте индекс и сравните план запроса до и после через EXPLAIN',
      'Индекс қосып, сұраныс жоспарын EXPLAIN арқылы бұрын және кейін салыстырыңыз',
      'Add an index and compare the query plan before and after with EXPLAIN',
    ),
  ],
  'Automated testing': [
    t(
      'Напишите 10 модульных тестов для своей функции, включая граничные случаи',
      'Өз функцияңызға шекаралық жағдайларды қоса алғанда 10 модульдік тест жазыңыз',
      'Write 10 unit tests for a function of yours, including edge cases',
    ),
    t(
      'Найдите тестом ошибку в своём коде, исправьте её и оставьте тест',
      'Өз кодыңыздағы қатені тест арқылы тауып, түзетіңіз және тестті қалдырыңыз',
      'Catch a bug in your code with a test, fix it and keep the test',
    ),
    t(
      'Настройте автоматический запуск тестов при каждом коммите в CI',
      'Әр коммит сайын тесттердің CI-да автоматты түрде іске қосылуын баптаңыз',
      'Set up CI to run the tests automatically on every commit',
    ),
  ],
  'Clinical reasoning': [
    t(
      'Разберите 10 клинических задач: выпишите жалобы, предварительный диагноз и план обследования',
      '10 клиникалық есепті талдаңыз: шағымдарды, алдын ала диагнозды және тексеру жоспарын жазыңыз',
      'Work through 10 clinical cases: write down the complaints, a working diagnosis and a test plan',
    ),
    t(
      'Для одного случая составьте дифференциальный диагноз из трёх вариантов',
      'Бір жағдай үшін үш нұсқадан тұратын дифференциалды диагноз құрыңыз',
      'Draw up a three-item differential diagnosis for one case',
    ),
    t(
      'Сверьте свои ответы с разбором преподавателя и выпишите две ошибки',
      'Жауаптарыңызды оқытушының талдауымен салыстырып, екі қатені жазып алыңыз',
      'Compare your answers with the teacher’s analysis and note two mistakes',
    ),
  ],
  'Evidence-based medicine': [
    t(
      'Найдите в PubMed три статьи по одному клиническому вопросу',
      'Бір клиникалық сұрақ бойынша PubMed-тен үш мақала табыңыз',
      'Find three PubMed articles on one clinical question',
    ),
    t(
      'Сформулируйте этот вопрос по схеме PICO',
      'Осы сұрақты PICO үлгісі бойынша тұжырымдаңыз',
      'Phrase that question in the PICO format',
    ),
    t(
      'Оцените уровень доказательности каждой статьи и запишите вывод',
      'Әр мақаланың дәлелділік деңгейін бағалап, қорытындыны жазыңыз',
      'Grade the level of evidence of each article and write down the conclusion',
    ),
  ],
  'Patient communication': [
    t(
      'Проведите учебный сбор анамнеза с однокурсником по открытым вопросам',
      'Курстасыңызбен ашық сұрақтар арқылы оқу анамнезін жинаңыз',
      'Take a practice medical history from a classmate using open questions',
    ),
    t(
      'Объясните простыми словами одно назначение так, чтобы «пациент» пересказал его',
      'Бір тағайындауды «науқас» қайталап айта алатындай қарапайым сөзбен түсіндіріңіз',
      'Explain one prescription in plain words until the “patient” can repeat it back',
    ),
    t(
      'Отрепетируйте сообщение плохой новости по протоколу SPIKES',
      'Жаман хабарды SPIKES хаттамасы бойынша жеткізуді жаттықтырыңыз',
      'Rehearse breaking bad news with the SPIKES protocol',
    ),
  ],
  'Prevention and screening': [
    t(
      'Выпишите скрининговые программы Казахстана для взрослых и их возрастные группы',
      'Қазақстандағы ересектерге арналған скрининг бағдарламаларын және олардың жас топтарын жазыңыз',
      'List Kazakhstan’s adult screening programmes and their age groups',
    ),
    t(
      'Подготовьте памятку о профилактике одного заболевания на одну страницу',
      'Бір аурудың алдын алуы туралы бір беттік жадынама дайындаңыз',
      'Prepare a one-page leaflet on preventing one disease',
    ),
    t(
      'Посчитайте индекс массы тела и сердечно-сосудистый риск для трёх учебных случаев',
      'Үш оқу жағдайы үшін дене салмағының индексі мен жүрек-қан тамырлары қаупін есептеңіз',
      'Calculate body-mass index and cardiovascular risk for three practice cases',
    ),
  ],
  'Market research': [
    t(
      'Проведите опрос 30 человек о товаре и сведите ответы в таблицу',
      'Тауар туралы 30 адамнан сауалнама алып, жауаптарды кестеге жинаңыз',
      'Survey 30 people about a product and put their answers in a table',
    ),
    t(
      'Сравните трёх конкурентов по цене, каналам продаж и отзывам',
      'Үш бәсекелесті баға, сату арналары және пікірлер бойынша салыстырыңыз',
      'Compare three competitors by price, sales channels and reviews',
    ),
    t(
      'Опишите портрет целевого покупателя на одной странице',
      'Мақсатты сатып алушының портретін бір бетте сипаттаңыз',
      'Describe the target customer’s profile on one page',
    ),
  ],
  'Sales techniques': [
    t(
      'Составьте скрипт первого звонка клиенту и отрепетируйте его с другом',
      'Клиентке алғашқы қоңырау сценарийін құрып, оны досыңызбен жаттығып көріңіз',
      'Write a first-call script for a customer and rehearse it with a friend',
    ),
    t(
      'Продайте что-нибудь реальное: вещь, услугу или билеты на школьное событие',
      'Шын нәрсе сатыңыз: бұйым, қызмет немесе мектеп іс-шарасына билет',
      'Sell something real: an item, a service or tickets to a school event',
    ),
    t(
      'Запишите пять вопросов, которые выявляют потребность покупателя',
      'Сатып алушының қажеттілігін анықтайтын бес сұрақ жазыңыз',
      'Write down five questions that uncover what a buyer needs',
    ),
  ],
  Negotiation: [
    t(
      'Прочитайте о методе BATNA и запишите свою лучшую альтернативу для одной реальной сделки',
      'BATNA әдісі туралы оқып, бір нақты мәміле үшін ең жақсы балама нұсқаңызды жазыңыз',
      'Read about BATNA and write down your best alternative for one real deal',
    ),
    t(
      'Проведите учебные переговоры по ролям и запишите, какие уступки вы сделали',
      'Рөлдік оқу келіссөзін өткізіп, қандай жеңілдіктер жасағаныңызды жазыңыз',
      'Hold a role-play negotiation and note which concessions you made',
    ),
    t(
      'Договоритесь о скидке или лучших условиях в одной настоящей покупке',
      'Бір нақты сатып алуда жеңілдік немесе жақсырақ шарт туралы келісіңіз',
      'Negotiate a discount or better terms on one real purchase',
    ),
  ],
  ...AGRO_SKILL_STEPS,
  ...AVIATION_SKILL_STEPS,
  ...BUSINESS_SKILL_STEPS,
  ...CONSTRUCTION_SKILL_STEPS,
  ...CREATIVE_SKILL_STEPS,
  ...EDUCATION_SKILL_STEPS,
  ...ENERGY_SKILL_STEPS,
  ...ENGINEERING_SKILL_STEPS,
  ...FINANCE_SKILL_STEPS,
  ...HEALTH_CARE_SKILL_STEPS,
  ...IT_DATA_SKILL_STEPS,
  ...IT_SKILL_STEPS,
  ...LAW_PUBLIC_SERVICE_SKILL_STEPS,
  ...MEDIA_SKILL_STEPS,
  ...MEDICINE_SKILL_STEPS,
  ...MINING_METALLURGY_SKILL_STEPS,
  ...OIL_GAS_SKILL_STEPS,
  ...SCIENCE_ECOLOGY_SKILL_STEPS,
  ...SOCIAL_SPORT_SKILL_STEPS,
  ...TOURISM_SKILL_STEPS,
  ...TRADES_SKILL_STEPS,
  ...TRANSPORT_SKILL_STEPS,
};

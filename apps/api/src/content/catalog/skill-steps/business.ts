import type { TLocalized } from '../../types.ts';
import { t } from '../localized.ts';

/** Concrete steps for the skills of the business, management and procurement professions. */
export const BUSINESS_SKILL_STEPS: Record<string, TLocalized[]> = {
  'Digital marketing and targeting': [
    t(
      'Запустите таргетированную рекламу в Instagram с бюджетом 5 000 ₸ и запишите охват и стоимость клика',
      '5 000 ₸ бюджетпен Instagram-да таргеттелген жарнама іске қосып, қамту мен бір басу құнын жазыңыз',
      'Run an Instagram ad with a 5,000 ₸ budget and record its reach and cost per click',
    ),
    t(
      'Сделайте 2 варианта объявления для одной аудитории и сравните их CTR в A/B-тесте',
      'Бір аудиторияға хабарландырудың 2 нұсқасын жасап, олардың CTR көрсеткішін A/B тестте салыстырыңыз',
      'Make 2 versions of an ad for one audience and compare their CTR in an A/B test',
    ),
    t(
      'Составьте контент-план на месяц для страницы местного бизнеса: 12 постов с целями',
      'Жергілікті бизнес парақшасына бір айлық контент-жоспар құрыңыз: мақсаттары бар 12 жазба',
      'Draw up a month’s content plan for a local business page: 12 posts, each with a goal',
    ),
  ],
  'Web analytics': [
    t(
      'Подключите Google Analytics или Яндекс Метрику к своему сайту и настройте 2 цели',
      'Өз сайтыңызға Google Analytics немесе Яндекс Метриканы қосып, 2 мақсат баптаңыз',
      'Connect Google Analytics or Yandex Metrica to your site and set up 2 goals',
    ),
    t(
      'Постройте воронку сайта из 4 шагов и найдите шаг, где уходит больше всего посетителей',
      'Сайттың 4 қадамнан тұратын воронкасын құрып, келушілер ең көп кететін қадамды табыңыз',
      'Build a 4-step site funnel and find the step where most visitors drop off',
    ),
    t(
      'Разметьте 3 рекламные ссылки UTM-метками и сравните, какой канал привёл больше заявок',
      '3 жарнамалық сілтемені UTM-белгілермен белгілеп, қай арна көбірек өтінім әкелгенін салыстырыңыз',
      'Tag 3 ad links with UTM parameters and compare which channel brought more leads',
    ),
  ],
  Branding: [
    t(
      'Опишите бренд на одной странице: миссия, ценности, тон голоса, целевая аудитория',
      'Брендті бір бетте сипаттаңыз: миссиясы, құндылықтары, сөйлеу мәнері, мақсатты аудиториясы',
      'Describe a brand on one page: mission, values, tone of voice and target audience',
    ),
    t(
      'Разберите 3 казахстанских бренда: логотип, слоган, цвета — что делает их узнаваемыми',
      '3 қазақстандық брендті талдаңыз: логотипі, ұраны, түстері — оларды не танымал етеді',
      'Analyse 3 Kazakh brands — logo, slogan, colours — and what makes them recognisable',
    ),
    t(
      'Проведите опрос 20 человек об ассоциациях с брендом и сравните с задуманным образом',
      'Брендпен байланысты ассоциациялар туралы 20 адамнан сауалнама алып, ойластырылған бейнемен салыстырыңыз',
      'Ask 20 people what they associate with a brand and compare with the intended image',
    ),
  ],
  'CRM systems': [
    t(
      'Заведите бесплатную CRM (например, Bitrix24) и внесите 20 учебных клиентов со статусами',
      'Тегін CRM (мысалы, Bitrix24) ашып, мәртебелері бар 20 оқу клиентін енгізіңіз',
      'Set up a free CRM (such as Bitrix24) and enter 20 practice clients with statuses',
    ),
    t(
      'Настройте воронку продаж из 5 этапов и переведите сделки по ней до закрытия',
      '5 кезеңнен тұратын сату воронкасын баптап, мәмілелерді ол арқылы жабуға дейін жеткізіңіз',
      'Set up a 5-stage sales pipeline and move deals through it to closing',
    ),
    t(
      'Постройте в CRM отчёт о конверсии по этапам и назовите этап, который нужно улучшить',
      'CRM-да кезеңдер бойынша конверсия есебін құрып, жақсартуды қажет ететін кезеңді атаңыз',
      'Build a stage-by-stage conversion report in the CRM and name the stage to improve',
    ),
  ],
  'Handling objections': [
    t(
      'Выпишите 10 частых возражений клиентов («дорого», «подумаю») и ответ на каждое',
      'Клиенттердің 10 жиі қарсылығын («қымбат», «ойланамын») және әрқайсысына жауапты жазыңыз',
      'List 10 common customer objections (“too expensive”, “I’ll think about it”) with an answer to each',
    ),
    t(
      'Отработайте с другом 5 возражений по технике «присоединиться — уточнить — ответить»',
      'Досыңызбен 5 қарсылықты «қосылу — нақтылау — жауап беру» әдісімен жаттығыңыз',
      'Practise 5 objections with a friend using “acknowledge, clarify, respond”',
    ),
    t(
      'Запишите на диктофон 3 учебных разговора и отметьте, где вы спорили вместо вопроса',
      '3 оқу әңгімесін диктофонға жазып, сұрақ қоюдың орнына дауласқан жерлеріңізді белгілеңіз',
      'Record 3 practice calls and mark where you argued instead of asking a question',
    ),
  ],
  'Recruiting and interviewing': [
    t(
      'Напишите вакансию для одной должности и разместите её на hh.kz или enbek.kz в учебном режиме',
      'Бір лауазымға вакансия жазып, оны оқу режимінде hh.kz немесе enbek.kz сайтына орналастырыңыз',
      'Write a job ad for one role and post it on hh.kz or enbek.kz as a practice listing',
    ),
    t(
      'Составьте 8 поведенческих вопросов по методу STAR и проведите 2 учебных собеседования',
      'STAR әдісі бойынша 8 мінез-құлық сұрағын құрып, 2 оқу сұхбатын өткізіңіз',
      'Write 8 behavioural STAR questions and hold 2 practice interviews',
    ),
    t(
      'Сравните 3 резюме по одной таблице критериев и обоснуйте выбор кандидата',
      '3 түйіндемені бір критерийлер кестесімен салыстырып, үміткерді таңдауыңызды негіздеңіз',
      'Score 3 CVs against one criteria table and justify your choice of candidate',
    ),
  ],
  'Kazakhstan Labour Code': [
    t(
      'Прочитайте в Трудовом кодексе РК главы о трудовом договоре и выпишите 10 его обязательных условий',
      'ҚР Еңбек кодексінің еңбек шарты туралы тарауларын оқып, оның 10 міндетті талабын жазыңыз',
      'Read the Labour Code chapters on the employment contract and list its 10 required terms',
    ),
    t(
      'Составьте образец трудового договора и приказа о приёме на работу',
      'Еңбек шартының және жұмысқа қабылдау туралы бұйрықтың үлгісін жасаңыз',
      'Draft a sample employment contract and a hiring order',
    ),
    t(
      'Разберите 3 случая (увольнение, отпуск, сверхурочные) и найдите нужную статью кодекса',
      '3 жағдайды (жұмыстан шығару, демалыс, үстеме жұмыс) талдап, кодекстің тиісті бабын табыңыз',
      'Work through 3 cases (dismissal, leave, overtime) and find the right article of the code',
    ),
  ],
  'Performance and development': [
    t(
      'Составьте для одной должности 5 измеримых KPI с целевыми значениями',
      'Бір лауазымға мақсатты мәндері бар 5 өлшенетін KPI құрыңыз',
      'Write 5 measurable KPIs with target values for one role',
    ),
    t(
      'Проведите оценку 360° для себя: соберите отзывы 5 человек и выпишите 2 зоны роста',
      'Өзіңізге 360° бағалау жүргізіңіз: 5 адамның пікірін жинап, дамудың 2 бағытын жазыңыз',
      'Run a 360° review on yourself: gather feedback from 5 people and note 2 areas to grow',
    ),
    t(
      'Составьте индивидуальный план развития на 6 месяцев с курсами и сроками',
      'Курстары мен мерзімдері бар 6 айлық жеке даму жоспарын құрыңыз',
      'Draw up a 6-month personal development plan with courses and deadlines',
    ),
  ],
  'Empathy and communication': [
    t(
      'В 5 разговорах перескажите собеседнику его мысль своими словами, прежде чем отвечать',
      '5 әңгімеде жауап берер алдында әңгімелесушінің ойын өз сөзіңізбен қайталап айтыңыз',
      'In 5 conversations, restate the other person’s point in your own words before replying',
    ),
    t(
      'Перепишите 3 резких рабочих сообщения в уважительном тоне без потери смысла',
      '3 дөрекі жұмыс хабарламасын мағынасын жоғалтпай, сыпайы үнмен қайта жазыңыз',
      'Rewrite 3 blunt work messages in a respectful tone without losing the point',
    ),
    t(
      'Проведите трудный разговор по схеме «факт — чувство — просьба» и запишите итог',
      'Қиын әңгімені «факт — сезім — өтініш» үлгісімен өткізіп, нәтижесін жазыңыз',
      'Hold a difficult conversation using “fact, feeling, request” and write down the outcome',
    ),
  ],
  'Business planning': [
    t(
      'Заполните Business Model Canvas для своей идеи на одной странице',
      'Өз идеяңызға Business Model Canvas-ты бір бетте толтырыңыз',
      'Fill in a Business Model Canvas for your idea on one page',
    ),
    t(
      'Составьте прогноз доходов и расходов на 12 месяцев и найдите месяц окупаемости',
      '12 айлық кіріс пен шығыс болжамын жасап, шығынды өтейтін айды табыңыз',
      'Build a 12-month income and cost forecast and find the payback month',
    ),
    t(
      'Подготовьте бизнес-план на 10 страниц по шаблону программы «Бастау Бизнес» или фонда «Даму»',
      '«Бастау Бизнес» бағдарламасының немесе «Даму» қорының үлгісі бойынша 10 беттік бизнес-жоспар дайындаңыз',
      'Write a 10-page business plan using the Bastau Business or Damu fund template',
    ),
  ],
  'Financial management': [
    t(
      'Ведите учёт доходов и расходов своего проекта или семьи 30 дней в таблице',
      'Өз жобаңыздың немесе отбасыңыздың кірісі мен шығысын 30 күн кестеде есепке алыңыз',
      'Track your project’s or household’s income and spending in a spreadsheet for 30 days',
    ),
    t(
      'Составьте отчёт о движении денежных средств за месяц и найдите кассовый разрыв',
      'Бір айдағы ақша қозғалысы туралы есеп жасап, кассалық алшақтықты табыңыз',
      'Draw up a month’s cash-flow statement and spot any cash gap',
    ),
    t(
      'Рассчитайте маржу и наценку для 3 товаров и решите, какой выгоднее продавать',
      '3 тауардың маржасы мен үстемесін есептеп, қайсысын сатқан тиімді екенін шешіңіз',
      'Calculate the margin and mark-up on 3 products and decide which pays best to sell',
    ),
  ],
  'Sales and marketing': [
    t(
      'Найдите первых 10 платящих клиентов для своего продукта или услуги и запишите, откуда они пришли',
      'Өз өніміңізге не қызметіңізге алғашқы 10 төлейтін клиент тауып, олардың қайдан келгенін жазыңыз',
      'Win your first 10 paying customers for a product or service and note where each came from',
    ),
    t(
      'Сформулируйте уникальное торговое предложение в одном предложении и проверьте его на 10 людях',
      'Бірегей сауда ұсынысын бір сөйлеммен тұжырымдап, оны 10 адамға тексеріңіз',
      'Put your unique selling proposition in one sentence and test it on 10 people',
    ),
    t(
      'Посчитайте стоимость привлечения клиента по 2 каналам и оставьте более дешёвый',
      '2 арна бойынша клиент тарту құнын есептеп, арзанырағын қалдырыңыз',
      'Work out the customer acquisition cost on 2 channels and keep the cheaper one',
    ),
  ],
  'Leadership and risk-taking': [
    t(
      'Возьмите на себя организацию школьного или студенческого проекта от идеи до результата',
      'Мектеп немесе студенттік жобаны идеядан нәтижеге дейін өзіңіз ұйымдастырыңыз',
      'Take charge of a school or student project from idea to result',
    ),
    t(
      'Запустите маленький эксперимент с бюджетом до 20 000 ₸ и честно запишите, что не сработало',
      '20 000 ₸-ге дейінгі бюджетпен шағын тәжірибе бастап, не шықпағанын шынайы жазыңыз',
      'Launch a small experiment on a budget of up to 20,000 ₸ and honestly record what failed',
    ),
    t(
      'Перед решением составьте таблицу «худший, вероятный, лучший исход» и сверьте с итогом',
      'Шешім алдында «ең нашар, ықтимал, ең жақсы нәтиже» кестесін жасап, қорытындымен салыстырыңыз',
      'Before a decision, write out worst, likely and best outcomes and compare with what happened',
    ),
  ],
  'PMBOK, Agile and Scrum': [
    t(
      'Прочитайте Scrum Guide (20 страниц) и выпишите 3 роли, 5 событий и 3 артефакта',
      'Scrum Guide-ты (20 бет) оқып, 3 рөлді, 5 оқиғаны және 3 артефактіні жазыңыз',
      'Read the Scrum Guide (20 pages) and list its 3 roles, 5 events and 3 artefacts',
    ),
    t(
      'Проведите с командой двухнедельный спринт на доске в Trello или Jira с ретроспективой',
      'Командамен Trello немесе Jira тақтасында ретроспективасы бар екі апталық спринт өткізіңіз',
      'Run a two-week sprint with a team on a Trello or Jira board, ending in a retrospective',
    ),
    t(
      'Сравните в таблице водопадный и гибкий подходы на примере одного своего проекта',
      'Өз жобаңыздың мысалында сарқырама және икемді тәсілдерді кестеде салыстырыңыз',
      'Compare the waterfall and agile approaches in a table using one of your own projects',
    ),
  ],
  'Scheduling and tracking': [
    t(
      'Разбейте проект на 15–20 задач и постройте диаграмму Ганта с зависимостями',
      'Жобаны 15–20 міндетке бөліп, тәуелділіктері бар Гант диаграммасын құрыңыз',
      'Break a project into 15–20 tasks and build a Gantt chart with dependencies',
    ),
    t(
      'Найдите критический путь своего проекта и посчитайте запас времени по остальным задачам',
      'Жобаңыздың критикалық жолын тауып, қалған міндеттердің уақыт қорын есептеңіз',
      'Find your project’s critical path and work out the slack on the other tasks',
    ),
    t(
      'Отслеживайте план и факт 4 недели и объясните в отчёте каждое отклонение больше 2 дней',
      '4 апта бойы жоспар мен фактіні бақылап, есепте 2 күннен асатын әр ауытқуды түсіндіріңіз',
      'Track plan versus actual for 4 weeks and explain every slip of more than 2 days',
    ),
  ],
  'Risk management': [
    t(
      'Составьте реестр 10 рисков проекта с вероятностью, влиянием и ответственным',
      'Ықтималдығы, әсері және жауаптысы көрсетілген 10 жоба тәуекелінің тізілімін жасаңыз',
      'Draw up a register of 10 project risks with likelihood, impact and owner',
    ),
    t(
      'Постройте матрицу рисков 5×5 и для трёх самых опасных запишите план реагирования',
      '5×5 тәуекел матрицасын құрып, ең қауіпті үшеуіне әрекет ету жоспарын жазыңыз',
      'Build a 5×5 risk matrix and write a response plan for the three worst risks',
    ),
    t(
      'Через месяц пересмотрите реестр: какие риски сбылись и сработали ли меры',
      'Бір айдан кейін тізілімді қайта қарап шығыңыз: қай тәуекелдер іске асты, шаралар нәтиже берді ме',
      'Review the register after a month: which risks happened and whether the measures worked',
    ),
  ],
  'Team communication': [
    t(
      'Проведите 5 коротких ежедневных встреч команды по 15 минут с тремя вопросами',
      'Үш сұрағы бар 15 минуттық 5 күнделікті команда кездесуін өткізіңіз',
      'Hold 5 daily 15-minute team stand-ups built on three questions',
    ),
    t(
      'Напишите протокол встречи: решения, ответственные, сроки — и разошлите его за час',
      'Кездесу хаттамасын жазыңыз: шешімдер, жауаптылар, мерзімдер — және оны бір сағатта таратыңыз',
      'Write meeting minutes — decisions, owners, deadlines — and send them out within an hour',
    ),
    t(
      'Подготовьте еженедельный статус-отчёт проекта на полстраницы для заказчика',
      'Тапсырыс берушіге жарты беттік апталық жоба мәртебесі есебін дайындаңыз',
      'Write a half-page weekly project status report for the client',
    ),
  ],
  'Public procurement law': [
    t(
      'Прочитайте Закон РК «О государственных закупках» и выпишите 6 способов закупок с условиями',
      'ҚР «Мемлекеттік сатып алу туралы» Заңын оқып, сатып алудың 6 тәсілін шарттарымен жазыңыз',
      'Read Kazakhstan’s public procurement law and list its 6 procurement methods with their conditions',
    ),
    t(
      'Найдите на goszakup.gov.kz 3 закупки разными способами и сравните их сроки',
      'goszakup.gov.kz сайтынан әртүрлі тәсілмен өткен 3 сатып алуды тауып, мерзімдерін салыстырыңыз',
      'Find 3 tenders run by different methods on goszakup.gov.kz and compare their timelines',
    ),
    t(
      'Разберите одну жалобу поставщика в реестре решений и запишите, какую норму нарушили',
      'Шешімдер тізіліміндегі жеткізушінің бір шағымын талдап, қай норма бұзылғанын жазыңыз',
      'Study one supplier complaint in the register of decisions and note which rule was broken',
    ),
  ],
  'Tender documents': [
    t(
      'Скачайте конкурсную документацию одной закупки и составьте чек-лист требований к заявке',
      'Бір сатып алудың конкурстық құжаттамасын жүктеп, өтінімге қойылатын талаптардың тексеру парағын жасаңыз',
      'Download one tender’s documents and make a checklist of the bid requirements',
    ),
    t(
      'Напишите техническую спецификацию на закупку 20 ноутбуков без указания марки',
      'Маркасын көрсетпей, 20 ноутбук сатып алуға техникалық ерекшелік жазыңыз',
      'Write a brand-neutral technical specification for buying 20 laptops',
    ),
    t(
      'Соберите учебную заявку поставщика на одну закупку и проверьте её по чек-листу',
      'Бір сатып алуға жеткізушінің оқу өтінімін жинап, оны тексеру парағы бойынша тексеріңіз',
      'Assemble a practice supplier bid for one tender and check it against your checklist',
    ),
  ],
  'Price and supplier analysis': [
    t(
      'Запросите коммерческие предложения у 3 поставщиков одного товара и сведите их в таблицу',
      'Бір тауардың 3 жеткізушісінен коммерциялық ұсыныс сұрап, оларды кестеге жинаңыз',
      'Request quotes for one product from 3 suppliers and put them side by side in a table',
    ),
    t(
      'Рассчитайте среднюю рыночную цену товара по 5 источникам и отбросьте выбросы',
      '5 дереккөз бойынша тауардың орташа нарықтық бағасын есептеп, шектен тыс мәндерді алып тастаңыз',
      'Work out a product’s average market price from 5 sources, leaving out the outliers',
    ),
    t(
      'Оцените 3 поставщиков по шкале: цена, срок, качество, надёжность — и выберите одного',
      '3 жеткізушіні шкала бойынша бағалаңыз: баға, мерзім, сапа, сенімділік — және біреуін таңдаңыз',
      'Score 3 suppliers on price, lead time, quality and reliability, and pick one',
    ),
  ],
  'Contract management': [
    t(
      'Разберите один договор поставки: выпишите предмет, цену, сроки, штрафы и порядок расторжения',
      'Бір жеткізу шартын талдап, оның нысанасын, бағасын, мерзімін, айыппұлын және бұзу тәртібін жазыңыз',
      'Break down one supply contract: subject, price, deadlines, penalties and termination',
    ),
    t(
      'Заведите реестр 10 договоров со сроками исполнения и напоминаниями',
      'Орындау мерзімдері мен еске салғыштары бар 10 шарттың тізілімін жасаңыз',
      'Set up a register of 10 contracts with due dates and reminders',
    ),
    t(
      'Напишите претензию поставщику за просрочку поставки с расчётом неустойки',
      'Жеткізуді кешіктіргені үшін жеткізушіге тұрақсыздық айыбы есептелген талап хат жазыңыз',
      'Write a claim letter to a supplier for a late delivery, with the penalty calculated',
    ),
  ],
  'Process modelling (BPMN)': [
    t(
      'Нарисуйте в draw.io или Camunda Modeler процесс «от заявки до оплаты» в нотации BPMN',
      'draw.io немесе Camunda Modeler-де «өтінімнен төлемге дейін» процесін BPMN нотациясында салыңыз',
      'Draw an order-to-payment process in BPMN notation in draw.io or Camunda Modeler',
    ),
    t(
      'Используйте в схеме дорожки, шлюзы и события и покажите её человеку, который работает в процессе',
      'Сызбада жолақтарды, шлюздерді және оқиғаларды қолданып, оны процесте жұмыс істейтін адамға көрсетіңіз',
      'Use lanes, gateways and events in the diagram and show it to someone who works in that process',
    ),
    t(
      'Сделайте модель «как есть» и «как должно быть» и посчитайте, сколько шагов убрали',
      '«Қазіргі күй» және «болуы тиіс» модельдерін жасап, қанша қадам қысқарғанын есептеңіз',
      'Make as-is and to-be models and count how many steps you removed',
    ),
  ],
  'Requirements gathering': [
    t(
      'Проведите интервью с 3 будущими пользователями сервиса и выпишите их задачи',
      'Сервистің болашақ 3 пайдаланушысымен сұхбат өткізіп, олардың міндеттерін жазыңыз',
      'Interview 3 future users of a service and write down what they need to get done',
    ),
    t(
      'Оформите 10 пользовательских историй с критериями приёмки',
      'Қабылдау критерийлері бар 10 пайдаланушы тарихын жазыңыз',
      'Write 10 user stories with acceptance criteria',
    ),
    t(
      'Расставьте требования по методу MoSCoW и согласуйте список с заказчиком',
      'Талаптарды MoSCoW әдісімен реттеп, тізімді тапсырыс берушімен келісіңіз',
      'Prioritise the requirements with MoSCoW and agree the list with the client',
    ),
  ],
  'SQL and data': [
    t(
      'Загрузите открытый набор данных с data.egov.kz в SQLite и напишите 10 запросов к нему',
      'data.egov.kz сайтындағы ашық деректер жиынын SQLite-қа жүктеп, оған 10 сұраныс жазыңыз',
      'Load an open data set from data.egov.kz into SQLite and write 10 queries against it',
    ),
    t(
      'Посчитайте запросом выручку по месяцам и категориям и выгрузите результат в Excel',
      'Сұраныспен түсімді айлар мен санаттар бойынша есептеп, нәтижесін Excel-ге шығарыңыз',
      'Query revenue by month and category and export the result to Excel',
    ),
    t(
      'Найдите в данных дубли и пропуски и опишите, как они искажают отчёт',
      'Деректерден қайталанулар мен бос орындарды тауып, олардың есепті қалай бұрмалайтынын сипаттаңыз',
      'Find duplicates and gaps in the data and describe how they skew the report',
    ),
  ],
  'Workshop facilitation': [
    t(
      'Проведите часовой мозговой штурм на 5+ участников с таймингом и записанными итогами',
      '5-тен көп қатысушымен уақыты белгіленген бір сағаттық ми шабуылын өткізіп, қорытындысын жазыңыз',
      'Run a one-hour brainstorm for 5+ people with a timed agenda and written results',
    ),
    t(
      'Используйте технику голосования точками, чтобы группа выбрала 3 идеи из 20',
      'Топ 20 идеядан 3-еуін таңдауы үшін нүктемен дауыс беру әдісін қолданыңыз',
      'Use dot voting to help a group pick 3 ideas out of 20',
    ),
    t(
      'Соберите у участников обратную связь о встрече по 5-балльной шкале и 2 улучшения',
      'Қатысушылардан кездесу туралы 5 балдық шкаламен кері байланыс және 2 жақсарту ұсынысын жинаңыз',
      'Collect feedback on the session on a 5-point scale plus 2 improvements',
    ),
  ],
};

import type { TLocalized } from '../../types.ts';
import { t } from '../localized.ts';

/** Concrete steps for the skills of the social-work, psychology and sport professions. */
export const SOCIAL_SPORT_SKILL_STEPS: Record<string, TLocalized[]> = {
  'Psychological counselling': [
    t(
      'Прочитайте вводную книгу по консультированию и выпишите 5 техник с примерами фраз',
      'Кеңес беру бойынша кіріспе кітапты оқып, сөз үлгілері бар 5 техниканы жазыңыз',
      'Read an introductory counselling book and note 5 techniques with example phrases',
    ),
    t(
      'Проведите 3 учебные консультации по 30 минут с однокурсником в роли клиента',
      'Клиент рөліндегі курстасыңызбен 30 минуттық 3 оқу кеңесін өткізіңіз',
      'Hold 3 thirty-minute practice sessions with a classmate playing the client',
    ),
    t(
      'Разберите запись одной сессии с супервизором и выпишите 2 удачных и 2 неудачных момента',
      'Бір сессияның жазбасын супервизормен талдап, 2 сәтті және 2 сәтсіз тұсты жазыңыз',
      'Review one session recording with a supervisor and note 2 good and 2 weak moments',
    ),
  ],
  'Empathy and active listening': [
    t(
      'Выслушайте 3 одноклассников об их заботах по 10 минут, не перебивая, и назовите чувство каждого',
      '3 сыныптасыңыздың уайымын 10 минуттан бөлмей тыңдап, әрқайсысының сезімін атаңыз',
      'Listen to 3 classmates’ worries for 10 minutes each without interrupting and name each one’s feeling',
    ),
    t(
      'Проведите 10-минутный разговор, где вы задаёте только открытые вопросы, и посчитайте их',
      'Тек ашық сұрақтар қоятын 10 минуттық әңгіме өткізіп, оларды санаңыз',
      'Hold a 10-minute conversation using only open questions and count them',
    ),
    t(
      'Попросите друга оценить по шкале от 1 до 10, насколько он чувствовал себя услышанным',
      'Досыңыздан өзін қаншалықты тыңдалған сезінгенін 1-ден 10-ға дейінгі шкала бойынша бағалауды сұраңыз',
      'Ask a friend to rate from 1 to 10 how heard they felt',
    ),
  ],
  'Professional ethics': [
    t(
      'Прочитайте этический кодекс психолога и выпишите 5 правил конфиденциальности и её границ',
      'Психологтың этикалық кодексін оқып, құпиялылық пен оның шекаралары туралы 5 ережені жазыңыз',
      'Read a psychologists’ code of ethics and list 5 rules on confidentiality and its limits',
    ),
    t(
      'Разберите 3 дилеммы: двойные отношения, подарок от клиента, угроза жизни — и решение по каждой',
      '3 дилемманы талдаңыз: қосарланған қарым-қатынас, клиенттен сыйлық, өмірге қауіп — және әрқайсысына шешім',
      'Work through 3 dilemmas, dual relationships, a client’s gift, a threat to life, and decide each',
    ),
    t(
      'Составьте форму информированного согласия для клиента на одну страницу',
      'Клиентке арналған бір беттік хабардар етілген келісім нысанын жасаңыз',
      'Write a one-page informed-consent form for clients',
    ),
  ],
  'Social welfare law': [
    t(
      'Выпишите из Социального кодекса РК 10 видов пособий и кому они положены',
      'ҚР Әлеуметтік кодексінен 10 жәрдемақы түрін және олар кімге тиесілі екенін жазыңыз',
      'List 10 benefits in Kazakhstan’s Social Code and who is entitled to each',
    ),
    t(
      'Разберите 3 учебных случая: семья, инвалидность, потеря кормильца — и подберите выплаты',
      '3 оқу жағдайын талдаңыз: отбасы, мүгедектік, асыраушысынан айырылу — және төлемдерді таңдаңыз',
      'Work through 3 practice cases, a family, a disability, a lost breadwinner, and match the payments',
    ),
    t(
      'Выясните, как подать заявление на адресную социальную помощь через egov.kz, и опишите шаги',
      'egov.kz арқылы атаулы әлеуметтік көмекке өтініш беру жолын анықтап, қадамдарын сипаттаңыз',
      'Find out how to apply for targeted social assistance on egov.kz and write down the steps',
    ),
  ],
  'Case management': [
    t(
      'Составьте учебную карту семьи: генограмма, ресурсы, риски и потребности',
      'Отбасының оқу картасын жасаңыз: генограмма, ресурстар, тәуекелдер және қажеттіліктер',
      'Draw up a practice family file: genogram, resources, risks and needs',
    ),
    t(
      'Напишите индивидуальный план помощи с 5 целями, сроками и ответственными',
      'Мерзімдері мен жауаптылары бар 5 мақсаттан тұратын жеке көмек жоспарын жазыңыз',
      'Write an individual support plan with 5 goals, deadlines and owners',
    ),
    t(
      'Через месяц пересмотрите план и отметьте, какие цели достигнуты',
      'Бір айдан кейін жоспарды қайта қарап, қандай мақсаттарға жеткеніңізді белгілеңіз',
      'Review the plan a month later and mark which goals were met',
    ),
  ],
  Empathy: [
    t(
      'Проведите 20 часов волонтёром в доме престарелых, приюте или центре для детей с особыми потребностями',
      'Қарттар үйінде, баспанада немесе ерекше қажеттіліктері бар балалар орталығында 20 сағат волонтер болыңыз',
      'Volunteer 20 hours at a care home, shelter or centre for children with special needs',
    ),
    t(
      'Запишите историю одного подопечного его словами и покажите ему для проверки',
      'Бір қамқорлықтағы адамның тарихын өз сөзімен жазып, оған тексеруге көрсетіңіз',
      'Write down one client’s story in their own words and let them check it',
    ),
    t(
      'Перечислите 5 собственных предубеждений о бедности и проверьте каждое данными',
      'Кедейлік туралы өз 5 алдын ала пікіріңізді тізіп, әрқайсысын деректермен тексеріңіз',
      'List 5 of your own assumptions about poverty and test each one against data',
    ),
  ],
  'Inter-agency cooperation': [
    t(
      'Составьте карту служб города: школа, поликлиника, полиция, акимат, НКО — с контактами',
      'Қала қызметтерінің картасын байланыстарымен жасаңыз: мектеп, емхана, полиция, әкімдік, ҮЕҰ',
      'Map your town’s services with contacts: school, clinic, police, akimat, NGOs',
    ),
    t(
      'Напишите официальный запрос в другую службу по учебному случаю',
      'Оқу жағдайы бойынша басқа қызметке ресми сұрау жазыңыз',
      'Write an official request to another agency about a practice case',
    ),
    t(
      'Проведите учебное совещание трёх служб по одной семье и оформите протокол решений',
      'Бір отбасы бойынша үш қызметтің оқу кеңесін өткізіп, шешімдер хаттамасын рәсімдеңіз',
      'Run a practice meeting of three agencies on one family and minute the decisions',
    ),
  ],
  'Grant writing': [
    t(
      'Найдите 5 открытых грантовых конкурсов для НКО в Казахстане и выпишите их требования',
      'Қазақстандағы ҮЕҰ-ға арналған 5 ашық гранттық конкурсты тауып, талаптарын жазыңыз',
      'Find 5 open grant calls for NGOs in Kazakhstan and list their requirements',
    ),
    t(
      'Напишите заявку на 5 страниц: проблема, цели, мероприятия, бюджет, показатели',
      '5 беттік өтінім жазыңыз: мәселе, мақсаттар, іс-шаралар, бюджет, көрсеткіштер',
      'Write a 5-page proposal: problem, objectives, activities, budget, indicators',
    ),
    t(
      'Дайте заявку прочитать двум людям и исправьте всё, что им было непонятно',
      'Өтінімді екі адамға оқытып, оларға түсініксіз болғанның бәрін түзетіңіз',
      'Have two people read the proposal and fix everything they found unclear',
    ),
  ],
  'Volunteer management': [
    t(
      'Наберите 10 волонтёров на одну акцию через объявление и соцсети',
      'Хабарландыру және әлеуметтік желілер арқылы бір акцияға 10 волонтер жинаңыз',
      'Recruit 10 volunteers for one event through a notice and social media',
    ),
    t(
      'Проведите для них инструктаж и распределите роли по таблице',
      'Оларға нұсқаулық өткізіп, рөлдерді кесте бойынша бөліңіз',
      'Brief them and assign roles in a table',
    ),
    t(
      'После акции поблагодарите каждого и соберите отзывы: сколько готовы прийти снова',
      'Акциядан кейін әрқайсысына алғыс айтып, пікір жинаңыз: қаншасы қайта келуге дайын',
      'Thank each volunteer afterwards and collect feedback on how many would come again',
    ),
  ],
  'Coaching methodology': [
    t(
      'Составьте план тренировочного занятия на 90 минут: разминка, основная часть, заминка',
      '90 минуттық жаттығу сабағының жоспарын жасаңыз: дайындық, негізгі бөлім, баяулату',
      'Plan a 90-minute session: warm-up, main part, cool-down',
    ),
    t(
      'Распишите годичный цикл подготовки команды по периодам и целям',
      'Команданы дайындаудың жылдық циклін кезеңдер мен мақсаттар бойынша жазыңыз',
      'Lay out a team’s yearly training cycle by phase and goal',
    ),
    t(
      'Проведите 5 занятий с детской группой помощником тренера и запишите, что меняли',
      'Жаттықтырушы көмекшісі ретінде балалар тобымен 5 сабақ өткізіп, нені өзгерткеніңізді жазыңыз',
      'Run 5 sessions with a children’s group as an assistant coach and note what you adjusted',
    ),
  ],
  'Physiology and anatomy': [
    t(
      'Выучите 30 основных мышц и покажите упражнение для каждой',
      '30 негізгі бұлшықетті жаттап, әрқайсысына арналған жаттығуды көрсетіңіз',
      'Learn 30 major muscles and demonstrate an exercise for each',
    ),
    t(
      'Опишите возрастные особенности детей 7–10 и 11–14 лет для тренировки выносливости и силы',
      'Төзімділік пен күшті жаттықтыру үшін 7–10 және 11–14 жастағы балалардың жас ерекшеліктерін сипаттаңыз',
      'Describe how 7–10 and 11–14-year-olds differ for endurance and strength training',
    ),
    t(
      'Решите 20 задач ЕНТ по биологии на опорно-двигательную и сердечно-сосудистую системы',
      'Тірек-қимыл және жүрек-қан тамырлары жүйелеріне биологиядан ҰБТ-ның 20 есебін шығарыңыз',
      'Solve 20 UNT biology problems on the musculoskeletal and cardiovascular systems',
    ),
  ],
  'Motivating athletes': [
    t(
      'Поставьте с 3 спортсменами цели по SMART на сезон и запишите их',
      '3 спортшымен маусымға SMART бойынша мақсаттар қойып, оларды жазыңыз',
      'Set SMART season goals with 3 athletes and write them down',
    ),
    t(
      'Ведите доску прогресса группы 6 недель и отмечайте личные рекорды',
      '6 апта бойы топтың прогресс тақтасын жүргізіп, жеке рекордтарды белгілеңіз',
      'Keep a group progress board for 6 weeks and mark personal bests',
    ),
    t(
      'Проведите разговор после поражения по схеме «что получилось — что улучшить — план»',
      'Жеңілістен кейін «не шықты — нені жақсарту — жоспар» үлгісі бойынша әңгіме өткізіңіз',
      'Hold a post-defeat talk using “what went well, what to improve, the plan”',
    ),
  ],
  'First aid for injuries': [
    t(
      'Пройдите сертифицированный курс первой помощи Красного Полумесяца',
      'Қызыл Жарты Ай қоғамының сертификатталған алғашқы көмек курсынан өтіңіз',
      'Take a certified Red Crescent first-aid course',
    ),
    t(
      'Отработайте помощь при вывихе, переломе и кровотечении на партнёре по 3 раза',
      'Шығу, сыну және қан кету кезіндегі көмекті серіктесіңізде 3 реттен пысықтаңыз',
      'Practise first aid for a dislocation, a fracture and bleeding on a partner 3 times each',
    ),
    t(
      'Соберите аптечку для тренировок по списку из 15 позиций',
      '15 атаудан тұратын тізім бойынша жаттығуларға арналған дәрі қобдишасын жинаңыз',
      'Pack a 15-item first-aid kit for training sessions',
    ),
  ],
  'Programme design': [
    t(
      'Составьте программу на 8 недель для новичка: 3 тренировки в неделю с прогрессией нагрузки',
      'Бастаушыға 8 апталық бағдарлама жасаңыз: жүктемесі біртіндеп артатын аптасына 3 жаттығу',
      'Write an 8-week beginner programme: 3 sessions a week with progressive overload',
    ),
    t(
      'Проведите первичное тестирование клиента: 5 тестов силы, выносливости и гибкости',
      'Клиентке алғашқы тестілеу жүргізіңіз: күш, төзімділік және икемділіктің 5 тесті',
      'Run an initial assessment with a client: 5 tests of strength, endurance and flexibility',
    ),
    t(
      'Повторите тесты через 8 недель и покажите клиенту изменения в таблице',
      '8 аптадан кейін тесттерді қайталап, клиентке өзгерістерді кестеде көрсетіңіз',
      'Repeat the tests after 8 weeks and show the client the changes in a table',
    ),
  ],
  'Exercise technique': [
    t(
      'Запишите на видео свои присед, становую тягу и жим сбоку и спереди',
      'Өз отырып-тұруыңызды, өлі тартуды және итеруді бүйірден және алдынан бейнеге түсіріңіз',
      'Film your squat, deadlift and press from the side and front',
    ),
    t(
      'Сравните записи с эталонной техникой и выпишите 3 ошибки',
      'Жазбаларды эталондық техникамен салыстырып, 3 қатені жазыңыз',
      'Compare the videos with reference technique and list 3 errors',
    ),
    t(
      'Объясните технику 10 упражнений новичку и исправьте его словами без показа',
      '10 жаттығу техникасын бастаушыға түсіндіріп, оны көрсетпей сөзбен түзетіңіз',
      'Teach a beginner 10 exercises and correct them by voice alone',
    ),
  ],
  'Nutrition basics': [
    t(
      'Посчитайте свою суточную норму калорий и БЖУ и сравните с фактом за 3 дня',
      'Тәуліктік калория мен АМК нормаңызды есептеп, 3 күндік нақты мәнмен салыстырыңыз',
      'Work out your daily calorie and macro needs and compare with 3 days of actual intake',
    ),
    t(
      'Составьте недельное меню на 2500 ккал из продуктов казахстанского магазина с ценами',
      'Қазақстандық дүкеннің өнімдерінен бағаларымен 2500 ккал апталық мәзір жасаңыз',
      'Plan a 2,500 kcal weekly menu from Kazakh supermarket products with prices',
    ),
    t(
      'Выпишите 5 мифов о питании и опровержение каждого со ссылкой на ВОЗ или исследование',
      'Тамақтану туралы 5 мифті және әрқайсысын ДДСҰ-ға немесе зерттеуге сілтемемен теріске шығаруды жазыңыз',
      'List 5 nutrition myths and debunk each with a WHO or study reference',
    ),
  ],
  'Client motivation': [
    t(
      'Проведите первичную консультацию и запишите настоящую причину, по которой клиент пришёл',
      'Алғашқы кеңес өткізіп, клиенттің келуінің шынайы себебін жазып алыңыз',
      'Hold an intake session and write down the real reason the client came',
    ),
    t(
      'Отправляйте клиенту короткий отчёт о прогрессе раз в неделю месяц',
      'Бір ай бойы клиентке аптасына бір рет прогресс туралы қысқа есеп жіберіңіз',
      'Send a client a short weekly progress note for a month',
    ),
    t(
      'Удержите 3 клиентов или друзей на регулярных тренировках 2 месяца подряд',
      '3 клиентті немесе досыңызды 2 ай қатарынан тұрақты жаттығуда ұстап тұрыңыз',
      'Keep 3 clients or friends training regularly for 2 months straight',
    ),
  ],
  'Physical conditioning': [
    t(
      'Сдайте тесты ОФП своего вида спорта и сравните с нормативами КМС',
      'Өз спорт түріңіздің ЖДД тесттерін тапсырып, СШҮ нормативтерімен салыстырыңыз',
      'Take your sport’s general fitness tests and compare with the candidate-master standards',
    ),
    t(
      'Выполните 12-недельный план с тренером и записывайте нагрузку в дневник каждый день',
      'Жаттықтырушымен 12 апталық жоспарды орындап, жүктемені күн сайын күнделікке жазыңыз',
      'Follow a 12-week plan with a coach and log your training load every day',
    ),
    t(
      'Улучшите результат в одном ключевом тесте минимум на 10% к концу цикла',
      'Цикл соңына қарай бір негізгі тесттегі нәтижені кемінде 10%-ға жақсартыңыз',
      'Improve one key test result by at least 10% by the end of the cycle',
    ),
  ],
  'Discipline and routine': [
    t(
      'Составьте режим дня со сном, тренировками, учёбой и едой и соблюдайте его 30 дней',
      'Ұйқы, жаттығу, оқу және тамақ кіретін күн тәртібін жасап, оны 30 күн сақтаңыз',
      'Draw up a daily routine with sleep, training, study and meals and keep it for 30 days',
    ),
    t(
      'Ведите трекер привычек и отмечайте каждый пропуск с причиной',
      'Әдеттер трекерін жүргізіп, әр өткізіп алуды себебімен белгілеңіз',
      'Keep a habit tracker and log every miss with its reason',
    ),
    t(
      'Совместите тренировки с подготовкой к ЕНТ: не менее 1 часа учёбы в день без пропусков',
      'Жаттығуларды ҰБТ-ға дайындықпен ұштастырыңыз: күніне кемінде 1 сағат оқу, өткізбей',
      'Combine training with UNT prep: at least 1 hour of study a day, no days missed',
    ),
  ],
  'Mental toughness': [
    t(
      'Освойте технику визуализации и проводите её 10 минут перед каждым стартом',
      'Визуализация техникасын меңгеріп, әр старт алдында 10 минут орындаңыз',
      'Learn visualisation and practise it for 10 minutes before every competition',
    ),
    t(
      'После 5 соревнований запишите мысли в момент ошибки и как вы вернули концентрацию',
      '5 жарыстан кейін қателік сәтіндегі ойларыңызды және зейінді қалай қайтарғаныңызды жазыңыз',
      'After 5 competitions write down your thoughts at the moment of a mistake and how you refocused',
    ),
    t(
      'Составьте предстартовый ритуал из 5 действий и используйте его на каждом старте сезона',
      '5 әрекеттен тұратын старт алдындағы рәсім жасап, оны маусымның әр стартында қолданыңыз',
      'Build a 5-step pre-competition routine and use it at every event of the season',
    ),
  ],
};

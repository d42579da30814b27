import type { TLocalized } from '../../types.ts';
import { t } from '../localized.ts';

/** Concrete steps for the skills of the teaching, counselling and library professions. */
export const EDUCATION_SKILL_STEPS: Record<string, TLocalized[]> = {
  'Primary teaching methods': [
    t(
      'Напишите краткосрочный план урока для 2 класса по шаблону обновлённой программы',
      'Жаңартылған бағдарлама үлгісі бойынша 2-сыныпқа арналған қысқа мерзімді сабақ жоспарын жазыңыз',
      'Write a short-term lesson plan for year 2 using the updated-curriculum template',
    ),
    t(
      'Посетите 5 уроков в начальной школе и выпишите приёмы, которые держат внимание детей',
      'Бастауыш мектепте 5 сабаққа қатысып, балалардың зейінін ұстайтын тәсілдерді жазыңыз',
      'Observe 5 primary-school lessons and note the techniques that keep children’s attention',
    ),
    t(
      'Проведите пробный урок чтения или математики на 35 минут и соберите отзыв наставника',
      '35 минуттық оқу немесе математика сынақ сабағын өткізіп, тәлімгердің пікірін жинаңыз',
      'Teach a 35-minute trial reading or maths lesson and get feedback from a mentor',
    ),
  ],
  'Child psychology': [
    t(
      'Выпишите возрастные кризисы и ведущую деятельность детей от 6 до 10 лет по Выготскому и Эльконину',
      'Выготский мен Эльконин бойынша 6–10 жастағы балалардың жас дағдарыстары мен жетекші әрекетін жазыңыз',
      'List the age crises and leading activities of children aged 6–10 after Vygotsky and Elkonin',
    ),
    t(
      'Понаблюдайте за одним ребёнком 5 занятий и опишите его внимание, общение и настроение',
      'Бір баланы 5 сабақ бойы бақылап, оның зейінін, қарым-қатынасын және көңіл-күйін сипаттаңыз',
      'Observe one child over 5 lessons and describe their attention, social contact and mood',
    ),
    t(
      'Разберите 3 трудные ситуации (истерика, буллинг, тревога) и план действий для каждой',
      '3 қиын жағдайды (ашулану, буллинг, мазасыздық) талдап, әрқайсысына әрекет жоспарын жазыңыз',
      'Work through 3 hard situations (a tantrum, bullying, anxiety) with an action plan for each',
    ),
  ],
  'Patience and warmth': [
    t(
      'Проведите 10 занятий волонтёром с младшими детьми (кружок, лагерь, продлёнка)',
      'Кіші жастағы балалармен ерікті ретінде 10 сабақ өткізіңіз (үйірме, лагерь, ұзартылған күн тобы)',
      'Volunteer for 10 sessions with young children (a club, camp or after-school group)',
    ),
    t(
      'Объясните одно правило трём разным детям тремя способами, пока каждый не поймёт',
      'Бір ережені үш түрлі балаға әрқайсысы түсінгенше үш тәсілмен түсіндіріңіз',
      'Explain one rule to three different children in three ways until each one gets it',
    ),
    t(
      'Ведите неделю заметки: когда вы теряли терпение и что помогло остаться спокойным',
      'Бір апта бойы қашан шыдамыңыз таусылғанын және сабыр сақтауға не көмектескенін жазып отырыңыз',
      'For a week, note when you lost patience and what helped you stay calm',
    ),
  ],
  'Working with parents': [
    t(
      'Подготовьте и проведите учебное родительское собрание на 20 минут с повесткой',
      'Күн тәртібі бар 20 минуттық оқу ата-аналар жиналысын дайындап, өткізіңіз',
      'Prepare and run a 20-minute practice parents’ meeting with an agenda',
    ),
    t(
      'Напишите 3 сообщения родителям в WhatsApp: об успехе, о проблеме и о просьбе',
      'Ата-аналарға WhatsApp-та 3 хабарлама жазыңыз: жетістік, мәселе және өтініш туралы',
      'Write 3 WhatsApp messages to parents: about a success, a problem and a request',
    ),
    t(
      'Отработайте в роли трудный разговор с недовольным родителем и запишите договорённость',
      'Наразы ата-анамен қиын әңгімені рөлде жаттығып, келісімді жазып алыңыз',
      'Role-play a difficult talk with an upset parent and write down what you agreed',
    ),
  ],
  'Strong command of mathematics': [
    t(
      'Решите 3 полных варианта ЕНТ по математике и профильной математике на 35+ баллов',
      'Математика мен бейіндік математикадан ҰБТ-ның 3 толық нұсқасын 35+ балға шығарыңыз',
      'Solve 3 full UNT maths and profile-maths papers, scoring 35+',
    ),
    t(
      'Решите 20 олимпиадных задач по алгебре, геометрии и комбинаторике с записью решений',
      'Алгебра, геометрия және комбинаторикадан 20 олимпиадалық есеп шығарып, шешімдерін жазыңыз',
      'Solve 20 olympiad problems in algebra, geometry and combinatorics, writing out the solutions',
    ),
    t(
      'Докажите письменно 5 школьных теорем, не подглядывая в учебник',
      'Оқулыққа қарамай, мектептегі 5 теореманы жазбаша дәлелдеңіз',
      'Prove 5 school theorems in writing without looking at the textbook',
    ),
  ],
  'Teaching methods': [
    t(
      'Выучите 5 активных методов (джигсо, кластер, ИНСЕРТ) и примените каждый на уроке',
      '5 белсенді әдісті (джигсо, кластер, INSERT) үйреніп, әрқайсысын сабақта қолданыңыз',
      'Learn 5 active methods (jigsaw, clustering, INSERT) and use each in a lesson',
    ),
    t(
      'Разработайте урок с целями по таксономии Блума и проверкой их достижения в конце',
      'Блум таксономиясы бойынша мақсаттары бар сабақ әзірлеп, соңында олардың орындалуын тексеріңіз',
      'Design a lesson with Bloom’s-taxonomy objectives and check at the end that they were met',
    ),
    t(
      'Снимите свой урок на видео и разберите с коллегой 3 сильных и 3 слабых момента',
      'Өз сабағыңызды бейнеге түсіріп, әріптесіңізбен 3 күшті және 3 әлсіз тұсын талдаңыз',
      'Film one of your lessons and review 3 strong and 3 weak moments with a colleague',
    ),
  ],
  'Criteria-based assessment': [
    t(
      'Составьте дескрипторы и рубрику на 4 уровня для одного задания СОР',
      'Бір БЖБ тапсырмасына 4 деңгейлі дескрипторлар мен рубрика құрыңыз',
      'Write descriptors and a 4-level rubric for one summative unit task',
    ),
    t(
      'Оцените 10 работ учеников по рубрике и сравните свои баллы с оценками коллеги',
      'Оқушылардың 10 жұмысын рубрика бойынша бағалап, балдарыңызды әріптесіңіздің бағасымен салыстырыңыз',
      'Mark 10 pupils’ papers against the rubric and compare your scores with a colleague’s',
    ),
    t(
      'Напишите 5 комментариев обратной связи, которые говорят ученику, что делать дальше',
      'Оқушыға әрі қарай не істеу керегін айтатын 5 кері байланыс пікірін жазыңыз',
      'Write 5 feedback comments that tell a pupil what to do next',
    ),
  ],
  'UNT exam preparation': [
    t(
      'Разберите спецификацию ЕНТ по предмету: темы, число заданий и баллы за каждое',
      'Пән бойынша ҰБТ спецификациясын талдаңыз: тақырыптар, тапсырмалар саны және әрқайсысының балы',
      'Study the UNT specification for a subject: topics, number of tasks and points for each',
    ),
    t(
      'Проведите с учеником пробный ЕНТ, найдите 3 слабые темы и составьте план на месяц',
      'Оқушымен сынақ ҰБТ өткізіп, 3 әлсіз тақырыпты тауып, бір айлық жоспар құрыңыз',
      'Give a pupil a mock UNT, find 3 weak topics and draw up a month’s plan',
    ),
    t(
      'Соберите банк из 50 заданий формата ЕНТ по одной теме с ответами и разбором',
      'Бір тақырып бойынша жауаптары мен талдауы бар ҰБТ форматындағы 50 тапсырмадан банк жинаңыз',
      'Build a bank of 50 UNT-style tasks on one topic with answers and worked solutions',
    ),
  ],
  'Fluency in the language': [
    t(
      'Прочитайте 3 книги на изучаемом языке в оригинале и напишите по каждой отзыв на 300 слов',
      'Оқып жүрген тіліңізде 3 кітапты түпнұсқада оқып, әрқайсысына 300 сөздік пікір жазыңыз',
      'Read 3 books in the original language and write a 300-word review of each',
    ),
    t(
      'Смотрите сериал на языке с субтитрами на том же языке по 30 минут в день месяц',
      'Бір ай бойы күніне 30 минут сол тілдегі субтитрлермен сол тілдегі сериал көріңіз',
      'Watch a series in the language with same-language subtitles 30 minutes a day for a month',
    ),
    t(
      'Сдайте международный экзамен уровня C1 или его пробный вариант',
      'C1 деңгейіндегі халықаралық емтиханды немесе оның сынақ нұсқасын тапсырыңыз',
      'Sit a C1-level international exam or a full practice version of one',
    ),
  ],
  'Communicative teaching': [
    t(
      'Проведите урок, где ученики говорят 70 % времени: ролевые игры, интервью, обсуждения',
      'Оқушылар уақыттың 70 %-ында сөйлейтін сабақ өткізіңіз: рөлдік ойындар, сұхбаттар, талқылаулар',
      'Run a lesson where pupils talk 70% of the time: role-plays, interviews, discussions',
    ),
    t(
      'Придумайте 5 заданий на информационный разрыв (info gap) и проверьте их на группе',
      'Ақпараттық алшақтыққа (info gap) 5 тапсырма ойлап тауып, оларды топта тексеріңіз',
      'Design 5 information-gap activities and try them out with a group',
    ),
    t(
      'Посчитайте по записи урока, сколько минут говорили вы и сколько — ученики',
      'Сабақ жазбасы бойынша өзіңіз қанша минут, оқушылар қанша минут сөйлегенін есептеңіз',
      'From a lesson recording, time how many minutes you talked and how many the pupils did',
    ),
  ],
  'IELTS and exam preparation': [
    t(
      'Сдайте пробный IELTS сами и разберите критерии оценки Writing и Speaking',
      'IELTS сынақ тестін өзіңіз тапсырып, Writing пен Speaking бағалау критерийлерін талдаңыз',
      'Take a mock IELTS yourself and study the Writing and Speaking marking criteria',
    ),
    t(
      'Оцените 5 эссе учеников по официальным дескрипторам IELTS и напишите, как поднять балл',
      'Оқушылардың 5 эссесін IELTS ресми дескрипторлары бойынша бағалап, балды қалай көтеруге болатынын жазыңыз',
      'Band 5 pupils’ essays with the official IELTS descriptors and write how to raise the score',
    ),
    t(
      'Составьте 8-недельный план подготовки с целевым баллом и еженедельными пробниками',
      'Мақсатты балы және апта сайынғы сынақ тесттері бар 8 апталық дайындық жоспарын жасаңыз',
      'Draw up an 8-week prep plan with a target band and a mock test every week',
    ),
  ],
  'Digital teaching tools': [
    t(
      'Создайте интерактивный тест в Kahoot, Quizizz или Google Forms и проведите его с классом',
      'Kahoot, Quizizz немесе Google Forms-та интерактивті тест жасап, оны сыныппен өткізіңіз',
      'Build an interactive quiz in Kahoot, Quizizz or Google Forms and run it with a class',
    ),
    t(
      'Ведите класс в Google Classroom месяц: задания, сроки, обратная связь',
      'Бір ай бойы Google Classroom-да сыныпты жүргізіңіз: тапсырмалар, мерзімдер, кері байланыс',
      'Run a class in Google Classroom for a month: assignments, deadlines and feedback',
    ),
    t(
      'Запишите видеоурок на 10 минут с экрана и опубликуйте его для учеников',
      'Экраннан 10 минуттық бейнесабақ жазып, оны оқушыларға жариялаңыз',
      'Record a 10-minute screencast lesson and publish it for your pupils',
    ),
  ],
  'Early childhood pedagogy': [
    t(
      'Изучите Государственный стандарт дошкольного образования РК и выпишите 5 образовательных областей',
      'ҚР мектепке дейінгі білім берудің мемлекеттік стандартын оқып, 5 білім беру саласын жазыңыз',
      'Read Kazakhstan’s preschool education standard and list its 5 learning areas',
    ),
    t(
      'Составьте план дня средней группы детского сада с режимными моментами и занятиями',
      'Балабақшаның ортаңғы тобына режимдік сәттері мен сабақтары бар күн жоспарын құрыңыз',
      'Draw up a day plan for a kindergarten middle group with routines and activities',
    ),
    t(
      'Пройдите недельную практику в детском саду и заполните дневник наблюдений',
      'Балабақшада бір апталық тәжірибеден өтіп, бақылау күнделігін толтырыңыз',
      'Do a week’s placement in a kindergarten and fill in an observation diary',
    ),
  ],
  'Educational play': [
    t(
      'Соберите картотеку из 20 развивающих игр по возрастам: речь, счёт, моторика',
      'Жас ерекшелігіне қарай 20 дамытушы ойыннан картотека жинаңыз: сөйлеу, санау, моторика',
      'Build a card file of 20 learning games by age: speech, counting and motor skills',
    ),
    t(
      'Сделайте своими руками одну дидактическую игру из подручных материалов',
      'Қолда бар материалдардан бір дидактикалық ойынды өз қолыңызбен жасаңыз',
      'Make one educational game yourself from everyday materials',
    ),
    t(
      'Проведите 3 игры с группой детей и запишите, чему каждая научила',
      'Балалар тобымен 3 ойын өткізіп, әрқайсысы неге үйреткенін жазыңыз',
      'Play 3 games with a group of children and note what each one taught',
    ),
  ],
  'Child safety': [
    t(
      'Проверьте игровую комнату по чек-листу безопасности из 15 пунктов и устраните риски',
      'Ойын бөлмесін 15 тармақты қауіпсіздік тексеру парағымен тексеріп, қауіптерді жойыңыз',
      'Check a playroom against a 15-point safety checklist and remove the hazards',
    ),
    t(
      'Пройдите курс первой помощи детям и отработайте приём Геймлиха на манекене ребёнка',
      'Балаларға алғашқы көмек курсынан өтіп, Геймлих әдісін бала манекенінде жаттығыңыз',
      'Take a paediatric first-aid course and practise the Heimlich manoeuvre on a child manikin',
    ),
    t(
      'Составьте порядок действий, если ребёнок потерялся на прогулке, и отрепетируйте его',
      'Серуен кезінде бала адасып кетсе не істеу тәртібін жасап, оны жаттығыңыз',
      'Write a procedure for when a child goes missing on a walk and rehearse it',
    ),
  ],
  'Creative activities: music, drawing': [
    t(
      'Разучите 10 детских песен на казахском и русском с движениями',
      'Қимылдары бар қазақ және орыс тілдеріндегі 10 балалар әнін үйреніңіз',
      'Learn 10 children’s songs in Kazakh and Russian with actions',
    ),
    t(
      'Проведите 3 занятия рисованием в нетрадиционных техниках: ладошки, штампы, кляксография',
      'Дәстүрлі емес техникада 3 сурет сабағын өткізіңіз: алақан, мөртаңба, кляксография',
      'Run 3 art sessions with unusual techniques: handprints, stamps and blot painting',
    ),
    t(
      'Подготовьте с детьми утренник на 15 минут к празднику, например к Наурызу',
      'Балалармен мерекеге, мысалы, Наурызға 15 минуттық ертеңгілік дайындаңыз',
      'Prepare a 15-minute holiday show with children, for example for Nauryz',
    ),
  ],
  'Speech assessment': [
    t(
      'Изучите нормы речевого развития от 2 до 7 лет и составьте таблицу по возрастам',
      '2 жастан 7 жасқа дейінгі сөйлеу дамуының нормаларын оқып, жас бойынша кесте жасаңыз',
      'Study speech development milestones from age 2 to 7 and make a table by age',
    ),
    t(
      'Проведите обследование звукопроизношения у 3 детей по альбому и заполните речевую карту',
      'Альбом бойынша 3 баланың дыбыс айтуын тексеріп, сөйлеу картасын толтырыңыз',
      'Assess 3 children’s pronunciation with a picture album and fill in a speech record',
    ),
    t(
      'Опишите, как отличить особенности двуязычия (казахский и русский) от нарушения речи',
      'Қостілділік (қазақ және орыс тілдері) ерекшеліктерін сөйлеу бұзылысынан қалай ажыратуға болатынын сипаттаңыз',
      'Describe how to tell Kazakh–Russian bilingual features apart from a speech disorder',
    ),
  ],
  'Articulation exercises': [
    t(
      'Выучите и покажите перед зеркалом 15 упражнений артикуляционной гимнастики',
      'Артикуляциялық гимнастиканың 15 жаттығуын үйреніп, айна алдында көрсетіңіз',
      'Learn 15 articulation exercises and demonstrate them in front of a mirror',
    ),
    t(
      'Составьте комплекс на 5 минут для постановки звука «Р» в игровой форме',
      '«Р» дыбысын қоюға арналған ойын түріндегі 5 минуттық кешен құрыңыз',
      'Put together a 5-minute playful exercise set for producing the “R” sound',
    ),
    t(
      'Подберите 20 слов на автоматизацию одного звука в казахском языке с картинками',
      'Қазақ тіліндегі бір дыбысты автоматтандыруға суреттері бар 20 сөз іріктеңіз',
      'Pick 20 Kazakh words with pictures for practising one target sound',
    ),
  ],
  'Inclusive education': [
    t(
      'Изучите, как в Казахстане работает ПМПК, и выпишите 5 видов особых образовательных потребностей',
      'Қазақстанда ПМПК қалай жұмыс істейтінін біліп, ерекше білім беру қажеттіліктерінің 5 түрін жазыңыз',
      'Find out how Kazakhstan’s psychological-medical-pedagogical commissions work and list 5 kinds of special educational needs',
    ),
    t(
      'Адаптируйте одно задание урока для ребёнка с нарушением слуха и для ребёнка с СДВГ',
      'Сабақтың бір тапсырмасын есту қабілеті бұзылған балаға және зейін тапшылығы мен гипербелсенділігі бар балаға бейімдеңіз',
      'Adapt one lesson task for a child with hearing loss and for a child with ADHD',
    ),
    t(
      'Составьте индивидуальный учебный план для одного учебного случая на четверть',
      'Бір оқу жағдайына тоқсанға арналған жеке оқу жоспарын құрыңыз',
      'Write an individual learning plan for one practice case for a school term',
    ),
  ],
  Patience: [
    t(
      'Доведите до результата занятие с ребёнком, которому нужно 10+ повторений одного упражнения',
      'Бір жаттығуды 10 реттен көп қайталауды қажет ететін баламен сабақты нәтижеге жеткізіңіз',
      'See through a session with a child who needs 10+ repetitions of one exercise',
    ),
    t(
      'Отмечайте месяц еженедельный прогресс одного ученика, даже самый маленький',
      'Бір ай бойы бір оқушының апта сайынғы ең кішкентай болса да жетістігін белгілеп отырыңыз',
      'Record one pupil’s weekly progress for a month, however small',
    ),
    t(
      'Освойте паузу в 5 секунд перед ответом в напряжённом разговоре и примените её 10 раз',
      'Шиеленісті әңгімеде жауап бермес бұрын 5 секундтық кідірісті үйреніп, оны 10 рет қолданыңыз',
      'Practise a 5-second pause before answering in tense conversations and use it 10 times',
    ),
  ],
  Counselling: [
    t(
      'Проведите 3 учебные консультации по структуре «запрос — исследование — план» с однокурсниками',
      'Курстастарыңызбен «сұраныс — зерттеу — жоспар» құрылымы бойынша 3 оқу кеңесін өткізіңіз',
      'Hold 3 practice sessions with classmates using “request, exploration, plan”',
    ),
    t(
      'Запишите консультацию (с согласия) и отметьте, где вы советовали вместо вопросов',
      'Кеңесті (келісіммен) жазып алып, сұрақ қоюдың орнына кеңес берген жерлеріңізді белгілеңіз',
      'Record a session (with consent) and mark where you gave advice instead of asking',
    ),
    t(
      'Прочитайте этический кодекс психолога и разберите 2 случая нарушения конфиденциальности',
      'Психологтың этикалық кодексін оқып, құпиялылықты бұзудың 2 жағдайын талдаңыз',
      'Read a psychologists’ code of ethics and analyse 2 breaches of confidentiality',
    ),
  ],
  'Psychological assessment': [
    t(
      'Изучите 3 профориентационные методики (Холланд, Климов, ДДО) и пройдите их сами',
      '3 кәсіптік бағдар әдістемесін (Холланд, Климов, ДДО) оқып, өзіңіз тапсырыңыз',
      'Study 3 career assessment tools (Holland, Klimov, DDO) and take them yourself',
    ),
    t(
      'Проведите одну методику с 5 учениками и напишите заключение по каждому',
      'Бір әдістемені 5 оқушымен өткізіп, әрқайсысына қорытынды жазыңыз',
      'Give one assessment to 5 pupils and write a report for each',
    ),
    t(
      'Сравните результаты теста с мнением ученика о себе и объясните расхождения',
      'Тест нәтижелерін оқушының өзі туралы пікірімен салыстырып, айырмашылықтарды түсіндіріңіз',
      'Compare the test results with the pupil’s own view and explain the differences',
    ),
  ],
  'Labour market knowledge': [
    t(
      'Найдите на enbek.kz и hh.kz 10 востребованных профессий вашего региона и их зарплаты',
      'enbek.kz және hh.kz сайттарынан өңіріңіздегі 10 сұранысқа ие мамандықты және жалақысын табыңыз',
      'Find 10 in-demand jobs in your region and their pay on enbek.kz and hh.kz',
    ),
    t(
      'Прочитайте прогноз потребности в кадрах Минтруда и выпишите 5 растущих отраслей',
      'Еңбек министрлігінің кадрларға қажеттілік болжамын оқып, өсіп келе жатқан 5 саланы жазыңыз',
      'Read the Labour Ministry’s staffing-needs forecast and list 5 growing sectors',
    ),
    t(
      'Возьмите интервью у 3 работодателей о том, каких навыков не хватает выпускникам',
      '3 жұмыс берушіден түлектерге қандай дағдылар жетіспейтіні туралы сұхбат алыңыз',
      'Interview 3 employers about the skills graduates are missing',
    ),
  ],
  'Active listening': [
    t(
      'В 5 разговорах задайте не меньше 3 открытых вопросов, прежде чем высказаться самому',
      '5 әңгімеде өз ойыңызды айтпас бұрын кемінде 3 ашық сұрақ қойыңыз',
      'In 5 conversations, ask at least 3 open questions before giving your own view',
    ),
    t(
      'После разговора кратко резюмируйте собеседнику его слова и спросите, верно ли поняли',
      'Әңгімеден кейін әңгімелесушінің сөзін қысқаша түйіндеп, дұрыс түсіндім бе деп сұраңыз',
      'After a conversation, sum up what the other person said and ask whether you got it right',
    ),
    t(
      'Попросите друга оценить по шкале 1–10, насколько вы его слышали, и повторите через месяц',
      'Досыңыздан оны қаншалықты тыңдағаныңызды 1–10 шкаласымен бағалауын сұрап, бір айдан кейін қайталаңыз',
      'Ask a friend to rate on a 1–10 scale how well you listened, and repeat after a month',
    ),
  ],
  'Subject expertise': [
    t(
      'Прочитайте 10 свежих статей по своей области в рецензируемых журналах и составьте аннотации',
      'Өз салаңыз бойынша рецензияланатын журналдардағы 10 жаңа мақаланы оқып, аннотация жазыңыз',
      'Read 10 recent peer-reviewed papers in your field and write a summary of each',
    ),
    t(
      'Подготовьте обзор состояния одной темы на 5 страниц со списком литературы',
      'Бір тақырыптың қазіргі жайы туралы әдебиеттер тізімі бар 5 беттік шолу дайындаңыз',
      'Write a 5-page review of the state of one topic with a reference list',
    ),
    t(
      'Выступите с докладом на студенческой или научной конференции',
      'Студенттік немесе ғылыми конференцияда баяндама жасаңыз',
      'Give a talk at a student or academic conference',
    ),
  ],
  'Public speaking': [
    t(
      'Подготовьте 5-минутное выступление, отрепетируйте его 5 раз и выступите перед аудиторией 20+',
      '5 минуттық сөз дайындап, оны 5 рет жаттығып, 20-дан көп тыңдаушы алдында сөйлеңіз',
      'Prepare a 5-minute talk, rehearse it 5 times and give it to an audience of 20+',
    ),
    t(
      'Запишите своё выступление и посчитайте слова-паразиты за минуту',
      'Сөйлеген сөзіңізді жазып алып, бір минуттағы арам сөздерді санаңыз',
      'Record your talk and count the filler words per minute',
    ),
    t(
      'Выступите на казахском, русском или английском в дебатах или клубе ораторов',
      'Дебаттарда немесе шешендер клубында қазақ, орыс не ағылшын тілінде сөз сөйлеңіз',
      'Speak in Kazakh, Russian or English at a debate or public-speaking club',
    ),
  ],
  'Academic writing': [
    t(
      'Напишите научную статью на 3 000 слов по структуре IMRAD',
      'IMRAD құрылымы бойынша 3 000 сөздік ғылыми мақала жазыңыз',
      'Write a 3,000-word research paper using the IMRAD structure',
    ),
    t(
      'Оформите 20 ссылок в одном стиле (APA или ГОСТ) в менеджере Zotero',
      'Zotero менеджерінде 20 сілтемені бір стильде (APA немесе ГОСТ) рәсімдеңіз',
      'Format 20 references in one style (APA or GOST) with the Zotero manager',
    ),
    t(
      'Отправьте статью в журнал или на конференцию и ответьте на замечания рецензента',
      'Мақаланы журналға не конференцияға жіберіп, рецензенттің ескертулеріне жауап беріңіз',
      'Submit the paper to a journal or conference and answer the reviewer’s comments',
    ),
  ],
  Mentoring: [
    t(
      'Возьмите подопечного младше себя и проводите с ним встречи раз в неделю 2 месяца',
      'Өзіңізден кіші бір тәлім алушыны алып, онымен 2 ай бойы аптасына бір рет кездесіңіз',
      'Take on a younger mentee and meet them once a week for 2 months',
    ),
    t(
      'Поставьте с подопечным 3 измеримые цели и отмечайте прогресс на каждой встрече',
      'Тәлім алушымен 3 өлшенетін мақсат қойып, әр кездесуде ілгерілеуді белгілеңіз',
      'Set 3 measurable goals with your mentee and track progress at every meeting',
    ),
    t(
      'В конце попросите подопечного о письменном отзыве: что помогло, а что нет',
      'Соңында тәлім алушыдан не көмектесті, не көмектеспеді деген жазбаша пікір сұраңыз',
      'At the end, ask your mentee for written feedback on what helped and what did not',
    ),
  ],
  'Cataloguing and classification': [
    t(
      'Составьте библиографическое описание 20 книг по ГОСТ и присвойте им индексы ББК или УДК',
      '20 кітапқа ГОСТ бойынша библиографиялық сипаттама жасап, оларға КБЖ немесе ӘОЖ индекстерін беріңіз',
      'Write standard bibliographic records for 20 books and assign them BBK or UDC codes',
    ),
    t(
      'Каталогизируйте 10 изданий в бесплатной системе (например, Koha) с ключевыми словами',
      'Тегін жүйеде (мысалы, Koha) 10 басылымды кілт сөздерімен каталогтаңыз',
      'Catalogue 10 items with keywords in a free library system such as Koha',
    ),
    t(
      'Расставьте 50 книг на полке по классификации и проверьте, найдёт ли их посетитель',
      '50 кітапты жіктеу бойынша сөреге қойып, келуші оларды таба ала ма, тексеріңіз',
      'Shelve 50 books by classification and check that a visitor can find them',
    ),
  ],
  'Information retrieval': [
    t(
      'Найдите по 5 источников на одну тему в Google Scholar, eLibrary и КазНЭБ и сравните выдачу',
      'Бір тақырып бойынша Google Scholar, eLibrary және ҚазҰЭК-тен 5 дереккөзден тауып, нәтижелерін салыстырыңыз',
      'Find 5 sources on one topic each in Google Scholar, eLibrary and the Kazakh national e-library and compare',
    ),
    t(
      'Составьте 5 поисковых запросов с булевыми операторами и кавычками и сравните число результатов',
      'Буль операторлары мен тырнақшалары бар 5 іздеу сұранысын құрып, нәтижелер санын салыстырыңыз',
      'Write 5 search queries with Boolean operators and quotes and compare the hit counts',
    ),
    t(
      'Выполните 3 библиографические справки для читателей и запишите время на каждую',
      'Оқырмандарға 3 библиографиялық анықтама дайындап, әрқайсысына кеткен уақытты жазыңыз',
      'Answer 3 reference enquiries for readers and log the time each took',
    ),
  ],
  'Digital libraries': [
    t(
      'Отсканируйте и оцифруйте 10 страниц редкого издания с распознаванием текста и метаданными',
      'Сирек басылымның 10 бетін сканерлеп, мәтінді тану және метадеректерімен цифрландырыңыз',
      'Scan and digitise 10 pages of a rare item with text recognition and metadata',
    ),
    t(
      'Создайте небольшую электронную коллекцию из 20 документов в Omeka или DSpace',
      'Omeka немесе DSpace-те 20 құжаттан тұратын шағын электрондық жинақ жасаңыз',
      'Build a small 20-document digital collection in Omeka or DSpace',
    ),
    t(
      'Проведите для читателей 30-минутное занятие о поиске в электронных базах',
      'Оқырмандарға электрондық базалардан іздеу туралы 30 минуттық сабақ өткізіңіз',
      'Run a 30-minute session for readers on searching electronic databases',
    ),
  ],
  'Event organisation': [
    t(
      'Организуйте мероприятие на 30+ гостей: составьте план, бюджет и список задач с ответственными',
      '30-дан көп қонаққа іс-шара ұйымдастырыңыз: жоспар, бюджет және жауаптылары бар міндеттер тізімін жасаңыз',
      'Organise an event for 30+ guests with a plan, a budget and a task list with owners',
    ),
    t(
      'Сделайте афишу и анонс в соцсетях и посчитайте, сколько людей пришло по регистрации',
      'Афиша мен әлеуметтік желіде хабарландыру жасап, тіркеу бойынша қанша адам келгенін есептеңіз',
      'Make a poster and a social-media announcement and count how many who registered came',
    ),
    t(
      'После мероприятия соберите отзывы 10 участников и напишите отчёт с фото',
      'Іс-шарадан кейін 10 қатысушының пікірін жинап, суреттері бар есеп жазыңыз',
      'After the event, collect feedback from 10 participants and write a report with photos',
    ),
  ],
};

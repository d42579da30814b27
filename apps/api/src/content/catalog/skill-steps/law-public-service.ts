import type { TLocalized } from '../../types.ts';
import { t } from '../localized.ts';

/** Concrete steps for the skills of the law, security and public-service professions. */
export const LAW_PUBLIC_SERVICE_SKILL_STEPS: Record<string, TLocalized[]> = {
  'Kazakhstan law': [
    t(
      'Прочитайте Конституцию РК целиком и перескажите своими словами 10 статей о правах человека',
      'ҚР Конституциясын толық оқып, адам құқықтары туралы 10 бапты өз сөзіңізбен баяндаңыз',
      'Read Kazakhstan’s Constitution in full and retell 10 human-rights articles in your own words',
    ),
    t(
      'Найдите на adilet.zan.kz действующую редакцию трёх законов и выпишите дату последних изменений',
      'adilet.zan.kz сайтынан үш заңның қолданыстағы редакциясын тауып, соңғы өзгерістер күнін жазыңыз',
      'Find the current text of three laws on adilet.zan.kz and note the date of their last amendment',
    ),
    t(
      'Нарисуйте иерархию нормативных актов РК от Конституции до приказа министра',
      'Конституциядан министр бұйрығына дейінгі ҚР нормативтік актілерінің иерархиясын сызыңыз',
      'Draw the hierarchy of Kazakhstan’s legal acts from the Constitution down to a minister’s order',
    ),
  ],
  'Drafting contracts and claims': [
    t(
      'Составьте договор купли-продажи подержанного телефона с 8 существенными условиями',
      'Қолданылған телефонды сату-сатып алу шартын 8 елеулі талаппен жасаңыз',
      'Draft a contract for selling a used phone with 8 essential terms',
    ),
    t(
      'Напишите учебную претензию и исковое заявление о возврате некачественного товара',
      'Сапасыз тауарды қайтару туралы оқу кінәрат-талап хатын және талап арызын жазыңыз',
      'Write a practice complaint letter and a statement of claim for returning a faulty product',
    ),
    t(
      'Сверьте исковое заявление с требованиями ГПК РК к его форме и исправьте все несоответствия',
      'Талап арызды ҚР АПК-нің нысанына қойылатын талаптарымен салыстырып, сәйкессіздіктерді түзетіңіз',
      'Check the claim against the Civil Procedure Code’s form requirements and fix every gap',
    ),
  ],
  'Argument and advocacy': [
    t(
      'Примите участие в школьных дебатах или модели ООН и выступите минимум в 2 раундах',
      'Мектеп дебаттарына немесе БҰҰ моделіне қатысып, кемінде 2 раундта сөйлеңіз',
      'Take part in school debates or Model UN and speak in at least 2 rounds',
    ),
    t(
      'Подготовьте 5-минутную речь в защиту учебного клиента и запишите её на видео',
      'Оқу клиентін қорғауға арналған 5 минуттық сөз дайындап, оны бейнеге түсіріңіз',
      'Prepare a 5-minute speech defending a practice client and record it on video',
    ),
    t(
      'Для одной позиции выпишите 3 аргумента, 3 контраргумента и ответ на каждый',
      'Бір ұстаным үшін 3 дәлел, 3 қарсы дәлел және әрқайсысына жауап жазыңыз',
      'For one position write 3 arguments, 3 counter-arguments and a reply to each',
    ),
  ],
  'Case law research': [
    t(
      'Найдите в открытом банке судебных актов 5 решений по спорам о защите прав потребителей',
      'Сот актілерінің ашық банкінен тұтынушылар құқығын қорғау дауларына қатысты 5 шешім табыңыз',
      'Find 5 consumer-rights rulings in the open database of court decisions',
    ),
    t(
      'Составьте таблицу: факты, позиции сторон, решение и норма, на которую сослался суд',
      'Кесте жасаңыз: фактілер, тараптардың ұстанымы, шешім және сот сілтеген норма',
      'Build a table: facts, each side’s position, the ruling and the rule the court relied on',
    ),
    t(
      'Прочитайте одно нормативное постановление Верховного суда и выпишите 3 разъяснения',
      'Жоғарғы Соттың бір нормативтік қаулысын оқып, 3 түсіндірмені жазып алыңыз',
      'Read one normative resolution of the Supreme Court and note 3 of its clarifications',
    ),
  ],
  'Procedural law': [
    t(
      'Нарисуйте схему стадий гражданского процесса от иска до апелляции со сроками',
      'Азаматтық процестің талап арыздан апелляцияға дейінгі сатыларының мерзімдері бар сызбасын сызыңыз',
      'Draw the stages of a civil case from claim to appeal, with their time limits',
    ),
    t(
      'Посетите открытое судебное заседание и запишите, какие процессуальные действия прошли',
      'Ашық сот отырысына барып, қандай іс жүргізу әрекеттері өткенін жазып алыңыз',
      'Attend an open court hearing and note which procedural steps took place',
    ),
    t(
      'Решите 15 тестовых вопросов по ГПК и УПК РК и разберите каждую ошибку по тексту кодекса',
      'ҚР АПК мен ҚПК бойынша 15 тест сұрағын шешіп, әр қатені кодекс мәтіні бойынша талдаңыз',
      'Answer 15 test questions on the civil and criminal procedure codes and trace each mistake in the code',
    ),
  ],
  Impartiality: [
    t(
      'Выпишите основания для отвода судьи из ГПК РК и приведите пример к каждому',
      'ҚР АПК-ден судьяға қарсылық білдіру негіздерін жазып, әрқайсысына мысал келтіріңіз',
      'List the grounds for recusing a judge in the Civil Procedure Code with an example of each',
    ),
    t(
      'Изложите одну спорную ситуацию дважды — с позиции каждой стороны — одинаково убедительно',
      'Бір даулы жағдайды екі рет — әр тараптың көзқарасымен — бірдей сенімді баяндаңыз',
      'Set out one dispute twice, from each side’s view, equally convincingly',
    ),
    t(
      'Прочитайте Кодекс судейской этики и опишите 3 ситуации, где судье нужно взять самоотвод',
      'Судьялық әдеп кодексін оқып, судьяның өздігінен бас тартуы қажет 3 жағдайды сипаттаңыз',
      'Read the Code of Judicial Ethics and describe 3 situations where a judge must step aside',
    ),
  ],
  'Weighing evidence': [
    t(
      'Для учебного дела разделите доказательства на относимые, допустимые и достоверные',
      'Оқу ісі үшін дәлелдемелерді қатыстылығы, жол берілетіндігі және анықтығы бойынша бөліңіз',
      'For a practice case sort the evidence by relevance, admissibility and reliability',
    ),
    t(
      'Найдите 3 противоречия в показаниях двух учебных свидетелей и решите, чьим верить',
      'Екі оқу куәгерінің жауаптарынан 3 қайшылық тауып, кімге сену керегін шешіңіз',
      'Find 3 contradictions between two practice witnesses’ statements and decide whom to believe',
    ),
    t(
      'Прочитайте 2 приговора и выпишите, почему суд отверг часть доказательств',
      '2 үкімді оқып, сот дәлелдемелердің бір бөлігін неге қабылдамағанын жазыңыз',
      'Read 2 criminal judgments and note why the court rejected some of the evidence',
    ),
  ],
  'Writing reasoned judgments': [
    t(
      'Напишите решение по учебному делу: вводная, описательная, мотивировочная и резолютивная части',
      'Оқу ісі бойынша шешім жазыңыз: кіріспе, сипаттау, уәждеу және қарар бөліктері',
      'Write a ruling on a practice case with introductory, descriptive, reasoning and operative parts',
    ),
    t(
      'Сократите мотивировочную часть до 1 страницы, не потеряв ни одного довода',
      'Уәждеу бөлігін бірде-бір дәлелді жоғалтпай 1 бетке дейін қысқартыңыз',
      'Cut the reasoning down to 1 page without losing a single argument',
    ),
    t(
      'Дайте решение прочитать человеку без юридического образования и исправьте всё, что он не понял',
      'Шешімді заң білімі жоқ адамға оқытып, ол түсінбеген жердің бәрін түзетіңіз',
      'Have someone without legal training read the ruling and rewrite whatever they did not understand',
    ),
  ],
  'Civil and family law': [
    t(
      'Решите 10 задач о наследовании по закону и по завещанию и распределите доли',
      'Заң және өсиет бойынша мұрагерлік туралы 10 есеп шығарып, үлестерді бөліңіз',
      'Solve 10 inheritance problems, by law and by will, and split the shares',
    ),
    t(
      'Выпишите из Кодекса о браке и семье условия брачного договора и алиментов',
      'Неке және отбасы туралы кодекстен неке шарты мен алимент шарттарын жазып алыңыз',
      'List the rules on prenuptial agreements and child support from the Marriage and Family Code',
    ),
    t(
      'Составьте учебную доверенность на продажу автомобиля со сроком и полномочиями',
      'Көлікті сатуға мерзімі мен өкілеттігі көрсетілген оқу сенімхатын жасаңыз',
      'Draft a practice power of attorney to sell a car, with its term and powers',
    ),
  ],
  'Working with registers': [
    t(
      'Закажите через egov.kz справку о зарегистрированных правах на недвижимость и разберите её поля',
      'egov.kz арқылы жылжымайтын мүлікке тіркелген құқықтар туралы анықтама алып, өрістерін талдаңыз',
      'Order a certificate of registered property rights on egov.kz and go through its fields',
    ),
    t(
      'Выпишите 5 государственных реестров, которые нотариус проверяет перед сделкой с квартирой',
      'Пәтермен мәміле алдында нотариус тексеретін 5 мемлекеттік тізілімді жазыңыз',
      'List 5 state registers a notary checks before a flat sale',
    ),
    t(
      'Ведите учебный журнал регистрации 20 нотариальных действий без единой пропущенной графы',
      '20 нотариаттық әрекеттің оқу тіркеу журналын бірде-бір бағанды өткізбей толтырыңыз',
      'Keep a practice register of 20 notarial acts without a single blank column',
    ),
  ],
  Meticulousness: [
    t(
      'Найдите все 10 ошибок, заранее внесённых другом в двухстраничный договор',
      'Досыңыз екі беттік шартқа алдын ала енгізген 10 қатенің барлығын табыңыз',
      'Find all 10 errors a friend planted in a two-page contract',
    ),
    t(
      'Сверьте ИИН, паспортные данные и адреса в 5 документах и отметьте каждое расхождение',
      '5 құжаттағы ЖСН, төлқұжат деректері мен мекенжайларды салыстырып, әр алшақтықты белгілеңіз',
      'Cross-check IINs, passport details and addresses across 5 documents and mark every mismatch',
    ),
    t(
      'Составьте личный чек-лист проверки документа из 12 пунктов и пользуйтесь им месяц',
      '12 тармақтан тұратын құжатты тексерудің жеке чек-парағын жасап, оны бір ай қолданыңыз',
      'Make a 12-point personal checklist for checking a document and use it for a month',
    ),
  ],
  'Explaining to clients': [
    t(
      'Объясните пожилому родственнику последствия дарения квартиры за 5 минут и без терминов',
      'Егде туысыңызға пәтерді сыйға тартудың салдарын 5 минутта терминсіз түсіндіріңіз',
      'Explain to an older relative what gifting a flat means, in 5 minutes and without jargon',
    ),
    t(
      'Напишите памятку на одну страницу: какие документы нужны для вступления в наследство',
      'Мұраны қабылдауға қандай құжаттар керек екені туралы бір беттік жадынама жазыңыз',
      'Write a one-page leaflet on the documents needed to accept an inheritance',
    ),
    t(
      'Проведите ту же консультацию на казахском и на русском и попросите оценить понятность',
      'Сол кеңесті қазақша және орысша өткізіп, түсініктілігін бағалауды сұраңыз',
      'Give the same consultation in Kazakh and in Russian and ask how clear each was',
    ),
  ],
  'Criminal procedure': [
    t(
      'Нарисуйте путь уголовного дела по УПК РК от регистрации в ЕРДР до направления в суд',
      'ҚР ҚПК бойынша қылмыстық істің СТДТ-да тіркелуден сотқа жолдануға дейінгі жолын сызыңыз',
      'Chart a criminal case under the Criminal Procedure Code from registration in the ERDR to court',
    ),
    t(
      'Выпишите права подозреваемого и потерпевшего и составьте учебный протокол их разъяснения',
      'Күдіктінің және жәбірленушінің құқықтарын жазып, оларды түсіндірудің оқу хаттамасын жасаңыз',
      'List the rights of a suspect and of a victim and draft a practice record of explaining them',
    ),
    t(
      'Составьте постановление о назначении экспертизы по учебной фабуле',
      'Оқу фабуласы бойынша сараптама тағайындау туралы қаулы жасаңыз',
      'Draft an order appointing a forensic examination for a practice case',
    ),
  ],
  'Forensic science': [
    t(
      'Снимите и опишите отпечатки своих 10 пальцев и определите тип узора каждого',
      'Өз 10 саусағыңыздың ізін алып, сипаттаңыз және әрқайсысының өрнек түрін анықтаңыз',
      'Take and describe your own 10 fingerprints and identify each one’s pattern type',
    ),
    t(
      'Сфотографируйте учебное место происшествия по правилам масштабной съёмки: 15 кадров',
      'Оқу оқиға орнын масштабты түсіру ережесі бойынша суретке түсіріңіз: 15 кадр',
      'Photograph a practice crime scene following scale-photography rules: 15 shots',
    ),
    t(
      'Составьте протокол осмотра этого места со схемой и списком изъятых предметов',
      'Осы орынды қарау хаттамасын сызбасымен және алынған заттардың тізімімен жасаңыз',
      'Write an inspection record of that scene with a sketch and a list of items collected',
    ),
  ],
  Interviewing: [
    t(
      'Составьте план допроса свидетеля из 15 открытых и 5 уточняющих вопросов',
      'Куәгерден жауап алудың 15 ашық және 5 нақтылаушы сұрақтан тұратын жоспарын жасаңыз',
      'Plan a witness interview with 15 open and 5 follow-up questions',
    ),
    t(
      'Проведите учебный допрос с другом по ролям и запишите его на диктофон',
      'Досыңызбен рөлдер бойынша оқу жауап алуын өткізіп, диктофонға жазыңыз',
      'Run a role-play interview with a friend and record it on a voice recorder',
    ),
    t(
      'Прослушайте запись и отметьте 3 наводящих вопроса, которые надо было задать иначе',
      'Жазбаны тыңдап, басқаша қою керек болған 3 жетелеуші сұрақты белгілеңіз',
      'Listen back and mark 3 leading questions you should have asked differently',
    ),
  ],
  'Logic and observation': [
    t(
      'Решите 30 логических задач ЕНТ и 10 задач на дедукцию в стиле «кто виноват»',
      'ҰБТ-ның 30 логикалық есебін және «кім кінәлі» үлгісіндегі 10 дедукция есебін шығарыңыз',
      'Solve 30 UNT logic problems and 10 “who did it” deduction puzzles',
    ),
    t(
      'Посмотрите на незнакомую комнату 1 минуту, выйдите и запишите 20 деталей по памяти',
      'Бейтаныс бөлмеге 1 минут қарап, шығып, есте қалған 20 бөлшекті жазыңыз',
      'Look at an unfamiliar room for 1 minute, step out and write down 20 details from memory',
    ),
    t(
      'Разберите один известный раскрытый случай и выпишите цепочку выводов следователя',
      'Бір белгілі ашылған істі талдап, тергеушінің қорытындылар тізбегін жазыңыз',
      'Study one well-known solved case and write out the investigator’s chain of inferences',
    ),
  ],
  'Physical fitness': [
    t(
      'Сдайте себе нормативы поступления в академию МВД: бег 100 м и 3 км, подтягивания',
      'ІІМ академиясына түсу нормативтерін өз бетіңізше тапсырып көріңіз: 100 м және 3 км жүгіру, тартылу',
      'Test yourself on the police academy entry standards: 100 m and 3 km runs, pull-ups',
    ),
    t(
      'Тренируйтесь 3 раза в неделю 8 недель и записывайте результаты в дневник',
      '8 апта бойы аптасына 3 рет жаттығып, нәтижелерді күнделікке жазыңыз',
      'Train 3 times a week for 8 weeks and log your results in a diary',
    ),
    t(
      'Улучшите время на 3 км минимум на минуту к концу восьмой недели',
      'Сегізінші аптаның соңына қарай 3 км уақытын кемінде бір минутқа жақсартыңыз',
      'Cut your 3 km time by at least a minute by the end of week eight',
    ),
  ],
  'Administrative law': [
    t(
      'Выпишите из КоАП РК 10 самых частых нарушений и санкции за них в МРП',
      'ҚР ӘҚБтК-ден ең жиі кездесетін 10 құқық бұзушылықты және олар үшін АЕК-пен санкцияларды жазыңыз',
      'List the 10 most common offences in the Administrative Offences Code and their fines in MCI',
    ),
    t(
      'Составьте учебный протокол об административном правонарушении по ситуации на дороге',
      'Жолдағы жағдай бойынша әкімшілік құқық бұзушылық туралы оқу хаттамасын жасаңыз',
      'Draft a practice administrative-offence report for a roadside incident',
    ),
    t(
      'Опишите порядок обжалования штрафа и сроки на каждом шаге',
      'Айыппұлға шағымдану тәртібін және әр қадамның мерзімін сипаттаңыз',
      'Describe how a fine is appealed and the time limit at each step',
    ),
  ],
  'Conflict resolution': [
    t(
      'Изучите технику активного слушания и примените её в 3 реальных спорах, записав итог',
      'Белсенді тыңдау техникасын үйреніп, оны 3 нақты дауда қолданып, нәтижесін жазыңыз',
      'Learn active listening and use it in 3 real disagreements, noting how each ended',
    ),
    t(
      'Разыграйте по ролям бытовой конфликт соседей и доведите его до письменного соглашения',
      'Көршілердің тұрмыстық жанжалын рөлдер бойынша ойнап, жазбаша келісімге жеткізіңіз',
      'Role-play a dispute between neighbours and bring it to a written agreement',
    ),
    t(
      'Выпишите 5 фраз, которые снижают напряжение, и 5, которые его повышают',
      'Шиеленісті басатын 5 сөз тіркесін және оны күшейтетін 5 тіркесті жазыңыз',
      'Write down 5 phrases that calm tension and 5 that raise it',
    ),
  ],
  'Search and rescue': [
    t(
      'Пройдите курс первой помощи с сертификатом и отработайте СЛР на манекене',
      'Сертификат беретін алғашқы көмек курсынан өтіп, манекенде ЖӨЖ-ды жаттықтырыңыз',
      'Take a certified first-aid course and practise CPR on a manikin',
    ),
    t(
      'Завяжите 5 основных спасательных узлов за 30 секунд каждый',
      '5 негізгі құтқару түйінін әрқайсысын 30 секундта байлаңыз',
      'Tie the 5 basic rescue knots in 30 seconds each',
    ),
    t(
      'Выпишите порядок действий при землетрясении и паводке по памяткам МЧС РК',
      'ҚР ТЖМ жадынамалары бойынша жер сілкінісі мен су тасқыны кезіндегі әрекет тәртібін жазыңыз',
      'Write out what to do in an earthquake and in a flood from the Emergencies Ministry leaflets',
    ),
  ],
  'Physical endurance': [
    t(
      'Пробегите 5 км без остановки и доведите время до 25 минут',
      '5 км-ді тоқтамай жүгіріп, уақытты 25 минутқа жеткізіңіз',
      'Run 5 km without stopping and bring your time down to 25 minutes',
    ),
    t(
      'Поднимитесь пешком на 10 этажей с рюкзаком 15 кг и замерьте пульс сразу и через 2 минуты',
      '15 кг рюкзакпен 10 қабатқа жаяу көтеріліп, тамыр соғысын бірден және 2 минуттан кейін өлшеңіз',
      'Climb 10 floors with a 15 kg backpack and take your pulse at once and after 2 minutes',
    ),
    t(
      'Проплывите 200 м любым стилем без остановки',
      '200 м-ді кез келген тәсілмен тоқтамай жүзіп өтіңіз',
      'Swim 200 m in any stroke without stopping',
    ),
  ],
  Composure: [
    t(
      'Освойте дыхание 4-7-8 и применяйте его перед каждой контрольной месяц',
      '4-7-8 тыныс алу тәсілін меңгеріп, бір ай бойы әр бақылау жұмысы алдында қолданыңыз',
      'Learn 4-7-8 breathing and use it before every test for a month',
    ),
    t(
      'Решите 20 задач на время, пока рядом шумят, и сравните результат с тишиной',
      'Қасыңызда шу болып тұрғанда 20 есепті уақытқа шығарып, нәтижені тыныштықпен салыстырыңыз',
      'Solve 20 timed problems amid noise and compare the score with a quiet attempt',
    ),
    t(
      'После учебной тревоги запишите, что вы сделали в первые 60 секунд и что было лишним',
      'Оқу дабылынан кейін алғашқы 60 секундта не істегеніңізді және не артық болғанын жазыңыз',
      'After a practice alarm write down what you did in the first 60 seconds and what was unnecessary',
    ),
  ],
  'Civil service law': [
    t(
      'Прочитайте Закон РК «О государственной службе» и выпишите ограничения для госслужащих',
      '«Мемлекеттік қызмет туралы» ҚР Заңын оқып, мемлекеттік қызметшілерге қойылатын шектеулерді жазыңыз',
      'Read the Law on Civil Service and list the restrictions placed on civil servants',
    ),
    t(
      'Сдайте пробное тестирование на знание законодательства для поступающих на госслужбу на 80%+',
      'Мемлекеттік қызметке кірушілерге арналған заңнаманы білу сынақ тестін 80%-дан жоғары тапсырыңыз',
      'Score 80%+ on a practice test of the legislation required for civil-service entry',
    ),
    t(
      'Нарисуйте структуру одного акимата с отделами и их функциями',
      'Бір әкімдіктің бөлімдері мен олардың функциялары көрсетілген құрылымын сызыңыз',
      'Draw the structure of one akimat with its departments and their functions',
    ),
  ],
  'Official writing in Kazakh and Russian': [
    t(
      'Напишите служебную записку и официальное письмо на казахском по правилам делопроизводства',
      'Іс жүргізу ережелері бойынша қазақ тілінде қызметтік жазба мен ресми хат жазыңыз',
      'Write an internal memo and an official letter in Kazakh following records-management rules',
    ),
    t(
      'Переведите официальный ответ гражданину с русского на казахский и сверьте с носителем языка',
      'Азаматқа берілген ресми жауапты орыс тілінен қазақ тіліне аударып, тіл иесімен салыстырыңыз',
      'Translate an official reply to a citizen from Russian into Kazakh and check it with a native speaker',
    ),
    t(
      'Составьте глоссарий из 50 канцелярских терминов на двух языках',
      'Екі тілдегі 50 кеңсе терминінен тұратын глоссарий жасаңыз',
      'Build a glossary of 50 bureaucratic terms in both languages',
    ),
  ],
  'Public programme analysis': [
    t(
      'Найдите одну госпрограмму или национальный проект и выпишите её цели и 5 целевых индикаторов',
      'Бір мемлекеттік бағдарлама немесе ұлттық жобаны тауып, оның мақсаттары мен 5 нысаналы индикаторын жазыңыз',
      'Pick one state programme or national project and list its goals and 5 target indicators',
    ),
    t(
      'Сравните плановые и фактические значения индикаторов по отчёту об исполнении',
      'Орындау туралы есеп бойынша индикаторлардың жоспарлы және нақты мәндерін салыстырыңыз',
      'Compare the planned and actual indicator values from the implementation report',
    ),
    t(
      'Напишите аналитическую записку на 2 страницы с тремя рекомендациями',
      'Үш ұсынысы бар 2 беттік талдамалық жазба жазыңыз',
      'Write a 2-page policy brief with three recommendations',
    ),
  ],
  'Handling citizens’ requests': [
    t(
      'Прочитайте Административный процедурно-процессуальный кодекс и выпишите сроки рассмотрения обращений',
      'Әкімшілік рәсімдік-процестік кодексті оқып, өтініштерді қарау мерзімдерін жазыңыз',
      'Read the Administrative Procedure Code and note the deadlines for answering requests',
    ),
    t(
      'Ответьте письменно на 3 учебных обращения: жалобу, запрос информации и предложение',
      '3 оқу өтінішіне жазбаша жауап беріңіз: шағым, ақпарат сұрау және ұсыныс',
      'Reply in writing to 3 practice requests: a complaint, an information request and a proposal',
    ),
    t(
      'Подайте одно реальное обращение через eOtinish и проследите срок и качество ответа',
      'eOtinish арқылы бір нақты өтініш беріп, жауаптың мерзімі мен сапасын бақылаңыз',
      'File one real request through eOtinish and track the deadline and quality of the reply',
    ),
  ],
  'Foreign languages': [
    t(
      'Сдайте пробный IELTS и запишите баллы по четырём частям',
      'IELTS сынақ емтиханын тапсырып, төрт бөлім бойынша ұпайларды жазыңыз',
      'Take a mock IELTS and record your score in each of the four parts',
    ),
    t(
      'Начните второй иностранный язык и за 3 месяца дойдите до уровня A2 по тесту',
      'Екінші шетел тілін бастап, 3 айда тест бойынша A2 деңгейіне жетіңіз',
      'Start a second foreign language and reach A2 on a test within 3 months',
    ),
    t(
      'Переведите одну речь министра иностранных дел РК на английский и сравните с официальным переводом',
      'ҚР Сыртқы істер министрінің бір сөзін ағылшын тіліне аударып, ресми аудармамен салыстырыңыз',
      'Translate a speech by Kazakhstan’s foreign minister into English and compare it with the official version',
    ),
  ],
  'International law': [
    t(
      'Прочитайте Устав ООН и Венскую конвенцию о дипломатических сношениях и выпишите 10 ключевых норм',
      'БҰҰ Жарғысы мен Дипломатиялық қатынастар туралы Вена конвенциясын оқып, 10 негізгі норманы жазыңыз',
      'Read the UN Charter and the Vienna Convention on Diplomatic Relations and note 10 key rules',
    ),
    t(
      'Найдите 3 международных договора Казахстана с соседями и опишите, что каждый регулирует',
      'Қазақстанның көршілермен жасасқан 3 халықаралық шартын тауып, әрқайсысы нені реттейтінін сипаттаңыз',
      'Find 3 treaties between Kazakhstan and its neighbours and describe what each governs',
    ),
    t(
      'Разберите одно дело Международного суда ООН: стороны, спор, решение',
      'БҰҰ Халықаралық сотының бір ісін талдаңыз: тараптар, дау, шешім',
      'Study one International Court of Justice case: the parties, the dispute, the ruling',
    ),
  ],
  'Protocol and etiquette': [
    t(
      'Составьте рассадку и порядок тостов для учебного официального ужина на 12 гостей',
      '12 қонаққа арналған оқу ресми кешкі асының отырғызу тәртібі мен тост ретін құрыңыз',
      'Draw up the seating plan and toast order for a practice official dinner for 12 guests',
    ),
    t(
      'Выпишите правила обращения к послам, министрам и главам государств на трёх языках',
      'Елшілерге, министрлерге және мемлекет басшыларына үш тілде жүгіну ережелерін жазыңыз',
      'List the forms of address for ambassadors, ministers and heads of state in three languages',
    ),
    t(
      'Подготовьте программу визита иностранной делегации на 2 дня с поминутным графиком первого дня',
      'Шетелдік делегация сапарының 2 күндік бағдарламасын бірінші күннің минуттық кестесімен дайындаңыз',
      'Prepare a 2-day programme for a foreign delegation with a minute-by-minute plan of day one',
    ),
  ],
  'Kazakhstan Tax Code': [
    t(
      'Выпишите ставки ИПН, КПН, НДС и социального налога из действующего Налогового кодекса РК',
      'Қолданыстағы ҚР Салық кодексінен ЖТС, КТС, ҚҚС және әлеуметтік салық мөлшерлемелерін жазыңыз',
      'List the personal income, corporate income, VAT and social tax rates from the current Tax Code',
    ),
    t(
      'Посчитайте налоги и взносы с зарплаты 400 000 тенге: ИПН, ОПВ, ВОСМС',
      '400 000 теңге жалақыдан салықтар мен жарналарды есептеңіз: ЖТС, МЗЖ, МӘМС',
      'Work out the taxes and contributions on a 400,000 tenge salary: income tax, pension, health insurance',
    ),
    t(
      'Сравните 3 специальных налоговых режима для малого бизнеса по ставкам и лимитам',
      'Шағын бизнеске арналған 3 арнаулы салық режимін мөлшерлемелері мен лимиттері бойынша салыстырыңыз',
      'Compare 3 special tax regimes for small business by rate and turnover limit',
    ),
  ],
  Accounting: [
    t(
      'Составьте 20 бухгалтерских проводок для учебного магазина за месяц',
      'Оқу дүкені үшін бір айлық 20 бухгалтерлік өткізбе жасаңыз',
      'Record 20 journal entries for a practice shop over one month',
    ),
    t(
      'Сведите по этим проводкам оборотно-сальдовую ведомость и проверьте, что дебет равен кредиту',
      'Осы өткізбелер бойынша айналым-сальдо ведомосін жасап, дебет кредитке тең екенін тексеріңіз',
      'Build a trial balance from those entries and check that debits equal credits',
    ),
    t(
      'Прочитайте финансовую отчётность одной казахстанской компании на KASE и посчитайте 3 коэффициента',
      'KASE-дегі бір қазақстандық компанияның қаржылық есептілігін оқып, 3 коэффициентті есептеңіз',
      'Read one Kazakh company’s financial statements on KASE and compute 3 ratios',
    ),
  ],
  'Desk audits': [
    t(
      'Сверьте учебную декларацию по НДС с книгой покупок и продаж и найдите 3 расхождения',
      'ҚҚС бойынша оқу декларациясын сатып алу және сату кітабымен салыстырып, 3 алшақтық табыңыз',
      'Reconcile a practice VAT return with the purchase and sales ledgers and find 3 mismatches',
    ),
    t(
      'Составьте учебное уведомление об устранении нарушений по результатам камерального контроля',
      'Камералдық бақылау нәтижесі бойынша бұзушылықтарды жою туралы оқу хабарламасын жасаңыз',
      'Draft a practice notice to correct violations found in a desk audit',
    ),
    t(
      'Выпишите 5 признаков налогового риска, по которым отбирают плательщиков для проверки',
      'Салық төлеушілерді тексеруге іріктейтін салық тәуекелінің 5 белгісін жазыңыз',
      'List 5 tax-risk indicators used to pick taxpayers for review',
    ),
  ],
  Integrity: [
    t(
      'Прочитайте Закон РК «О противодействии коррупции» и выпишите 5 запретов для должностных лиц',
      '«Сыбайлас жемқорлыққа қарсы іс-қимыл туралы» ҚР Заңын оқып, лауазымды тұлғаларға 5 тыйымды жазыңыз',
      'Read the Anti-Corruption Law and list 5 prohibitions it places on officials',
    ),
    t(
      'Разберите 3 этические дилеммы инспектора и письменно обоснуйте свой выбор в каждой',
      'Инспектордың 3 этикалық дилеммасын талдап, әрқайсысында таңдауыңызды жазбаша негіздеңіз',
      'Work through 3 ethical dilemmas an inspector faces and justify your choice in writing',
    ),
    t(
      'Составьте порядок действий, если проверяемый предлагает «договориться», и отрепетируйте отказ',
      'Тексерілуші «келісуді» ұсынса, әрекет тәртібін жасап, бас тартуды жаттықтырыңыз',
      'Write the steps to take if an audited firm offers to “settle it”, and rehearse saying no',
    ),
  ],
};

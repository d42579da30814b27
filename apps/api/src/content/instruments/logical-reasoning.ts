import type { TInstrument } from '../types.ts';

/**
 * A logical-reasoning knowledge test: number series and word problems (NUMERICAL), syllogisms,
 * analogies and deductions (VERBAL), letter and symbol patterns (ABSTRACT). Text only, no images.
 * Every question has its right option(s) marked `correct` and weighted to its scale; the wrong
 * options carry no weights. Letter tasks use the Latin alphabet so that the answer is the same
 * in all three languages (the Russian and Kazakh Cyrillic alphabets differ).
 */
export const logicalReasoning: TInstrument = {
  slug: 'logical-reasoning',
  title: { ru: 'Логическое мышление', kk: 'Логикалық ойлау', en: 'Logical reasoning' },
  description: {
    ru: '18 заданий на числовые закономерности, словесную логику и абстрактные последовательности. У каждого задания есть правильный ответ, а после теста вы увидите разбор решений. Пригодятся черновик и ручка, калькулятор не нужен.',
    kk: 'Сандық заңдылықтарға, сөздік логикаға және абстрактілі тізбектерге арналған 18 тапсырма. Әр тапсырманың дұрыс жауабы бар, ал тесттен кейін шешімдердің талдауын көресіз. Қаралама қағаз бен қалам керек болады, калькулятор қажет емес.',
    en: '18 tasks on number patterns, verbal logic and abstract sequences. Every task has a right answer, and you will see worked solutions after the test. Scrap paper and a pen will help; no calculator is needed.',
  },
  estimatedMinutes: 20,
  minimumAge: 14,
  requiredTier: 'PRO',
  scoring: 'KNOWLEDGE',
  categories: [
    { key: 'abilities', name: { ru: 'Способности', kk: 'Қабілеттер', en: 'Abilities' }, priority: 1 },
    { key: 'career', name: { ru: 'Профориентация', kk: 'Кәсіптік бағдар', en: 'Career guidance' }, priority: 2 },
  ],
  scales: [
    {
      key: 'NUMERICAL',
      name: { ru: 'Числовое мышление', kk: 'Сандық ойлау', en: 'Numerical reasoning' },
      description: {
        ru: 'Умение видеть закономерности в числах, рассуждать о процентах, пропорциях и скоростях и быстро проверять расчёты.',
        kk: 'Сандардағы заңдылықтарды көру, пайыз, пропорция мен жылдамдық туралы пайымдау және есептеулерді тез тексере білу.',
        en: 'The ability to spot patterns in numbers, reason about percentages, proportions and speeds, and check calculations quickly.',
      },
      high: {
        ru: 'Вы уверенно работаете с числами и количественными задачами. Это сильная опора для инженерии, IT, финансов, экономики, анализа данных и естественных наук. Поддерживайте навык олимпиадными задачами и подготовкой к математической части ЕНТ.',
        kk: 'Сіз сандармен және сандық есептермен сенімді жұмыс істейсіз. Бұл инженерия, IT, қаржы, экономика, деректерді талдау және жаратылыстану ғылымдары үшін мықты негіз. Бұл дағдыны олимпиада есептерімен және ҰБТ-ның математикалық бөлігіне дайындалу арқылы шыңдай беріңіз.',
        en: 'You handle numbers and quantitative problems with confidence. That is a strong base for engineering, IT, finance, economics, data analysis and the natural sciences. Keep the skill sharp with olympiad problems and preparation for the maths part of the UNT.',
      },
      low: {
        ru: 'Числовые задачи пока даются вам с трудом, но этот навык хорошо тренируется: решайте по 10–15 минут в день задачи на проценты, пропорции и последовательности. Обязательно разбирайте свои ошибки — так прогресс будет быстрее.',
        kk: 'Сандық есептер әзірге сізге қиынырақ беріледі, бірақ бұл дағдыны жаттығу арқылы жақсы дамытуға болады: күн сайын 10–15 минут пайызға, пропорцияға және тізбектерге есептер шығарыңыз. Қателеріңізді міндетті түрде талдаңыз — сонда нәтиже тезірек көрінеді.',
        en: 'Number problems are still hard for you, but this skill trains well: spend 10–15 minutes a day on problems about percentages, proportions and sequences. Always go over your mistakes — progress comes faster that way.',
      },
    },
    {
      key: 'VERBAL',
      name: { ru: 'Словесная логика', kk: 'Сөздік логика', en: 'Verbal reasoning' },
      description: {
        ru: 'Умение делать выводы из словесных утверждений, видеть связи между понятиями и отличать то, что действительно следует из условий, от того, что лишь кажется правдоподобным.',
        kk: 'Сөзбен берілген тұжырымдардан қорытынды шығару, ұғымдар арасындағы байланысты көру және шарттан шын мәнінде не шығатынын тек шындыққа ұқсайтын нәрседен ажырата білу.',
        en: 'The ability to draw conclusions from verbal statements, see links between concepts and tell what really follows from the facts from what merely sounds plausible.',
      },
      high: {
        ru: 'Вы рассуждаете точно и замечаете логические ловушки. Это ценно в юриспруденции, журналистике, управлении, аналитике, программировании и науке. Развивайте навык в дебатах и при чтении сложных текстов.',
        kk: 'Сіз дәл пайымдайсыз және логикалық тұзақтарды байқайсыз. Бұл құқықтануда, журналистикада, басқаруда, талдауда, бағдарламалауда және ғылымда құнды. Бұл дағдыны дебаттарда және күрделі мәтіндерді оқу арқылы дамытыңыз.',
        en: 'You reason precisely and notice logical traps. That is valuable in law, journalism, management, analytics, programming and science. Develop the skill through debating and reading challenging texts.',
      },
      low: {
        ru: 'Словесные логические задачи пока вызывают затруднения: правдоподобный вывод легко принять за доказанный. Тренируйтесь спрашивать себя после каждого утверждения: «Это точно следует из условия?» Помогают задачи на силлогизмы и аналогии, а также клуб дебатов.',
        kk: 'Сөздік логикалық тапсырмалар әзірге қиындық тудырады: шындыққа ұқсас қорытындыны дәлелденген деп қабылдап қою оңай. Әр тұжырымнан кейін өзіңізден: «Бұл шарттан міндетті түрде шыға ма?» — деп сұрап үйреніңіз. Силлогизм мен аналогия есептері, сондай-ақ дебат клубы көмектеседі.',
        en: "Verbal logic problems are still tricky for you: it is easy to mistake a plausible conclusion for a proven one. Practise asking yourself after each statement: 'Does this really follow from what I was told?' Syllogism and analogy puzzles and a debate club help.",
      },
    },
    {
      key: 'ABSTRACT',
      name: { ru: 'Абстрактное мышление', kk: 'Абстрактілі ойлау', en: 'Abstract reasoning' },
      description: {
        ru: 'Умение находить скрытое правило в последовательностях букв и символов и применять его к новому случаю, не опираясь на знания из школьной программы.',
        kk: 'Әріптер мен таңбалар тізбегіндегі жасырын ережені тауып, оны мектеп бағдарламасындағы білімге сүйенбей-ақ жаңа жағдайға қолдана білу.',
        en: 'The ability to find the hidden rule in sequences of letters and symbols and apply it to a new case, without relying on school knowledge.',
      },
      high: {
        ru: 'Вы быстро находите закономерности и мыслите системно. Это особенно полезно в программировании, инженерии, архитектуре, дизайне, математике и исследованиях. Попробуйте задачи по информатике и алгоритмам — скорее всего, они вам понравятся.',
        kk: 'Сіз заңдылықтарды тез табасыз және жүйелі ойлайсыз. Бұл әсіресе бағдарламалауда, инженерияда, сәулетте, дизайнда, математикада және зерттеулерде пайдалы. Информатика мен алгоритм есептерін шығарып көріңіз — олар сізге ұнауы әбден мүмкін.',
        en: 'You find patterns quickly and think systematically. That is especially useful in programming, engineering, architecture, design, mathematics and research. Try computer-science and algorithm problems — you are likely to enjoy them.',
      },
      low: {
        ru: 'Поиск абстрактных закономерностей пока даётся непросто. Помогает привычка по очереди проверять несколько гипотез: разницу между соседними элементами, чередование, место буквы в алфавите. Головоломки, шахматы и логические игры хорошо развивают этот навык.',
        kk: 'Абстрактілі заңдылықтарды іздеу әзірге оңай емес. Бірнеше болжамды кезекпен тексеру әдеті көмектеседі: көрші элементтердің айырмасы, кезектесуі, әріптің әліпбидегі орны. Басқатырғыштар, шахмат және логикалық ойындар бұл дағдыны жақсы дамытады.',
        en: 'Finding abstract patterns is not easy for you yet. It helps to check several hypotheses in turn: the difference between neighbouring elements, alternation, the position of a letter in the alphabet. Puzzles, chess and logic games build this skill well.',
      },
    },
  ],
  items: [
    {
      kind: 'SINGLE',
      key: 'lr-num-01',
      text: {
        ru: 'Продолжите ряд: 2, 6, 12, 20, 30, ?',
        kk: 'Қатарды жалғастырыңыз: 2, 6, 12, 20, 30, ?',
        en: 'Continue the series: 2, 6, 12, 20, 30, ?',
      },
      options: [
        { key: 'a', text: { ru: '36', kk: '36', en: '36' } },
        { key: 'b', text: { ru: '40', kk: '40', en: '40' } },
        { key: 'c', text: { ru: '42', kk: '42', en: '42' }, correct: true, weights: { NUMERICAL: 1 } },
        { key: 'd', text: { ru: '44', kk: '44', en: '44' } },
      ],
      explanation: {
        ru: 'Разности между соседними числами растут на 2: +4, +6, +8, +10, значит, следующая разность +12: 30 + 12 = 42. Иначе говоря, это произведения n · (n + 1): 1 · 2, 2 · 3, …, 6 · 7 = 42.',
        kk: 'Көрші сандардың айырмасы 2-ге артып отырады: +4, +6, +8, +10, демек, келесі айырма +12: 30 + 12 = 42. Басқаша айтқанда, бұл n · (n + 1) көбейтінділері: 1 · 2, 2 · 3, …, 6 · 7 = 42.',
        en: 'The differences grow by 2: +4, +6, +8, +10, so the next one is +12: 30 + 12 = 42. In other words, these are the products n · (n + 1): 1 · 2, 2 · 3, …, 6 · 7 = 42.',
      },
    },
    {
      kind: 'SINGLE',
      key: 'lr-verb-01',
      text: {
        ru: 'Все розы — цветы. Некоторые цветы быстро вянут. Какое утверждение обязательно верно?',
        kk: 'Барлық раушан — гүл. Кейбір гүлдер тез солады. Қай тұжырым міндетті түрде дұрыс?',
        en: 'All roses are flowers. Some flowers fade quickly. Which statement must be true?',
      },
      options: [
        {
          key: 'a',
          text: { ru: 'Некоторые розы быстро вянут', kk: 'Кейбір раушандар тез солады', en: 'Some roses fade quickly' },
        },
        {
          key: 'b',
          text: { ru: 'Все розы быстро вянут', kk: 'Барлық раушан тез солады', en: 'All roses fade quickly' },
        },
        {
          key: 'c',
          text: {
            ru: 'Ни одна роза не вянет быстро',
            kk: 'Бірде-бір раушан тез солмайды',
            en: 'No rose fades quickly',
          },
        },
        {
          key: 'd',
          text: {
            ru: 'Из условия нельзя сделать вывод о том, быстро ли вянут розы',
            kk: 'Шарттан раушандардың тез солатыны не солмайтыны туралы қорытынды шығаруға болмайды',
            en: 'Nothing follows about whether roses fade quickly',
          },
          correct: true,
          weights: { VERBAL: 1 },
        },
      ],
      explanation: {
        ru: 'Быстро вянущие цветы могут вовсе не быть розами: условие не говорит, пересекаются ли эти группы. Поэтому ни одно утверждение о розах из условия не следует.',
        kk: 'Тез солатын гүлдердің арасында раушан мүлдем болмауы мүмкін: бұл топтардың қиылысатыны шартта айтылмаған. Сондықтан раушандар туралы бірде-бір тұжырым шарттан шықпайды.',
        en: 'The flowers that fade quickly may not be roses at all: nothing says the two groups overlap. So no statement about roses follows from the premises.',
      },
    },
    {
      kind: 'SINGLE',
      key: 'lr-abs-01',
      text: {
        ru: 'Продолжите ряд латинских букв: A, C, F, J, O, ?',
        kk: 'Латын әріптерінен тұратын қатарды жалғастырыңыз: A, C, F, J, O, ?',
        en: 'Continue the series of letters: A, C, F, J, O, ?',
      },
      options: [
        { key: 'a', text: { ru: 'T', kk: 'T', en: 'T' } },
        { key: 'b', text: { ru: 'U', kk: 'U', en: 'U' }, correct: true, weights: { ABSTRACT: 1 } },
        { key: 'c', text: { ru: 'V', kk: 'V', en: 'V' } },
        { key: 'd', text: { ru: 'W', kk: 'W', en: 'W' } },
      ],
      explanation: {
        ru: 'Шаг по алфавиту каждый раз увеличивается на единицу: A→C (+2), C→F (+3), F→J (+4), J→O (+5), значит, дальше +6. O — 15-я буква, 15 + 6 = 21, а 21-я буква — U.',
        kk: 'Әліпби бойынша қадам әр жолы бірге артады: A→C (+2), C→F (+3), F→J (+4), J→O (+5), демек, келесі қадам +6. O — 15-әріп, 15 + 6 = 21, ал 21-әріп — U.',
        en: 'The step through the alphabet grows by one each time: A→C (+2), C→F (+3), F→J (+4), J→O (+5), so the next step is +6. O is the 15th letter, 15 + 6 = 21, and the 21st letter is U.',
      },
    },
    {
      kind: 'SINGLE',
      key: 'lr-num-02',
      text: {
        ru: 'Продолжите ряд: 2, 3, 5, 9, 17, ?',
        kk: 'Қатарды жалғастырыңыз: 2, 3, 5, 9, 17, ?',
        en: 'Continue the series: 2, 3, 5, 9, 17, ?',
      },
      options: [
        { key: 'a', text: { ru: '25', kk: '25', en: '25' } },
        { key: 'b', text: { ru: '33', kk: '33', en: '33' }, correct: true, weights: { NUMERICAL: 1 } },
        { key: 'c', text: { ru: '34', kk: '34', en: '34' } },
        { key: 'd', text: { ru: '41', kk: '41', en: '41' } },
      ],
      explanation: {
        ru: 'Разности удваиваются: +1, +2, +4, +8, значит, следующая +16: 17 + 16 = 33. То же правило можно записать так: каждое число равно предыдущему, умноженному на 2, минус 1 (17 · 2 − 1 = 33).',
        kk: 'Айырмалар екі есе артып отырады: +1, +2, +4, +8, демек, келесісі +16: 17 + 16 = 33. Бұл ережені былай да жазуға болады: әр сан алдыңғы санды 2-ге көбейтіп, 1-ді азайтқанға тең (17 · 2 − 1 = 33).',
        en: 'The differences double: +1, +2, +4, +8, so the next is +16: 17 + 16 = 33. The same rule can be written as: each number is twice the previous one minus 1 (17 · 2 − 1 = 33).',
      },
    },
    {
      kind: 'SINGLE',
      key: 'lr-verb-02',
      text: {
        ru: 'Все ученики 10 «А» класса сдали зачёт. Данияр зачёт не сдал. Какой вывод верен?',
        kk: '10 «А» сыныбының барлық оқушысы сынақ тапсырды. Данияр сынақ тапсырған жоқ. Қай қорытынды дұрыс?',
        en: 'Every student in class 10A passed the test. Daniyar did not pass it. Which conclusion is correct?',
      },
      options: [
        {
          key: 'a',
          text: {
            ru: 'Данияр не учится в 10 «А» классе',
            kk: 'Данияр 10 «А» сыныбында оқымайды',
            en: 'Daniyar is not in class 10A',
          },
          correct: true,
          weights: { VERBAL: 1 },
        },
        {
          key: 'b',
          text: {
            ru: 'Данияр учится в 10 «А» классе',
            kk: 'Данияр 10 «А» сыныбында оқиды',
            en: 'Daniyar is in class 10A',
          },
        },
        {
          key: 'c',
          text: {
            ru: 'Данияр пересдаст зачёт позже',
            kk: 'Данияр сынақты кейін қайта тапсырады',
            en: 'Daniyar will retake the test later',
          },
        },
        {
          key: 'd',
          text: { ru: 'Сделать вывод невозможно', kk: 'Қорытынды жасау мүмкін емес', en: 'No conclusion can be drawn' },
        },
      ],
      explanation: {
        ru: 'Если бы Данияр учился в 10 «А», он сдал бы зачёт, ведь его сдали все ученики этого класса. Он не сдал — значит, он не из 10 «А». О пересдаче в условии ничего не сказано.',
        kk: 'Егер Данияр 10 «А» сыныбында оқыса, сынақты тапсырар еді, өйткені оны сол сыныптың барлық оқушысы тапсырды. Ол тапсырмады — демек, ол 10 «А» сыныбының оқушысы емес. Қайта тапсыру туралы шартта ештеңе айтылмаған.',
        en: 'If Daniyar were in 10A, he would have passed, because everyone in that class did. He did not pass, so he is not in 10A. The premises say nothing about a retake.',
      },
    },
    {
      kind: 'SINGLE',
      key: 'lr-abs-02',
      text: {
        ru: 'Какая пара букв продолжает ряд: AZ, BY, CX, DW, ?',
        kk: 'Қатарды қай әріптер жұбы жалғастырады: AZ, BY, CX, DW, ?',
        en: 'Which pair of letters continues the series: AZ, BY, CX, DW, ?',
      },
      options: [
        { key: 'a', text: { ru: 'EV', kk: 'EV', en: 'EV' }, correct: true, weights: { ABSTRACT: 1 } },
        { key: 'b', text: { ru: 'EU', kk: 'EU', en: 'EU' } },
        { key: 'c', text: { ru: 'FU', kk: 'FU', en: 'FU' } },
        { key: 'd', text: { ru: 'FV', kk: 'FV', en: 'FV' } },
      ],
      explanation: {
        ru: 'Первая буква идёт по алфавиту вперёд (A, B, C, D, E), а вторая — от конца алфавита назад (Z, Y, X, W, V). Получается EV.',
        kk: 'Бірінші әріп әліпби бойынша алға жылжиды (A, B, C, D, E), ал екіншісі әліпбидің соңынан кері қарай жүреді (Z, Y, X, W, V). Нәтижесі — EV.',
        en: 'The first letter moves forward through the alphabet (A, B, C, D, E) and the second moves backward from the end (Z, Y, X, W, V), giving EV.',
      },
    },
    {
      kind: 'SINGLE',
      key: 'lr-num-03',
      text: {
        ru: 'Смартфон подешевел на 20%, а через месяц подорожал на 20%. Как изменилась его цена по сравнению с первоначальной?',
        kk: 'Смартфон 20%-ға арзандады, ал бір айдан кейін 20%-ға қымбаттады. Оның бағасы бастапқы бағамен салыстырғанда қалай өзгерді?',
        en: 'A smartphone was reduced by 20%, and a month later its price rose by 20%. How does the price compare with the original?',
      },
      options: [
        { key: 'a', text: { ru: 'Не изменилась', kk: 'Өзгерген жоқ', en: 'It is the same' } },
        { key: 'b', text: { ru: 'Выросла на 4%', kk: '4%-ға өсті', en: 'It is 4% higher' } },
        { key: 'c', text: { ru: 'Снизилась на 2%', kk: '2%-ға төмендеді', en: 'It is 2% lower' } },
        {
          key: 'd',
          text: { ru: 'Снизилась на 4%', kk: '4%-ға төмендеді', en: 'It is 4% lower' },
          correct: true,
          weights: { NUMERICAL: 1 },
        },
      ],
      explanation: {
        ru: 'Пусть смартфон стоил 100 000 тенге. После скидки он стоит 80 000 тенге. Рост на 20% считается уже от 80 000: 80 000 · 1,2 = 96 000 тенге, то есть на 4% меньше первоначальной цены.',
        kk: 'Смартфон 100 000 теңге тұрды делік. Жеңілдіктен кейін ол 80 000 теңге тұрады. 20%-ға өсу енді 80 000-нан есептеледі: 80 000 · 1,2 = 96 000 теңге, яғни бастапқы бағадан 4%-ға арзан.',
        en: 'Say the phone cost 100,000 tenge. After the discount it costs 80,000. The 20% rise is taken from 80,000: 80,000 · 1.2 = 96,000 tenge, which is 4% less than the original price.',
      },
    },
    {
      kind: 'SINGLE',
      key: 'lr-verb-03',
      text: {
        ru: 'Подберите слово по аналогии. Щедрый : жадный = смелый : ?',
        kk: 'Ұқсастық бойынша сөзді табыңыз. Жомарт : сараң = батыл : ?',
        en: 'Complete the analogy. Generous : greedy = brave : ?',
      },
      options: [
        { key: 'a', text: { ru: 'сильный', kk: 'күшті', en: 'strong' } },
        { key: 'b', text: { ru: 'скромный', kk: 'қарапайым', en: 'modest' } },
        { key: 'c', text: { ru: 'трусливый', kk: 'қорқақ', en: 'cowardly' }, correct: true, weights: { VERBAL: 1 } },
        { key: 'd', text: { ru: 'храбрый', kk: 'ержүрек', en: 'courageous' } },
      ],
      explanation: {
        ru: 'В первой паре слова противоположны по смыслу (антонимы), значит, нужен антоним к слову «смелый» — «трусливый». «Храбрый» — синоним, а не антоним.',
        kk: 'Бірінші жұптағы сөздер мағынасы жағынан қарама-қарсы (антонимдер), демек, «батыл» сөзінің антонимі керек — «қорқақ». «Ержүрек» — антоним емес, синоним.',
        en: "The first pair are opposites (antonyms), so we need the opposite of 'brave': 'cowardly'. 'Courageous' is a synonym, not an antonym.",
      },
    },
    {
      kind: 'SINGLE',
      key: 'lr-abs-03',
      text: {
        ru: 'В шифре слово CAT записывается как DBU. Как в этом шифре записать слово DOG?',
        kk: 'Бір шифрда CAT сөзі DBU болып жазылады. Осы шифрда DOG сөзі қалай жазылады?',
        en: 'In a code, the word CAT is written as DBU. How is the word DOG written in this code?',
      },
      options: [
        { key: 'a', text: { ru: 'DPH', kk: 'DPH', en: 'DPH' } },
        { key: 'b', text: { ru: 'EOH', kk: 'EOH', en: 'EOH' } },
        { key: 'c', text: { ru: 'FQI', kk: 'FQI', en: 'FQI' } },
        { key: 'd', text: { ru: 'EPH', kk: 'EPH', en: 'EPH' }, correct: true, weights: { ABSTRACT: 1 } },
      ],
      explanation: {
        ru: 'Каждая буква заменяется следующей по алфавиту: C→D, A→B, T→U. По тому же правилу D→E, O→P, G→H, получается EPH.',
        kk: 'Әр әріп әліпбидегі келесі әріппен ауыстырылады: C→D, A→B, T→U. Дәл осы ереже бойынша D→E, O→P, G→H, нәтижесі — EPH.',
        en: 'Each letter is replaced by the next one in the alphabet: C→D, A→B, T→U. By the same rule D→E, O→P, G→H, giving EPH.',
      },
    },
    {
      kind: 'SINGLE',
      key: 'lr-num-04',
      text: {
        ru: 'Из двух городов, расстояние между которыми 600 км, одновременно навстречу друг другу выехали два поезда. Скорость одного — 70 км/ч, другого — 80 км/ч. Через сколько часов они встретятся?',
        kk: 'Арақашықтығы 600 км екі қаладан бір мезгілде бір-біріне қарама-қарсы екі пойыз шықты. Біреуінің жылдамдығы — 70 км/сағ, екіншісінікі — 80 км/сағ. Олар неше сағаттан кейін кездеседі?',
        en: 'Two trains leave two cities 600 km apart at the same time, heading towards each other. One travels at 70 km/h, the other at 80 km/h. After how many hours will they meet?',
      },
      options: [
        {
          key: 'a',
          text: { ru: 'Через 4 часа', kk: '4 сағаттан кейін', en: 'After 4 hours' },
          correct: true,
          weights: { NUMERICAL: 1 },
        },
        { key: 'b', text: { ru: 'Через 5 часов', kk: '5 сағаттан кейін', en: 'After 5 hours' } },
        { key: 'c', text: { ru: 'Через 7,5 часа', kk: '7,5 сағаттан кейін', en: 'After 7.5 hours' } },
        { key: 'd', text: { ru: 'Через 8 часов', kk: '8 сағаттан кейін', en: 'After 8 hours' } },
      ],
      explanation: {
        ru: 'Когда поезда едут навстречу, расстояние между ними сокращается на сумму скоростей: 70 + 80 = 150 км в час. 600 : 150 = 4 часа.',
        kk: 'Пойыздар бір-біріне қарама-қарсы жүргенде, арақашықтық жылдамдықтардың қосындысына қысқарады: сағатына 70 + 80 = 150 км. 600 : 150 = 4 сағат.',
        en: 'When the trains travel towards each other, the gap closes at the sum of their speeds: 70 + 80 = 150 km per hour. 600 ÷ 150 = 4 hours.',
      },
    },
    {
      kind: 'SINGLE',
      key: 'lr-verb-04',
      text: {
        ru: 'Какое слово лишнее?',
        kk: 'Қай сөз артық?',
        en: 'Which word is the odd one out?',
      },
      options: [
        { key: 'a', text: { ru: 'скрипка', kk: 'скрипка', en: 'violin' } },
        { key: 'b', text: { ru: 'домбра', kk: 'домбыра', en: 'dombra' } },
        { key: 'c', text: { ru: 'гитара', kk: 'гитара', en: 'guitar' } },
        { key: 'd', text: { ru: 'барабан', kk: 'барабан', en: 'drum' }, correct: true, weights: { VERBAL: 1 } },
        { key: 'e', text: { ru: 'кобыз', kk: 'қобыз', en: 'kobyz' } },
      ],
      explanation: {
        ru: 'Скрипка, домбра, гитара и кобыз — струнные инструменты, а барабан — ударный.',
        kk: 'Скрипка, домбыра, гитара және қобыз — ішекті аспаптар, ал барабан — ұрмалы аспап.',
        en: 'The violin, dombra, guitar and kobyz are string instruments, while the drum is a percussion instrument.',
      },
    },
    {
      kind: 'SINGLE',
      key: 'lr-abs-04',
      text: {
        ru: 'Какая пара букв продолжает ряд: AA, BD, CG, DJ, ?',
        kk: 'Қатарды қай әріптер жұбы жалғастырады: AA, BD, CG, DJ, ?',
        en: 'Which pair of letters continues the series: AA, BD, CG, DJ, ?',
      },
      options: [
        { key: 'a', text: { ru: 'EK', kk: 'EK', en: 'EK' } },
        { key: 'b', text: { ru: 'EL', kk: 'EL', en: 'EL' } },
        { key: 'c', text: { ru: 'EM', kk: 'EM', en: 'EM' }, correct: true, weights: { ABSTRACT: 1 } },
        { key: 'd', text: { ru: 'FM', kk: 'FM', en: 'FM' } },
      ],
      explanation: {
        ru: 'Первая буква сдвигается на 1 (A, B, C, D, E), вторая — на 3 (A, D, G, J, M: 1-я, 4-я, 7-я, 10-я, 13-я буквы). Получается EM.',
        kk: 'Бірінші әріп 1-ге жылжиды (A, B, C, D, E), екіншісі — 3-ке (A, D, G, J, M: 1-, 4-, 7-, 10-, 13-әріптер). Нәтижесі — EM.',
        en: 'The first letter moves on by 1 (A, B, C, D, E) and the second by 3 (A, D, G, J, M: the 1st, 4th, 7th, 10th and 13th letters), giving EM.',
      },
    },
    {
      kind: 'SINGLE',
      key: 'lr-num-05',
      text: {
        ru: 'В классе 30 учеников. 18 из них занимаются спортом, 12 — музыкой, а 5 — и тем и другим. Сколько учеников не занимаются ни спортом, ни музыкой?',
        kk: 'Сыныпта 30 оқушы бар. Олардың 18-і спортпен, 12-сі музыкамен, ал 5-еуі екеуімен де айналысады. Неше оқушы спортпен де, музыкамен де айналыспайды?',
        en: 'There are 30 students in a class. 18 of them do sport, 12 do music, and 5 do both. How many students do neither sport nor music?',
      },
      options: [
        { key: 'a', text: { ru: '0', kk: '0', en: '0' } },
        { key: 'b', text: { ru: '3', kk: '3', en: '3' } },
        { key: 'c', text: { ru: '5', kk: '5', en: '5' }, correct: true, weights: { NUMERICAL: 1 } },
        { key: 'd', text: { ru: '10', kk: '10', en: '10' } },
      ],
      explanation: {
        ru: 'Если просто сложить 18 + 12, те 5 учеников, что занимаются и тем и другим, будут посчитаны дважды. Хотя бы одним занятием увлечены 18 + 12 − 5 = 25 учеников, значит, ни одним — 30 − 25 = 5.',
        kk: '18 + 12 деп жай қоса салсақ, екеуімен де айналысатын 5 оқушы екі рет саналып кетеді. Кемінде бір іспен 18 + 12 − 5 = 25 оқушы айналысады, демек, ешқайсысымен айналыспайтындар — 30 − 25 = 5.',
        en: 'Simply adding 18 + 12 counts the 5 students who do both twice. So 18 + 12 − 5 = 25 students do at least one activity, and 30 − 25 = 5 do neither.',
      },
    },
    {
      kind: 'SINGLE',
      key: 'lr-verb-05',
      text: {
        ru: 'Асан старше Берика. Дина младше Берика, но старше Ерлана. Кто из них самый младший?',
        kk: 'Асан Беріктен үлкен. Дина Беріктен кіші, бірақ Ерланнан үлкен. Олардың қайсысы ең кіші?',
        en: 'Asan is older than Berik. Dina is younger than Berik but older than Yerlan. Who is the youngest?',
      },
      options: [
        { key: 'a', text: { ru: 'Асан', kk: 'Асан', en: 'Asan' } },
        { key: 'b', text: { ru: 'Берик', kk: 'Берік', en: 'Berik' } },
        { key: 'c', text: { ru: 'Дина', kk: 'Дина', en: 'Dina' } },
        { key: 'd', text: { ru: 'Ерлан', kk: 'Ерлан', en: 'Yerlan' }, correct: true, weights: { VERBAL: 1 } },
        { key: 'e', text: { ru: 'Определить нельзя', kk: 'Анықтау мүмкін емес', en: "It can't be determined" } },
      ],
      explanation: {
        ru: 'Из условий получается порядок от старшего к младшему: Асан, Берик, Дина, Ерлан. Самый младший — Ерлан.',
        kk: 'Шарттан жасы үлкеннен кішіге қарай мына рет шығады: Асан, Берік, Дина, Ерлан. Ең кішісі — Ерлан.',
        en: 'The premises give the order from oldest to youngest: Asan, Berik, Dina, Yerlan. Yerlan is the youngest.',
      },
    },
    {
      kind: 'SINGLE',
      key: 'lr-abs-05',
      text: {
        ru: 'Символы повторяются в одном и том же порядке: ▲ ● ■ ◆ ▲ ● ■ ◆ ▲ … Какой символ стоит на 30-м месте?',
        kk: 'Таңбалар бір ретпен қайталанып отырады: ▲ ● ■ ◆ ▲ ● ■ ◆ ▲ … 30-орында қай таңба тұр?',
        en: 'The symbols repeat in the same order: ▲ ● ■ ◆ ▲ ● ■ ◆ ▲ … Which symbol is in 30th place?',
      },
      options: [
        { key: 'a', text: { ru: '▲', kk: '▲', en: '▲' } },
        { key: 'b', text: { ru: '●', kk: '●', en: '●' }, correct: true, weights: { ABSTRACT: 1 } },
        { key: 'c', text: { ru: '■', kk: '■', en: '■' } },
        { key: 'd', text: { ru: '◆', kk: '◆', en: '◆' } },
      ],
      explanation: {
        ru: 'Группа из четырёх символов повторяется. 30 = 4 · 7 + 2: после семи полных групп (28 символов) идут ещё два, и 30-м оказывается второй символ группы — ●.',
        kk: 'Төрт таңбадан тұратын топ қайталанады. 30 = 4 · 7 + 2: жеті толық топтан (28 таңба) кейін тағы екеуі келеді, сондықтан 30-орында топтың екінші таңбасы тұр — ●.',
        en: 'A group of four symbols repeats. 30 = 4 · 7 + 2: after seven full groups (28 symbols) come two more, so the 30th is the second symbol of the group: ●.',
      },
    },
    {
      kind: 'MULTIPLE',
      key: 'lr-num-06',
      text: {
        ru: 'Какие из чисел делятся без остатка и на 3, и на 4? Выберите все верные варианты.',
        kk: 'Қай сандар 3-ке де, 4-ке де қалдықсыз бөлінеді? Барлық дұрыс нұсқаны таңдаңыз.',
        en: 'Which of these numbers are divisible by both 3 and 4? Choose all that apply.',
      },
      options: [
        { key: 'a', text: { ru: '48', kk: '48', en: '48' }, correct: true, weights: { NUMERICAL: 1 } },
        { key: 'b', text: { ru: '54', kk: '54', en: '54' } },
        { key: 'c', text: { ru: '84', kk: '84', en: '84' }, correct: true, weights: { NUMERICAL: 1 } },
        { key: 'd', text: { ru: '90', kk: '90', en: '90' } },
        { key: 'e', text: { ru: '132', kk: '132', en: '132' }, correct: true, weights: { NUMERICAL: 1 } },
      ],
      explanation: {
        ru: 'Число делится и на 3, и на 4 тогда и только тогда, когда оно делится на 12. 48 = 12 · 4, 84 = 12 · 7, 132 = 12 · 11. А 54 и 90 делятся на 3, но не на 4: 54 = 4 · 13 + 2, 90 = 4 · 22 + 2.',
        kk: 'Сан 3-ке де, 4-ке де тек 12-ге бөлінгенде ғана бөлінеді. 48 = 12 · 4, 84 = 12 · 7, 132 = 12 · 11. Ал 54 пен 90 3-ке бөлінеді, бірақ 4-ке бөлінбейді: 54 = 4 · 13 + 2, 90 = 4 · 22 + 2.',
        en: 'A number is divisible by both 3 and 4 exactly when it is divisible by 12. 48 = 12 · 4, 84 = 12 · 7, 132 = 12 · 11. 54 and 90 are divisible by 3 but not by 4: 54 = 4 · 13 + 2, 90 = 4 · 22 + 2.',
      },
    },
    {
      kind: 'MULTIPLE',
      key: 'lr-verb-06',
      text: {
        ru: 'Известно, что утверждение «Если идёт дождь, то асфальт мокрый» истинно. Сейчас асфальт сухой. Какие выводы верны? Выберите все верные варианты.',
        kk: '«Егер жаңбыр жауса, асфальт дымқыл болады» деген тұжырымның ақиқат екені белгілі. Қазір асфальт құрғақ. Қай қорытындылар дұрыс? Барлық дұрыс нұсқаны таңдаңыз.',
        en: "The statement 'If it is raining, the pavement is wet' is known to be true. Right now the pavement is dry. Which conclusions are correct? Choose all that apply.",
      },
      options: [
        {
          key: 'a',
          text: { ru: 'Сейчас дождь не идёт', kk: 'Қазір жаңбыр жауып тұрған жоқ', en: 'It is not raining now' },
          correct: true,
          weights: { VERBAL: 1 },
        },
        {
          key: 'b',
          text: { ru: 'Сейчас идёт дождь', kk: 'Қазір жаңбыр жауып тұр', en: 'It is raining now' },
        },
        {
          key: 'c',
          text: {
            ru: 'Если асфальт мокрый, то обязательно идёт дождь',
            kk: 'Егер асфальт дымқыл болса, міндетті түрде жаңбыр жауып тұр',
            en: 'If the pavement is wet, it must be raining',
          },
        },
        {
          key: 'd',
          text: {
            ru: 'Если асфальт сухой, то дождь не идёт',
            kk: 'Егер асфальт құрғақ болса, жаңбыр жауып тұрған жоқ',
            en: 'If the pavement is dry, it is not raining',
          },
          correct: true,
          weights: { VERBAL: 1 },
        },
      ],
      explanation: {
        ru: 'Если бы шёл дождь, асфальт был бы мокрым; он сухой — значит, дождя нет. Это и есть общее правило «если асфальт сухой, то дождь не идёт», равносильное исходному. Обратное неверно: асфальт может быть мокрым и без дождя, например после поливальной машины.',
        kk: 'Егер жаңбыр жауса, асфальт дымқыл болар еді; ол құрғақ — демек, жаңбыр жоқ. Бұл бастапқы тұжырыммен мәндес «егер асфальт құрғақ болса, жаңбыр жауып тұрған жоқ» деген жалпы ереже. Кері тұжырым дұрыс емес: асфальт жаңбырсыз да дымқыл болуы мүмкін, мысалы, су себетін көлік өткеннен кейін.',
        en: "If it were raining, the pavement would be wet; it is dry, so it is not raining. That is the general rule 'if the pavement is dry, it is not raining', which is equivalent to the original. The converse is false: the pavement can be wet without rain, for example after a street-cleaning truck has passed.",
      },
    },
    {
      kind: 'SINGLE',
      key: 'lr-abs-06',
      text: {
        ru: 'Из каждой пары чисел по одному и тому же правилу получается третье: 3 и 4 → 25; 6 и 8 → 100; 5 и 12 → ?',
        kk: 'Әр сандар жұбынан бір ереже бойынша үшінші сан шығады: 3 және 4 → 25; 6 және 8 → 100; 5 және 12 → ?',
        en: 'Each pair of numbers gives a third number by the same rule: 3 and 4 → 25; 6 and 8 → 100; 5 and 12 → ?',
      },
      options: [
        { key: 'a', text: { ru: '119', kk: '119', en: '119' } },
        { key: 'b', text: { ru: '144', kk: '144', en: '144' } },
        { key: 'c', text: { ru: '169', kk: '169', en: '169' }, correct: true, weights: { ABSTRACT: 1 } },
        { key: 'd', text: { ru: '289', kk: '289', en: '289' } },
      ],
      explanation: {
        ru: 'Правило — сумма квадратов: 3² + 4² = 9 + 16 = 25, 6² + 8² = 36 + 64 = 100, значит, 5² + 12² = 25 + 144 = 169. Вариант 289 = (5 + 12)² не подходит: для первой пары он дал бы (3 + 4)² = 49, а не 25.',
        kk: 'Ереже — квадраттардың қосындысы: 3² + 4² = 9 + 16 = 25, 6² + 8² = 36 + 64 = 100, демек, 5² + 12² = 25 + 144 = 169. 289 = (5 + 12)² нұсқасы сәйкес келмейді: бірінші жұп үшін ол 25 емес, (3 + 4)² = 49 берер еді.',
        en: 'The rule is the sum of the squares: 3² + 4² = 9 + 16 = 25, 6² + 8² = 36 + 64 = 100, so 5² + 12² = 25 + 144 = 169. 289 = (5 + 12)² does not fit: for the first pair it would give (3 + 4)² = 49, not 25.',
      },
    },
  ],
};

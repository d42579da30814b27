import { RIASEC_NAMES } from '@bagdar/contracts';
import type { TInstrument } from '../types.ts';

/**
 * Career interests on Holland's six RIASEC types. Items are activity statements written for
 * Kazakhstani teenagers (original wording, not taken from any published inventory); all are
 * keyed positively, as is usual for interest inventories. The types are interleaved.
 */
export const careerInterests: TInstrument = {
  slug: 'career-interests',
  title: {
    ru: 'Профессиональные интересы (RIASEC)',
    kk: 'Кәсіби қызығушылықтар (RIASEC)',
    en: 'Career interests (RIASEC)',
  },
  description: {
    ru: 'Тест по модели Холланда показывает, какие из шести типов профессиональных интересов вам ближе всего: реалистичный, исследовательский, артистический, социальный, предприимчивый и конвенциональный. Оцените, насколько каждое утверждение подходит вам, — правильных и неправильных ответов здесь нет.',
    kk: 'Холланд моделіне негізделген тест кәсіби қызығушылықтың алты түрінің қайсысы сізге ең жақын екенін көрсетеді: практикалық, зерттеушілік, шығармашылық, әлеуметтік, кәсіпкерлік және конвенционалдық. Әр тұжырымның сізге қаншалықты сәйкес келетінін бағалаңыз — мұнда дұрыс не бұрыс жауап жоқ.',
    en: "Based on Holland's model, this test shows which of the six types of career interests are closest to you: realistic, investigative, artistic, social, enterprising and conventional. Rate how well each statement fits you — there are no right or wrong answers.",
  },
  estimatedMinutes: 15,
  minimumAge: 12,
  requiredTier: 'STANDARD',
  scoring: 'TRAIT',
  categories: [
    { key: 'career', name: { ru: 'Профориентация', kk: 'Кәсіптік бағдар', en: 'Career guidance' }, priority: 1 },
    { key: 'interests', name: { ru: 'Интересы', kk: 'Қызығушылықтар', en: 'Interests' }, priority: 2 },
  ],
  scales: [
    {
      key: 'R',
      name: RIASEC_NAMES.R,
      description: {
        ru: 'Практический тип: интерес к работе с предметами, техникой, инструментами, растениями и животными. Такие люди ценят конкретный, осязаемый результат труда.',
        kk: 'Практикалық тип: заттармен, техникамен, құралдармен, өсімдіктер мен жануарлармен жұмыс істеуге деген қызығушылық. Мұндай адамдар еңбектің нақты, көзге көрінетін нәтижесін бағалайды.',
        en: 'The hands-on type: an interest in working with objects, machines, tools, plants and animals. People of this type value concrete, tangible results.',
      },
      high: {
        ru: 'Вам нравится работать руками и видеть осязаемый результат. Присмотритесь к инженерным и техническим специальностям, IT-инфраструктуре, строительству, робототехнике, агрономии, ветеринарии. Вам подойдут колледжи и вузы с большим объёмом практики и лабораторных работ.',
        kk: 'Сізге қолмен жұмыс істеп, нақты нәтижені көру ұнайды. Инженерлік және техникалық мамандықтарға, IT-инфрақұрылымға, құрылысқа, робототехникаға, агрономияға, ветеринарияға назар аударыңыз. Практикасы мен зертханалық жұмысы көп колледждер мен жоғары оқу орындары сізге сай келеді.',
        en: 'You enjoy working with your hands and seeing a tangible result. Look at engineering and technical fields, IT infrastructure, construction, robotics, agronomy or veterinary science. Colleges and universities with plenty of hands-on practice and lab work will suit you.',
      },
      low: {
        ru: 'Работа с техникой и физический труд вас привлекают мало: скорее всего, вам комфортнее с идеями, людьми или информацией, чем с инструментами и механизмами. Это не мешает освоить практические навыки, если они понадобятся в выбранной профессии.',
        kk: 'Техникамен жұмыс пен дене еңбегі сізді онша қызықтырмайды: құралдар мен механизмдерге қарағанда идеялармен, адамдармен немесе ақпаратпен жұмыс істеу сізге ыңғайлырақ болуы мүмкін. Бұл таңдаған мамандығыңызға қажет болса, практикалық дағдыларды меңгеруге кедергі емес.',
        en: 'Machines and physical work hold little appeal for you: you are probably more comfortable with ideas, people or information than with tools and mechanisms. That does not stop you learning practical skills if your chosen career needs them.',
      },
    },
    {
      key: 'I',
      name: RIASEC_NAMES.I,
      description: {
        ru: 'Исследовательский тип: интерес к наблюдению, анализу и решению сложных задач. Таких людей привлекает вопрос «почему это так устроено?» и поиск ответа с помощью фактов и логики.',
        kk: 'Зерттеушілік тип: бақылауға, талдауға және күрделі мәселелерді шешуге деген қызығушылық. Мұндай адамдарды «бұл неге осылай?» деген сұрақ пен оның жауабын деректер мен логика арқылы іздеу қызықтырады.',
        en: "The investigative type: an interest in observing, analysing and solving complex problems. People of this type are drawn to the question 'why does it work like that?' and to answering it with facts and logic.",
      },
      high: {
        ru: 'Вам интересно докапываться до сути и разбираться в сложном. Вам подойдут естественные науки, математика, программирование и анализ данных, медицина, биотехнологии, научные исследования. Участвуйте в олимпиадах и научных проектах — это ещё и сильно помогает при поступлении.',
        kk: 'Сізге мәселенің түп-тамырына жетіп, күрделі нәрсені түсіну қызықты. Жаратылыстану ғылымдары, математика, бағдарламалау мен деректерді талдау, медицина, биотехнология, ғылыми зерттеулер сізге сай келеді. Олимпиадалар мен ғылыми жобаларға қатысыңыз — бұл оқуға түскенде де көп көмектеседі.',
        en: 'You like getting to the bottom of things and making sense of complexity. Natural sciences, mathematics, programming and data analysis, medicine, biotechnology and research suit you. Take part in olympiads and science projects — they also help a lot with admission.',
      },
      low: {
        ru: 'Долгий анализ и абстрактные задачи увлекают вас меньше, чем практические дела или общение; вам ближе занятия, где результат виден быстро. Исследовательские навыки всё равно полезны: умение проверять факты пригодится в любой профессии.',
        kk: 'Ұзақ талдау мен абстрактілі есептер сізді практикалық істерге немесе қарым-қатынасқа қарағанда азырақ қызықтырады; нәтижесі тез көрінетін істер сізге жақынырақ. Соған қарамастан зерттеу дағдылары пайдалы: деректерді тексере білу кез келген мамандықта керек.',
        en: 'Long analysis and abstract problems engage you less than practical tasks or working with people; you prefer activities where the result shows quickly. Research skills are still worth having: checking facts is useful in any career.',
      },
    },
    {
      key: 'A',
      name: RIASEC_NAMES.A,
      description: {
        ru: 'Артистический тип: стремление к самовыражению, творчеству и работе без жёстких шаблонов. Таких людей привлекают искусство, дизайн, тексты, музыка и всё, где можно создать что-то новое.',
        kk: 'Шығармашылық тип: өзін-өзі көрсетуге, шығармашылыққа және қатаң үлгісіз жұмыс істеуге ұмтылу. Мұндай адамдарды өнер, дизайн, мәтін, музыка және жаңа нәрсе жасауға болатын кез келген іс қызықтырады.',
        en: 'The artistic type: a drive for self-expression, creativity and work without rigid templates. People of this type are drawn to art, design, writing, music and anything where they can create something new.',
      },
      high: {
        ru: 'Вам важно творить и выражать себя. Присмотритесь к дизайну (графическому, UX/UI, интерьеров), журналистике и медиа, архитектуре, музыке, кино, геймдизайну. Начните собирать портфолио уже сейчас — для творческих специальностей оно часто важнее оценок.',
        kk: 'Сіз үшін шығармашылықпен айналысып, өзіңізді көрсету маңызды. Дизайнға (графикалық, UX/UI, интерьер), журналистика мен медиаға, сәулет өнеріне, музыкаға, киноға, ойын дизайнына назар аударыңыз. Портфолиоңызды қазірден бастап жинаңыз — шығармашылық мамандықтар үшін ол көбіне бағадан да маңыздырақ.',
        en: 'Creating and expressing yourself matters to you. Look at design (graphic, UX/UI, interior), journalism and media, architecture, music, film and game design. Start building a portfolio now — for creative programmes it often counts for more than grades.',
      },
      low: {
        ru: 'Вам ближе понятные задачи с ясным результатом, чем свободное творчество, и комфортнее работать проверенными методами. Творческий подход всё равно стоит развивать — он ценится в любой сфере, от инженерии до бизнеса.',
        kk: 'Еркін шығармашылықтан гөрі нәтижесі айқын, түсінікті тапсырмалар сізге жақынырақ, тексерілген әдістермен жұмыс істеу сізге ыңғайлы. Дегенмен шығармашылық тұрғыдан ойлауды дамытқан жөн — ол инженериядан бизнеске дейін кез келген салада бағаланады.',
        en: 'You prefer clear tasks with a definite outcome to open-ended creative work, and you are comfortable using proven methods. A creative approach is still worth developing — it is valued everywhere, from engineering to business.',
      },
    },
    {
      key: 'S',
      name: RIASEC_NAMES.S,
      description: {
        ru: 'Социальный тип: интерес к людям — обучать, помогать, лечить, поддерживать, консультировать. Такие люди получают удовлетворение, когда видят, что кому-то стало лучше благодаря им.',
        kk: 'Әлеуметтік тип: адамдарға деген қызығушылық — оқыту, көмектесу, емдеу, қолдау, кеңес беру. Мұндай адамдар біреудің өздерінің арқасында жағдайы жақсарғанын көргенде қанағат сезінеді.',
        en: 'The social type: an interest in people — teaching, helping, healing, supporting and advising. People of this type feel satisfied when they see someone is better off thanks to them.',
      },
      high: {
        ru: 'Вам важно работать с людьми и приносить им пользу. Вам подойдут педагогика, психология, медицина и сестринское дело, социальная работа, HR, сфера сервиса и туризма. Попробуйте волонтёрство или работу вожатым — это хороший способ проверить себя и получить опыт.',
        kk: 'Сіз үшін адамдармен жұмыс істеп, оларға пайда келтіру маңызды. Педагогика, психология, медицина және мейіргер ісі, әлеуметтік жұмыс, HR, қызмет көрсету және туризм салалары сізге сай келеді. Еріктілікпен немесе лагерьде тәлімгерлікпен айналысып көріңіз — бұл өзіңізді сынап, тәжірибе жинаудың жақсы жолы.',
        en: 'Working with people and being useful to them matters to you. Teaching, psychology, medicine and nursing, social work, HR, hospitality and tourism suit you. Try volunteering or working as a camp counsellor — it is a good way to test yourself and gain experience.',
      },
      low: {
        ru: 'Постоянное общение и забота о других утомляют вас больше, чем работа с задачами, техникой или данными. Вам может подойти профессия, где много самостоятельной работы, но базовые навыки общения и командной работы всё равно стоит развивать.',
        kk: 'Басқалармен үнемі қарым-қатынас жасау мен оларға қамқорлық көрсету сізді тапсырмалармен, техникамен немесе деректермен жұмыс істегеннен гөрі көбірек шаршатады. Сізге дербес жұмысы көп мамандық сай келуі мүмкін, бірақ қарым-қатынас пен командада жұмыс істеудің негізгі дағдыларын бәрібір дамыту керек.',
        en: 'Constant contact with people and looking after others tire you more than working with tasks, machines or data. A career with plenty of independent work may suit you, but basic communication and teamwork skills are still worth developing.',
      },
    },
    {
      key: 'E',
      name: RIASEC_NAMES.E,
      description: {
        ru: 'Предприимчивый тип: интерес к тому, чтобы руководить, убеждать, организовывать и добиваться целей. Таких людей привлекают бизнес, лидерство, соревнование и ответственность за результат.',
        kk: 'Кәсіпкерлік тип: басқаруға, сендіруге, ұйымдастыруға және мақсатқа жетуге деген қызығушылық. Мұндай адамдарды бизнес, көшбасшылық, бәсекелестік пен нәтиже үшін жауапкершілік қызықтырады.',
        en: 'The enterprising type: an interest in leading, persuading, organising and reaching goals. People of this type are drawn to business, leadership, competition and responsibility for results.',
      },
      high: {
        ru: 'Вам нравится вести за собой и влиять на решения. Присмотритесь к менеджменту, предпринимательству, маркетингу, продажам, юриспруденции, государственному управлению. Пробуйте себя уже в школе: ученическое самоуправление, стартап-конкурсы, организация мероприятий.',
        kk: 'Сізге басқаларды соңыңыздан ертіп, шешімдерге ықпал ету ұнайды. Менеджментке, кәсіпкерлікке, маркетингке, сатуға, заңтануға, мемлекеттік басқаруға назар аударыңыз. Мектепте-ақ өзіңізді сынап көріңіз: оқушылардың өзін-өзі басқаруы, стартап байқаулары, іс-шаралар ұйымдастыру.',
        en: 'You like leading others and influencing decisions. Look at management, entrepreneurship, marketing, sales, law and public administration. Try yourself out while still at school: student council, start-up competitions, organising events.',
      },
      low: {
        ru: 'Руководить, продавать и убеждать вам не очень интересно: скорее всего, вам комфортнее быть сильным специалистом, чем начальником, и это тоже ценный путь. Навыки презентации всё равно пригодятся, даже если вы не планируете быть лидером.',
        kk: 'Басқару, сату және сендіру сізді онша қызықтырмайды: бастық болғаннан гөрі мықты маман болу сізге ыңғайлырақ болуы мүмкін, бұл да құнды жол. Көшбасшы болуды жоспарламасаңыз да, көпшілік алдында сөйлеу мен таныстырылым жасау дағдылары бәрібір пайдаға асады.',
        en: 'Leading, selling and persuading do not interest you much: you are probably more comfortable as a strong specialist than as a boss, and that is a valuable path too. Presentation skills will still come in handy even if you do not plan to lead.',
      },
    },
    {
      key: 'C',
      name: RIASEC_NAMES.C,
      description: {
        ru: 'Конвенциональный тип: интерес к упорядоченной работе с информацией, цифрами и документами по понятным правилам. Таких людей отличают аккуратность, внимательность и надёжность.',
        kk: 'Конвенционалдық тип: ақпаратпен, сандармен және құжаттармен түсінікті ережелер бойынша ретті жұмыс істеуге деген қызығушылық. Мұндай адамдар ұқыптылығымен, зейінділігімен және сенімділігімен ерекшеленеді.',
        en: 'The conventional type: an interest in orderly work with information, numbers and documents under clear rules. People of this type are accurate, attentive and reliable.',
      },
      high: {
        ru: 'Вам нравятся порядок, точность и ясные правила. Вам подойдут бухгалтерский учёт и аудит, финансы, логистика, делопроизводство, администрирование баз данных, тестирование программ. В таких профессиях ваша внимательность к деталям — главное преимущество.',
        kk: 'Сізге тәртіп, дәлдік және айқын ережелер ұнайды. Бухгалтерлік есеп пен аудит, қаржы, логистика, іс жүргізу, деректер қорын басқару, бағдарламаларды тестілеу сізге сай келеді. Мұндай мамандықтарда егжей-тегжейге мұқият болуыңыз — басты артықшылығыңыз.',
        en: 'You like order, precision and clear rules. Accounting and auditing, finance, logistics, office administration, database administration and software testing suit you. In these careers your attention to detail is your main advantage.',
      },
      low: {
        ru: 'Рутинная работа по инструкциям и с документами быстро вас утомляет, вам ближе задачи со свободой и разнообразием. Всё же освойте базовую самоорганизацию — планирование и учёт времени помогут в любой профессии.',
        kk: 'Нұсқаулық бойынша атқарылатын бірсарынды жұмыс пен құжат толтыру сізді тез жалықтырады, еркіндігі мен алуан түрлілігі бар тапсырмалар сізге жақынырақ. Дегенмен өзіңізді ұйымдастырудың негіздерін меңгеріңіз — жоспарлау мен уақытты есепке алу кез келген мамандықта көмектеседі.',
        en: 'Routine work following instructions and handling documents tires you quickly; you prefer tasks with freedom and variety. Still, learn basic self-organisation — planning and time tracking help in any career.',
      },
    },
  ],
  items: [
    {
      kind: 'LIKERT',
      key: 'ri-r-01',
      scale: 'R',
      direction: 1,
      text: {
        ru: 'Мне было бы интересно своими руками собрать и настроить компьютер.',
        kk: 'Компьютерді өз қолыммен құрастырып, баптау маған қызықты болар еді.',
        en: 'I would enjoy building and setting up a computer with my own hands.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-i-01',
      scale: 'I',
      direction: 1,
      text: {
        ru: 'Мне интересно ставить опыты на уроках химии или физики и разбираться, почему получился именно такой результат.',
        kk: 'Химия немесе физика сабағында тәжірибе жасап, нәтиженің неге дәл солай шыққанын анықтау маған қызықты.',
        en: 'I enjoy doing experiments in chemistry or physics lessons and working out why the result came out the way it did.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-a-01',
      scale: 'A',
      direction: 1,
      text: {
        ru: 'Мне нравится рисовать, делать скетчи или иллюстрации.',
        kk: 'Сурет салу, эскиз немесе иллюстрация жасау маған ұнайды.',
        en: 'I like drawing, sketching or making illustrations.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-s-01',
      scale: 'S',
      direction: 1,
      text: {
        ru: 'Мне нравится объяснять одноклассникам трудную тему, пока они её не поймут.',
        kk: 'Сыныптастарыма қиын тақырыпты олар түсінгенше түсіндіру маған ұнайды.',
        en: 'I like explaining a difficult topic to classmates until they get it.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-e-01',
      scale: 'E',
      direction: 1,
      text: {
        ru: 'Мне было бы интересно организовать школьное мероприятие: концерт, ярмарку или турнир.',
        kk: 'Мектеп іс-шарасын ұйымдастыру маған қызықты болар еді: концерт, жәрмеңке немесе турнир.',
        en: 'I would enjoy organising a school event — a concert, a fair or a tournament.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-c-01',
      scale: 'C',
      direction: 1,
      text: {
        ru: 'Мне нравится вести аккуратные записи и таблицы, где всё разложено по порядку.',
        kk: 'Бәрі ретімен тұратын ұқыпты жазбалар мен кестелер жүргізу маған ұнайды.',
        en: 'I like keeping neat notes and tables where everything is in order.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-r-02',
      scale: 'R',
      direction: 1,
      text: {
        ru: 'Мне нравится чинить велосипеды, бытовую технику и другие вещи.',
        kk: 'Велосипедті, тұрмыстық техниканы және басқа да заттарды жөндеу маған ұнайды.',
        en: 'I like fixing bikes, household appliances and other things.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-i-02',
      scale: 'I',
      direction: 1,
      text: {
        ru: 'Я с удовольствием решаю сложные задачи по математике, даже если на них уходит много времени.',
        kk: 'Көп уақыт кетсе де, математикадан күрделі есептер шығаруды жақсы көремін.',
        en: 'I enjoy solving hard maths problems, even when they take a lot of time.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-a-02',
      scale: 'A',
      direction: 1,
      text: {
        ru: 'Мне было бы интересно снять и смонтировать короткий фильм или ролик.',
        kk: 'Қысқаметражды фильм немесе ролик түсіріп, оны монтаждау маған қызықты болар еді.',
        en: 'I would enjoy shooting and editing a short film or video.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-s-02',
      scale: 'S',
      direction: 1,
      text: {
        ru: 'Мне было бы интересно работать волонтёром: помогать пожилым людям, детям или приюту для животных.',
        kk: 'Ерікті болып жұмыс істеу маған қызықты болар еді: қарттарға, балаларға немесе жануарлар баспанасына көмектесу.',
        en: 'I would like to volunteer — helping elderly people, children or an animal shelter.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-e-02',
      scale: 'E',
      direction: 1,
      text: {
        ru: 'Мне было бы интересно запустить своё дело, например небольшой онлайн-магазин.',
        kk: 'Өз ісімді бастау, мысалы, шағын интернет-дүкен ашу маған қызықты болар еді.',
        en: 'I would like to start my own business, such as a small online shop.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-c-02',
      scale: 'C',
      direction: 1,
      text: {
        ru: 'Мне было бы интересно вести учёт доходов и расходов семьи или классного фонда.',
        kk: 'Отбасының немесе сынып қорының кірісі мен шығысын есепке алып отыру маған қызықты болар еді.',
        en: 'I would enjoy keeping track of the income and spending of a family budget or a class fund.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-r-03',
      scale: 'R',
      direction: 1,
      text: {
        ru: 'Мне было бы интересно работать на свежем воздухе: в поле, в горах, на стройке.',
        kk: 'Таза ауада жұмыс істеу маған қызықты болар еді: далада, тауда, құрылыс алаңында.',
        en: 'I would like to work outdoors — in the fields, in the mountains or on a building site.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-i-03',
      scale: 'I',
      direction: 1,
      text: {
        ru: 'Мне было бы интересно подготовить исследовательский проект для научной олимпиады или конкурса.',
        kk: 'Ғылыми олимпиадаға немесе байқауға зерттеу жобасын дайындау маған қызықты болар еді.',
        en: 'I would like to prepare a research project for a science olympiad or competition.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-a-03',
      scale: 'A',
      direction: 1,
      text: {
        ru: 'Я с удовольствием пишу рассказы, стихи или посты в своём собственном стиле.',
        kk: 'Өз мәнерімде әңгіме, өлең немесе жазба жазуды ұнатамын.',
        en: 'I enjoy writing stories, poems or posts in my own style.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-s-03',
      scale: 'S',
      direction: 1,
      text: {
        ru: 'Когда у человека что-то не ладится, ко мне часто обращаются за советом.',
        kk: 'Біреудің ісі оңға баспай жүргенде, маған жиі ақыл-кеңес сұрап келеді.',
        en: 'People often come to me for advice when something is going wrong for them.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-e-03',
      scale: 'E',
      direction: 1,
      text: {
        ru: 'Я легко убеждаю других поддержать мою идею.',
        kk: 'Басқаларды өз идеямды қолдауға оңай көндіремін.',
        en: 'I find it easy to persuade others to back my idea.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-c-03',
      scale: 'C',
      direction: 1,
      text: {
        ru: 'Мне было бы интересно составить подробный план подготовки к ЕНТ и следовать ему день за днём.',
        kk: 'ҰБТ-ға дайындықтың толық жоспарын құрып, оны күн сайын орындап отыру маған қызықты болар еді.',
        en: 'I would like to draw up a detailed plan for preparing for the UNT and follow it day by day.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-r-04',
      scale: 'R',
      direction: 1,
      text: {
        ru: 'Мне нравится работать с инструментами: паяльником, дрелью, станком.',
        kk: 'Құралдармен жұмыс істеу маған ұнайды: дәнекерлегішпен, бұрғымен, станокпен.',
        en: 'I like working with tools such as a soldering iron, a drill or a lathe.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-i-04',
      scale: 'I',
      direction: 1,
      text: {
        ru: 'Я читаю научно-популярные статьи или смотрю видео о космосе, медицине, технологиях.',
        kk: 'Ғарыш, медицина, технология туралы ғылыми-көпшілік мақалалар оқимын немесе бейнежазбалар көремін.',
        en: 'I read popular-science articles or watch videos about space, medicine or technology.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-a-04',
      scale: 'A',
      direction: 1,
      text: {
        ru: 'Мне было бы интересно играть на музыкальном инструменте — домбре, гитаре, фортепиано — или сочинять музыку.',
        kk: 'Домбыра, гитара, фортепиано сияқты аспапта ойнау немесе музыка шығару маған қызықты болар еді.',
        en: 'I would enjoy playing an instrument such as the dombra, guitar or piano, or composing music.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-s-04',
      scale: 'S',
      direction: 1,
      text: {
        ru: 'Мне было бы интересно проводить занятия для младших школьников или работать вожатым в летнем лагере.',
        kk: 'Бастауыш сынып оқушыларына сабақ өткізу немесе жазғы лагерьде тәлімгер болу маған қызықты болар еді.',
        en: 'I would enjoy running activities for younger pupils or working as a counsellor at a summer camp.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-e-04',
      scale: 'E',
      direction: 1,
      text: {
        ru: 'Мне было бы интересно выдвинуть свою кандидатуру в школьный парламент или возглавить ученическое самоуправление.',
        kk: 'Мектеп парламентіне кандидатурамды ұсыну немесе оқушылардың өзін-өзі басқару ұйымын басқару маған қызықты болар еді.',
        en: 'I would like to run for the school parliament or lead the student council.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-c-04',
      scale: 'C',
      direction: 1,
      text: {
        ru: 'Мне нравится находить и исправлять ошибки в текстах, расчётах или документах.',
        kk: 'Мәтіндердегі, есептеулердегі немесе құжаттардағы қателерді тауып, түзету маған ұнайды.',
        en: 'I like finding and fixing mistakes in texts, calculations or documents.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-r-05',
      scale: 'R',
      direction: 1,
      text: {
        ru: 'Мне было бы интересно собрать робота для соревнований по робототехнике.',
        kk: 'Робототехника жарысына арнап робот құрастыру маған қызықты болар еді.',
        en: 'I would enjoy building a robot for a robotics competition.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-i-05',
      scale: 'I',
      direction: 1,
      text: {
        ru: 'Мне было бы интересно изучать под микроскопом клетки или микроорганизмы.',
        kk: 'Микроскоппен жасушаларды немесе микроағзаларды зерттеу маған қызықты болар еді.',
        en: 'I would enjoy studying cells or microorganisms under a microscope.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-a-05',
      scale: 'A',
      direction: 1,
      text: {
        ru: 'Мне нравится придумывать дизайн: оформлять комнату, одежду, логотип или интерфейс приложения.',
        kk: 'Дизайн ойлап табу маған ұнайды: бөлмені, киімді, логотипті немесе қосымшаның интерфейсін безендіру.',
        en: "I like coming up with designs — for a room, clothes, a logo or an app's interface.",
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-s-05',
      scale: 'S',
      direction: 1,
      text: {
        ru: 'Мне интересно, как правильно помочь человеку, который заболел или получил травму.',
        kk: 'Ауырып қалған немесе жарақат алған адамға қалай дұрыс көмектесу керектігі маған қызықты.',
        en: 'I am interested in how to properly help someone who is ill or injured.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-e-05',
      scale: 'E',
      direction: 1,
      text: {
        ru: 'Мне нравится вести переговоры и договариваться о выгодных условиях.',
        kk: 'Келіссөз жүргізіп, тиімді шарттарға келісу маған ұнайды.',
        en: 'I like negotiating and getting a good deal.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-c-05',
      scale: 'C',
      direction: 1,
      text: {
        ru: 'Мне было бы интересно работать с базами данных и электронными таблицами вроде Excel.',
        kk: 'Деректер қорымен және Excel сияқты электрондық кестелермен жұмыс істеу маған қызықты болар еді.',
        en: 'I would enjoy working with databases and spreadsheets such as Excel.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-r-06',
      scale: 'R',
      direction: 1,
      text: {
        ru: 'Мне нравится ухаживать за растениями или животными: в саду, на даче, на ферме.',
        kk: 'Өсімдіктерді немесе жануарларды күту маған ұнайды: бақта, саяжайда, фермада.',
        en: 'I like looking after plants or animals — in a garden, at a dacha or on a farm.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-i-06',
      scale: 'I',
      direction: 1,
      text: {
        ru: 'Мне было бы интересно провести опрос одноклассников и проанализировать результаты: построить графики, найти закономерности.',
        kk: 'Сыныптастарыма сауалнама жүргізіп, нәтижесін талдау маған қызықты болар еді: графиктер салу, заңдылықтар табу.',
        en: 'I would like to survey my classmates and analyse the results — drawing graphs and finding patterns.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-a-06',
      scale: 'A',
      direction: 1,
      text: {
        ru: 'Мне было бы интересно играть в школьном театре или выступать на сцене.',
        kk: 'Мектеп театрында ойнау немесе сахнада өнер көрсету маған қызықты болар еді.',
        en: 'I would like to act in a school play or perform on stage.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-s-06',
      scale: 'S',
      direction: 1,
      text: {
        ru: 'Я умею помирить друзей после ссоры.',
        kk: 'Ренжісіп қалған достарымды татуластыра аламын.',
        en: 'I am good at helping friends make up after a quarrel.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-e-06',
      scale: 'E',
      direction: 1,
      text: {
        ru: 'В групповом проекте я обычно беру на себя роль лидера и распределяю задачи.',
        kk: 'Топтық жобада әдетте көшбасшы рөлін өзіме алып, тапсырмаларды бөлемін.',
        en: 'In a group project I usually take the lead and hand out the tasks.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-c-06',
      scale: 'C',
      direction: 1,
      text: {
        ru: 'Я предпочитаю задания с чёткими инструкциями и понятными правилами.',
        kk: 'Нұсқаулығы нақты, ережесі түсінікті тапсырмаларды ұнатамын.',
        en: 'I prefer tasks with clear instructions and well-defined rules.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-r-07',
      scale: 'R',
      direction: 1,
      text: {
        ru: 'Мне было бы интересно разобраться, как устроен двигатель автомобиля, и отремонтировать его.',
        kk: 'Көлік қозғалтқышының қалай жұмыс істейтінін түсініп, оны жөндеу маған қызықты болар еді.',
        en: 'I would like to figure out how a car engine works and repair it.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-i-07',
      scale: 'I',
      direction: 1,
      text: {
        ru: 'Мне хочется понимать, как работает алгоритм или программа, а не просто пользоваться ею.',
        kk: 'Бағдарламаны жай ғана пайдаланып қоймай, оның алгоритмі қалай жұмыс істейтінін түсінгім келеді.',
        en: 'I want to understand how an algorithm or a program works, not just use it.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-a-07',
      scale: 'A',
      direction: 1,
      text: {
        ru: 'Мне нравятся задания, в которых нет одного правильного ответа и можно проявить фантазию.',
        kk: 'Бір ғана дұрыс жауабы жоқ, қиялыңды еркін көрсетуге болатын тапсырмалар маған ұнайды.',
        en: 'I like tasks that have no single right answer and leave room for imagination.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-s-07',
      scale: 'S',
      direction: 1,
      text: {
        ru: 'Мне было бы интересно помочь новенькому быстрее освоиться в классе.',
        kk: 'Сыныпқа жаңадан келген оқушының тезірек үйреніп кетуіне көмектесу маған қызықты болар еді.',
        en: 'I would like to help a new student settle into the class more quickly.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-e-07',
      scale: 'E',
      direction: 1,
      text: {
        ru: 'Мне было бы интересно защитить бизнес-идею перед жюри на стартап-конкурсе.',
        kk: 'Стартап байқауында бизнес-идеямды қазылар алқасының алдында қорғау маған қызықты болар еді.',
        en: 'I would enjoy pitching a business idea to the judges at a start-up competition.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-c-07',
      scale: 'C',
      direction: 1,
      text: {
        ru: 'Мне было бы интересно навести порядок в школьной библиотеке или архиве: рассортировать, подписать, внести в каталог.',
        kk: 'Мектеп кітапханасында немесе мұрағатында тәртіп орнату маған қызықты болар еді: сұрыптау, белгі қою, каталогқа енгізу.',
        en: 'I would enjoy putting a school library or archive in order — sorting, labelling and cataloguing.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-r-08',
      scale: 'R',
      direction: 1,
      text: {
        ru: 'Я предпочитаю задания, где результат можно потрогать руками: что-то сделать, построить, смастерить.',
        kk: 'Нәтижесін қолмен ұстап көруге болатын тапсырмаларды ұнатамын: бір нәрсе жасау, салу, құрастыру.',
        en: 'I prefer tasks with a result I can touch — making, building or crafting something.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-i-08',
      scale: 'I',
      direction: 1,
      text: {
        ru: 'Мне было бы интересно выяснить причины экологической проблемы, например обмеления Арала или загрязнения воздуха в городе.',
        kk: 'Экологиялық мәселенің, мысалы, Арал теңізінің тартылуының немесе қаладағы ауа ластануының себептерін анықтау маған қызықты болар еді.',
        en: 'I would like to investigate the causes of an environmental problem, such as the shrinking of the Aral Sea or air pollution in a city.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-a-08',
      scale: 'A',
      direction: 1,
      text: {
        ru: 'Мне было бы интересно придумывать персонажей и миры для компьютерной игры или комикса.',
        kk: 'Компьютер ойынына немесе комикске кейіпкерлер мен әлемдер ойлап шығару маған қызықты болар еді.',
        en: 'I would enjoy creating characters and worlds for a video game or a comic.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-s-08',
      scale: 'S',
      direction: 1,
      text: {
        ru: 'Мне нравится работа, где главное — общение с людьми и забота о них.',
        kk: 'Ең бастысы — адамдармен қарым-қатынас пен оларға қамқорлық болатын жұмыс маған ұнайды.',
        en: 'I like work where the main thing is talking to people and caring for them.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-e-08',
      scale: 'E',
      direction: 1,
      text: {
        ru: 'Меня привлекает возможность зарабатывать, продавая товары или услуги.',
        kk: 'Тауар немесе қызмет сатып, ақша табу мүмкіндігі мені қызықтырады.',
        en: 'The idea of earning money by selling goods or services appeals to me.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'ri-c-08',
      scale: 'C',
      direction: 1,
      text: {
        ru: 'Мне нравится, когда мои вещи, файлы и расписание организованы по системе.',
        kk: 'Заттарымның, файлдарымның және кестемнің жүйелі түрде реттелгені маған ұнайды.',
        en: 'I like my things, files and schedule to be organised systematically.',
      },
    },
  ],
};

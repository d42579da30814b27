import type { TInstrument } from '../types.ts';

/**
 * Work values on the six constructs of the public-domain O*NET Work Importance Profiler
 * (achievement, independence, recognition, relationships, support, working conditions).
 * Likert statements (original wording) plus forced-choice questions whose options each add
 * weight to one or two values, which separates values that people tend to rate all as important.
 */
export const workValues: TInstrument = {
  slug: 'work-values',
  title: { ru: 'Ценности в работе', kk: 'Жұмыстағы құндылықтар', en: 'Work values' },
  description: {
    ru: 'Тест показывает, что для вас важнее всего в будущей работе: достижения, самостоятельность, признание, отношения, поддержка или условия труда. Зная свои ценности, проще выбрать не только профессию, но и подходящего работодателя.',
    kk: 'Тест болашақ жұмысыңызда сіз үшін ең маңыздысы не екенін көрсетеді: жетістік, дербестік, мойындалу, қарым-қатынас, қолдау немесе еңбек жағдайлары. Өз құндылықтарыңызды білсеңіз, мамандықты ғана емес, өзіңізге лайық жұмыс берушіні де таңдау оңайырақ болады.',
    en: 'This test shows what matters most to you in a future job: achievement, independence, recognition, relationships, support or working conditions. Knowing your values makes it easier to choose not only a career but also the right employer.',
  },
  estimatedMinutes: 10,
  minimumAge: 14,
  requiredTier: 'PRO',
  scoring: 'TRAIT',
  categories: [
    { key: 'career', name: { ru: 'Профориентация', kk: 'Кәсіптік бағдар', en: 'Career guidance' }, priority: 1 },
    { key: 'values', name: { ru: 'Ценности', kk: 'Құндылықтар', en: 'Values' }, priority: 2 },
  ],
  scales: [
    {
      key: 'ACHIEVEMENT',
      name: { ru: 'Достижения', kk: 'Жетістік', en: 'Achievement' },
      description: {
        ru: 'Насколько вам важно применять свои способности, видеть результат своего труда и чувствовать, что вы чего-то добились.',
        kk: 'Қабілеттеріңізді қолдану, еңбегіңіздің нәтижесін көру және бір нәрсеге қол жеткізгеніңізді сезіну сіз үшін қаншалықты маңызды екенін көрсетеді.',
        en: 'How much it matters to you to use your abilities, see the results of your work and feel that you have accomplished something.',
      },
      high: {
        ru: 'Вас мотивируют сложные задачи и ощутимый результат. Ищите профессии и компании, где есть рост, проекты с измеримыми целями и возможность развиваться: инженерия, IT, медицина, наука, предпринимательство. Рутинная работа без развития, скорее всего, быстро вас разочарует.',
        kk: 'Сізді күрделі тапсырмалар мен нақты нәтиже ынталандырады. Өсу мүмкіндігі, өлшенетін мақсаттары бар жобалары және даму жолы бар мамандықтар мен компанияларды іздеңіз: инженерия, IT, медицина, ғылым, кәсіпкерлік. Дамуы жоқ бірсарынды жұмыс көңіліңізді тез суытуы мүмкін.',
        en: 'You are motivated by challenging tasks and visible results. Look for careers and companies with growth, projects with measurable goals and room to develop: engineering, IT, medicine, science, entrepreneurship. Routine work with no growth is likely to disappoint you quickly.',
      },
      low: {
        ru: 'Достижения и карьерные вершины для вас не главное — важнее другие стороны работы. Это нормально: многие довольны стабильной работой, которую хорошо знают. Посмотрите на ценности с более высокими баллами — они подскажут, что для вас действительно значимо.',
        kk: 'Жетістік пен мансап шыңы сіз үшін басты нәрсе емес — жұмыстың басқа қырлары маңыздырақ. Бұл қалыпты жағдай: көп адам өзі жақсы білетін тұрақты жұмысына риза. Балы жоғарырақ құндылықтарға назар аударыңыз — олар сіз үшін шын мәнінде не маңызды екенін көрсетеді.',
        en: 'Achievements and career peaks are not your main drive — other sides of work matter more. That is fine: many people are happy in a stable job they know well. Look at the values with higher scores — they show what really matters to you.',
      },
    },
    {
      key: 'INDEPENDENCE',
      name: { ru: 'Самостоятельность', kk: 'Дербестік', en: 'Independence' },
      description: {
        ru: 'Насколько вам важно самостоятельно принимать решения, проявлять инициативу и работать без постоянного контроля.',
        kk: 'Шешімді өз бетіңізше қабылдау, бастама көтеру және үнемі бақылаусыз жұмыс істеу сіз үшін қаншалықты маңызды екенін көрсетеді.',
        en: 'How much it matters to you to make your own decisions, take the initiative and work without constant supervision.',
      },
      high: {
        ru: 'Вам нужна свобода: решать самостоятельно, пробовать свои идеи, распоряжаться своим временем. Вам подойдут предпринимательство, фриланс, творческие и исследовательские профессии, роли с высокой ответственностью. Жёсткий контроль и мелочная опека, скорее всего, будут вас угнетать.',
        kk: 'Сізге еркіндік керек: өз бетіңізше шешім қабылдау, өз идеяларыңызды сынап көру, уақытыңызды өзіңіз басқару. Кәсіпкерлік, фриланс, шығармашылық және зерттеу мамандықтары, жауапкершілігі жоғары рөлдер сізге сай келеді. Қатаң бақылау мен әр ұсақ-түйекке араласу сізді қажытуы мүмкін.',
        en: 'You need freedom: to decide for yourself, test your own ideas and manage your own time. Entrepreneurship, freelancing, creative and research careers and roles with high responsibility suit you. Tight control and micromanagement are likely to weigh you down.',
      },
      low: {
        ru: 'Вам комфортнее, когда задачи и порядок работы определены заранее, а решения принимаются вместе с руководителем или командой. Вам подойдут организации с понятной структурой и чёткими обязанностями — там можно сосредоточиться на качестве работы, а не на выборе пути.',
        kk: 'Тапсырмалар мен жұмыс тәртібі алдын ала белгіленіп, шешімдер басшымен немесе командамен бірге қабылданғанда сізге ыңғайлырақ. Құрылымы түсінікті, міндеттері нақты ұйымдар сізге сай келеді — онда жол таңдауға емес, жұмыс сапасына көңіл бөлуге болады.',
        en: 'You are more comfortable when tasks and procedures are set in advance and decisions are made together with a manager or team. Organisations with a clear structure and well-defined duties suit you — there you can focus on the quality of your work rather than on choosing the path.',
      },
    },
    {
      key: 'RECOGNITION',
      name: { ru: 'Признание', kk: 'Мойындалу', en: 'Recognition' },
      description: {
        ru: 'Насколько вам важно, чтобы ваш труд замечали и ценили, а также возможность карьерного роста, руководства и уважаемого положения.',
        kk: 'Еңбегіңіздің байқалып, бағалануы, сондай-ақ мансаптық өсу, басшылық ету және құрметті орынға ие болу мүмкіндігі сіз үшін қаншалықты маңызды екенін көрсетеді.',
        en: 'How much it matters to you that your work is noticed and valued, and that you have opportunities for promotion, leadership and a respected position.',
      },
      high: {
        ru: 'Вас вдохновляют признание, рост и влияние. Ищите карьеры с понятной лестницей продвижения и заметными результатами: менеджмент, право, медицина, госслужба, бизнес, публичные профессии. На собеседованиях спрашивайте, как в компании оценивают и продвигают сотрудников.',
        kk: 'Сізді мойындалу, өсу және ықпал ету шабыттандырады. Жоғарылау жолы түсінікті, нәтижесі көзге көрінетін мансап іздеңіз: менеджмент, құқық, медицина, мемлекеттік қызмет, бизнес, көпшілік алдында жұмыс істейтін мамандықтар. Сұхбатта компанияда қызметкерлерді қалай бағалап, қалай жоғарылататынын сұраңыз.',
        en: 'Recognition, growth and influence inspire you. Look for careers with a clear promotion path and visible results: management, law, medicine, civil service, business, public-facing work. At interviews, ask how the company evaluates and promotes its people.',
      },
      low: {
        ru: 'Внешнее признание и статус для вас не главное — вы готовы хорошо делать своё дело и без громких похвал. Вам подойдут профессии, где ценится сама работа, а не должность. Всё же не стесняйтесь рассказывать о своих успехах — это помогает в карьере.',
        kk: 'Сырттан мойындалу мен мәртебе сіз үшін басты емес — дабыралы мақтаусыз-ақ өз ісіңізді жақсы атқаруға дайынсыз. Лауазым емес, жұмыстың өзі бағаланатын мамандықтар сізге сай келеді. Дегенмен жетістіктеріңіз туралы айтудан ұялмаңыз — бұл мансапқа көмектеседі.',
        en: "Outside recognition and status are not the main thing for you — you are happy to do good work without loud praise. Careers where the work itself counts more than the title suit you. Still, don't be shy about sharing your successes — it helps your career.",
      },
    },
    {
      key: 'RELATIONSHIPS',
      name: { ru: 'Отношения', kk: 'Қарым-қатынас', en: 'Relationships' },
      description: {
        ru: 'Насколько вам важны хорошие отношения с коллегами, польза для людей и работа, которая не расходится с вашими моральными принципами.',
        kk: 'Әріптестермен жақсы қарым-қатынас, адамдарға пайда келтіру және моральдық ұстанымдарыңызға қайшы келмейтін жұмыс сіз үшін қаншалықты маңызды екенін көрсетеді.',
        en: 'How much good relationships with colleagues, being useful to people and work that fits your moral principles matter to you.',
      },
      high: {
        ru: 'Для вас важны люди вокруг и смысл работы. Вам подойдут профессии, связанные с помощью другим и командной работой: медицина, педагогика, психология, социальная сфера, некоммерческие организации, HR. Выбирая работодателя, обращайте внимание на атмосферу в коллективе и ценности компании.',
        kk: 'Сіз үшін айналаңыздағы адамдар мен жұмыстың мәні маңызды. Басқаларға көмектесумен және командалық жұмыспен байланысты мамандықтар сізге сай келеді: медицина, педагогика, психология, әлеуметтік сала, коммерциялық емес ұйымдар, HR. Жұмыс беруші таңдағанда ұжымдағы ахуал мен компанияның құндылықтарына назар аударыңыз.',
        en: "The people around you and the meaning of the work matter to you. Careers built around helping others and teamwork suit you: medicine, teaching, psychology, social services, non-profits, HR. When choosing an employer, pay attention to the team atmosphere and the company's values.",
      },
      low: {
        ru: 'Отношения в коллективе для вас не решающий фактор — вы можете продуктивно работать и самостоятельно. Вам могут подойти профессии с большой долей индивидуальной работы: аналитика, программирование, исследования, удалённая работа. Умение ладить с людьми всё равно пригодится где угодно.',
        kk: 'Ұжымдағы қарым-қатынас сіз үшін шешуші фактор емес — жеке өзіңіз де нәтижелі жұмыс істей аласыз. Жеке жұмыс үлесі көп мамандықтар сізге сай келуі мүмкін: талдау, бағдарламалау, зерттеу, қашықтан жұмыс. Адамдармен тіл табыса білу кез келген жерде бәрібір керек.',
        en: 'Relationships at work are not the deciding factor for you — you can work productively on your own. Careers with a lot of individual work may suit you: analytics, programming, research, remote work. Getting along with people will still be useful anywhere.',
      },
    },
    {
      key: 'SUPPORT',
      name: { ru: 'Поддержка', kk: 'Қолдау', en: 'Support' },
      description: {
        ru: 'Насколько вам важны поддержка руководителя, обучение на работе и справедливые, понятные правила в организации.',
        kk: 'Басшының қолдауы, жұмыс орнында оқыту және ұйымдағы әділ әрі түсінікті ережелер сіз үшін қаншалықты маңызды екенін көрсетеді.',
        en: 'How much support from your manager, on-the-job training and fair, clear rules in the organisation matter to you.',
      },
      high: {
        ru: 'Вам важно чувствовать опору: наставника, обучение и честное руководство. Ищите компании с программами стажировок и наставничества, крупные организации и госструктуры с понятными правилами. На собеседовании спрашивайте, как устроена адаптация новичков.',
        kk: 'Сізге сүйеніш сезіну маңызды: тәлімгер, оқыту және адал басшылық. Тағылымдама мен тәлімгерлік бағдарламалары бар компанияларды, ережелері түсінікті ірі ұйымдар мен мемлекеттік құрылымдарды іздеңіз. Сұхбатта жаңа қызметкерлердің қалай бейімделетінін сұраңыз.',
        en: 'You need to feel backed up: a mentor, training and fair leadership. Look for companies with internship and mentoring programmes, and for large organisations and public bodies with clear rules. At interviews, ask how new staff are helped to settle in.',
      },
      low: {
        ru: 'Вы готовы разбираться во всём самостоятельно и не нуждаетесь в постоянной опеке руководителя. Вам могут подойти стартапы, фриланс и небольшие команды, где всё быстро меняется. Но и вам пригодится опытный человек, к которому можно обратиться за советом.',
        kk: 'Сіз бәрін өз бетіңізше түсінуге дайынсыз және басшының үнемі қамқорлығын қажет етпейсіз. Бәрі тез өзгеретін стартаптар, фриланс және шағын командалар сізге сай келуі мүмкін. Бірақ ақыл-кеңес сұрауға болатын тәжірибелі адам сізге де керек болады.',
        en: "You are ready to figure things out yourself and don't need a manager looking after you all the time. Start-ups, freelancing and small, fast-changing teams may suit you. Even so, an experienced person to turn to for advice will be useful.",
      },
    },
    {
      key: 'WORKING_CONDITIONS',
      name: { ru: 'Условия труда', kk: 'Еңбек жағдайлары', en: 'Working conditions' },
      description: {
        ru: 'Насколько вам важны зарплата, стабильность, удобный график, безопасность и разнообразие задач.',
        kk: 'Жалақы, тұрақтылық, ыңғайлы кесте, қауіпсіздік және тапсырмалардың алуан түрлілігі сіз үшін қаншалықты маңызды екенін көрсетеді.',
        en: 'How much pay, job security, convenient hours, safety and varied tasks matter to you.',
      },
      high: {
        ru: 'Для вас важны достойная оплата, стабильность и комфортные условия. Обращайте внимание на востребованные профессии с хорошим доходом и на работодателей с полным соцпакетом: IT, финансы, нефтегазовая и горнодобывающая отрасли, медицина, госсектор. Сравнивайте предложения не только по зарплате, но и по графику и перспективам.',
        kk: 'Сіз үшін лайықты жалақы, тұрақтылық пен ыңғайлы жағдай маңызды. Табысы жақсы, сұранысқа ие мамандықтарға және толық әлеуметтік пакет беретін жұмыс берушілерге назар аударыңыз: IT, қаржы, мұнай-газ және тау-кен салалары, медицина, мемлекеттік сектор. Ұсыныстарды жалақымен ғана емес, жұмыс кестесі мен болашағы бойынша да салыстырыңыз.',
        en: 'Fair pay, stability and comfortable conditions matter to you. Look at in-demand, well-paid careers and employers with a full benefits package: IT, finance, oil, gas and mining, medicine, the public sector. Compare offers not just on salary but on hours and prospects too.',
      },
      low: {
        ru: 'Условия и зарплата для вас вторичны — вы готовы мириться с неудобствами ради интересного дела или важной цели. Это даёт свободу выбирать профессию по призванию. Но всё же заранее узнавайте реальные условия работы, чтобы не выгореть.',
        kk: 'Жағдай мен жалақы сіз үшін екінші орында — қызықты іс немесе маңызды мақсат үшін қолайсыздыққа көнуге дайынсыз. Бұл мамандықты жан қалауыңыз бойынша таңдауға еркіндік береді. Дегенмен шаршап, жұмыстан мезі болып қалмас үшін нақты жұмыс жағдайларын алдын ала біліп алыңыз.',
        en: 'Conditions and pay are secondary for you — you are ready to put up with inconvenience for interesting work or an important goal. That gives you the freedom to follow your calling. Still, find out the real working conditions in advance so that you do not burn out.',
      },
    },
  ],
  items: [
    {
      kind: 'LIKERT',
      key: 'wv-ach-01',
      scale: 'ACHIEVEMENT',
      direction: 1,
      text: {
        ru: 'Мне важно, чтобы будущая работа позволяла использовать мои сильные стороны и способности.',
        kk: 'Болашақ жұмысымның мықты жақтарым мен қабілеттерімді пайдалануға мүмкіндік бергені мен үшін маңызды.',
        en: 'I want my future job to let me use my strengths and abilities.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'wv-ind-01',
      scale: 'INDEPENDENCE',
      direction: 1,
      text: {
        ru: 'Мне важно самостоятельно решать, как выполнять свою работу.',
        kk: 'Жұмысымды қалай орындайтынымды өзім шешкенім мен үшін маңызды.',
        en: 'I want to decide for myself how to do my work.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'wv-rec-01',
      scale: 'RECOGNITION',
      direction: 1,
      text: {
        ru: 'Мне важно, чтобы мою работу замечали и хвалили.',
        kk: 'Жұмысымды байқап, мақтағаны мен үшін маңызды.',
        en: 'It matters to me that my work is noticed and praised.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'wv-rel-01',
      scale: 'RELATIONSHIPS',
      direction: 1,
      text: {
        ru: 'Мне важно работать в дружном коллективе.',
        kk: 'Ынтымағы жарасқан ұжымда жұмыс істеу мен үшін маңызды.',
        en: 'Working in a close-knit team matters to me.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'wv-sup-01',
      scale: 'SUPPORT',
      direction: 1,
      text: {
        ru: 'Мне важно, чтобы руководитель помогал советом и поддерживал в трудных ситуациях.',
        kk: 'Басшының ақыл-кеңесімен көмектесіп, қиын жағдайда қолдау көрсеткені мен үшін маңызды.',
        en: 'I want a manager who gives advice and backs me up in difficult situations.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'wv-wc-01',
      scale: 'WORKING_CONDITIONS',
      direction: 1,
      text: {
        ru: 'Для меня важна высокая зарплата.',
        kk: 'Жоғары жалақы мен үшін маңызды.',
        en: 'A high salary is important to me.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'wv-ach-02',
      scale: 'ACHIEVEMENT',
      direction: 1,
      text: {
        ru: 'Я хочу видеть результат своего труда и гордиться им.',
        kk: 'Еңбегімнің нәтижесін көріп, оны мақтан тұтқым келеді.',
        en: 'I want to see the results of my work and be proud of them.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'wv-ind-02',
      scale: 'INDEPENDENCE',
      direction: 1,
      text: {
        ru: 'Я хочу, чтобы в работе было место для моих собственных идей.',
        kk: 'Жұмысымда өз идеяларыма орын болғанын қалаймын.',
        en: 'I want my work to leave room for my own ideas.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'wv-rec-02',
      scale: 'RECOGNITION',
      direction: 1,
      text: {
        ru: 'Я хочу работать в профессии, которую уважают в обществе.',
        kk: 'Қоғамда құрметке ие мамандықта жұмыс істегім келеді.',
        en: 'I want to work in a profession that society respects.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'wv-rel-02',
      scale: 'RELATIONSHIPS',
      direction: 1,
      text: {
        ru: 'Я хочу, чтобы моя работа приносила пользу людям.',
        kk: 'Жұмысымның адамдарға пайдасы тигенін қалаймын.',
        en: 'I want my work to benefit other people.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'wv-sup-02',
      scale: 'SUPPORT',
      direction: 1,
      text: {
        ru: 'Я хочу, чтобы на работе меня обучали и помогали осваивать новое.',
        kk: 'Жұмыста мені оқытып, жаңа нәрсені меңгеруге көмектескенін қалаймын.',
        en: 'I want to be trained at work and helped to learn new things.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'wv-wc-02',
      scale: 'WORKING_CONDITIONS',
      direction: 1,
      text: {
        ru: 'Я хочу стабильную работу, на которой не нужно бояться увольнения.',
        kk: 'Жұмыстан шығып қаламын деп қорықпайтын тұрақты жұмысым болғанын қалаймын.',
        en: "I want a stable job where I don't have to worry about being let go.",
      },
    },
    {
      kind: 'LIKERT',
      key: 'wv-ach-03',
      scale: 'ACHIEVEMENT',
      direction: 1,
      text: {
        ru: 'Мне нравится ставить перед собой сложные цели и добиваться их.',
        kk: 'Алдыма күрделі мақсаттар қойып, оларға жетуді ұнатамын.',
        en: 'I like setting myself challenging goals and achieving them.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'wv-ind-03',
      scale: 'INDEPENDENCE',
      direction: 1,
      text: {
        ru: 'Мне не нравится, когда начальник следит за каждым моим шагом.',
        kk: 'Бастықтың әр қадамымды аңдып отырғанын ұнатпаймын.',
        en: "I don't like a boss watching my every step.",
      },
    },
    {
      kind: 'LIKERT',
      key: 'wv-rec-03',
      scale: 'RECOGNITION',
      direction: 1,
      text: {
        ru: 'Для меня важна возможность расти по карьерной лестнице.',
        kk: 'Мансап баспалдағымен жоғары көтерілу мүмкіндігі мен үшін маңызды.',
        en: 'Having the chance to climb the career ladder matters to me.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'wv-rel-03',
      scale: 'RELATIONSHIPS',
      direction: 1,
      text: {
        ru: 'Для меня неприемлема работа, на которой приходится поступать против совести.',
        kk: 'Ар-ұжданыма қайшы іс істеуге мәжбүр ететін жұмысқа келіспес едім.',
        en: 'I would not accept a job that made me act against my conscience.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'wv-sup-03',
      scale: 'SUPPORT',
      direction: 1,
      text: {
        ru: 'Для меня важно, чтобы в компании были понятные и справедливые правила.',
        kk: 'Компанияда түсінікті әрі әділ ережелердің болғаны мен үшін маңызды.',
        en: 'It matters to me that the company has clear and fair rules.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'wv-wc-03',
      scale: 'WORKING_CONDITIONS',
      direction: 1,
      text: {
        ru: 'Мне важно, чтобы работа была разнообразной и каждый день приносил что-то новое.',
        kk: 'Жұмыстың алуан түрлі болып, күн сайын бір жаңалық әкелгені мен үшін маңызды.',
        en: 'I want varied work where every day brings something new.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'wv-ach-04',
      scale: 'ACHIEVEMENT',
      direction: 1,
      text: {
        ru: 'Работа, на которой я не расту профессионально, мне быстро наскучит.',
        kk: 'Кәсіби тұрғыдан өспейтін жұмыс мені тез жалықтырады.',
        en: "A job where I don't grow professionally would soon bore me.",
      },
    },
    {
      kind: 'LIKERT',
      key: 'wv-ind-04',
      scale: 'INDEPENDENCE',
      direction: 1,
      text: {
        ru: 'Мне нравится брать на себя ответственность за решения.',
        kk: 'Шешім үшін жауапкершілікті өз мойныма алғанды ұнатамын.',
        en: 'I like taking responsibility for decisions.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'wv-rec-04',
      scale: 'RECOGNITION',
      direction: 1,
      text: {
        ru: 'Со временем мне хотелось бы руководить людьми или проектами.',
        kk: 'Уақыт өте келе адамдарды немесе жобаларды басқарғым келеді.',
        en: 'In time, I would like to lead people or projects.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'wv-rel-04',
      scale: 'RELATIONSHIPS',
      direction: 1,
      text: {
        ru: 'Мне больше нравится работать вместе с людьми, чем в одиночку.',
        kk: 'Жалғыз емес, адамдармен бірге жұмыс істеген маған көбірек ұнайды.',
        en: 'I prefer working together with people to working alone.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'wv-sup-04',
      scale: 'SUPPORT',
      direction: 1,
      text: {
        ru: 'Мне спокойнее работать там, где руководство честно относится к сотрудникам.',
        kk: 'Басшылық қызметкерлерге адал қарайтын жерде жұмыс істесем, көңілім тыныш болады.',
        en: 'I feel more at ease working where management treats staff honestly.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'wv-wc-04',
      scale: 'WORKING_CONDITIONS',
      direction: 1,
      text: {
        ru: 'Мне важны комфортные условия: удобное рабочее место, нормальный график, безопасность.',
        kk: 'Жайлы жағдай мен үшін маңызды: ыңғайлы жұмыс орны, қалыпты кесте, қауіпсіздік.',
        en: 'Comfortable conditions matter to me: a good workplace, reasonable hours and safety.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'wv-ach-05',
      scale: 'ACHIEVEMENT',
      direction: 1,
      text: {
        ru: 'Ощущение, что сложная задача выполнена, для меня лучшая награда.',
        kk: 'Күрделі тапсырманы орындап шыққандағы сезім — мен үшін ең жақсы марапат.',
        en: 'The feeling of having completed a difficult task is the best reward for me.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'wv-ind-05',
      scale: 'INDEPENDENCE',
      direction: 1,
      text: {
        ru: 'Мне хотелось бы работать по гибкому графику или на себя.',
        kk: 'Икемді кестемен немесе өзім үшін жұмыс істегім келеді.',
        en: 'I would like to have flexible hours or work for myself.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'wv-rec-05',
      scale: 'RECOGNITION',
      direction: 1,
      text: {
        ru: 'Мне приятно, когда родные и знакомые гордятся моими успехами.',
        kk: 'Туыстарым мен таныстарымның жетістіктеріммен мақтанғаны маған ұнайды.',
        en: 'I like it when my family and friends are proud of my success.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'wv-rel-05',
      scale: 'RELATIONSHIPS',
      direction: 1,
      text: {
        ru: 'Для меня важно, чтобы ценности компании совпадали с моими.',
        kk: 'Компания құндылықтарының менің құндылықтарыммен сәйкес келгені мен үшін маңызды.',
        en: "It matters to me that the company's values match my own.",
      },
    },
    {
      kind: 'LIKERT',
      key: 'wv-sup-05',
      scale: 'SUPPORT',
      direction: 1,
      text: {
        ru: 'Мне важно, чтобы в начале карьеры рядом был опытный наставник.',
        kk: 'Мансабымның басында қасымда тәжірибелі тәлімгердің болғаны мен үшін маңызды.',
        en: 'I want an experienced mentor by my side at the start of my career.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'wv-wc-05',
      scale: 'WORKING_CONDITIONS',
      direction: 1,
      text: {
        ru: 'Мне нравится, когда на работе всегда есть чем заняться и не приходится скучать.',
        kk: 'Жұмыста әрдайым айналысатын іс болып, жалықпай жүргенді ұнатамын.',
        en: "I like always having something to do at work, so I'm never bored.",
      },
    },
    {
      kind: 'SINGLE',
      key: 'wv-choice-01',
      text: {
        ru: 'Какая работа привлекает вас больше всего?',
        kk: 'Сізді қандай жұмыс көбірек қызықтырады?',
        en: 'Which kind of job appeals to you most?',
      },
      options: [
        {
          key: 'a',
          text: {
            ru: 'Сложные проекты, в которых можно показать все свои способности',
            kk: 'Барлық қабілетіңді көрсетуге болатын күрделі жобалар',
            en: 'Challenging projects where I can show everything I can do',
          },
          weights: { ACHIEVEMENT: 2 },
        },
        {
          key: 'b',
          text: {
            ru: 'Работа, где я самостоятельно решаю, что и когда делать',
            kk: 'Не істейтінімді және қашан істейтінімді өзім шешетін жұмыс',
            en: 'A job where I decide what to do and when',
          },
          weights: { INDEPENDENCE: 2 },
        },
        {
          key: 'c',
          text: {
            ru: 'Должность с перспективой быстро стать руководителем',
            kk: 'Тез арада басшы болуға мүмкіндік беретін қызмет',
            en: 'A position with a quick path to becoming a manager',
          },
          weights: { RECOGNITION: 2 },
        },
        {
          key: 'd',
          text: {
            ru: 'Работа в дружной команде, которая помогает людям',
            kk: 'Адамдарға көмектесетін ауызбіршілігі мықты командадағы жұмыс',
            en: 'Working in a friendly team that helps people',
          },
          weights: { RELATIONSHIPS: 2 },
        },
      ],
    },
    {
      kind: 'SINGLE',
      key: 'wv-choice-02',
      text: {
        ru: 'Если бы пришлось выбирать между двумя предложениями о работе, что бы вы выбрали?',
        kk: 'Екі жұмыс ұсынысының бірін таңдауға тура келсе, қайсысын таңдар едіңіз?',
        en: 'If you had to choose between two job offers, which would you take?',
      },
      options: [
        {
          key: 'a',
          text: {
            ru: 'Крупная компания: стабильная зарплата и обучение для новичков',
            kk: 'Ірі компания: тұрақты жалақы және жаңа қызметкерлерге арналған оқыту',
            en: 'A large company: a steady salary and training for newcomers',
          },
          weights: { WORKING_CONDITIONS: 1, SUPPORT: 1 },
        },
        {
          key: 'b',
          text: {
            ru: 'Стартап: меньше гарантий, зато больше свободы и возможность воплощать свои идеи',
            kk: 'Стартап: кепілдігі азырақ, есесіне еркіндік көп және өз идеяларыңды жүзеге асыруға болады',
            en: 'A start-up: fewer guarantees, but more freedom and a chance to put my own ideas into practice',
          },
          weights: { INDEPENDENCE: 1, ACHIEVEMENT: 1 },
        },
      ],
    },
    {
      kind: 'SINGLE',
      key: 'wv-choice-03',
      text: {
        ru: 'Что было бы для вас лучшей наградой за успешный проект?',
        kk: 'Сәтті аяқталған жоба үшін сізге ең жақсы марапат не болар еді?',
        en: 'What would be the best reward for you after a successful project?',
      },
      options: [
        {
          key: 'a',
          text: {
            ru: 'Благодарность при всех и повышение в должности',
            kk: 'Көпшілік алдында алғыс айту және қызметте жоғарылату',
            en: 'Public thanks and a promotion',
          },
          weights: { RECOGNITION: 2 },
        },
        {
          key: 'b',
          text: {
            ru: 'Премия и несколько дополнительных выходных',
            kk: 'Сыйақы және бірнеше қосымша демалыс күні',
            en: 'A bonus and a few extra days off',
          },
          weights: { WORKING_CONDITIONS: 2 },
        },
        {
          key: 'c',
          text: {
            ru: 'Новый, ещё более интересный и сложный проект',
            kk: 'Бұдан да қызықты әрі күрделі жаңа жоба',
            en: 'A new, even more interesting and challenging project',
          },
          weights: { ACHIEVEMENT: 2 },
        },
        {
          key: 'd',
          text: {
            ru: 'Тёплые слова команды и людей, которым удалось помочь',
            kk: 'Командамның және көмегім тиген адамдардың жылы лебізі',
            en: 'Kind words from the team and from the people we managed to help',
          },
          weights: { RELATIONSHIPS: 2 },
        },
      ],
    },
    {
      kind: 'SINGLE',
      key: 'wv-choice-04',
      text: {
        ru: 'Каким вы хотели бы видеть своего первого руководителя?',
        kk: 'Алғашқы басшыңыз қандай болғанын қалар едіңіз?',
        en: 'What would you like your first manager to be like?',
      },
      options: [
        {
          key: 'a',
          text: {
            ru: 'Наставником, который учит и всегда поможет советом',
            kk: 'Үйретіп, әрқашан ақыл-кеңес беретін тәлімгер',
            en: 'A mentor who teaches me and is always ready with advice',
          },
          weights: { SUPPORT: 2 },
        },
        {
          key: 'b',
          text: {
            ru: 'Тем, кто ставит задачу и не вмешивается в то, как я её решаю',
            kk: 'Тапсырма беріп, оны қалай орындайтыныма араласпайтын адам',
            en: "Someone who sets the task and doesn't interfere with how I do it",
          },
          weights: { INDEPENDENCE: 2 },
        },
        {
          key: 'c',
          text: {
            ru: 'Справедливым: с понятными требованиями и честной оценкой работы',
            kk: 'Әділ басшы: талаптары түсінікті, жұмысты адал бағалайтын',
            en: 'A fair one: clear expectations and an honest assessment of my work',
          },
          weights: { SUPPORT: 1, RECOGNITION: 1 },
        },
        {
          key: 'd',
          text: {
            ru: 'Тем, кто создаёт в коллективе дружескую атмосферу',
            kk: 'Ұжымда достық ахуал қалыптастыратын адам',
            en: 'Someone who creates a friendly atmosphere in the team',
          },
          weights: { RELATIONSHIPS: 1, SUPPORT: 1 },
        },
      ],
    },
    {
      kind: 'SINGLE',
      key: 'wv-choice-05',
      text: {
        ru: 'Что расстроило бы вас на работе больше всего?',
        kk: 'Жұмыста сіздің көңіліңізді ең қатты не түсірер еді?',
        en: 'What would upset you most at work?',
      },
      options: [
        {
          key: 'a',
          text: {
            ru: 'Никто не замечает моих успехов',
            kk: 'Жетістіктерімді ешкім байқамайды',
            en: 'Nobody notices my successes',
          },
          weights: { RECOGNITION: 2 },
        },
        {
          key: 'b',
          text: {
            ru: 'Мне не дают принимать решения самостоятельно',
            kk: 'Маған өз бетімше шешім қабылдауға жол бермейді',
            en: "I'm not allowed to make decisions on my own",
          },
          weights: { INDEPENDENCE: 2 },
        },
        {
          key: 'c',
          text: {
            ru: 'Задачи слишком простые, и я не расту',
            kk: 'Тапсырмалар тым оңай, мен өспей тұрмын',
            en: "The tasks are too easy and I'm not growing",
          },
          weights: { ACHIEVEMENT: 2 },
        },
        {
          key: 'd',
          text: {
            ru: 'Неудобный график, тесный офис и невысокая зарплата',
            kk: 'Ыңғайсыз кесте, тар кеңсе және төмен жалақы',
            en: 'Awkward hours, a cramped office and low pay',
          },
          weights: { WORKING_CONDITIONS: 2 },
        },
        {
          key: 'e',
          text: {
            ru: 'Конфликты в коллективе и равнодушие к людям',
            kk: 'Ұжымдағы жанжал мен адамдарға немқұрайлы қарау',
            en: 'Conflict in the team and indifference towards people',
          },
          weights: { RELATIONSHIPS: 2 },
        },
        {
          key: 'f',
          text: {
            ru: 'Руководитель не объясняет задачи и не помогает, когда трудно',
            kk: 'Басшы тапсырманы түсіндірмейді, қиын кезде көмектеспейді',
            en: "My manager doesn't explain the tasks or help when things get hard",
          },
          weights: { SUPPORT: 2 },
        },
      ],
    },
    {
      kind: 'SINGLE',
      key: 'wv-choice-06',
      text: {
        ru: 'Выбирая первое место работы после колледжа или вуза, на что вы посмотрите в первую очередь?',
        kk: 'Колледжді немесе университетті бітіргеннен кейін алғашқы жұмыс орнын таңдағанда ең алдымен неге қарайсыз?',
        en: 'When choosing your first job after college or university, what will you look at first?',
      },
      options: [
        {
          key: 'a',
          text: {
            ru: 'На возможности обучения и помощь опытных коллег',
            kk: 'Оқу мүмкіндігіне және тәжірибелі әріптестердің көмегіне',
            en: 'The chance to learn and help from experienced colleagues',
          },
          weights: { SUPPORT: 2 },
        },
        {
          key: 'b',
          text: {
            ru: 'На зарплату, соцпакет и удобное расположение',
            kk: 'Жалақыға, әлеуметтік пакетке және ыңғайлы орналасуына',
            en: 'The salary, benefits and a convenient location',
          },
          weights: { WORKING_CONDITIONS: 2 },
        },
        {
          key: 'c',
          text: {
            ru: 'На престиж компании и перспективы роста',
            kk: 'Компанияның беделіне және өсу мүмкіндігіне',
            en: "The company's prestige and prospects for promotion",
          },
          weights: { RECOGNITION: 2 },
        },
        {
          key: 'd',
          text: {
            ru: 'На смысл работы и пользу для общества',
            kk: 'Жұмыстың мәніне және қоғамға пайдасына',
            en: 'The meaning of the work and its benefit to society',
          },
          weights: { RELATIONSHIPS: 2 },
        },
      ],
    },
  ],
};

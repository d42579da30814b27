import type { TInstrument } from '../types.ts';

/**
 * Personality type on four bipolar axes (E/I, S/N, T/F, J/P), written in the spirit of the
 * public-domain IPIP item pool but worded by us. Direction 1 moves an axis toward its positive
 * pole (E, S, T, J), direction -1 toward the negative one (I, N, F, P); half the items of each
 * axis are keyed each way, and the axes are interleaved.
 */
export const personalityType: TInstrument = {
  slug: 'personality-type',
  title: { ru: 'Тип личности', kk: 'Тұлға типі', en: 'Personality type' },
  description: {
    ru: 'Тест по четырём шкалам показывает ваши предпочтения: откуда вы берёте энергию, как воспринимаете информацию, как принимаете решения и как организуете свои дела. Результат — четырёхбуквенный тип (например, ENFP) и выраженность каждого предпочтения. Отвечайте так, как обычно ведёте себя на самом деле, а не так, как хотелось бы.',
    kk: 'Төрт шкала бойынша тест сіздің бейімділіктеріңізді көрсетеді: қуатты қайдан аласыз, ақпаратты қалай қабылдайсыз, шешімді қалай қабылдайсыз және істеріңізді қалай ұйымдастырасыз. Нәтижесі — төрт әріптен тұратын тип (мысалы, ENFP) және әр бейімділіктің қаншалықты айқын екені. Қалай болғыңыз келетініне емес, әдетте өзіңізді шын мәнінде қалай ұстайтыныңызға қарай жауап беріңіз.',
    en: 'This four-scale test shows your preferences: where you get your energy, how you take in information, how you make decisions and how you organise things. The result is a four-letter type (such as ENFP) and how strong each preference is. Answer according to how you actually behave, not how you would like to.',
  },
  estimatedMinutes: 12,
  minimumAge: 12,
  requiredTier: 'STANDARD',
  scoring: 'TRAIT',
  categories: [
    { key: 'personality', name: { ru: 'Личность', kk: 'Тұлға', en: 'Personality' }, priority: 1 },
    { key: 'career', name: { ru: 'Профориентация', kk: 'Кәсіптік бағдар', en: 'Career guidance' }, priority: 2 },
  ],
  scales: [
    {
      key: 'EI',
      name: { ru: 'Экстраверсия — Интроверсия', kk: 'Экстраверсия — Интроверсия', en: 'Extraversion — Introversion' },
      poles: {
        positive: { key: 'E', name: { ru: 'Экстраверсия', kk: 'Экстраверсия', en: 'Extraversion' } },
        negative: { key: 'I', name: { ru: 'Интроверсия', kk: 'Интроверсия', en: 'Introversion' } },
      },
      description: {
        ru: 'Показывает, откуда вы берёте энергию: из общения и активности вокруг (экстраверсия) или из размышлений и спокойного времени наедине с собой (интроверсия). Ни один полюс не лучше другого.',
        kk: 'Қуатты қайдан алатыныңызды көрсетеді: қарым-қатынас пен айналадағы белсенділіктен (экстраверсия) немесе ой толғау мен оңашада тыныш өткізген уақыттан (интроверсия). Бір полюс екіншісінен артық емес.',
        en: 'Shows where you get your energy: from people and activity around you (extraversion) or from reflection and quiet time alone (introversion). Neither pole is better than the other.',
      },
      high: {
        ru: 'Вы заряжаетесь от общения, легко знакомитесь и думаете, обсуждая идеи вслух. Вам подойдут профессии с активным общением и командной работой: менеджмент, продажи, PR, педагогика, журналистика, организация мероприятий. Оставляйте время и на обдумывание — не все решения стоит принимать на ходу.',
        kk: 'Сіз қарым-қатынастан қуат аласыз, оңай танысасыз және идеяларды дауыстап талқылау арқылы ойлайсыз. Белсенді қарым-қатынас пен командалық жұмыс көп мамандықтар сізге сай келеді: менеджмент, сату, PR, педагогика, журналистика, іс-шара ұйымдастыру. Ойлануға да уақыт қалдырыңыз — кейбір шешімдерді асықпай қабылдаған жөн.',
        en: 'You recharge by being with people, make friends easily and think by talking ideas through. Careers with lots of contact and teamwork suit you: management, sales, PR, teaching, journalism, event organisation. Leave time to reflect too — not every decision should be made on the spot.',
      },
      low: {
        ru: 'Вы восстанавливаете силы в тишине, глубоко обдумываете идеи и предпочитаете немногочисленные, но близкие отношения. Вам подойдут профессии, где ценится сосредоточенность: программирование, исследования, аналитика, дизайн, писательская работа, инженерия. Ваши идеи ценны — делитесь ими, даже если в группе громче звучат другие.',
        kk: 'Сіз тыныштықта күш жинайсыз, идеяларды терең ойластырасыз және санаулы, бірақ жақын қарым-қатынасты қалайсыз. Зейін қоюды қажет ететін мамандықтар сізге сай келеді: бағдарламалау, зерттеу, талдау, дизайн, жазушылық, инженерия. Сіздің идеяларыңыз құнды — топта басқалардың дауысы қаттырақ естілсе де, оларды ортаға салыңыз.',
        en: 'You recharge in quiet, think ideas through deeply and prefer a few close relationships. Careers that value concentration suit you: programming, research, analytics, design, writing, engineering. Your ideas are valuable — share them, even when others in the group are louder.',
      },
    },
    {
      key: 'SN',
      name: { ru: 'Сенсорика — Интуиция', kk: 'Сенсорика — Интуиция', en: 'Sensing — Intuition' },
      poles: {
        positive: { key: 'S', name: { ru: 'Сенсорика', kk: 'Сенсорика', en: 'Sensing' } },
        negative: { key: 'N', name: { ru: 'Интуиция', kk: 'Интуиция', en: 'Intuition' } },
      },
      description: {
        ru: 'Показывает, как вы воспринимаете информацию: через конкретные факты, детали и опыт (сенсорика) или через общие закономерности, идеи и возможности (интуиция). Оба способа полезны, просто в разных задачах.',
        kk: 'Ақпаратты қалай қабылдайтыныңызды көрсетеді: нақты деректер, егжей-тегжей мен тәжірибе арқылы (сенсорика) немесе жалпы заңдылықтар, идеялар мен мүмкіндіктер арқылы (интуиция). Екі тәсіл де пайдалы, тек әртүрлі тапсырмаларда.',
        en: 'Shows how you take in information: through concrete facts, details and experience (sensing) or through broad patterns, ideas and possibilities (intuition). Both are useful, just for different tasks.',
      },
      high: {
        ru: 'Вы практичны, внимательны к деталям и доверяете проверенному опыту. Вам подойдут профессии, где важны точность и реальный результат: медицина, инженерия, бухгалтерия, логистика, рабочие и технические специальности, спорт. Иногда смотрите на задачу шире — это поможет замечать новые возможности.',
        kk: 'Сіз іскер әрі практикалық адамсыз, егжей-тегжейге мұқиятсыз және тексерілген тәжірибеге сенесіз. Дәлдік пен нақты нәтиже маңызды мамандықтар сізге сай келеді: медицина, инженерия, бухгалтерия, логистика, жұмысшы және техникалық мамандықтар, спорт. Кейде мәселеге кеңірек қарап көріңіз — бұл жаңа мүмкіндіктерді байқауға көмектеседі.',
        en: 'You are practical, attentive to detail and trust proven experience. Careers where accuracy and real results matter suit you: medicine, engineering, accounting, logistics, skilled and technical trades, sport. Sometimes look at a problem more broadly — it helps you spot new opportunities.',
      },
      low: {
        ru: 'Вы видите общую картину, замечаете связи и любите новые идеи. Вам подойдут профессии, где нужно придумывать и прогнозировать: наука, стратегия и предпринимательство, дизайн, архитектура, психология, разработка продуктов. Не забывайте проверять детали — хорошая идея требует аккуратного воплощения.',
        kk: 'Сіз жалпы көріністі көресіз, байланыстарды аңғарасыз және жаңа идеяларды жақсы көресіз. Ойлап табу мен болжау қажет мамандықтар сізге сай келеді: ғылым, стратегия мен кәсіпкерлік, дизайн, сәулет, психология, өнім әзірлеу. Егжей-тегжейді тексеруді ұмытпаңыз — жақсы идеяны ұқыпты жүзеге асыру керек.',
        en: 'You see the big picture, notice connections and love new ideas. Careers that involve inventing and forecasting suit you: science, strategy and entrepreneurship, design, architecture, psychology, product development. Remember to check the details — a good idea needs careful execution.',
      },
    },
    {
      key: 'TF',
      name: { ru: 'Мышление — Чувство', kk: 'Ойлау — Сезім', en: 'Thinking — Feeling' },
      poles: {
        positive: { key: 'T', name: { ru: 'Мышление', kk: 'Ойлау', en: 'Thinking' } },
        negative: { key: 'F', name: { ru: 'Чувство', kk: 'Сезім', en: 'Feeling' } },
      },
      description: {
        ru: 'Показывает, на что вы опираетесь при принятии решений: на логику и объективные критерии (мышление) или на ценности и отношения между людьми (чувство). Речь не об уме или доброте, а о том, что вы учитываете в первую очередь.',
        kk: 'Шешім қабылдағанда неге сүйенетініңізді көрсетеді: логика мен объективті өлшемдерге (ойлау) немесе құндылықтар мен адамдар арасындағы қарым-қатынасқа (сезім). Бұл ақылдылық не мейірімділік туралы емес, сіз алдымен нені ескеретініңіз туралы.',
        en: 'Shows what you rely on when making decisions: logic and objective criteria (thinking) or values and relationships between people (feeling). It is not about being clever or kind, but about what you weigh first.',
      },
      high: {
        ru: 'Вы принимаете решения, опираясь на логику, и цените справедливость и честную критику. Вам подойдут профессии, где нужен беспристрастный анализ: IT, инженерия, финансы, право, наука, управление. Помните, что люди лучше воспринимают критику, когда чувствуют уважение.',
        kk: 'Сіз шешімді логикаға сүйеніп қабылдайсыз, әділдік пен адал сынды бағалайсыз. Бейтарап талдау қажет мамандықтар сізге сай келеді: IT, инженерия, қаржы, құқық, ғылым, басқару. Адамдар өздеріне құрмет көрсетілгенін сезгенде сынды жақсырақ қабылдайтынын есте ұстаңыз.',
        en: 'You make decisions based on logic and value fairness and honest criticism. Careers that need impartial analysis suit you: IT, engineering, finance, law, science, management. Remember that people take criticism better when they feel respected.',
      },
      low: {
        ru: 'Принимая решения, вы учитываете чувства людей и свои ценности и умеете создавать доброжелательную атмосферу. Вам подойдут профессии, где важны эмпатия и забота: психология, педагогика, медицина, социальная работа, HR, творческие профессии. Учитесь и отстаивать своё мнение — согласие любой ценой помогает не всегда.',
        kk: 'Шешім қабылдағанда адамдардың сезімі мен өз құндылықтарыңызды ескересіз және жылы ахуал қалыптастыра білесіз. Эмпатия мен қамқорлық маңызды мамандықтар сізге сай келеді: психология, педагогика, медицина, әлеуметтік жұмыс, HR, шығармашылық мамандықтар. Өз пікіріңізді қорғауды да үйреніңіз — қалайда келісе беру әрдайым көмектеспейді.',
        en: "You make decisions with people's feelings and your own values in mind, and you know how to create a friendly atmosphere. Careers where empathy and care matter suit you: psychology, teaching, medicine, social work, HR, creative work. Learn to stand up for your own view too — agreeing at any cost does not always help.",
      },
    },
    {
      key: 'JP',
      name: { ru: 'Суждение — Восприятие', kk: 'Пайымдау — Қабылдау', en: 'Judging — Perceiving' },
      poles: {
        positive: { key: 'J', name: { ru: 'Суждение', kk: 'Пайымдау', en: 'Judging' } },
        negative: { key: 'P', name: { ru: 'Восприятие', kk: 'Қабылдау', en: 'Perceiving' } },
      },
      description: {
        ru: 'Показывает, как вы организуете свою жизнь: по плану, с ясными сроками и решениями (суждение) или гибко, оставляя место для импровизации и новых вариантов (восприятие). Оба стиля по-своему помогают добиваться результата.',
        kk: 'Өміріңізді қалай ұйымдастыратыныңызды көрсетеді: жоспармен, нақты мерзімдер мен шешімдермен (пайымдау) немесе икемді түрде, импровизация мен жаңа нұсқаларға орын қалдырып (қабылдау). Екі стиль де нәтижеге өзінше жеткізеді.',
        en: 'Shows how you organise your life: by plan, with clear deadlines and decisions (judging), or flexibly, leaving room for improvisation and new options (perceiving). Both styles get results in their own way.',
      },
      high: {
        ru: 'Вы любите порядок, планы и доведённые до конца дела, на вас можно положиться. Вам подойдут профессии со структурой и ответственностью: управление проектами, бухгалтерия, право, медицина, инженерия, госслужба. Оставляйте в планах запас на неожиданности — тогда перемены будут меньше выбивать из колеи.',
        kk: 'Сіз тәртіпті, жоспарды және соңына дейін жеткізілген істі ұнатасыз, сізге сенім артуға болады. Құрылымы мен жауапкершілігі бар мамандықтар сізге сай келеді: жобаларды басқару, бухгалтерия, құқық, медицина, инженерия, мемлекеттік қызмет. Жоспарыңызда күтпеген жағдайларға да уақыт қалдырыңыз — сонда өзгерістер сізді онша абыржытпайды.',
        en: 'You like order, plans and finishing what you start, and people can rely on you. Careers with structure and responsibility suit you: project management, accounting, law, medicine, engineering, civil service. Leave some slack in your plans for the unexpected so that changes throw you off less.',
      },
      low: {
        ru: 'Вы гибки, любознательны и легко приспосабливаетесь к переменам. Вам подойдут профессии, где ценятся импровизация и быстрая реакция: журналистика, творческие индустрии, стартапы, продажи, туризм, техническая поддержка. Чтобы не срывать сроки, разбивайте большие задачи на небольшие шаги с собственными дедлайнами.',
        kk: 'Сіз икемдісіз, білуге құмарсыз және өзгерістерге оңай бейімделесіз. Импровизация мен жылдам әрекет бағаланатын мамандықтар сізге сай келеді: журналистика, шығармашылық индустриялар, стартаптар, сату, туризм, техникалық қолдау. Мерзімді өткізіп алмау үшін үлкен тапсырмаларды әрқайсысының өз мерзімі бар шағын қадамдарға бөліңіз.',
        en: 'You are flexible, curious and adapt easily to change. Careers that value improvisation and quick reactions suit you: journalism, creative industries, start-ups, sales, tourism, technical support. To avoid missing deadlines, break big tasks into small steps, each with its own deadline.',
      },
    },
  ],
  items: [
    {
      kind: 'LIKERT',
      key: 'pt-ei-01',
      scale: 'EI',
      direction: 1,
      text: {
        ru: 'На празднике или в новой компании я легко завожу разговор с незнакомыми людьми.',
        kk: 'Мерекеде немесе жаңа ортада бейтаныс адамдармен оңай әңгіме бастаймын.',
        en: "At a party or in a new group I easily start conversations with people I don't know.",
      },
    },
    {
      kind: 'LIKERT',
      key: 'pt-sn-01',
      scale: 'SN',
      direction: 1,
      text: {
        ru: 'Я больше доверяю фактам и собственному опыту, чем догадкам и предчувствиям.',
        kk: 'Түйсік пен болжамнан гөрі деректер мен өз тәжірибеме көбірек сенемін.',
        en: 'I trust facts and my own experience more than hunches and guesses.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'pt-tf-01',
      scale: 'TF',
      direction: 1,
      text: {
        ru: 'Принимая решение, я опираюсь прежде всего на логику и факты.',
        kk: 'Шешім қабылдағанда ең алдымен логика мен деректерге сүйенемін.',
        en: 'When I make a decision, I rely above all on logic and facts.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'pt-jp-01',
      scale: 'JP',
      direction: 1,
      text: {
        ru: 'Я начинаю готовиться к контрольной или проекту заранее, а не в последний день.',
        kk: 'Бақылау жұмысына немесе жобаға соңғы күні емес, алдын ала дайындала бастаймын.',
        en: 'I start preparing for a test or a project well in advance, not on the last day.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'pt-ei-02',
      scale: 'EI',
      direction: -1,
      text: {
        ru: 'После целого дня среди людей мне нужно побыть в тишине, наедине с собой, чтобы восстановить силы.',
        kk: 'Күні бойы адамдар арасында болғаннан кейін күш жинау үшін маған тыныштықта, оңаша отыру керек.',
        en: 'After a whole day around people I need some quiet time alone to recharge.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'pt-sn-02',
      scale: 'SN',
      direction: -1,
      text: {
        ru: 'Мне интереснее думать о том, что могло бы быть, чем о том, что есть сейчас.',
        kk: 'Қазір бар нәрседен гөрі болуы мүмкін нәрсе туралы ойлау маған қызықтырақ.',
        en: 'I find it more interesting to think about what could be than about what is.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'pt-tf-02',
      scale: 'TF',
      direction: -1,
      text: {
        ru: 'Принимая решение, я в первую очередь думаю о том, как оно отразится на людях.',
        kk: 'Шешім қабылдағанда алдымен оның адамдарға қалай әсер ететінін ойлаймын.',
        en: 'When I make a decision, I think first about how it will affect people.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'pt-jp-02',
      scale: 'JP',
      direction: -1,
      text: {
        ru: 'Мне нравится действовать по ситуации, без заранее составленного плана.',
        kk: 'Алдын ала жоспар құрмай, жағдайға қарай әрекет еткен маған ұнайды.',
        en: 'I like to play it by ear, without a plan made in advance.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'pt-ei-03',
      scale: 'EI',
      direction: 1,
      text: {
        ru: 'Мне нравится быть в центре внимания.',
        kk: 'Назар ортасында болу маған ұнайды.',
        en: 'I like being the centre of attention.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'pt-sn-03',
      scale: 'SN',
      direction: 1,
      text: {
        ru: 'Я лучше понимаю новую тему, когда вижу конкретный пример или пошаговую инструкцию.',
        kk: 'Нақты мысал немесе қадамдық нұсқаулық көргенде жаңа тақырыпты жақсырақ түсінемін.',
        en: 'I understand a new topic better when I see a concrete example or step-by-step instructions.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'pt-tf-03',
      scale: 'TF',
      direction: 1,
      text: {
        ru: 'Я могу прямо указать другу на ошибку, даже если ему будет неприятно.',
        kk: 'Досыма ұнамаса да, оның қатесін бетіне тура айта аламын.',
        en: "I can point out a friend's mistake directly, even if it upsets them.",
      },
    },
    {
      kind: 'LIKERT',
      key: 'pt-jp-03',
      scale: 'JP',
      direction: 1,
      text: {
        ru: 'Я составляю списки дел и с удовольствием вычёркиваю выполненное.',
        kk: 'Істер тізімін жасап, орындалғанын сызып тастағанды ұнатамын.',
        en: 'I make to-do lists and enjoy crossing things off.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'pt-ei-04',
      scale: 'EI',
      direction: -1,
      text: {
        ru: 'Мне проще выразить свои мысли письменно, чем сказать их вслух.',
        kk: 'Ойымды дауыстап айтқаннан гөрі жазып жеткізу маған оңайырақ.',
        en: 'I find it easier to express my thoughts in writing than out loud.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'pt-sn-04',
      scale: 'SN',
      direction: -1,
      text: {
        ru: 'Я часто замечаю скрытые связи и смыслы, которые упускают другие.',
        kk: 'Басқалар байқамайтын жасырын байланыстар мен мағыналарды жиі аңғарамын.',
        en: 'I often notice hidden connections and meanings that others miss.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'pt-tf-04',
      scale: 'TF',
      direction: -1,
      text: {
        ru: 'Мне важно, чтобы в классе или в команде все ладили между собой.',
        kk: 'Сыныпта немесе командада барлығының тату болғаны мен үшін маңызды.',
        en: 'It matters to me that everyone in my class or team gets along.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'pt-jp-04',
      scale: 'JP',
      direction: -1,
      text: {
        ru: 'Лучше всего я работаю под давлением, когда до дедлайна остаётся совсем мало времени.',
        kk: 'Мерзімнің бітуіне аз ғана уақыт қалғанда, қысым астында ең жақсы жұмыс істеймін.',
        en: 'I work best under pressure, when the deadline is very close.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'pt-ei-05',
      scale: 'EI',
      direction: 1,
      text: {
        ru: 'Выходные я скорее проведу с друзьями, чем дома в одиночестве.',
        kk: 'Демалыс күндерін үйде жалғыз емес, достарыммен өткізгенді жөн көремін.',
        en: 'I would rather spend the weekend with friends than at home on my own.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'pt-sn-05',
      scale: 'SN',
      direction: 1,
      text: {
        ru: 'Я замечаю мелкие детали: кто во что одет, что изменилось в комнате.',
        kk: 'Ұсақ-түйекті байқаймын: кім не киген, бөлмеде не өзгерген.',
        en: 'I notice small details: what people are wearing, what has changed in a room.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'pt-tf-05',
      scale: 'TF',
      direction: 1,
      text: {
        ru: 'В споре мне важнее выяснить, кто прав, чем сохранить хорошие отношения.',
        kk: 'Дауда жақсы қарым-қатынасты сақтағаннан гөрі кімнің дұрыс екенін анықтау мен үшін маңыздырақ.',
        en: 'In an argument, finding out who is right matters more to me than keeping the peace.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'pt-jp-05',
      scale: 'JP',
      direction: 1,
      text: {
        ru: 'Меня раздражает, когда планы меняются в последний момент.',
        kk: 'Жоспар соңғы сәтте өзгергенде ызам келеді.',
        en: 'It annoys me when plans change at the last minute.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'pt-ei-06',
      scale: 'EI',
      direction: -1,
      text: {
        ru: 'В большой компании я чаще слушаю, чем говорю.',
        kk: 'Көп адамның ортасында сөйлегеннен гөрі жиі тыңдаймын.',
        en: 'In a large group I listen more than I talk.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'pt-sn-06',
      scale: 'SN',
      direction: -1,
      text: {
        ru: 'Мне скучно делать одно и то же проверенным способом — хочется придумать новый.',
        kk: 'Бір істі үйреншікті тәсілмен қайталай беру мені жалықтырады — жаңа тәсіл ойлап тапқым келеді.',
        en: 'Doing the same thing the tried-and-tested way bores me — I want to invent a new one.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'pt-tf-06',
      scale: 'TF',
      direction: -1,
      text: {
        ru: 'Я легко понимаю, что чувствует другой человек, даже если он об этом не говорит.',
        kk: 'Басқа адам айтпаса да, оның не сезініп тұрғанын оңай түсінемін.',
        en: "I can easily tell what another person is feeling, even if they don't say it.",
      },
    },
    {
      kind: 'LIKERT',
      key: 'pt-jp-06',
      scale: 'JP',
      direction: -1,
      text: {
        ru: 'Я не спешу с окончательным решением, пока есть шанс узнать что-то новое.',
        kk: 'Жаңа бір нәрсе білуге мүмкіндік барда түпкілікті шешім қабылдауға асықпаймын.',
        en: "I don't rush into a final decision while there is still a chance to learn something new.",
      },
    },
    {
      kind: 'LIKERT',
      key: 'pt-ei-07',
      scale: 'EI',
      direction: 1,
      text: {
        ru: 'Я думаю вслух: идеи приходят ко мне, пока я обсуждаю их с другими.',
        kk: 'Мен дауыстап ойлаймын: идеялар басқалармен талқылап отырғанда келеді.',
        en: 'I think out loud: ideas come to me while I talk them over with others.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'pt-sn-07',
      scale: 'SN',
      direction: 1,
      text: {
        ru: 'Я предпочитаю практичные решения, которые точно сработают, оригинальным идеям.',
        kk: 'Тың идеялардан гөрі міндетті түрде нәтиже беретін практикалық шешімдерді таңдаймын.',
        en: 'I prefer practical solutions that are sure to work over original ideas.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'pt-tf-07',
      scale: 'TF',
      direction: 1,
      text: {
        ru: 'Я считаю, что правила должны быть одинаковыми для всех, без исключений.',
        kk: 'Ережелер ешбір ерекшеліксіз бәріне бірдей болуы керек деп санаймын.',
        en: 'I believe rules should be the same for everyone, with no exceptions.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'pt-jp-07',
      scale: 'JP',
      direction: 1,
      text: {
        ru: 'На моём столе и в моих файлах обычно порядок.',
        kk: 'Үстелімде де, файлдарымда да әдетте тәртіп болады.',
        en: 'My desk and my files are usually in order.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'pt-ei-08',
      scale: 'EI',
      direction: -1,
      text: {
        ru: 'Мне комфортнее общаться с одним-двумя близкими друзьями, чем с большой компанией.',
        kk: 'Үлкен топпен емес, бір-екі жақын досыммен сөйлескен маған ыңғайлырақ.',
        en: 'I am more comfortable with one or two close friends than with a big crowd.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'pt-sn-08',
      scale: 'SN',
      direction: -1,
      text: {
        ru: 'Мне нравятся фантастика, теории и рассуждения о том, как изменится мир.',
        kk: 'Фантастика, теориялар және әлемнің қалай өзгеретіні туралы пайымдаулар маған ұнайды.',
        en: 'I enjoy science fiction, theories and speculating about how the world will change.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'pt-tf-08',
      scale: 'TF',
      direction: -1,
      text: {
        ru: 'Если друг расстроен, я сначала поддержу его и только потом стану искать решение проблемы.',
        kk: 'Досымның көңілі түсіп жүрсе, алдымен оған демеу болып, мәселенің шешімін кейін іздеймін.',
        en: 'If a friend is upset, I comfort them first and only then look for a solution.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'pt-jp-08',
      scale: 'JP',
      direction: -1,
      text: {
        ru: 'Я часто берусь за несколько дел сразу и переключаюсь между ними по настроению.',
        kk: 'Бірнеше істі қатар бастап, көңіл-күйіме қарай бірінен біріне ауысып жүремін.',
        en: 'I often take on several things at once and switch between them as the mood takes me.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'pt-ei-09',
      scale: 'EI',
      direction: 1,
      text: {
        ru: 'Если я долго ни с кем не общаюсь, мне быстро становится скучно.',
        kk: 'Ұзақ уақыт ешкіммен сөйлеспесем, тез жалығып кетемін.',
        en: 'I quickly get bored if I go a long time without talking to anyone.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'pt-sn-09',
      scale: 'SN',
      direction: 1,
      text: {
        ru: 'Рассказывая историю, я описываю события точно и по порядку.',
        kk: 'Бір оқиғаны айтып бергенде, болған жайды дәл әрі ретімен баяндаймын.',
        en: 'When I tell a story, I describe what happened accurately and in order.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'pt-tf-09',
      scale: 'TF',
      direction: 1,
      text: {
        ru: 'Мне нравится разбирать аргументы и находить в них слабые места.',
        kk: 'Дәлелдерді талдап, олардың әлсіз тұстарын табу маған ұнайды.',
        en: 'I like taking arguments apart and finding their weak points.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'pt-jp-09',
      scale: 'JP',
      direction: 1,
      text: {
        ru: 'Мне спокойнее, когда всё решено и известно заранее.',
        kk: 'Бәрі алдын ала шешіліп, белгілі болғанда көңілім орнында болады.',
        en: 'I feel calmer when everything is settled and known in advance.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'pt-ei-10',
      scale: 'EI',
      direction: -1,
      text: {
        ru: 'Прежде чем высказаться на уроке, я обдумываю ответ про себя.',
        kk: 'Сабақта пікір айтпас бұрын жауабымды іштей ойлап аламын.',
        en: 'Before speaking up in class I think my answer through in my head.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'pt-sn-10',
      scale: 'SN',
      direction: -1,
      text: {
        ru: 'Я часто полагаюсь на интуицию, даже если не могу объяснить, откуда взялся мой вывод.',
        kk: 'Қорытындымның қайдан шыққанын түсіндіре алмасам да, көбіне ішкі түйсігіме сүйенемін.',
        en: "I often rely on intuition, even when I can't explain where my conclusion came from.",
      },
    },
    {
      kind: 'LIKERT',
      key: 'pt-tf-10',
      scale: 'TF',
      direction: -1,
      text: {
        ru: 'Мне трудно отказать человеку, если я вижу, что ему очень нужна помощь.',
        kk: 'Біреуге көмек қатты керек екенін көрсем, оның өтінішін жерге тастай алмаймын.',
        en: 'I find it hard to say no to someone when I can see they really need help.',
      },
    },
    {
      kind: 'LIKERT',
      key: 'pt-jp-10',
      scale: 'JP',
      direction: -1,
      text: {
        ru: 'Жёсткий распорядок дня меня сковывает — я предпочитаю свободный график.',
        kk: 'Қатаң күн тәртібі мені шектейді — еркін кестені ұнатамын.',
        en: 'A fixed daily routine feels restrictive — I prefer a flexible schedule.',
      },
    },
  ],
};

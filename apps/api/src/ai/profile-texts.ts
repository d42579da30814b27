import type { TLocalized, TRiasecCode } from '@bagdar/contracts';
import { poleName, riasecName } from './analysis-vocabulary.ts';
import type { TTypeProfile } from './type-profile.ts';

/**
 * Strengths, weaknesses and the summary, in ru/kk/en, from the type's poles, the strongest and
 * weakest RIASEC types and (when taken) the reasoning test. Each sentence ends with the number it
 * rests on.
 */

type TPair = { strength: TLocalized; weakness: TLocalized };

const POLE_TEXTS: Record<string, TPair> = {
  E: {
    strength: {
      ru: 'Легко находите общий язык с людьми и заряжаете энергией команду',
      kk: 'Адамдармен тез тіл табысып, командаға қуат бересіз',
      en: 'You connect with people easily and bring energy to a team',
    },
    weakness: {
      ru: 'Можете торопиться с решениями и тяготиться долгой работой в одиночку',
      kk: 'Шешім қабылдауға асығып, ұзақ уақыт жалғыз жұмыс істеуден жалығуыңыз мүмкін',
      en: 'You may rush decisions and find long stretches of solo work draining',
    },
  },
  I: {
    strength: {
      ru: 'Умеете глубоко сосредоточиться и продумать задачу до конца',
      kk: 'Терең зейін қойып, тапсырманы соңына дейін ойластыра аласыз',
      en: 'You can concentrate deeply and think a task through to the end',
    },
    weakness: {
      ru: 'Можете не высказывать свои идеи вслух и уставать от частого общения',
      kk: 'Идеяларыңызды ашық айтпай қалуыңыз және жиі қарым-қатынастан шаршауыңыз мүмкін',
      en: 'You may keep your ideas to yourself and tire of constant contact',
    },
  },
  S: {
    strength: {
      ru: 'Внимательны к фактам и деталям, опираетесь на проверенный опыт',
      kk: 'Фактілер мен ұсақ-түйекке мұқият қарап, тексерілген тәжірибеге сүйенесіз',
      en: 'You pay attention to facts and details and build on proven experience',
    },
    weakness: {
      ru: 'Новые, непроверенные подходы и абстрактные идеи могут вызывать у вас настороженность',
      kk: 'Жаңа, тексерілмеген тәсілдер мен дерексіз идеяларға сақтықпен қарауыңыз мүмкін',
      en: 'New, untested approaches and abstract ideas may make you wary',
    },
  },
  N: {
    strength: {
      ru: 'Видите закономерности и возможности, легко предлагаете новые идеи',
      kk: 'Заңдылықтар мен мүмкіндіктерді байқап, жаңа идеяларды оңай ұсынасыз',
      en: 'You spot patterns and possibilities and come up with new ideas easily',
    },
    weakness: {
      ru: 'Можете упускать детали и терять интерес к рутинной части работы',
      kk: 'Ұсақ-түйекті назардан тыс қалдырып, жұмыстың бірсарынды бөлігіне қызығушылығыңыз төмендеуі мүмкін',
      en: 'You may miss details and lose interest in the routine part of the work',
    },
  },
  T: {
    strength: {
      ru: 'Принимаете решения логично и объективно, умеете взвешивать аргументы',
      kk: 'Шешімді логикалы әрі әділ қабылдап, дәлелдерді салмақтай аласыз',
      en: 'You decide logically and objectively and weigh arguments well',
    },
    weakness: {
      ru: 'Иногда можете звучать слишком резко и недооценивать чувства других',
      kk: 'Кейде тым қатаң сөйлеп, басқалардың сезімін ескермей қалуыңыз мүмкін',
      en: 'You may sometimes sound too blunt and underrate how others feel',
    },
  },
  F: {
    strength: {
      ru: 'Чутко относитесь к людям и учитываете, как решения скажутся на других',
      kk: 'Адамдарға сезімтал қарап, шешімдердің басқаларға әсерін ескересіз',
      en: 'You are sensitive to people and consider how decisions affect others',
    },
    weakness: {
      ru: 'Вам бывает трудно сказать «нет» и принять жёсткое решение',
      kk: 'Сізге «жоқ» деу және қатаң шешім қабылдау қиынға соғуы мүмкін',
      en: 'You may find it hard to say no and to make tough calls',
    },
  },
  J: {
    strength: {
      ru: 'Организованны: планируете, держите сроки и доводите дела до конца',
      kk: 'Ұйымшылсыз: жоспар құрасыз, мерзімді сақтайсыз, істі аяғына дейін жеткізесіз',
      en: 'You are organised: you plan, keep deadlines and finish what you start',
    },
    weakness: {
      ru: 'Неожиданные изменения планов могут выбивать вас из колеи',
      kk: 'Жоспардың күтпеген өзгерістері сізді абдыратуы мүмкін',
      en: 'Sudden changes of plan may throw you off balance',
    },
  },
  P: {
    strength: {
      ru: 'Гибки и легко приспосабливаетесь к переменам и новым обстоятельствам',
      kk: 'Икемдісіз, өзгерістер мен жаңа жағдайларға тез бейімделесіз',
      en: 'You are flexible and adapt easily to change and new circumstances',
    },
    weakness: {
      ru: 'Можете откладывать дела на потом и с трудом укладываться в сроки',
      kk: 'Істі кейінге қалдырып, мерзімге үлгеруде қиналуыңыз мүмкін',
      en: 'You may put things off and struggle with deadlines',
    },
  },
};

const RIASEC_TEXTS: Record<TRiasecCode, TPair> = {
  R: {
    strength: {
      ru: 'Практичность: любите работать руками, с техникой и видеть осязаемый результат',
      kk: 'Практикалық бағыт: қолмен, техникамен жұмыс істеп, нақты нәтиже көргенді ұнатасыз',
      en: 'Practical: you like hands-on work with tools and machines and a tangible result',
    },
    weakness: {
      ru: 'Работа руками и с техникой привлекает вас меньше всего — в профессиях с большой долей практики понадобится время на привыкание',
      kk: 'Қолмен және техникамен жұмыс сізді бәрінен аз қызықтырады — тәжірибелік жұмысы көп мамандықтарда бейімделуге уақыт керек болады',
      en: 'Hands-on work with tools and machines appeals to you least — jobs heavy on practical work may take time to get used to',
    },
  },
  I: {
    strength: {
      ru: 'Исследовательский склад ума: любите разбираться, как всё устроено, и решать сложные задачи',
      kk: 'Зерттеушілік ой: бәрі қалай құрылғанын түсінуді және күрделі есептерді шешуді ұнатасыз',
      en: 'An inquiring mind: you like to understand how things work and to solve hard problems',
    },
    weakness: {
      ru: 'Долгий анализ и исследовательская работа интересны вам меньше всего',
      kk: 'Ұзақ талдау мен зерттеу жұмысы сізге бәрінен аз қызық',
      en: 'Long analysis and research work interests you least',
    },
  },
  A: {
    strength: {
      ru: 'Творческое мышление: умеете выражать идеи и создавать новое',
      kk: 'Шығармашылық ойлау: идеяларды жеткізіп, жаңа дүние жасай аласыз',
      en: 'Creative thinking: you express ideas and make new things',
    },
    weakness: {
      ru: 'Свободное творчество без чётких рамок привлекает вас меньше всего',
      kk: 'Нақты шекарасыз еркін шығармашылық сізді бәрінен аз қызықтырады',
      en: 'Open-ended creative work without clear rules appeals to you least',
    },
  },
  S: {
    strength: {
      ru: 'Умение помогать: вам интересно учить, поддерживать и работать с людьми',
      kk: 'Көмектесе білу: сізге үйрету, қолдау көрсету және адамдармен жұмыс істеу қызық',
      en: 'Helping others: you enjoy teaching, supporting and working with people',
    },
    weakness: {
      ru: 'Постоянная работа с людьми — обучение, забота, консультирование — привлекает вас меньше всего',
      kk: 'Адамдармен үнемі жұмыс — оқыту, қамқорлық, кеңес беру — сізді бәрінен аз қызықтырады',
      en: 'Constant work with people — teaching, caring, advising — appeals to you least',
    },
  },
  E: {
    strength: {
      ru: 'Лидерские качества: умеете убеждать, вести за собой и браться за новые проекты',
      kk: 'Көшбасшылық қасиет: сендіре аласыз, адамдарды соңыңыздан ертесіз және жаңа жобаларды қолға аласыз',
      en: 'Leadership: you persuade, lead and take on new ventures',
    },
    weakness: {
      ru: 'Продажи, переговоры и руководство людьми привлекают вас меньше всего',
      kk: 'Сату, келіссөз жүргізу және адамдарды басқару сізді бәрінен аз қызықтырады',
      en: 'Selling, negotiating and managing people appeal to you least',
    },
  },
  C: {
    strength: {
      ru: 'Аккуратность и системность: хорошо работаете с данными, документами и правилами',
      kk: 'Ұқыптылық пен жүйелілік: деректермен, құжаттармен және ережелермен жақсы жұмыс істейсіз',
      en: 'Accuracy and order: you work well with data, documents and rules',
    },
    weakness: {
      ru: 'Рутинная работа с документами и строгими инструкциями интересна вам меньше всего',
      kk: 'Құжаттармен және қатаң нұсқаулықтармен бірсарынды жұмыс сізге бәрінен аз қызық',
      en: 'Routine work with documents and strict procedures interests you least',
    },
  },
};

const quote = (text: string, lang: keyof TLocalized): string => (lang === 'en' ? text : `«${text}»`);

const withNumber = (text: TLocalized, suffix: TLocalized): TLocalized => ({
  ru: `${text.ru} (${suffix.ru}).`,
  kk: `${text.kk} (${suffix.kk}).`,
  en: `${text.en} (${suffix.en}).`,
});

/** The poles by strength, clearest first (ties keep the EI, SN, TF, JP order). */
const polesByStrength = (profile: TTypeProfile) => [...profile.axes].sort((a, b) => b.strength - a.strength);

function poleText(pole: { pole: string; strength: number }, kind: keyof TPair): TLocalized | null {
  const texts = POLE_TEXTS[pole.pole];
  if (!texts) return null;
  const name = poleName(pole.pole);
  return withNumber(texts[kind], {
    ru: `${name.ru}, ${pole.strength}/100`,
    kk: `${name.kk}, ${pole.strength}/100`,
    en: `${name.en}, ${pole.strength}/100`,
  });
}

function riasecText(entry: { code: TRiasecCode; score: number }, kind: keyof TPair): TLocalized {
  const number = `${entry.code}, ${entry.score}/100`;
  return withNumber(RIASEC_TEXTS[entry.code][kind], { ru: number, kk: number, en: number });
}

/** Four or five: the two strongest interest types, the two clearest poles, and logic when 70 % or more. */
export function buildStrengths(profile: TTypeProfile, reasoningPercent: number | null): TLocalized[] {
  const strengths: TLocalized[] = profile.ranked.slice(0, 2).map((entry) => riasecText(entry, 'strength'));
  for (const pole of polesByStrength(profile).slice(0, 2)) {
    const text = poleText(pole, 'strength');
    if (text) strengths.push(text);
  }
  if (reasoningPercent !== null && reasoningPercent >= 70) {
    const percent = Math.round(reasoningPercent);
    strengths.push({
      ru: `Логическое мышление: ${percent}% верных ответов в тесте на логику.`,
      kk: `Логикалық ойлау: логика тестіндегі жауаптардың ${percent}%-ы дұрыс.`,
      en: `Logical reasoning: ${percent}% correct on the reasoning test.`,
    });
  }
  return strengths;
}

/** Three or four: the flip side of the two clearest poles, the weakest interest type, and logic under 40 %. */
export function buildWeaknesses(profile: TTypeProfile, reasoningPercent: number | null): TLocalized[] {
  const weaknesses: TLocalized[] = [];
  for (const pole of polesByStrength(profile).slice(0, 2)) {
    const text = poleText(pole, 'weakness');
    if (text) weaknesses.push(text);
  }
  const lowest = profile.ranked[profile.ranked.length - 1];
  if (lowest) weaknesses.push(riasecText(lowest, 'weakness'));
  if (reasoningPercent !== null && reasoningPercent < 40) {
    const percent = Math.round(reasoningPercent);
    weaknesses.push({
      ru: `Логические задачи пока даются труднее (${percent}% верных ответов) — это умение хорошо тренируется.`,
      kk: `Логикалық есептер әзірге қиынырақ (дұрыс жауаптар ${percent}%) — бұл дағды жаттығу арқылы жақсы дамиды.`,
      en: `Logic puzzles are harder for you for now (${percent}% correct) — this skill improves well with practice.`,
    });
  }
  return weaknesses;
}

/** Three or four sentences naming the type, its clearest pole, the Holland code and the best professions. */
export function buildSummary(
  profile: TTypeProfile,
  firstName: string,
  topProfessions: { name: TLocalized; fit: number }[],
): TLocalized {
  const name = firstName.trim();
  const greet = (text: string) => (name ? `${name}, ${text}` : text.charAt(0).toUpperCase() + text.slice(1));
  const poles = (lang: keyof TLocalized) => profile.axes.map((axis) => poleName(axis.pole)[lang]).join(', ');
  const clearest = polesByStrength(profile)[0];
  const clearestName = poleName(clearest?.pole ?? '');
  const clearestStrength = clearest?.strength ?? 0;
  const [first, second] = profile.ranked;
  const typeName = (entry: typeof first, lang: keyof TLocalized) =>
    entry ? `${quote(riasecName(entry.code)[lang], lang)} (${entry.code}, ${entry.score}/100)` : '';
  const professions = (lang: keyof TLocalized, and: string) => {
    const names = topProfessions
      .slice(0, 3)
      .map((profession, i) => (i === 0 ? `${profession.name[lang]} (${profession.fit}%)` : profession.name[lang]));
    return names.length > 1 ? `${names.slice(0, -1).join(', ')}${and}${names[names.length - 1]}` : (names[0] ?? '');
  };
  const hasProfessions = topProfessions.length > 0;
  const type = profile.type;
  const code = profile.hollandCode;
  return {
    ru: [
      greet(
        `ваш тип — ${type} (${poles('ru')}); ярче всего выражена черта «${clearestName.ru}» (${clearestStrength}/100).`,
      ),
      `Ваш код Холланда — ${code}: сильнее всего выражены типы интересов ${typeName(first, 'ru')} и ${typeName(second, 'ru')}.`,
      hasProfessions ? `Больше всего вам подходят профессии: ${professions('ru', ' и ')}.` : '',
      'Это ориентир, а не приговор: решение всегда остаётся за вами.',
    ]
      .filter(Boolean)
      .join(' '),
    kk: [
      greet(
        `сіздің типіңіз — ${type} (${poles('kk')}); ең айқын белгіңіз — «${clearestName.kk}» (${clearestStrength}/100).`,
      ),
      `Сіздің Холланд кодыңыз — ${code}: қызығушылық түрлерінің ішінде ${typeName(first, 'kk')} және ${typeName(second, 'kk')} ең күшті.`,
      hasProfessions ? `Сізге ең қолайлы мамандықтар: ${professions('kk', ' және ')}.` : '',
      'Бұл — үкім емес, бағдар: шешімді әрқашан өзіңіз қабылдайсыз.',
    ]
      .filter(Boolean)
      .join(' '),
    en: [
      greet(
        `your type is ${type} (${poles('en')}), and your clearest preference is ${clearestName.en} (${clearestStrength}/100).`,
      ),
      `Your Holland code is ${code}: your strongest interest types are ${typeName(first, 'en')} and ${typeName(second, 'en')}.`,
      hasProfessions ? `The professions that fit you best are ${professions('en', ' and ')}.` : '',
      'Treat this as guidance, not a verdict: the choice is always yours.',
    ]
      .filter(Boolean)
      .join(' '),
  };
}

import type { TLocalized } from '@bagdar/contracts';
import type { TPlanBecause } from './roadmap-provider.ts';

/** The personal parts of the built-in roadmap in ru/kk/en: why a phase or subtask is there, and the phases and practice a test result adds. */

const t = (ru: string, kk: string, en: string): TLocalized => ({ ru, kk, en });

export const RIASEC_NAMES: Record<string, TLocalized> = {
  R: t('практическое (R)', 'практикалық (R)', 'realistic (R)'),
  I: t('исследовательское (I)', 'зерттеушілік (I)', 'investigative (I)'),
  A: t('творческое (A)', 'шығармашылық (A)', 'artistic (A)'),
  S: t('социальное (S)', 'әлеуметтік (S)', 'social (S)'),
  E: t('предпринимательское (E)', 'кәсіпкерлік (E)', 'enterprising (E)'),
  C: t('организационное (C)', 'ұйымдастырушылық (C)', 'conventional (C)'),
};

const because = (input: TPlanBecause['input'], text: TLocalized): TPlanBecause => ({ input, text });

export const becauseSkill = (skill: TLocalized) =>
  because('SKILL', {
    ru: `потому что профессия требует навыка «${skill.ru}»`,
    kk: `өйткені мамандық «${skill.kk}» дағдысын талап етеді`,
    en: `because the profession needs “${skill.en}”`,
  });
export const becauseTarget = () =>
  because('TARGET', t('потому что это ваша цель', 'өйткені бұл сіздің мақсатыңыз', 'because this is your goal'));
export const becauseLifeStage = () =>
  because(
    'LIFE_STAGE',
    t(
      'потому что вы указали, где сейчас учитесь',
      'өйткені қазір қайда оқитыныңызды көрсеттіңіз',
      'because of where you study now',
    ),
  );
export const becauseScore = (exam: string, current: TLocalized | string, target: number) => {
  const now = (lng: keyof TLocalized) => (typeof current === 'string' ? current : current[lng]);
  return because('SCORE', {
    ru: `потому что ваш ${exam} (${now('ru')}) ниже нужного (${target})`,
    kk: `өйткені сіздің ${exam} нәтижеңіз (${now('kk')}) қажеттіден (${target}) төмен`,
    en: `because your ${exam} (${now('en')}) is below the ${target} needed`,
  });
};
export const becauseStrength = (code: string, value: number) =>
  because('RIASEC', {
    ru: `потому что ваше самое сильное направление — ${RIASEC_NAMES[code]?.ru ?? code}: ${value}`,
    kk: `өйткені сіздің ең күшті бағытыңыз — ${RIASEC_NAMES[code]?.kk ?? code}: ${value}`,
    en: `because your strongest interest is ${RIASEC_NAMES[code]?.en ?? code}: ${value}`,
  });
export const becauseGap = (code: string, value: number) =>
  because('RIASEC', {
    ru: `потому что ваше самое слабое направление — ${RIASEC_NAMES[code]?.ru ?? code}: ${value}`,
    kk: `өйткені сіздің ең әлсіз бағытыңыз — ${RIASEC_NAMES[code]?.kk ?? code}: ${value}`,
    en: `because your weakest interest is ${RIASEC_NAMES[code]?.en ?? code}: ${value}`,
  });
export const becauseAxis = (pole: string, strength: number) =>
  because('AXIS', {
    ru: `потому что ваш тип личности выражен на полюсе ${pole} (${strength}%)`,
    kk: `өйткені тұлға типіңіз ${pole} полюсінде айқын (${strength}%)`,
    en: `because your personality leans to ${pole} (${strength}%)`,
  });
export const becauseType = (type: string) =>
  because('TYPE', {
    ru: `потому что ваш тип личности — ${type}`,
    kk: `өйткені тұлға типіңіз — ${type}`,
    en: `because your personality type is ${type}`,
  });
export const becauseNoReasoning = () =>
  because(
    'REASONING',
    t(
      'потому что вы ещё не прошли тест на логику',
      'өйткені логика тестін әлі тапсырмадыңыз',
      'because you have not taken the logical reasoning test yet',
    ),
  );
export const reasoningTest = t(
  'Пройдите тест на логическое мышление в разделе тестов — по нему план подберёт практику',
  'Тесттер бөлімінде логикалық ойлау тестін тапсырыңыз — жоспар соған қарай жаттығу таңдайды',
  'Take the logical reasoning test in the tests section so the plan can fit its practice',
);
export const becauseReasoning = (percent: number) =>
  because('REASONING', {
    ru: `потому что в тесте на логику у вас ${percent}% верных ответов`,
    kk: `өйткені логика тестінде дұрыс жауаптарыңыз ${percent}%`,
    en: `because you scored ${percent}% in the logical reasoning test`,
  });
/** Logical reasoning below this percent adds regular logic practice; at or above the upper one, a harder challenge. */
export const REASONING_GAP_BELOW = 50;
export const REASONING_STRONG_FROM = 80;
export const reasoningPractice = t(
  'Четыре недели решайте по 15 логических задач в неделю и отмечайте, сколько решено верно',
  'Төрт апта бойы аптасына 15 логикалық есеп шығарып, қаншасы дұрыс шыққанын белгілеңіз',
  'For four weeks solve 15 logic problems a week and record how many you got right',
);
export const reasoningChallenge = t(
  'Решите одну олимпиадную задачу по этому направлению и запишите ход решения',
  'Осы бағыт бойынша бір олимпиадалық есеп шығарып, шешу жолын жазыңыз',
  'Solve one olympiad problem in this area and write down how you solved it',
);

export const becauseAbout = () =>
  because(
    'ABOUT',
    t('потому что вы написали о себе', 'өйткені өзіңіз туралы жаздыңыз', 'because of what you wrote about yourself'),
  );
export const becauseYears = (months: number) =>
  because('YEARS', {
    ru: `потому что до цели осталось ${months} мес.`,
    kk: `өйткені мақсатқа дейін ${months} ай қалды`,
    en: `because ${months} months are left to the goal`,
  });

/** A confidence phase per RIASEC code: start where the student is strong. */
export const CONFIDENCE: Record<string, { title: TLocalized; subtasks: TLocalized[] }> = {
  R: {
    title: t('Старт с практики', 'Тәжірибеден бастау', 'Start with your hands'),
    subtasks: [
      t(
        'Соберите или почините одну вещь, связанную с профессией',
        'Мамандыққа қатысты бір затты құрастырыңыз не жөндеңіз',
        'Build or repair one thing related to the profession',
      ),
      t(
        'Сфотографируйте результат и опишите, что получилось',
        'Нәтижені суретке түсіріп, не шыққанын сипаттаңыз',
        'Photograph the result and describe what worked',
      ),
    ],
  },
  I: {
    title: t('Старт с исследования', 'Зерттеуден бастау', 'Start with a question'),
    subtasks: [
      t(
        'Сформулируйте один вопрос о профессии и найдите на него ответ в трёх источниках',
        'Мамандық туралы бір сұрақ қойып, оның жауабын үш дереккөзден табыңыз',
        'Pose one question about the profession and answer it from three sources',
      ),
      t('Запишите вывод на полстраницы', 'Қорытындыны жарты бетке жазыңыз', 'Write your conclusion in half a page'),
    ],
  },
  A: {
    title: t('Старт с творчества', 'Шығармашылықтан бастау', 'Start by creating'),
    subtasks: [
      t(
        'Сделайте постер, видео или эскиз о профессии',
        'Мамандық туралы постер, бейне немесе эскиз жасаңыз',
        'Make a poster, video or sketch about the profession',
      ),
      t(
        'Покажите его трём людям и соберите их впечатления',
        'Оны үш адамға көрсетіп, әсерлерін жинаңыз',
        'Show it to three people and collect their impressions',
      ),
    ],
  },
  S: {
    title: t('Старт с людей', 'Адамдардан бастау', 'Start with people'),
    subtasks: [
      t(
        'Объясните однокласснику одну тему, связанную с профессией',
        'Сыныптасыңызға мамандыққа қатысты бір тақырыпты түсіндіріңіз',
        'Explain one topic related to the profession to a classmate',
      ),
      t(
        'Найдите сообщество или кружок по профессии и сходите на встречу',
        'Мамандық бойынша қауымдастық не үйірме тауып, кездесуге барыңыз',
        'Find a community or club for the profession and attend a meeting',
      ),
    ],
  },
  E: {
    title: t('Старт с инициативы', 'Бастамадан бастау', 'Start by leading'),
    subtasks: [
      t(
        'Соберите команду из двух-трёх человек для маленького проекта по профессии',
        'Мамандық бойынша шағын жобаға екі-үш адамнан команда жинаңыз',
        'Gather a team of two or three for a small project in the field',
      ),
      t(
        'Составьте план проекта со сроками и распределите роли',
        'Жобаның мерзімдері бар жоспарын құрып, рөлдерді бөліңіз',
        'Draw up the project plan with dates and share out the roles',
      ),
    ],
  },
  C: {
    title: t('Старт с порядка', 'Тәртіптен бастау', 'Start by organising'),
    subtasks: [
      t(
        'Составьте таблицу требований профессии и отметьте, что уже умеете',
        'Мамандық талаптарының кестесін жасап, не білетініңізді белгілеңіз',
        'Make a table of the profession’s requirements and tick what you can already do',
      ),
      t(
        'Заведите еженедельный журнал занятий и ведите его месяц',
        'Апталық сабақ журналын ашып, оны бір ай жүргізіңіз',
        'Start a weekly study log and keep it for a month',
      ),
    ],
  },
};

/** Practice a gap needs: extra steps for the student's weakest RIASEC code. */
export const PRACTICE: Record<string, { title: TLocalized; subtasks: TLocalized[] }> = {
  R: {
    title: t('Практика руками', 'Қолмен жаттығу', 'Hands-on practice'),
    subtasks: [
      t(
        'Выполните три лабораторные или мастерские работы по профессии',
        'Мамандық бойынша үш зертханалық не шеберхана жұмысын орындаңыз',
        'Do three lab or workshop exercises in the field',
      ),
      t(
        'Повторите одну из них без инструкции',
        'Олардың бірін нұсқаулықсыз қайталаңыз',
        'Repeat one of them without the instructions',
      ),
      t(
        'Запишите, какие инструменты вам пока трудны',
        'Қандай құралдар әзірге қиын екенін жазыңыз',
        'Note which tools are still hard for you',
      ),
    ],
  },
  I: {
    title: t('Практика анализа', 'Талдау жаттығуы', 'Analysis practice'),
    subtasks: [
      t(
        'Разберите один кейс профессии по шагам: данные, гипотеза, вывод',
        'Мамандықтың бір кейсін қадамдап талдаңыз: деректер, болжам, қорытынды',
        'Break one case of the profession into data, hypothesis and conclusion',
      ),
      t(
        'Решите 10 логических задач и проверьте ответы',
        '10 логикалық есеп шығарып, жауаптарды тексеріңіз',
        'Solve 10 logic problems and check your answers',
      ),
      t(
        'Перепроверьте один свой вывод по второму источнику',
        'Бір қорытындыңызды екінші дереккөз арқылы тексеріңіз',
        'Re-check one of your conclusions against a second source',
      ),
    ],
  },
  A: {
    title: t('Практика идей', 'Идея жаттығуы', 'Idea practice'),
    subtasks: [
      t(
        'Придумайте пять разных решений одной задачи профессии',
        'Мамандықтың бір міндетінің бес түрлі шешімін ойлап табыңыз',
        'Come up with five different solutions to one task of the profession',
      ),
      t(
        'Оформите лучшее решение наглядно: схема или макет',
        'Ең жақсы шешімді көрнекі етіп рәсімдеңіз: сызба не макет',
        'Present the best one visually: a diagram or a mock-up',
      ),
      t(
        'Спросите отзыв и сделайте вторую версию',
        'Пікір сұрап, екінші нұсқасын жасаңыз',
        'Ask for feedback and make a second version',
      ),
    ],
  },
  S: {
    title: t('Практика общения', 'Қарым-қатынас жаттығуы', 'People practice'),
    subtasks: [
      t(
        'Возьмите короткое интервью у специалиста по профессии',
        'Мамандық иесінен қысқа сұхбат алыңыз',
        'Interview a practitioner of the profession briefly',
      ),
      t(
        'Выступите с пятиминутным рассказом о своём проекте',
        'Жобаңыз туралы бес минуттық баяндама жасаңыз',
        'Give a five-minute talk about your project',
      ),
      t(
        'Помогите кому-то с задачей по профессии и спросите, что было понятно',
        'Біреуге мамандық бойынша тапсырмада көмектесіп, не түсінікті болғанын сұраңыз',
        'Help someone with a task in the field and ask what was clear',
      ),
    ],
  },
  E: {
    title: t('Практика инициативы', 'Бастамашылдық жаттығуы', 'Initiative practice'),
    subtasks: [
      t(
        'Предложите одну идею учителю или руководителю кружка и доведите её до решения',
        'Мұғалімге не үйірме жетекшісіне бір идея ұсынып, оны шешімге дейін жеткізіңіз',
        'Pitch one idea to a teacher or club leader and see it to a decision',
      ),
      t(
        'Проведите одну встречу команды по заранее составленной повестке',
        'Алдын ала құрылған күн тәртібімен команданың бір кездесуін өткізіңіз',
        'Run one team meeting from an agenda you wrote',
      ),
      t(
        'Запишите, что бы вы сделали иначе',
        'Нені басқаша істейтініңізді жазыңыз',
        'Write down what you would do differently',
      ),
    ],
  },
  C: {
    title: t('Практика точности', 'Дәлдік жаттығуы', 'Accuracy practice'),
    subtasks: [
      t(
        'Оформите один документ профессии строго по образцу',
        'Мамандықтың бір құжатын үлгі бойынша қатаң рәсімдеңіз',
        'Fill in one document of the profession strictly to a template',
      ),
      t(
        'Проверьте свою работу по чек-листу из десяти пунктов',
        'Жұмысыңызды он тармақты тексеру парағы бойынша тексеріңіз',
        'Check your work against a ten-point checklist',
      ),
      t(
        'Две недели планируйте день и отмечайте выполненное',
        'Екі апта бойы күніңізді жоспарлап, орындалғанын белгілеңіз',
        'Plan each day for two weeks and tick off what you did',
      ),
    ],
  },
};

/** One way of practising a skill that suits a clearly expressed personality pole. */
export const POLE_PRACTICE: Record<string, TLocalized> = {
  E: t(
    'Обсудите этот навык в группе и объясните его вслух',
    'Бұл дағдыны топта талқылап, дауыстап түсіндіріңіз',
    'Discuss this skill in a group and explain it aloud',
  ),
  I: t(
    'Напишите себе конспект на одну страницу по этому навыку',
    'Осы дағды бойынша өзіңізге бір беттік конспект жазыңыз',
    'Write yourself a one-page summary of this skill',
  ),
  S: t(
    'Повторите пошаговый пример из материала без отступлений',
    'Материалдағы қадамдық мысалды ауытқымай қайталаңыз',
    'Repeat a step-by-step example from the material exactly',
  ),
  N: t(
    'Придумайте свой вариант задания на этот навык и выполните его',
    'Осы дағдыға өз тапсырмаңызды ойлап тауып, орындаңыз',
    'Invent your own exercise for this skill and do it',
  ),
  T: t(
    'Оцените результат по измеримому критерию: время, ошибки, баллы',
    'Нәтижені өлшенетін өлшемше бағалаңыз: уақыт, қате, ұпай',
    'Rate the result by a measurable criterion: time, errors, points',
  ),
  F: t(
    'Спросите у человека, для кого это сделано, что ему помогло',
    'Бұл кім үшін жасалса, сол адамнан не көмектескенін сұраңыз',
    'Ask the person it was made for what helped them',
  ),
  J: t(
    'Назначьте себе срок на этот навык и отметьте его в календаре',
    'Осы дағдыға өзіңізге мерзім белгілеп, күнтізбеде белгілеңіз',
    'Set yourself a deadline for this skill and mark it in the calendar',
  ),
  P: t(
    'Попробуйте два разных способа и сравните, какой удобнее',
    'Екі түрлі тәсілді байқап, қайсысы ыңғайлы екенін салыстырыңыз',
    'Try two different approaches and compare which suits you',
  ),
};

export const aboutSubtask = (about: string): TLocalized => ({
  ru: `Сверьте этот этап с тем, что вы написали о себе: «${about}»`,
  kk: `Осы кезеңді өзіңіз туралы жазғаныңызбен салыстырыңыз: «${about}»`,
  en: `Check this phase against what you wrote about yourself: “${about}”`,
});

export const typeSubtask = (type: string): TLocalized => ({
  ru: `Прочитайте, как люди с типом ${type} работают в этой профессии`,
  kk: `${type} типті адамдар осы мамандықта қалай жұмыс істейтінін оқыңыз`,
  en: `Read how people of type ${type} work in this profession`,
});

/** The confidence phase's last step, whatever the strength: keep the win for the harder phases. */
export const confidenceReflection = t(
  'Запишите, что получилось лучше всего, — к этому списку вы вернётесь на трудных этапах',
  'Ең жақсы шыққан нәрсені жазып қойыңыз — қиын кезеңдерде осы тізімге ораласыз',
  'Write down what went best: you will come back to this list in the harder phases',
);

export const confidenceDescription = t(
  'Начните с того, что у вас получается лучше всего, — первая победа даст уверенность для остальных этапов.',
  'Ең жақсы шығатын нәрседен бастаңыз — алғашқы жеңіс келесі кезеңдерге сенім береді.',
  'Start with what you do best: an early win gives confidence for the phases that follow.',
);
export const practiceDescription = t(
  'Это направление у вас пока слабее других, поэтому здесь больше практики.',
  'Бұл бағыт сізде әзірге басқаларынан әлсіздеу, сондықтан мұнда жаттығу көбірек.',
  'This area is weaker than your others for now, so this phase has more practice.',
);
export const confidenceAchievement = t('Первая победа', 'Алғашқы жеңіс', 'First win');
export const practiceAchievement = t('Слабое место закрыто', 'Әлсіз тұс жабылды', 'Gap closed');

export const genericSkillSteps = (skill: TLocalized): TLocalized[] => [
  { ru: `Изучите основы: ${skill.ru}`, kk: `Негіздерін үйреніңіз: ${skill.kk}`, en: `Learn the basics of ${skill.en}` },
  t(
    'Пройдите один материал из списка этого этапа',
    'Осы кезеңнің тізіміндегі бір материалды толық өтіңіз',
    'Complete one material from this phase’s list',
  ),
  t(
    'Сделайте небольшой проект, где нужен этот навык',
    'Осы дағды қажет болатын шағын жоба жасаңыз',
    'Do a small project that needs this skill',
  ),
];

/** One step per work value: the strongest value shapes how the experience or application phase is done. */
export const VALUE_STEPS: Record<string, TLocalized> = {
  ACHIEVEMENT: t(
    'Поставьте себе один измеримый результат этого этапа и проверьте его в конце',
    'Осы кезеңге бір өлшенетін нәтиже қойып, соңында тексеріңіз',
    'Set one measurable result for this phase and check it at the end',
  ),
  INDEPENDENCE: t(
    'Спланируйте одну часть этапа сами, без готового шаблона',
    'Кезеңнің бір бөлігін дайын үлгісіз өзіңіз жоспарлаңыз',
    'Plan one part of this phase yourself, without a ready template',
  ),
  RECOGNITION: t(
    'Опубликуйте результат там, где его увидят: портфолио или профиль',
    'Нәтижені көрінетін жерге жариялаңыз: портфолио не профиль',
    'Publish the result where others will see it: a portfolio or your profile',
  ),
  RELATIONSHIPS: t(
    'Сделайте одну часть этапа вместе с командой или напарником',
    'Кезеңнің бір бөлігін командамен не серіктеспен бірге орындаңыз',
    'Do one part of this phase with a team or a partner',
  ),
  SUPPORT: t(
    'Раз в месяц показывайте прогресс наставнику или учителю',
    'Айына бір рет прогресті тәлімгерге не мұғалімге көрсетіңіз',
    'Show your progress to a mentor or teacher once a month',
  ),
  WORKING_CONDITIONS: t(
    'Узнайте условия (график, место, оплату или стипендию) в двух местах, куда вы целитесь',
    'Мақсат еткен екі жердің жағдайларын (кесте, орын, жалақы не стипендия) біліңіз',
    'Find out the conditions (schedule, place, pay or stipend) at two places you aim for',
  ),
};
export const becauseValue = (name: TLocalized, score: number) =>
  because('VALUES', {
    ru: `потому что ваша главная рабочая ценность — «${name.ru}»: ${score}`,
    kk: `өйткені сіздің басты жұмыс құндылығыңыз — «${name.kk}»: ${score}`,
    en: `because your strongest work value is “${name.en}”: ${score}`,
  });
/** A skill phase the student's own words point to: it moves first, and the line quotes the word. */
export const becauseAboutSkill = (word: string, skill: TLocalized) =>
  because('ABOUT', {
    ru: `потому что вы написали о себе «${word}», а профессии нужен навык «${skill.ru}» — этот этап раньше`,
    kk: `өйткені өзіңіз туралы «${word}» деп жаздыңыз, ал мамандыққа «${skill.kk}» дағдысы керек — бұл кезең ертерек`,
    en: `because you wrote “${word}” about yourself and the profession needs “${skill.en}”: this phase comes earlier`,
  });

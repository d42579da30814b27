import type { TLocalized, TPlanDeadline, TProfileSubject } from '@bagdar/contracts';
import { fieldName } from './analysis-vocabulary.ts';
import type { TGap } from './roadmap-gaps.ts';
import type { TPlanBecause } from './roadmap-provider.ts';
import type { TPhaseText } from './roadmap-texts.ts';

/** The gap phases' texts, their `because` lines and the plan's deadline warnings, in ru/kk/en. */

const t = (ru: string, kk: string, en: string): TLocalized => ({ ru, kk, en });
const each = (make: (lng: keyof TLocalized) => string): TLocalized => ({
  ru: make('ru'),
  kk: make('kk'),
  en: make('en'),
});
const because = (input: TPlanBecause['input'], text: TLocalized): TPlanBecause => ({ input, text });

export const SUBJECT_NAMES: Record<TProfileSubject, TLocalized> = {
  MATH: t('Математика', 'Математика', 'Mathematics'),
  PHYSICS: t('Физика', 'Физика', 'Physics'),
  INFORMATICS: t('Информатика', 'Информатика', 'Informatics'),
  CHEMISTRY: t('Химия', 'Химия', 'Chemistry'),
  BIOLOGY: t('Биология', 'Биология', 'Biology'),
  GEOGRAPHY: t('География', 'География', 'Geography'),
  WORLD_HISTORY: t('Всемирная история', 'Дүниежүзі тарихы', 'World history'),
  LAW_BASICS: t('Основы права', 'Құқық негіздері', 'Basics of law'),
  FOREIGN_LANGUAGE: t('Иностранный язык', 'Шет тілі', 'Foreign language'),
  KAZAKH_LANGUAGE: t('Казахский язык', 'Қазақ тілі', 'Kazakh language'),
  KAZAKH_LITERATURE: t('Казахская литература', 'Қазақ әдебиеті', 'Kazakh literature'),
  RUSSIAN_LANGUAGE: t('Русский язык', 'Орыс тілі', 'Russian language'),
  RUSSIAN_LITERATURE: t('Русская литература', 'Орыс әдебиеті', 'Russian literature'),
  CREATIVE_EXAM: t('Творческий экзамен', 'Шығармашылық емтихан', 'Creative exam'),
};

const SCOPE_NAMES: Record<string, TLocalized> = {
  GENERAL: t('общий порог', 'жалпы шекті балл', 'the general threshold'),
  NATIONAL_UNIVERSITY: t('порог национальных вузов', 'ұлттық ЖОО шекті балы', 'the national universities’ threshold'),
  UNT: t('минимум этого вуза', 'осы ЖОО-ның минимумы', 'this institution’s minimum'),
};
const scopeName = (scope: string): TLocalized =>
  SCOPE_NAMES[scope] ??
  each(
    (lng) =>
      `${{ ru: 'порог направления', kk: 'бағыт шегі', en: 'the threshold for' }[lng]} «${fieldName(scope)[lng]}»`,
  );

const EXAM_NAMES: Record<TGap['exam'], TLocalized> = {
  UNT: t('ЕНТ', 'ҰБТ', 'UNT'),
  UNT_PROFILE: t('ЕНТ', 'ҰБТ', 'UNT'),
  IELTS: t('IELTS', 'IELTS', 'IELTS'),
  SAT: t('SAT', 'SAT', 'SAT'),
  GPA: t('GPA', 'GPA', 'GPA'),
};

const SAMPLE_MARK = t(' (пример, не опубликованные данные)', ' (үлгі дерек, жарияланбаған)', ' (sample figure)');
const sampleMark = (sample: boolean, lng: keyof TLocalized) => (sample ? SAMPLE_MARK[lng] : '');

/** DD.MM.YYYY: the same in all three languages. */
export const shownDay = (iso: string): string => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const num = (value: number) => String(Math.round(value * 100) / 100);
const points = (n: number, lng: keyof TLocalized) =>
  lng === 'en' ? `${num(n)} point${n === 1 ? '' : 's'}` : lng === 'kk' ? `${num(n)} балл` : `${num(n)} балл.`;

const DEADLINE_NAMES: Record<TPlanDeadline['kind'], TLocalized> = {
  UNT_JANUARY: t('январский ЕНТ', 'қаңтардағы ҰБТ', 'the January UNT'),
  UNT_MARCH: t('мартовский ЕНТ', 'наурыздағы ҰБТ', 'the March UNT'),
  UNT_MAIN: t('основной ЕНТ', 'негізгі ҰБТ', 'the main UNT session'),
  UNT_AUGUST: t('августовский ЕНТ', 'тамыздағы ҰБТ', 'the August UNT'),
  GRANT_APPLICATION: t('приём заявлений на грант', 'грантқа өтініш қабылдау', 'the grant application window'),
  GRANT_RESULTS: t('итоги конкурса грантов', 'грант конкурсының қорытындысы', 'the grant results'),
};
export const deadlineName = (deadline: TPlanDeadline): TLocalized =>
  each((lng) => `${DEADLINE_NAMES[deadline.kind][lng]} ${deadline.year}`);

/** "98 → 112, +14 points" in each language; "goal 112" without a current score. */
function measure(gap: TGap, lng: keyof TLocalized): string {
  if (gap.current === null)
    return { ru: `цель ${num(gap.target)}`, kk: `мақсат ${num(gap.target)}`, en: `goal ${num(gap.target)}` }[lng];
  return `${num(gap.current)} → ${num(gap.target)}, +${gap.exam === 'UNT' ? points(gap.gain ?? 0, lng) : num(gap.gain ?? 0)}`;
}

/** The bar a gap is measured against, as the `because` line names it. */
function barText(gap: TGap, lng: keyof TLocalized): string {
  const mark = sampleMark(gap.sample, lng);
  switch (gap.bar) {
    case 'FORECAST_CUTOFF':
      return {
        ru: `прогнозного проходного балла на грант ${num(gap.target)}${gap.scope ? ` (группа ${gap.scope})` : ''}${mark}`,
        kk: `грантқа болжамды өту балы ${num(gap.target)}${gap.scope ? ` (${gap.scope} тобы)` : ''}${mark}`,
        en: `the forecast grant cut-off of ${num(gap.target)}${gap.scope ? ` for GOP ${gap.scope}` : ''}${mark}`,
      }[lng];
    case 'THRESHOLD':
      return {
        ru: `порога ${num(gap.target)} (${scopeName(gap.scope ?? 'GENERAL').ru})${mark}`,
        kk: `${num(gap.target)} шекті балы (${scopeName(gap.scope ?? 'GENERAL').kk})${mark}`,
        en: `the threshold of ${num(gap.target)} (${scopeName(gap.scope ?? 'GENERAL').en})${mark}`,
      }[lng];
    case 'JOB_MARKET':
      return {
        ru: `уровня ${num(gap.target)}, который обычно ждут работодатели`,
        kk: `жұмыс берушілер әдетте күтетін ${num(gap.target)} деңгейі`,
        en: `the ${num(gap.target)} employers usually expect`,
      }[lng];
    case 'PROGRAMME_MINIMUM':
    case 'SUBJECT_MINIMUM':
      return {
        ru: `минимума программы ${num(gap.target)}${mark}`,
        kk: `бағдарлама минимумы ${num(gap.target)}${mark}`,
        en: `the programme’s minimum of ${num(gap.target)}${mark}`,
      }[lng];
  }
}

/** "because your UNT total (98) is 14 points below the forecast cut-off of 112 for GOP B057 (sample figure)". */
export function becauseGap(gap: TGap): TPlanBecause {
  const exam = EXAM_NAMES[gap.exam];
  if (gap.exam === 'UNT_PROFILE' && gap.subject) {
    const subject = SUBJECT_NAMES[gap.subject];
    return because(
      'SCORE',
      each((lng) =>
        gap.gain === null
          ? {
              ru: `потому что по профильному предмету «${subject.ru}» решается грант, а результата ЕНТ у вас ещё нет`,
              kk: `өйткені грант «${subject.kk}» бейіндік пәні арқылы шешіледі, ал ҰБТ нәтижеңіз әлі жоқ`,
              en: `because the profile subject ${subject.en} decides the grant and you have no UNT result yet`,
            }[lng]
          : {
              ru: `потому что профильному предмету «${subject.ru}» не хватает около ${points(gap.gain, 'ru')} до ${barText(gap, 'ru')}`,
              kk: `өйткені «${subject.kk}» бейіндік пәніне ${barText(gap, 'kk')} дейін шамамен ${points(gap.gain, 'kk')} жетпейді`,
              en: `because your profile subject ${subject.en} is about ${points(gap.gain, 'en')} short of ${barText(gap, 'en')}`,
            }[lng],
      ),
    );
  }
  return because(
    'SCORE',
    each((lng) =>
      gap.current === null
        ? {
            ru: `потому что у вас ещё нет результата ${exam.ru}, а нужно не ниже ${barText(gap, 'ru')}`,
            kk: `өйткені сізде ${exam.kk} нәтижесі әлі жоқ, ал ${barText(gap, 'kk')} деңгейінен кем болмауы керек`,
            en: `because you have no ${exam.en} result yet and need ${barText(gap, 'en')}`,
          }[lng]
        : {
            ru: `потому что ваш ${exam.ru} (${num(gap.current)}) на ${gap.exam === 'UNT' ? points(gap.gain ?? 0, 'ru') : num(gap.gain ?? 0)} ниже ${barText(gap, 'ru')}`,
            kk: `өйткені сіздің ${exam.kk} нәтижеңіз (${num(gap.current)}) ${barText(gap, 'kk')} деңгейінен ${gap.exam === 'UNT' ? points(gap.gain ?? 0, 'kk') : num(gap.gain ?? 0)} төмен`,
            en: `because your ${exam.en} (${num(gap.current)}) is ${gap.exam === 'UNT' ? points(gap.gain ?? 0, 'en') : num(gap.gain ?? 0)} below ${barText(gap, 'en')}`,
          }[lng],
    ),
  );
}

/** The deadline sentence of a gap phase's description; empty without a calendar deadline. */
function deadlineSentence(deadline: TPlanDeadline | null, lng: keyof TLocalized): string {
  if (!deadline) return '';
  const mark = deadline.sample ? { ru: ' (дата — пример)', kk: ' (күні — үлгі)', en: ' (sample date)' }[lng] : '';
  return {
    ru: ` Срок — до ${shownDay(deadline.on)}: ${DEADLINE_NAMES[deadline.kind].ru} ${deadline.year}${mark}.`,
    kk: ` Мерзімі — ${shownDay(deadline.on)} дейін: ${deadline.year} ${DEADLINE_NAMES[deadline.kind].kk}${mark}.`,
    en: ` Due before ${shownDay(deadline.on)}: ${DEADLINE_NAMES[deadline.kind].en} ${deadline.year}${mark}.`,
  }[lng];
}

/** A gap phase's title, description, achievement and subtasks. */
export function gapPhaseText(gap: TGap, deadline: TPlanDeadline | null): TPhaseText {
  const exam = EXAM_NAMES[gap.exam];
  if (gap.exam === 'UNT_PROFILE' && gap.subject) {
    const subject = SUBJECT_NAMES[gap.subject];
    const gain = gap.gain;
    return {
      title: each((lng) =>
        gain === null
          ? {
              ru: `Профильный предмет «${subject.ru}»`,
              kk: `«${subject.kk}» бейіндік пәні`,
              en: `Profile subject: ${subject.en}`,
            }[lng]
          : {
              ru: `Профильный предмет «${subject.ru}»: +${points(gain, 'ru')}`,
              kk: `«${subject.kk}» бейіндік пәні: +${points(gain, 'kk')}`,
              en: `Profile subject ${subject.en}: +${points(gain, 'en')}`,
            }[lng],
      ),
      description: each(
        (lng) =>
          ({
            ru: `Профильные предметы дают 100 из 140 баллов ЕНТ, поэтому основная часть разрыва закрывается здесь.`,
            kk: `Бейіндік пәндер ҰБТ-ның 140 балының 100-ін береді, сондықтан айырманың негізгі бөлігі осында жабылады.`,
            en: `The profile subjects carry 100 of the UNT’s 140 points, so most of the gap is closed here.`,
          })[lng] + deadlineSentence(deadline, lng),
      ),
      achievement: each(
        (lng) =>
          ({
            ru: `${subject.ru}: цель достигнута`,
            kk: `${subject.kk}: мақсатқа жетті`,
            en: `${subject.en}: target reached`,
          })[lng],
      ),
      subtasks: [
        each(
          (lng) =>
            ({
              ru: `Выпишите темы по предмету «${subject.ru}», в которых вы теряли баллы на пробном тесте`,
              kk: `Сынақ тестте балл жоғалтқан «${subject.kk}» тақырыптарын жазып алыңыз`,
              en: `List the ${subject.en} topics where you lost points in a practice test`,
            })[lng],
        ),
        each(
          (lng) =>
            ({
              ru: `Решайте по 20 заданий ЕНТ по предмету «${subject.ru}» в неделю на эти темы`,
              kk: `Осы тақырыптар бойынша аптасына «${subject.kk}» пәнінен 20 ҰБТ тапсырмасын шығарыңыз`,
              en: `Solve 20 UNT ${subject.en} tasks a week on those topics`,
            })[lng],
        ),
        each((lng) => {
          const min = gap.subjectMinimum;
          const goal =
            gain === null
              ? ''
              : { ru: `+${points(gain, 'ru')} `, kk: `+${points(gain, 'kk')} `, en: `+${points(gain, 'en')} ` }[lng];
          return {
            ru: `Наберите ${goal}по предмету «${subject.ru}» на пробном ЕНТ${min !== null ? ` (не ниже минимума ${min} из 50)` : ''}`,
            kk: `Сынақ ҰБТ-да «${subject.kk}» пәнінен ${goal}жинаңыз${min !== null ? ` (50-ден ${min} минимумынан төмен емес)` : ''}`,
            en: `Score ${goal}in ${subject.en} on a practice UNT${min !== null ? ` (at least the minimum of ${min} of 50)` : ''}`,
          }[lng];
        }),
      ],
    };
  }
  const target = num(gap.target);
  const title = each((lng) =>
    gap.exam === 'UNT'
      ? {
          ru: `Балл ЕНТ: ${measure(gap, 'ru')}`,
          kk: `ҰБТ балы: ${measure(gap, 'kk')}`,
          en: `UNT total ${measure(gap, 'en')}`,
        }[lng]
      : gap.exam === 'IELTS'
        ? `${{ ru: 'Английский язык', kk: 'Ағылшын тілі', en: 'English' }[lng]}: IELTS ${measure(gap, lng)}`
        : `${exam[lng]} ${measure(gap, lng)}`,
  );
  const current = (lng: keyof TLocalized) =>
    gap.current === null ? { ru: 'не сдавался', kk: 'тапсырылмаған', en: 'not taken' }[lng] : num(gap.current);
  const subtasks: TLocalized[] =
    gap.exam === 'IELTS'
      ? [
          t(
            'Пройдите диагностический тест и определите свой уровень',
            'Диагностикалық тест тапсырып, деңгейіңізді анықтаңыз',
            'Take a diagnostic test and find your level',
          ),
          t(
            'Занимайтесь английским не меньше 30 минут каждый день',
            'Ағылшын тілімен күн сайын кемінде 30 минут айналысыңыз',
            'Study English for at least 30 minutes every day',
          ),
          t(
            'Решите два полных пробных теста IELTS',
            'IELTS-тің екі толық сынақ тестін орындаңыз',
            'Do two full IELTS practice tests',
          ),
          each(
            (lng) =>
              ({
                ru: `Запишитесь на экзамен IELTS и сдайте его на ${target}+`,
                kk: `IELTS емтиханына жазылып, оны ${target}+ балға тапсырыңыз`,
                en: `Book the IELTS exam and score ${target}+`,
              })[lng],
          ),
        ]
      : [
          each(
            (lng) =>
              ({
                ru: `Сдайте полный пробный ${exam.ru} и запишите баллы по каждой части`,
                kk: `Толық сынақ ${exam.kk} тапсырып, әр бөлім бойынша балдарды жазыңыз`,
                en: `Take a full practice ${exam.en} and note the points of each part`,
              })[lng],
          ),
          each(
            (lng) =>
              ({
                ru: `Каждую неделю решайте задания в частях, где теряете больше всего баллов`,
                kk: `Ең көп балл жоғалтатын бөлімдердің тапсырмаларын апта сайын шығарыңыз`,
                en: `Each week practise the parts where you lose the most points`,
              })[lng],
          ),
          each(
            (lng) =>
              ({
                ru: `Наберите ${target}+ на двух пробных ${exam.ru} подряд`,
                kk: `Қатарынан екі сынақ ${exam.kk} тестінде ${target}+ жинаңыз`,
                en: `Score ${target}+ on two practice ${exam.en} papers in a row`,
              })[lng],
          ),
        ];
  return {
    title,
    description: each(
      (lng) =>
        ({
          ru: `Нужно ${target}, сейчас: ${current('ru')}.`,
          kk: `${target} қажет, қазір: ${current('kk')}.`,
          en: `You need ${target}; now: ${current('en')}.`,
        })[lng] + deadlineSentence(deadline, lng),
    ),
    achievement: each(
      (lng) =>
        ({
          ru: `${exam.ru}: цель ${target} достигнута`,
          kk: `${exam.kk}: ${target} мақсатына жетті`,
          en: `${exam.en}: ${target} reached`,
        })[lng],
    ),
    subtasks,
  };
}

/** A threshold below the grant target: pass it first (a route is closed below it). */
export function thresholdStep(threshold: NonNullable<TGap['threshold']>): { title: TLocalized; because: TPlanBecause } {
  const scope = scopeName(threshold.scope);
  return {
    title: each(
      (lng) =>
        ({
          ru: `Сначала перейдите порог ${threshold.bar} (${scope.ru}) на пробном ЕНТ`,
          kk: `Алдымен сынақ ҰБТ-да ${threshold.bar} шекті балынан (${scope.kk}) өтіңіз`,
          en: `First pass the threshold of ${threshold.bar} (${scope.en}) on a practice UNT`,
        })[lng],
    ),
    because: because(
      'SCORE',
      each(
        (lng) =>
          ({
            ru: `потому что ниже порога ${threshold.bar} поступление закрыто по правилам года${sampleMark(threshold.sample, 'ru')}`,
            kk: `өйткені ${threshold.bar} шекті балынан төмен болса, жыл ережесі бойынша түсу жабық${sampleMark(threshold.sample, 'kk')}`,
            en: `because below the threshold of ${threshold.bar} admission is closed by the year’s rules${sampleMark(threshold.sample, 'en')}`,
          })[lng],
      ),
    ),
  };
}

/** Registering for the session the gap is due before. */
export function calendarStep(deadline: TPlanDeadline): { title: TLocalized; because: TPlanBecause } {
  const name = deadlineName(deadline);
  return {
    title: each(
      (lng) =>
        ({
          ru: `Подайте заявку на ${name.ru} заранее и выберите дату тестирования`,
          kk: `${name.kk} тестіне алдын ала өтініш беріп, тестілеу күнін таңдаңыз`,
          en: `Register for ${name.en} early and choose your test date`,
        })[lng],
    ),
    because: because(
      'CALENDAR',
      each(
        (lng) =>
          ({
            ru: `потому что ${name.ru} начинается ${shownDay(deadline.on)}${deadline.sample ? ' (дата — пример)' : ''}`,
            kk: `өйткені ${name.kk} ${shownDay(deadline.on)} басталады${deadline.sample ? ' (күні — үлгі)' : ''}`,
            en: `because ${name.en} starts on ${shownDay(deadline.on)}${deadline.sample ? ' (sample date)' : ''}`,
          })[lng],
      ),
    ),
  };
}

/** A monthly mock test when little time is left to the deadline. */
export function lastYearStep(months: number): { title: TLocalized; because: TPlanBecause } {
  return {
    title: t(
      'Сдавайте пробный ЕНТ каждый месяц и сравнивайте баллы',
      'Ай сайын сынақ ҰБТ тапсырып, балдарды салыстырыңыз',
      'Take a practice UNT every month and compare the points',
    ),
    because: because('YEARS', {
      ru: `потому что до цели осталось ${months} мес.`,
      kk: `өйткені мақсатқа дейін ${months} ай қалды`,
      en: `because ${months} months are left to the goal`,
    }),
  };
}

/** A pupil with years to go: an olympiad or summer school in the field first. */
export function earlyYearsStep(years: number): { title: TLocalized; because: TPlanBecause } {
  return {
    title: t(
      'Выберите олимпиаду или летнюю школу по этому направлению и запишитесь',
      'Осы бағыт бойынша олимпиада не жазғы мектеп таңдап, тіркеліңіз',
      'Pick an olympiad or a summer school in this field and sign up',
    ),
    because: because('YEARS', {
      ru: `потому что до окончания школы у вас ${years} г. — есть время попробовать направление`,
      kk: `өйткені мектеп бітіруге ${years} жыл бар — бағытты байқап көруге уақыт жеткілікті`,
      en: `because you have ${years} years of school left: time to try the field`,
    }),
  };
}

/** The warning a deadline the plan cannot meet gets, in the student's words. */
export function warningText(
  code: 'DEADLINE_PASSED' | 'DEADLINE_TOO_CLOSE',
  phaseTitle: TLocalized,
  deadline: TPlanDeadline,
  daysNeeded: number,
  daysLeft: number,
): TLocalized {
  const name = deadlineName(deadline);
  const mark = (lng: keyof TLocalized) =>
    deadline.sample ? { ru: ' (дата — пример)', kk: ' (күні — үлгі)', en: ' (sample date)' }[lng] : '';
  if (code === 'DEADLINE_PASSED') {
    return each(
      (lng) =>
        ({
          ru: `${name.ru} уже начался или прошёл (${shownDay(deadline.on)}${mark('ru')}): этап «${phaseTitle.ru}» к нему не успеть. Выберите следующий год или другой путь поступления.`,
          kk: `${name.kk} басталып немесе өтіп кетті (${shownDay(deadline.on)}${mark('kk')}): «${phaseTitle.kk}» кезеңін оған үлгеру мүмкін емес. Келесі жылды немесе басқа түсу жолын таңдаңыз.`,
          en: `${name.en} has already started or passed (${shownDay(deadline.on)}${mark('en')}): the phase “${phaseTitle.en}” cannot be done by then. Choose the next year or another way in.`,
        })[lng],
    );
  }
  return each(
    (lng) =>
      ({
        ru: `До события «${name.ru}» (${shownDay(deadline.on)}${mark('ru')}) осталось ${daysLeft} дн., а этапу «${phaseTitle.ru}» при обычном темпе нужно около ${daysNeeded} дн.`,
        kk: `«${name.kk}» (${shownDay(deadline.on)}${mark('kk')}) дейін ${daysLeft} күн қалды, ал «${phaseTitle.kk}» кезеңіне әдеттегі қарқынмен шамамен ${daysNeeded} күн керек.`,
        en: `${daysLeft} days are left to ${name.en} (${shownDay(deadline.on)}${mark('en')}), and the phase “${phaseTitle.en}” needs about ${daysNeeded} days at the usual pace.`,
      })[lng],
  );
}

import type { TInterest, TOrganizationAnalytics, TRiasecCode, TUiLanguage } from '@bagdar/contracts';
import { interestName, riasecName } from '../../ai/analysis-vocabulary.ts';
import { sheetsOf, type TWorkbook, type TWorkbookCell } from '../../lib/workbook.ts';
import { STATUS_LABELS } from './sheet-labels.ts';

/**
 * The organisation's analytics as a workbook, one sheet per figure, labels in `lang`: a description
 * the report renderer writes to xlsx off the event loop (analytics.service.ts).
 */

type TSheetKey = 'summary' | 'groups' | 'types' | 'riasec' | 'professions' | 'interests' | 'education' | 'feedback';

interface TAnalyticsLabels {
  sheets: Record<TSheetKey, string>;
  figure: string;
  value: string;
  count: string;
  students: string;
  tested: string;
  analysed: string;
  group: string;
  noGroup: string;
  type: string;
  scale: string;
  score: string;
  respondents: string;
  profession: string;
  interest: string;
  rating: string;
  average: string;
  answer: string;
  responses: string;
  answers: Record<'YES' | 'PROBABLY' | 'NEUTRAL' | 'NOT_REALLY' | 'NO', string>;
}

export const ANALYTICS_LABELS: Record<TUiLanguage, TAnalyticsLabels> = {
  ru: {
    sheets: {
      summary: 'Сводка',
      groups: 'По группам',
      types: 'Типы личности',
      riasec: 'RIASEC',
      professions: 'Топ-10 профессий',
      interests: 'Топ-10 интересов',
      education: 'Успеваемость',
      feedback: 'Отзывы',
    },
    figure: 'Показатель',
    value: 'Значение',
    count: 'Количество',
    students: 'Учеников',
    tested: 'Прошли тесты',
    analysed: 'С анализом личности',
    group: 'Группа',
    noGroup: 'Без группы',
    type: 'Тип личности',
    scale: 'Шкала',
    score: 'Средний балл (0-100)',
    respondents: 'Ответивших',
    profession: 'Профессия',
    interest: 'Интерес',
    rating: 'Оценка (по 5-балльной шкале)',
    average: 'Средняя оценка',
    answer: 'Ответ',
    responses: 'Ответов на опрос',
    answers: { YES: 'Да', PROBABLY: 'Скорее да', NEUTRAL: 'Нейтрально', NOT_REALLY: 'Скорее нет', NO: 'Нет' },
  },
  kk: {
    sheets: {
      summary: 'Жиынтық',
      groups: 'Топтар бойынша',
      types: 'Тұлға типтері',
      riasec: 'RIASEC',
      professions: 'Үздік 10 мамандық',
      interests: 'Үздік 10 қызығушылық',
      education: 'Үлгерім',
      feedback: 'Пікірлер',
    },
    figure: 'Көрсеткіш',
    value: 'Мәні',
    count: 'Саны',
    students: 'Оқушылар',
    tested: 'Тест тапсырғандар',
    analysed: 'Тұлға талдауы барлар',
    group: 'Топ',
    noGroup: 'Топсыз',
    type: 'Тұлға типі',
    scale: 'Шкала',
    score: 'Орташа балл (0-100)',
    respondents: 'Жауап бергендер',
    profession: 'Мамандық',
    interest: 'Қызығушылық',
    rating: 'Баға (5 балдық шкала)',
    average: 'Орташа баға',
    answer: 'Жауап',
    responses: 'Сауалнамаға жауаптар',
    answers: { YES: 'Иә', PROBABLY: 'Иә болуы мүмкін', NEUTRAL: 'Бейтарап', NOT_REALLY: 'Онша емес', NO: 'Жоқ' },
  },
  en: {
    sheets: {
      summary: 'Summary',
      groups: 'By group',
      types: 'Personality types',
      riasec: 'RIASEC',
      professions: 'Top 10 professions',
      interests: 'Top 10 interests',
      education: 'Grades',
      feedback: 'Feedback',
    },
    figure: 'Figure',
    value: 'Value',
    count: 'Count',
    students: 'Students',
    tested: 'Took tests',
    analysed: 'With a personality analysis',
    group: 'Group',
    noGroup: 'No group',
    type: 'Personality type',
    scale: 'Scale',
    score: 'Average score (0-100)',
    respondents: 'Respondents',
    profession: 'Profession',
    interest: 'Interest',
    rating: 'Rating (5-point scale)',
    average: 'Average rating',
    answer: 'Answer',
    responses: 'Survey responses',
    answers: { YES: 'Yes', PROBABLY: 'Probably', NEUTRAL: 'Neutral', NOT_REALLY: 'Not really', NO: 'No' },
  },
};

export type TCell = TWorkbookCell;

/** The analytics sheets' column width, in characters. */
export const COLUMN_WIDTH = 24;

export function analyticsWorkbook(
  data: TOrganizationAnalytics,
  organizationName: string,
  lang: TUiLanguage,
): TWorkbook {
  const l = ANALYTICS_LABELS[lang];
  const { sheets, addSheet } = sheetsOf(COLUMN_WIDTH);
  addSheet(
    l.sheets.summary,
    [l.figure, l.value],
    [
      [organizationName, null],
      [l.students, data.students],
      [l.tested, data.tested],
      [l.analysed, data.analysed],
      ...data.byStatus.map((s): TCell[] => [STATUS_LABELS[lang][s.status], s.count]),
      [l.average, data.education.average],
      [l.responses, data.feedback.responses],
    ],
  );
  addSheet(
    l.sheets.groups,
    [l.group, l.students, l.tested, l.analysed],
    data.completionByGroup.map((g) => [g.code ?? l.noGroup, g.students, g.tested, g.analysed]),
  );
  addSheet(
    l.sheets.types,
    [l.type, l.count],
    data.personalityTypes.map((t) => [t.type, t.count]),
  );
  addSheet(
    l.sheets.riasec,
    [l.scale, l.score],
    [
      ...data.riasec.map((r): TCell[] => [`${r.code}: ${riasecName(r.code as TRiasecCode)[lang]}`, r.score]),
      [l.respondents, data.riasecRespondents],
    ],
  );
  addSheet(
    l.sheets.professions,
    ['#', l.profession, l.count],
    data.topProfessions.map((p, i) => [i + 1, p.name[lang], p.count]),
  );
  addSheet(
    l.sheets.interests,
    ['#', l.interest, l.count],
    data.topInterests.map((t, i) => [i + 1, interestName(t.interest as TInterest)?.[lang] ?? t.interest, t.count]),
  );
  addSheet(
    l.sheets.education,
    [l.rating, l.count],
    [...data.education.ratings.map((r): TCell[] => [r.rating, r.count]), [l.average, data.education.average]],
  );
  addSheet(
    l.sheets.feedback,
    [l.answer, l.count],
    [
      ...data.feedback.answers.map((a): TCell[] => [l.answers[a.answer], a.count]),
      ...data.feedback.ratings.map((r): TCell[] => [`${l.rating}: ${r.rating}`, r.count]),
      [l.average, data.feedback.averageRating],
      [l.responses, data.feedback.responses],
    ],
  );
  return { sheets };
}

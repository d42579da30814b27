import type {
  TCareerGoal,
  TCareerPlanStatus,
  TInterest,
  TPlatformAnalytics,
  TRiasecCode,
  TStudentAnalytics,
  TUiLanguage,
} from '@bagdar/contracts';
import { interestName, riasecName } from '../../ai/analysis-vocabulary.ts';
import { sheetsOf, type TWorkbook } from '../../lib/workbook.ts';
import { COLUMN_WIDTH, type TCell } from './analytics-export.ts';
import { STATUS_LABELS } from './sheet-labels.ts';

/**
 * One student's analytics and the platform analytics as workbooks, as the organisation's export
 * (`analyticsWorkbook`): one sheet per part, labels in `lang`, a description the report renderer
 * writes to xlsx off the event loop.
 */

interface TMoreLabels {
  sheets: { student: string; tests: string; analysis: string; roadmaps: string; totals: string; months: string };
  figure: string;
  value: string;
  fullName: string;
  username: string;
  group: string;
  status: string;
  interests: string;
  rating: string;
  test: string;
  completedAt: string;
  scale: string;
  score: string;
  knowledge: string;
  type: string;
  hollandCode: string;
  profession: string;
  fit: string;
  roadmap: string;
  goal: string;
  done: string;
  percent: string;
  targetDate: string;
  goals: Record<TCareerGoal, string>;
  planStatuses: Record<TCareerPlanStatus, string>;
  month: string;
  users: string;
  organizations: string;
  activeOrganizations: string;
  testsTaken: string;
  analyses: string;
  none: string;
}

const LABELS: Record<TUiLanguage, TMoreLabels> = {
  ru: {
    sheets: {
      student: 'Ученик',
      tests: 'Тесты',
      analysis: 'Анализ личности',
      roadmaps: 'Дорожные карты',
      totals: 'Итоги',
      months: 'По месяцам',
    },
    figure: 'Показатель',
    value: 'Значение',
    fullName: 'ФИО',
    username: 'Логин',
    group: 'Группа',
    status: 'Статус',
    interests: 'Интересы',
    rating: 'Успеваемость (по 5-балльной шкале)',
    test: 'Тест',
    completedAt: 'Пройден',
    scale: 'Шкала',
    score: 'Балл (0-100)',
    knowledge: 'Верных ответов, %',
    type: 'Тип личности',
    hollandCode: 'Код Холланда',
    profession: 'Профессия',
    fit: 'Соответствие (0-100)',
    roadmap: 'Дорожная карта',
    goal: 'Цель',
    done: 'Выполнено задач',
    percent: 'Готово, %',
    targetDate: 'Срок',
    goals: { EMPLOYMENT: 'Профессия', ENROLLMENT: 'Поступление' },
    planStatuses: { PENDING: 'Готовится', ACTIVE: 'В работе', COMPLETED: 'Завершена' },
    month: 'Месяц',
    users: 'Пользователи',
    organizations: 'Организации',
    activeOrganizations: 'Организации с действующей лицензией',
    testsTaken: 'Пройдено тестов',
    analyses: 'Анализов личности',
    none: 'Нет',
  },
  kk: {
    sheets: {
      student: 'Оқушы',
      tests: 'Тесттер',
      analysis: 'Тұлғалық талдау',
      roadmaps: 'Жол карталары',
      totals: 'Қорытынды',
      months: 'Айлар бойынша',
    },
    figure: 'Көрсеткіш',
    value: 'Мәні',
    fullName: 'Аты-жөні',
    username: 'Логин',
    group: 'Топ',
    status: 'Мәртебе',
    interests: 'Қызығушылықтар',
    rating: 'Үлгерім (5 балдық шкала бойынша)',
    test: 'Тест',
    completedAt: 'Тапсырылған күні',
    scale: 'Шкала',
    score: 'Балл (0-100)',
    knowledge: 'Дұрыс жауаптар, %',
    type: 'Тұлға типі',
    hollandCode: 'Холланд коды',
    profession: 'Мамандық',
    fit: 'Сәйкестік (0-100)',
    roadmap: 'Жол картасы',
    goal: 'Мақсат',
    done: 'Орындалған тапсырмалар',
    percent: 'Орындалды, %',
    targetDate: 'Мерзімі',
    goals: { EMPLOYMENT: 'Мамандық', ENROLLMENT: 'Оқуға түсу' },
    planStatuses: { PENDING: 'Дайындалуда', ACTIVE: 'Орындалуда', COMPLETED: 'Аяқталған' },
    month: 'Ай',
    users: 'Пайдаланушылар',
    organizations: 'Ұйымдар',
    activeOrganizations: 'Лицензиясы жарамды ұйымдар',
    testsTaken: 'Тапсырылған тесттер',
    analyses: 'Тұлғалық талдаулар',
    none: 'Жоқ',
  },
  en: {
    sheets: {
      student: 'Student',
      tests: 'Tests',
      analysis: 'Personality analysis',
      roadmaps: 'Roadmaps',
      totals: 'Totals',
      months: 'By month',
    },
    figure: 'Figure',
    value: 'Value',
    fullName: 'Full name',
    username: 'Username',
    group: 'Group',
    status: 'Status',
    interests: 'Interests',
    rating: 'Grades (5-point scale)',
    test: 'Test',
    completedAt: 'Completed',
    scale: 'Scale',
    score: 'Score (0-100)',
    knowledge: 'Correct answers, %',
    type: 'Personality type',
    hollandCode: 'Holland code',
    profession: 'Profession',
    fit: 'Fit (0-100)',
    roadmap: 'Roadmap',
    goal: 'Goal',
    done: 'Tasks done',
    percent: 'Done, %',
    targetDate: 'Target date',
    goals: { EMPLOYMENT: 'Profession', ENROLLMENT: 'Enrollment' },
    planStatuses: { PENDING: 'Being prepared', ACTIVE: 'In progress', COMPLETED: 'Completed' },
    month: 'Month',
    users: 'Users',
    organizations: 'Organisations',
    activeOrganizations: 'Organisations with a current licence',
    testsTaken: 'Tests taken',
    analyses: 'Personality analyses',
    none: 'None',
  },
};

const day = (iso: string) => iso.slice(0, 10);

export function studentAnalyticsWorkbook(data: TStudentAnalytics, lang: TUiLanguage): TWorkbook {
  const l = LABELS[lang];
  const s = data.student;
  const { sheets, addSheet } = sheetsOf(COLUMN_WIDTH);
  addSheet(
    l.sheets.student,
    [l.figure, l.value],
    [
      [l.fullName, `${s.lastName} ${s.firstName}`],
      [l.username, s.username],
      [l.group, s.group?.code ?? l.none],
      [l.status, STATUS_LABELS[lang][s.status]],
      [l.interests, s.interests.map((i) => interestName(i as TInterest)?.[lang] ?? i).join(', ') || l.none],
      [l.rating, s.rating],
    ],
  );
  addSheet(
    l.sheets.tests,
    [l.test, l.completedAt, l.scale, l.score, l.knowledge],
    data.tests.flatMap((test): TCell[][] => {
      const head: TCell[] = [test.title[lang], day(test.completedAt)];
      if (test.scales.length === 0) return [[...head, null, null, test.knowledgePercent]];
      return test.scales.map((scale) => [...head, scale.name[lang], scale.score, test.knowledgePercent]);
    }),
  );
  const a = data.analysis;
  addSheet(
    l.sheets.analysis,
    [l.figure, l.value, l.fit],
    a
      ? [
          [l.completedAt, day(a.createdAt), null],
          [l.type, a.type, null],
          [l.hollandCode, a.hollandCode, null],
          ...a.riasec.map((r): TCell[] => [`${r.code}: ${riasecName(r.code as TRiasecCode)[lang]}`, r.score, null]),
          ...a.professions.map((p): TCell[] => [l.profession, p.name[lang], p.fit]),
        ]
      : [[l.type, l.none, null]],
  );
  addSheet(
    l.sheets.roadmaps,
    [l.roadmap, l.goal, l.status, l.done, l.percent, l.targetDate],
    data.roadmaps.map((r) => [
      r.title[lang],
      l.goals[r.goal],
      l.planStatuses[r.status],
      `${r.subtasksDone} / ${r.subtasksTotal}`,
      r.percent,
      r.targetDate,
    ]),
  );
  return { sheets };
}

export function platformAnalyticsWorkbook(data: TPlatformAnalytics, lang: TUiLanguage): TWorkbook {
  const l = LABELS[lang];
  const { sheets, addSheet } = sheetsOf(COLUMN_WIDTH);
  addSheet(
    l.sheets.totals,
    [l.figure, l.value],
    [
      [l.users, data.totals.users],
      [l.organizations, data.totals.organizations],
      [l.activeOrganizations, data.totals.activeOrganizations],
      [l.testsTaken, data.totals.testsTaken],
      [l.analyses, data.totals.analyses],
    ],
  );
  addSheet(
    l.sheets.months,
    [l.month, l.users, l.activeOrganizations, l.testsTaken, l.analyses],
    data.months.map((m) => [m.month, m.users, m.activeOrganizations, m.testsTaken, m.analyses]),
  );
  return { sheets };
}

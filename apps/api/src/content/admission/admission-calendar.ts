import type { TAdmissionCalendarKind, TSource } from '@bagdar/contracts';

/**
 * Kazakhstan's admission calendar as seeded (decision record 022): UNT sessions, the grant
 * application window and the grant results per year. A date with a `source` was read on that page;
 * one without is `sample` (illustrative: the usual dates of the nearest published year) and every
 * screen that shows it says so.
 */

export interface TCalendarSeed {
  year: number;
  kind: TAdmissionCalendarKind;
  startsOn: string;
  endsOn: string;
  source: TSource | null;
}

const ZAKON_UNT_2025: TSource = {
  title: 'Памятка для абитуриентов по ЕНТ-2025: когда начнется и завершится основное тестирование (Zakon.kz)',
  url: 'https://www.zakon.kz/obshestvo/6475586-pamyatka-dlya-abiturientov-po-ent2025-kogda-nachnetsya-i-zavershitsya-osnovnoe-testirovanie.html',
  year: 2025,
};
const FASTNEWS_GRANTS_2025: TSource = {
  title: 'Білім гранты конкурсына өтініш қабылдау басталды (Fastnews.kz, шілде 2025)',
  url: 'https://fastnews.kz/archives/5954',
  year: 2025,
};
const ZAKON_UNT_JANUARY_2026: TSource = {
  title: 'ЕНТ-2026: что разрешено и запрещено во время тестирования (Zakon.kz, 16 января 2026)',
  url: 'https://www.zakon.kz/sovety/6504608-ent2026-chto-razresheno-i-zapreshcheno-vo-vremya-testirovaniya.html',
  year: 2026,
};

export const CALENDAR_SEEDS: readonly TCalendarSeed[] = [
  // 2023: the grant application window and results as announced; no stored page with its address.
  { year: 2023, kind: 'GRANT_APPLICATION', startsOn: '2023-07-13', endsOn: '2023-07-20', source: null },
  { year: 2023, kind: 'GRANT_RESULTS', startsOn: '2023-08-10', endsOn: '2023-08-10', source: null },
  // 2024: no stored page with the main session's dates or the window's address.
  { year: 2024, kind: 'UNT_MAIN', startsOn: '2024-05-14', endsOn: '2024-07-05', source: null },
  { year: 2024, kind: 'GRANT_APPLICATION', startsOn: '2024-07-13', endsOn: '2024-07-24', source: null },
  { year: 2024, kind: 'GRANT_RESULTS', startsOn: '2024-08-03', endsOn: '2024-08-03', source: null },
  { year: 2025, kind: 'UNT_MAIN', startsOn: '2025-05-16', endsOn: '2025-07-07', source: ZAKON_UNT_2025 },
  {
    year: 2025,
    kind: 'GRANT_APPLICATION',
    startsOn: '2025-07-13',
    endsOn: '2025-07-20',
    source: FASTNEWS_GRANTS_2025,
  },
  { year: 2025, kind: 'GRANT_RESULTS', startsOn: '2025-08-10', endsOn: '2025-08-10', source: null },
  { year: 2026, kind: 'UNT_JANUARY', startsOn: '2026-01-10', endsOn: '2026-02-10', source: ZAKON_UNT_JANUARY_2026 },
  // 2026 main session: the ministry said "May to July" without days; the 2025 days stand in, as sample.
  { year: 2026, kind: 'UNT_MAIN', startsOn: '2026-05-16', endsOn: '2026-07-07', source: null },
  { year: 2026, kind: 'GRANT_APPLICATION', startsOn: '2026-07-13', endsOn: '2026-07-20', source: null },
  { year: 2026, kind: 'GRANT_RESULTS', startsOn: '2026-08-10', endsOn: '2026-08-10', source: null },
];

import { ADMISSION_CALENDAR_KINDS, type TAdmissionCalendarKind } from '@bagdar/contracts';
import type { TCited } from './admission-rules.ts';

/**
 * The admission calendar per year (decision record 022). Pure: the rows come from the database
 * (`loadAdmissionCalendar`), the year from the caller. A year without a row of some kind takes that
 * kind's dates from the nearest year that has them, moved to the asked year and marked sample, so a
 * plan three years ahead still has deadlines and says they are illustrative.
 */

export interface TCalendarEvent extends TCited {
  kind: TAdmissionCalendarKind;
  /** YYYY-MM-DD, inclusive. */
  startsOn: string;
  endsOn: string;
}

/** The same day and month in another year (29 February becomes the 28th in a common year). */
export function moveToYear(iso: string, year: number): string {
  const [, month = '01', day = '01'] = iso.split('-');
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const fixedDay = month === '02' && day === '29' && !leap ? '28' : day;
  return `${String(year).padStart(4, '0')}-${month}-${fixedDay}`;
}

/** Each kind's event in `year`: its own row, else the nearest year's row moved to `year` (sample). */
export function calendarOfYear(
  events: readonly TCalendarEvent[],
  year: number,
): Map<TAdmissionCalendarKind, TCalendarEvent> {
  const result = new Map<TAdmissionCalendarKind, TCalendarEvent>();
  for (const kind of ADMISSION_CALENDAR_KINDS) {
    const ofKind = events.filter((e) => e.kind === kind);
    const own = ofKind.find((e) => e.year === year);
    if (own) {
      result.set(kind, own);
      continue;
    }
    // The nearest year; at equal distance the earlier one (the latest published before it).
    const nearest = [...ofKind].sort((a, b) => Math.abs(a.year - year) - Math.abs(b.year - year) || a.year - b.year)[0];
    if (!nearest) continue;
    result.set(kind, {
      year,
      kind,
      startsOn: moveToYear(nearest.startsOn, year + (Number(nearest.startsOn.slice(0, 4)) - nearest.year)),
      endsOn: moveToYear(nearest.endsOn, year + (Number(nearest.endsOn.slice(0, 4)) - nearest.year)),
      source: null,
      sample: true,
    });
  }
  return result;
}

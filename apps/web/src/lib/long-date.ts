import type { TUiLanguage } from '@bagdar/contracts';
import { useUiLanguage } from './use-localized.ts';

/** "29 ноября 2026" / "2026 жылғы 29 қараша" / "November 29, 2026". */
export function formatLongDate(iso: string, lng: TUiLanguage): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = new Intl.DateTimeFormat(lng, { day: 'numeric', month: 'long', year: 'numeric' }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  if (lng === 'en') return `${part('month')} ${part('day')}, ${part('year')}`;
  // Browsers' ICU data often lacks Kazakh month names (Chromium prints "M11"): spell them out.
  if (lng === 'kk') return `${date.getFullYear()} жылғы ${date.getDate()} ${KK_MONTHS[date.getMonth()] ?? ''}`;
  return `${part('day')} ${part('month')} ${part('year')}`;
}

/** formatLongDate with the local time: "29 ноября 2026, 14:30" (a suspension's end). */
export function formatLongDateTime(iso: string, lng: TUiLanguage): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
  return `${formatLongDate(iso, lng)}, ${time}`;
}

/** formatLongDate in the interface language. */
export function useFormatDate(): (iso: string) => string {
  const lng = useUiLanguage();
  return (iso) => formatLongDate(iso, lng);
}

const KK_MONTHS = [
  'қаңтар',
  'ақпан',
  'наурыз',
  'сәуір',
  'мамыр',
  'маусым',
  'шілде',
  'тамыз',
  'қыркүйек',
  'қазан',
  'қараша',
  'желтоқсан',
];

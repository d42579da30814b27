import type { TLocalized } from '@bagdar/contracts';
import { useTranslation } from 'react-i18next';
import { isUiLanguage } from '../../../lib/i18n.ts';

/** Picks the current interface language's text from a `{ ru, kk, en }` object. */
export function useLocalized(): (text: TLocalized) => string {
  const { i18n } = useTranslation();
  const lng = isUiLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'ru';
  return (text) => text[lng] || text.ru;
}

/** A date as "29 ноября 2026" / "2026 жылғы 29 қараша" / "November 29, 2026", in the interface language. */
export function useFormatDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  const lng = isUiLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'ru';
  return (iso) => formatLongDate(iso, lng);
}

export function formatLongDate(iso: string, lng: 'ru' | 'kk' | 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = new Intl.DateTimeFormat(lng, { day: 'numeric', month: 'long', year: 'numeric' }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  if (lng === 'en') return `${part('month')} ${part('day')}, ${part('year')}`;
  // Browsers' ICU data often lacks Kazakh month names (Chromium prints "M11"): spell them out.
  if (lng === 'kk') return `${date.getFullYear()} жылғы ${date.getDate()} ${KK_MONTHS[date.getMonth()] ?? ''}`;
  return `${part('day')} ${part('month')} ${part('year')}`;
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

import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/kk';
import 'dayjs/locale/ru';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/**
 * "5 минут назад" / "5 минут бұрын" / "5 minutes ago". dayjs rather than Intl.RelativeTimeFormat:
 * browsers' ICU data is thin for Kazakh (Chromium printed "-32 min" for `kk`).
 */
export function fromNow(iso: string, language: string | undefined): string {
  return dayjs(iso)
    .locale(language ?? 'ru')
    .fromNow();
}

/** "23 ноября 2026, 14:05" in the interface language, for tooltips beside a relative time. */
export function fullDateTime(iso: string, language: string | undefined): string {
  return dayjs(iso)
    .locale(language ?? 'ru')
    .format('D MMMM YYYY, HH:mm');
}

/** "23 ноября 2026" in the interface language (renewal and end dates). */
export function fullDate(iso: string, language: string | undefined): string {
  return dayjs(iso)
    .locale(language ?? 'ru')
    .format('D MMMM YYYY');
}

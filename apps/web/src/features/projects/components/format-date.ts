import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/kk';
import 'dayjs/locale/ru';

/** "23 ноября 2026" in the interface language (a join date, an application date). */
export function formatDate(iso: string, language: string | undefined): string {
  return dayjs(iso)
    .locale(language ?? 'ru')
    .format('D MMMM YYYY');
}

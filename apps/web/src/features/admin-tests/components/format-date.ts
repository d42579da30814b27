import type { TUiLanguage } from '@bagdar/contracts';

const LOCALES: Record<TUiLanguage, string> = { ru: 'ru-RU', kk: 'kk-KZ', en: 'en-GB' };

/** A date as the interface language writes it ("22.11.2026", "22 Nov 2026"). */
export function formatDate(iso: string, lng: TUiLanguage): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[lng], { dateStyle: 'medium' }).format(date);
}

import { currentLanguage } from '../../../lib/i18n.ts';

/** A date (no time) in the interface language; a dash when there is none. */
export function formatDate(iso: string | null): string {
  if (!iso) return '—';
  const lng = currentLanguage();
  // Debian's Chromium lacks Kazakh date data: Kazakh takes the Russian format (as lib/numbers does).
  return new Date(iso).toLocaleDateString(lng === 'kk' ? 'ru' : lng, { timeZone: 'UTC' });
}

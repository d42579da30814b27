import type { TUiLanguage } from '@bagdar/contracts';

/** A YYYY-MM-DD day as "05.11.2026" (ru, kk) or "Nov 5, 2026" (en); browsers' ICU is thin for Kazakh. */
export function formatDay(iso: string, lng: TUiLanguage): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  if (!y || !m || !d) return iso;
  if (lng !== 'en') return `${d}.${m}.${y}`;
  return new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso.slice(0, 10)}T00:00:00Z`),
  );
}

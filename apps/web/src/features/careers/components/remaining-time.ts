import type { TFunction } from 'i18next';

/** "3 months left", "12 days left", "Due today", "5 days overdue". */
export function remainingLabel(t: TFunction, days: number): string {
  if (days < 0) return t('careers:remaining.overdue', { count: -days });
  if (days === 0) return t('careers:remaining.today');
  if (days < 60) return t('careers:remaining.days', { count: days });
  return t('careers:remaining.months', { count: Math.round(days / 30.4) });
}

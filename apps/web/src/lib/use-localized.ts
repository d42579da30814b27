import type { TLocalized, TUiLanguage } from '@bagdar/contracts';
import { useTranslation } from 'react-i18next';
import { isUiLanguage } from './i18n.ts';

/** The interface language, Russian when i18next resolves to something else. */
export function useUiLanguage(): TUiLanguage {
  const { i18n } = useTranslation();
  return isUiLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'ru';
}

/** Picks the current interface language's text from a `{ ru, kk, en }` object; '' for none. */
export function useLocalized(): (text: TLocalized | null | undefined) => string {
  const lng = useUiLanguage();
  return (text) => (text ? text[lng] || text.ru : '');
}

/**
 * Sorts options by their displayed label with the collation of the interface language: the API
 * orders names by their Russian form, so a Kazakh or English list would otherwise follow Russian
 * order (and Kazakh letters such as ә, ө, ү fall where Kazakh puts them only under a kk collator).
 */
export function sortByLabel<T extends { label: string }>(options: readonly T[], lng: string): T[] {
  const collator = new Intl.Collator(lng);
  return [...options].sort((a, b) => collator.compare(a.label, b.label));
}

/** `sortByLabel` in the current interface language. */
export function useSortByLabel(): <T extends { label: string }>(options: readonly T[]) => T[] {
  const lng = useUiLanguage();
  return (options) => sortByLabel(options, lng);
}

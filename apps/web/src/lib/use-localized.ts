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

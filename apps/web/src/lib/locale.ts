import type { TLocale, TUiLanguage } from '@bagdar/contracts';
import { apiRequest } from './api-client.ts';
import { i18n, loadLanguage, LOCALE_STORAGE_KEY } from './i18n.ts';

export const LANGUAGE_LABELS: Record<TUiLanguage, string> = { ru: 'Русский', kk: 'Қазақша', en: 'English' };

export function toApiLocale(lng: TUiLanguage): TLocale {
  return lng.toUpperCase() as TLocale;
}

export function fromApiLocale(locale: TLocale): TUiLanguage {
  return locale.toLowerCase() as TUiLanguage;
}

/**
 * Whether someone is signed in, as far as this page knows. lib/query-client.ts sets it (the cached
 * `GET /auth/me`); until the app's query cache exists (the signed-out landing) nobody is.
 */
let isSignedIn: () => boolean = () => false;

export function setSignedInCheck(check: () => boolean): void {
  isSignedIn = check;
}

/**
 * What to do once the language changed: the server orders some lists by the reader's language
 * (`Accept-Language`), so lib/query-client.ts refreshes what the cache holds in the old one.
 */
let afterLanguageChange: () => void = () => {};

export function setAfterLanguageChange(callback: () => void): void {
  afterLanguageChange = callback;
}

/** Switches the interface language, keeps it under `locale`, and tells the server when someone is signed in. */
export async function changeLanguage(lng: TUiLanguage): Promise<void> {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, lng);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
  await loadLanguage(lng);
  await i18n.changeLanguage(lng);
  if (isSignedIn()) {
    try {
      await apiRequest('/auth/locale', { method: 'PUT', body: { locale: toApiLocale(lng) } });
    } catch (error) {
      console.warn('Failed to save the language on the server', error);
    }
  }
  afterLanguageChange();
}

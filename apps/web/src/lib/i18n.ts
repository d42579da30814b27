import { DEFAULT_UI_LANGUAGE, UI_LANGUAGES, type TUiLanguage } from '@bagdar/contracts';
import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The localStorage key that keeps the interface language (spec §1). */
export const LOCALE_STORAGE_KEY = 'locale';

type TJsonModule = { default: Record<string, unknown> };

// Every `locales/<lng>/<namespace>.json` file becomes namespace <namespace> of language <lng>. They are
// loaded per language when needed (one chunk per language, see vite.config.ts): the three languages
// together were 420 kB of the entry chunk, which every page, the landing first, downloaded.
const files = import.meta.glob<TJsonModule>('../locales/*/*.json');

function parsePath(path: string): { lng: string; ns: string } | null {
  const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  return match?.[1] && match[2] ? { lng: match[1], ns: match[2] } : null;
}

const namespaces = [...new Set(Object.keys(files).map((path) => parsePath(path)?.ns ?? ''))].filter(Boolean).sort();
const loading = new Map<string, Promise<void>>();

/** Loads every namespace of a language once (later calls wait for the same load). */
export function loadLanguage(lng: TUiLanguage): Promise<void> {
  let done = loading.get(lng);
  if (!done) {
    done = Promise.all(
      Object.entries(files).map(async ([path, load]) => {
        const parsed = parsePath(path);
        if (parsed?.lng !== lng) return;
        i18n.addResourceBundle(lng, parsed.ns, (await load()).default, true, true);
      }),
    ).then(() => undefined);
    loading.set(lng, done);
  }
  return done;
}

export function isUiLanguage(value: unknown): value is TUiLanguage {
  return typeof value === 'string' && (UI_LANGUAGES as readonly string[]).includes(value);
}

export function readStoredLanguage(): TUiLanguage {
  try {
    const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isUiLanguage(stored) ? stored : DEFAULT_UI_LANGUAGE;
  } catch {
    return DEFAULT_UI_LANGUAGE;
  }
}

export function currentLanguage(): TUiLanguage {
  return isUiLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_UI_LANGUAGE;
}

void i18n.use(initReactI18next).init({
  resources: {} satisfies Resource,
  partialBundledLanguages: true,
  ns: namespaces,
  defaultNS: 'common',
  lng: readStoredLanguage(),
  fallbackLng: DEFAULT_UI_LANGUAGE,
  supportedLngs: [...UI_LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

function syncDocumentLanguage(lng: string): void {
  document.documentElement.lang = lng;
}
syncDocumentLanguage(currentLanguage());
i18n.on('languageChanged', syncDocumentLanguage);

/** Resolves once the stored language's texts are loaded: render after it. */
export const i18nReady: Promise<void> = (async () => {
  const lng = readStoredLanguage();
  await loadLanguage(lng);
  // i18next resolved the language before its texts existed (to the fallback): resolve it again, which
  // also sets <html lang> and the language useUiLanguage reads.
  await i18n.changeLanguage(lng);
})();

export { i18n };

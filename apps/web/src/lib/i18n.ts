import { DEFAULT_UI_LANGUAGE, UI_LANGUAGES, type TUiLanguage } from '@bagdar/contracts';
import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The localStorage key that keeps the interface language (spec §1). */
export const LOCALE_STORAGE_KEY = 'locale';

export type TJsonModule = { default: Record<string, unknown> };
export type TTextFiles = Record<string, () => Promise<TJsonModule>>;

// Every `locales/<lng>/<namespace>.json` file becomes namespace <namespace> of language <lng>. They are
// loaded when needed: the signed-out landing loads only `common` and `landing` (about 5 KB gzip), the
// app the rest of its language in one chunk (see vite.config.ts) but the groups of lib/text-groups.ts,
// which load with their pages (decision 014). The three languages together were once 420 kB of the entry.
// Here only the landing's files: the map of all 90 (lib/app-texts.ts) was about 2 KB gzip of the
// landing's first visit; the app adds it with `addTextFiles` before it loads its own.
const files: TTextFiles = { ...import.meta.glob<TJsonModule>('../locales/*/{common,landing}.json') };

/** Makes these files loadable by namespace (lib/app-texts.ts adds the app's). */
export function addTextFiles(more: TTextFiles): void {
  Object.assign(files, more);
}

function parsePath(path: string): { lng: string; ns: string } | null {
  const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  return match?.[1] && match[2] ? { lng: match[1], ns: match[2] } : null;
}

/** The namespaces of these files, sorted. */
export function namespacesOf(map: TTextFiles): string[] {
  return [...new Set(Object.keys(map).map((path) => parsePath(path)?.ns ?? ''))].filter(Boolean).sort();
}

/** What the signed-out landing page needs before it renders (app/landing-entry.tsx): `common` and `landing`. */
export const LANDING_NAMESPACES: readonly string[] = namespacesOf(files);

/** The namespaces this page has needed so far: a change of language loads them in the new language. */
const wanted = new Set<string>();
const bundles = new Map<string, Promise<void>>();

function loadBundle(lng: string, ns: string): Promise<void> {
  const key = `${lng}/${ns}`;
  let done = bundles.get(key);
  if (!done) {
    const load = files[`../locales/${lng}/${ns}.json`];
    done = load
      ? load().then((module) => {
          i18n.addResourceBundle(lng, ns, module.default, true, true);
        })
      : Promise.resolve();
    bundles.set(key, done);
  }
  return done;
}

/** Loads these namespaces of a language once (later calls wait for the same load); by default those needed so far. */
export function loadLanguage(lng: TUiLanguage, namespaces: readonly string[] = [...wanted]): Promise<void> {
  return Promise.all(namespaces.map((ns) => loadBundle(lng, ns))).then(() => undefined);
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
  ns: ['common'],
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

let languageResolved: Promise<void> | null = null;

/**
 * Loads these namespaces in the interface language, and in any language chosen later; resolves once
 * they can be shown. Render after it.
 */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  for (const ns of namespaces) wanted.add(ns);
  const lng = languageResolved ? currentLanguage() : readStoredLanguage();
  await loadLanguage(lng, namespaces);
  // i18next resolved the language before its texts existed (to the fallback): resolve it again once,
  // which also sets <html lang> and the language useUiLanguage reads.
  languageResolved ??= i18n.changeLanguage(lng).then(() => undefined);
  await languageResolved;
}

export { i18n };

import { DEFAULT_UI_LANGUAGE, UI_LANGUAGES, type TUiLanguage } from '@bagdar/contracts';
import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The localStorage key that keeps the interface language (spec §1). */
export const LOCALE_STORAGE_KEY = 'locale';

type TJsonModule = { default: Record<string, unknown> };

// Every `locales/<lng>/<namespace>.json` file becomes namespace <namespace> of language <lng>.
const files = import.meta.glob<TJsonModule>('../locales/*/*.json', { eager: true });

function buildResources(): { resources: Resource; namespaces: string[] } {
  const resources: Resource = {};
  const namespaces = new Set<string>();
  for (const [path, module] of Object.entries(files)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match?.[1] || !match[2]) continue;
    const [, lng, ns] = match;
    resources[lng] ??= {};
    resources[lng][ns] = module.default;
    namespaces.add(ns);
  }
  return { resources, namespaces: [...namespaces].sort() };
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

const { resources, namespaces } = buildResources();

void i18n.use(initReactI18next).init({
  resources,
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

export { i18n };

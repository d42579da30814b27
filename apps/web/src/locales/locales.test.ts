import { ERROR_CODES, UI_LANGUAGES } from '@bagdar/contracts';
import { describe, expect, it } from 'vitest';

type TTree = Record<string, unknown>;
const files = import.meta.glob<{ default: TTree }>('./*/*.json', { eager: true });

/** Every leaf key of a translation tree, dotted (`nav.feed`, `tiers.PRO.features.0`). */
function leafKeys(tree: unknown, prefix = ''): string[] {
  if (tree === null || typeof tree !== 'object') return [prefix];
  return Object.entries(tree as TTree).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
}

const byNamespace = new Map<string, Map<string, TTree>>();
for (const [path, module] of Object.entries(files)) {
  const [, lng = '', ns = ''] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (!byNamespace.has(ns)) byNamespace.set(ns, new Map());
  byNamespace.get(ns)?.set(lng, module.default);
}

describe('locale files', () => {
  it('translate every error code the API can answer, in every language', () => {
    for (const lng of UI_LANGUAGES) {
      const errors = byNamespace.get('errors')?.get(lng) ?? {};
      const missing = ERROR_CODES.filter((code) => typeof errors[code] !== 'string' || errors[code] === '');
      expect(missing, `${lng}/errors.json is missing`).toEqual([]);
    }
  });

  it('exist for the namespaces the shell needs', () => {
    for (const ns of ['common', 'auth', 'app', 'admin', 'errors', 'validation', 'paywall']) {
      expect([...(byNamespace.get(ns)?.keys() ?? [])].sort()).toEqual([...UI_LANGUAGES].sort());
    }
  });

  for (const [ns, languages] of byNamespace) {
    it(`${ns}: every language has every key (deep) and no empty text`, () => {
      expect([...languages.keys()].sort()).toEqual([...UI_LANGUAGES].sort());
      const keysOf = (lng: string) => new Set(leafKeys(languages.get(lng)));
      const all = new Set(UI_LANGUAGES.flatMap((lng) => [...keysOf(lng)]));
      for (const lng of UI_LANGUAGES) {
        const missing = [...all].filter((key) => !keysOf(lng).has(key));
        expect(missing, `${lng}/${ns}.json is missing`).toEqual([]);
      }
      for (const lng of UI_LANGUAGES) {
        const empty = leafKeys(languages.get(lng)).filter((key) => {
          const value = key.split('.').reduce<unknown>((node, part) => (node as TTree)[part], languages.get(lng));
          // Text around an inline link (`before` / `after`) may be empty in one language only.
          if (/\.(before|after)$/.test(key)) return false;
          return typeof value === 'string' && value.trim() === '';
        });
        expect(empty, `${lng}/${ns}.json has empty texts`).toEqual([]);
      }
    });
  }

  it('writes Kazakh in Kazakh letters, not Russian transliteration', () => {
    const kkAuth = byNamespace.get('auth')?.get('kk') as {
      login: { submit: string };
      signup: { submit: string };
      fields: { password: string };
    };
    expect(kkAuth.login.submit).toBe('Кіру');
    expect(kkAuth.signup.submit).toBe('Тіркелу');
    expect(kkAuth.fields.password).toBe('Құпиясөз');
  });
});

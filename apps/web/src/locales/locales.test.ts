import { ERROR_CODES, UI_LANGUAGES } from '@bagdar/contracts';
import { describe, expect, it } from 'vitest';
import { KK_AVOID, KK_SHARED_WORDS } from './glossary.ts';

type TTree = Record<string, unknown>;
const files = import.meta.glob<{ default: TTree }>('./*/*.json', { eager: true });

/** Every leaf key of a translation tree, dotted (`nav.feed`, `tiers.PRO.features.0`). */
function leafKeys(tree: unknown, prefix = ''): string[] {
  if (tree === null || typeof tree !== 'object') return [prefix];
  return Object.entries(tree as TTree).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
}

/** The plural suffix i18next adds (`_one`, `_few`…), with the form captured. */
const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * A key's plural base: `seats_few` → `seats` when the tree also has `seats_other` (i18next needs it
 * for every plural), else the key itself (`subtasks_too_many` is a name, not a plural form).
 */
function pluralBase(tree: unknown): (key: string) => string {
  const keys = new Set(leafKeys(tree));
  return (key) => {
    const base = key.replace(PLURAL, '');
    return base !== key && keys.has(`${base}_other`) ? base : key;
  };
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
    it(`${ns}: every language has every key (deep), its own plural forms only, and no empty text`, () => {
      expect([...languages.keys()].sort()).toEqual([...UI_LANGUAGES].sort());
      // A plural key counts once by its base (`seats_few` → `seats`): each language spells its own forms.
      const keysOf = (lng: string) => new Set(leafKeys(languages.get(lng)).map(pluralBase(languages.get(lng))));
      const all = new Set(UI_LANGUAGES.flatMap((lng) => [...keysOf(lng)]));
      for (const lng of UI_LANGUAGES) {
        const missing = [...all].filter((key) => !keysOf(lng).has(key));
        expect(missing, `${lng}/${ns}.json is missing`).toEqual([]);
      }
      for (const lng of UI_LANGUAGES) {
        const forms = new Set<string>(new Intl.PluralRules(lng).resolvedOptions().pluralCategories);
        const byBase = new Map<string, Set<string>>();
        const baseOf = pluralBase(languages.get(lng));
        for (const key of leafKeys(languages.get(lng))) {
          const base = baseOf(key);
          const form = base === key ? undefined : PLURAL.exec(key)?.[1];
          if (!form) continue;
          byBase.set(base, (byBase.get(base) ?? new Set()).add(form));
        }
        const wrong = [...byBase]
          .filter(([, have]) => have.size !== forms.size || [...have].some((form) => !forms.has(form)))
          .map(([base, have]) => `${base}: ${[...have].sort().join('/')}`);
        expect(wrong, `${lng}/${ns}.json plural forms (${lng} has ${[...forms].join('/')})`).toEqual([]);
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

  it('writes Kazakh in Kazakh: a value equal to the Russian one holds shared words only, and no avoided word', () => {
    const untranslated: string[] = [];
    const avoided: string[] = [];
    for (const [ns, languages] of byNamespace) {
      const ru = languages.get('ru');
      const kk = languages.get('kk');
      for (const key of leafKeys(kk)) {
        const valueOf = (tree: unknown) =>
          key.split('.').reduce<unknown>((node, part) => (node as TTree | undefined)?.[part], tree);
        const text = valueOf(kk);
        if (typeof text !== 'string') continue;
        const words =
          text
            .replace(/\{\{[^}]*\}\}/g, ' ')
            .toLowerCase()
            .match(/[\p{Script=Cyrillic}]+(?:-[\p{Script=Cyrillic}]+)*/gu) ?? [];
        if (text === valueOf(ru) && words.some((word) => !KK_SHARED_WORDS.has(word))) {
          untranslated.push(`${ns}.${key}: ${text}`);
        }
        for (const { pattern, use } of KK_AVOID) {
          if (pattern.test(text)) avoided.push(`${ns}.${key}: ${text} (use ${use})`);
        }
      }
    }
    expect(
      untranslated,
      'Kazakh values equal to the Russian ones (translate, or add a loanword to glossary.ts)',
    ).toEqual([]);
    expect(avoided, 'Kazakh values using a word the glossary replaces').toEqual([]);
  });

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

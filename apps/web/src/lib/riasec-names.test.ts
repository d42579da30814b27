import { RIASEC_CODES, RIASEC_NAMES, UI_LANGUAGES } from '@bagdar/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';

/** Every translation resource, as i18next holds it: namespace → nested keys. */
function resources(language: string): Record<string, unknown> {
  return i18n.store.data[language] ?? {};
}

/** Paths of every object in `tree` that names the six RIASEC types itself. */
function riasecNameTables(tree: unknown, path: string[] = []): string[] {
  if (typeof tree !== 'object' || tree === null) return [];
  const keys = Object.keys(tree);
  const own = RIASEC_CODES.every((code) => keys.includes(code)) ? [path.join('.')] : [];
  return [...own, ...keys.flatMap((key) => riasecNameTables((tree as Record<string, unknown>)[key], [...path, key]))];
}

describe('RIASEC names', () => {
  it('come from the contracts alone: no translation file names the six types on its own', () => {
    for (const language of UI_LANGUAGES) {
      expect(riasecNameTables(resources(language)), language).toEqual([]);
    }
  });

  it('have one name per type in each language, in Kazakh in Kazakh letters', () => {
    expect(RIASEC_NAMES.A.ru).toBe('Артистический');
    expect(RIASEC_NAMES.R.kk).toBe('Практикалық');
    expect(RIASEC_NAMES.C.kk).toBe('Конвенционалдық');
    for (const code of RIASEC_CODES) expect(RIASEC_NAMES[code].kk).toMatch(/^[А-ЯЁӘҒҚҢӨҰҮҺІа-яёәғқңөұүһі]+$/);
  });
});

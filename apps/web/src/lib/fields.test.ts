import { FIELDS, UI_LANGUAGES } from '@bagdar/contracts';
import { describe, expect, it } from 'vitest';
import { fieldFilterOptions } from './fields.ts';
import { i18n } from './i18n.ts';

describe('field codes', () => {
  it('name every code of the contract in ru, kk and en, the filter offering each once in order', async () => {
    for (const lng of UI_LANGUAGES) {
      await i18n.loadLanguages(lng);
      await i18n.loadNamespaces('admin-catalog');
      const missing = FIELDS.filter((code) => !i18n.exists(`admin-catalog:fields.${code}`, { lng }));
      expect(missing, lng).toEqual([]);
    }
    const options = fieldFilterOptions((code) => `name:${code}`);
    expect(options.map((o) => o.value)).toEqual([...FIELDS]);
    expect(options).toContainEqual({ value: 'AVIATION', label: 'name:AVIATION' });
  });
});

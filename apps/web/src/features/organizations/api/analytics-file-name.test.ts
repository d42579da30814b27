import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { analyticsFileName } from './analytics.ts';

describe('analyticsFileName', () => {
  it('names the export in the interface language, with the organisation and the group', async () => {
    await i18n.changeLanguage('ru');
    expect(analyticsFileName(i18n.t('analytics:export.fileName'), 'Школа-лицей №7 г. Астана', '10А')).toBe(
      'Аналитика — Школа-лицей №7 г. Астана — 10А.xlsx',
    );
    await i18n.changeLanguage('en');
    expect(analyticsFileName(i18n.t('analytics:export.fileName'), 'Lyceum "7"/Astana', null)).toBe(
      'Analytics — Lyceum _7_Astana.xlsx',
    );
    await i18n.changeLanguage('ru');
  });
});

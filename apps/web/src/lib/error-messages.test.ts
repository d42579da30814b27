import { afterEach, describe, expect, it } from 'vitest';
import { ZLocalized } from '@bagdar/contracts';
import { ApiError } from './api-client.ts';
import { translateApiError, translateValidation } from './error-messages.ts';
import { i18n } from './i18n.ts';

const conflict = (code: string, field: string) =>
  new ApiError({ statusCode: 409, code: 'CONFLICT', message: 'taken', details: [{ field, code, message: code }] });

afterEach(async () => {
  await i18n.changeLanguage('ru');
});

describe('translateApiError', () => {
  it('says what a conflict duplicates instead of asking to reload the page', async () => {
    await i18n.changeLanguage('ru');
    expect(translateApiError(i18n.t, conflict('iso_code_taken', 'isoCode'), '…')).toBe('Страна с таким кодом уже есть');
    expect(translateApiError(i18n.t, conflict('city_name_taken', 'name.ru'), '…')).toBe(
      'В этой стране уже есть город с таким названием',
    );
    await i18n.changeLanguage('kk');
    expect(translateApiError(i18n.t, conflict('iso_code_taken', 'isoCode'), '…')).toBe('Мұндай кодты ел бар');
    // A conflict that names nothing keeps the generic text.
    const bare = new ApiError({ statusCode: 409, code: 'CONFLICT', message: 'x' });
    expect(translateApiError(i18n.t, bare, '…')).toBe(i18n.t('errors:CONFLICT'));
  });
});

describe('translateValidation', () => {
  it('translates the shared localized-text code in every language (forms outside a feature namespace)', async () => {
    // A three-language field left empty: the code ZLocalized gives, as react-hook-form keeps it.
    const code = ZLocalized.safeParse({ ru: '', kk: 'a', en: 'a' }).error?.issues[0]?.message;
    expect(code).toBe('localized_required');
    const texts = { ru: 'Заполните текст', kk: 'Мәтінді толтырыңыз', en: 'Fill in the text' } as const;
    for (const lng of ['ru', 'kk', 'en'] as const) {
      await i18n.changeLanguage(lng);
      expect(translateValidation(i18n.t, code)).toBe(texts[lng]);
    }
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { translateApiError } from './error-messages.ts';
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

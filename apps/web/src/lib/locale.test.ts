import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, LOCALE_STORAGE_KEY, readStoredLanguage } from './i18n.ts';
import { changeLanguage } from './locale.ts';
import { ME_QUERY_KEY, queryClient } from './query-client.ts';
import { makeMe, mockApi, sentBody } from './testing.tsx';

afterEach(async () => {
  queryClient.clear();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('ru');
});

describe('interface language', () => {
  it('defaults to Russian', () => {
    expect(readStoredLanguage()).toBe('ru');
    expect(i18n.t('common:actions.login')).toBe('Войти');
  });

  it('ignores an unknown stored value', () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'de');
    expect(readStoredLanguage()).toBe('ru');
  });

  it('keeps the choice under `locale`, translates and sets <html lang>', async () => {
    const fetchMock = mockApi({});
    await changeLanguage('kk');
    expect(window.localStorage.getItem('locale')).toBe('kk');
    expect(readStoredLanguage()).toBe('kk');
    expect(document.documentElement.lang).toBe('kk');
    expect(i18n.t('common:actions.login')).toBe('Кіру');
    // A guest has no server-side preference to update.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tells the server when someone is signed in', async () => {
    const fetchMock = mockApi({ 'PUT /auth/locale': { status: 200, body: { ok: true } } });
    queryClient.setQueryData(ME_QUERY_KEY, makeMe());
    await changeLanguage('en');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PUT');
    expect(sentBody(fetchMock)).toEqual({ locale: 'EN' });
    expect(document.documentElement.lang).toBe('en');
  });

  it('marks what the cache holds as stale, so lists sorted in the old language are fetched again', async () => {
    mockApi({});
    queryClient.setQueryData(['institutions', 'list'], { items: [] });
    expect(queryClient.getQueryState(['institutions', 'list'])?.isInvalidated).toBe(false);
    await changeLanguage('kk');
    expect(queryClient.getQueryState(['institutions', 'list'])?.isInvalidated).toBe(true);
  });
});

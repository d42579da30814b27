import { DEFAULT_UI_LANGUAGE, UI_LANGUAGES, type TUiLanguage } from '@bagdar/contracts';

/**
 * The language a list is read in, from the request's Accept-Language (the web client sends its
 * interface language there): the first of ru, kk, en named, highest quality first; Russian otherwise.
 * Lists of localized names (countries, cities, institutions) sort in it.
 */
export function readerLanguage(acceptLanguage: string | string[] | undefined): TUiLanguage {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { lang: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.q > 0 && (UI_LANGUAGES as readonly string[]).includes(r.lang))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranges[0]?.lang as TUiLanguage | undefined) ?? DEFAULT_UI_LANGUAGE;
}

/** The OpenAPI description of the lists that sort in the reader's language. */
export const READER_ORDER_DESCRIPTION =
  "In the order of the names in the request's language (Accept-Language: ru, kk or en; ru otherwise), " +
  'Kazakh in the Kazakh alphabet. nextCursor names the last item shown.';

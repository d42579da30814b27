import type { TUiLanguage } from '@bagdar/contracts';
import { sql, type SQL } from 'drizzle-orm';

/**
 * Sort keys of localized names (jsonb `name` of countries, cities, institutions) for the Kazakh and
 * English readers: generated columns `name_sort_kk` / `name_sort_en` (migration 0033, decision 027).
 *
 * The key is `translate(name->>'<lang>', FROM, TO)`: every letter, upper or lower case, becomes one
 * private-use character whose code point is its place in the reader's alphabet, punctuation is
 * dropped, dashes and slashes become spaces, digits and spaces stay. The columns are COLLATE "C", so
 * comparing keys compares code points: the alphabet's order, the same on PostgreSQL and PGlite, with
 * no ICU collation (PGlite has none) and no lower() (which leaves Cyrillic as it is under the C locale).
 * Kazakh letters take their places in the Kazakh alphabet (Ә after А, Қ after К, І after Ы), not
 * after Я; Latin letters in a Kazakh name come after the Cyrillic ones, Cyrillic in an English name
 * after the Latin ones. The Russian order stays the `name_sort` column (the Russian name lower-cased).
 */

/** The Kazakh alphabet, which holds the Russian one in the same order. */
export const CYRILLIC_ORDER = 'АӘБВГҒДЕЁЖЗИЙКҚЛМНҢОӨПРСТУҰҮФХҺЦЧШЩЪЫІЬЭЮЯ';
export const LATIN_ORDER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Accented Latin letters sort as their base letter. */
const LATIN_ACCENTED: Record<string, string> = {
  A: 'ÀÁÂÃÄÅàáâãäå',
  C: 'Çç',
  E: 'ÈÉÊËèéêë',
  G: 'Ğğ',
  I: 'ÌÍÎÏİìíîïı',
  N: 'Ññ',
  O: 'ÒÓÔÕÖØòóôõöø',
  S: 'Şşß',
  U: 'ÙÚÛÜùúûü',
  Y: 'Ýýÿ',
};
/** Become a space: words joined by them still sort word by word. */
const TO_SPACE = '-‐–—/\\_';
/** Dropped: «Болашақ» sorts under Б. */
const DROPPED = `"'«»“”„‘’.,:;!?()[]{}#№&*+`;

/** The first code point of the reader's own alphabet; the other script's letters follow at +0x100. */
const OWN_SCRIPT = 0xe100;
const OTHER_SCRIPT = 0xe200;

/** The languages with a generated key column; Russian keeps `name_sort`. */
export type TSortedLanguage = Exclude<TUiLanguage, 'ru'>;

/** The FROM and TO arguments of translate() for a reader of `lang`. */
export function nameSortTranslation(lang: TSortedLanguage): { from: string; to: string } {
  const own = lang === 'en' ? LATIN_ORDER : CYRILLIC_ORDER;
  const other = lang === 'en' ? CYRILLIC_ORDER : LATIN_ORDER;
  let from = '';
  let to = '';
  const add = (letters: string, base: number) => {
    [...letters].forEach((letter, i) => {
      const rank = String.fromCodePoint(base + i);
      const variants = letter.toLowerCase() + letter + (LATIN_ACCENTED[letter] ?? '');
      from += variants;
      to += rank.repeat(variants.length);
    });
  };
  add(own, OWN_SCRIPT);
  add(other, OTHER_SCRIPT);
  from += TO_SPACE;
  to += ' '.repeat(TO_SPACE.length);
  // Characters of FROM with no counterpart in TO are deleted by translate().
  return { from: from + DROPPED, to };
}

/** The SQL of a generated sort-key column over the jsonb `name` of the table. */
export function nameSortExpression(lang: TSortedLanguage): SQL {
  const { from, to } = nameSortTranslation(lang);
  return sql.raw(`translate(name->>'${lang}', ${quote(from)}, ${quote(to)})`);
}

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The same key in TypeScript (tests compare it with the database's). */
export function nameSortKey(name: string, lang: TSortedLanguage): string {
  const { from, to } = nameSortTranslation(lang);
  const fromChars = [...from];
  const toChars = [...to];
  const map = new Map<string, string>();
  fromChars.forEach((c, i) => {
    if (!map.has(c)) map.set(c, toChars[i] ?? '');
  });
  return [...name].map((c) => map.get(c) ?? c).join('');
}

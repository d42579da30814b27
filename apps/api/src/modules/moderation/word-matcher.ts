import type { TUiLanguage, TWordList } from '@bagdar/contracts';

/**
 * The word filter's matching, apart from where the lists come from: a text matches a listed word
 * when, after folding, its letters appear in order as a whole word, each letter possibly repeated
 * and separated by spaces or symbols ("д у р а к", "d.u.r.a.k", "идиоооот").
 *
 * Folding lower-cases and maps letters that look alike in Cyrillic and Latin (and digits or symbols
 * written for letters) to one skeleton letter, so "дурaк" with a Latin "a", "idi0t" or "ıdıot" match
 * the listed word. The map is lossy on purpose: two words that look the same are the same word here.
 */
const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic letters that look like Latin ones.
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  з: '3',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  ь: 'b',
  // Kazakh letters written with their plain look-alike.
  қ: 'k',
  ү: 'y',
  ұ: 'y',
  ө: 'o',
  ә: 'a',
  ң: 'h',
  һ: 'h',
  ғ: 'г',
  // Latin letters and signs written for others.
  ı: 'i',
  l: 'i',
  '1': 'i',
  '|': 'i',
  '0': 'o',
  '@': 'a',
  $: 's',
  '€': 'e',
  '4': 'a',
  '6': 'b',
};

function foldChar(ch: string): string {
  const lower = ch.toLowerCase();
  return LOOK_ALIKES[lower] ?? lower;
}

/** The skeleton of a listed word: folded letters only (spaces inside a phrase dropped). */
export function skeleton(word: string): string {
  return Array.from(word)
    .map(foldChar)
    .filter((ch) => /[\p{L}\p{N}]/u.test(ch))
    .join('');
}

const escape = (ch: string) => ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A word's pattern over folded text: each letter one or more times, anything but a letter or digit between. */
function wordPattern(word: string): RegExp | null {
  const letters = Array.from(skeleton(word));
  if (letters.length === 0) return null;
  const body = letters.map((ch) => `${escape(ch)}+`).join('[^\\p{L}\\p{N}]*');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'u');
}

export interface ListedWord {
  language: TUiLanguage;
  list: TWordList;
  word: string;
}

export interface FilterVerdict {
  /** Words of the BLOCK list found: the text is refused, the author told these. */
  blocked: string[];
  /** Words of the REVIEW list found: the text is published hidden and queued for a moderator. */
  review: string[];
}

/** The lists of every language compiled once; a text is checked against all (pupils mix languages). */
export class WordMatcher {
  private readonly entries: { word: string; list: TWordList; pattern: RegExp }[];

  constructor(words: readonly ListedWord[]) {
    this.entries = words.flatMap((w) => {
      const pattern = wordPattern(w.word);
      return pattern ? [{ word: w.word, list: w.list, pattern }] : [];
    });
  }

  check(...texts: (string | null | undefined)[]): FilterVerdict {
    const folded = texts.filter((t): t is string => Boolean(t)).map((t) => Array.from(t).map(foldChar).join(''));
    const verdict: FilterVerdict = { blocked: [], review: [] };
    for (const entry of this.entries) {
      if (!folded.some((text) => entry.pattern.test(text))) continue;
      const found = entry.list === 'BLOCK' ? verdict.blocked : verdict.review;
      if (!found.includes(entry.word)) found.push(entry.word);
    }
    return verdict;
  }
}

import { SOCIAL_LIMITS } from '@bagdar/contracts';

/**
 * Text rules of posts and post search, in TypeScript so they are the same on PGlite and
 * PostgreSQL: hashtags become topics, a query becomes tsquery terms, and matched words are
 * marked as highlight segments (the client renders them, no HTML).
 */

const HASHTAG = /#([\p{L}\p{N}_]+)/gu;
const WORD = /[\p{L}\p{N}_]+/gu;

/** `#Слово` tags of a text: lower-cased, unique, in order of appearance, at most 10. */
export function extractTopics(text: string): string[] {
  const topics = new Set<string>();
  for (const match of text.matchAll(HASHTAG)) {
    const tag = (match[1] ?? '').toLocaleLowerCase().slice(0, SOCIAL_LIMITS.topicMax);
    if (tag) topics.add(tag);
    if (topics.size === SOCIAL_LIMITS.topicsPerPostMax) break;
  }
  return [...topics];
}

/** The lower-cased words of a search query (letters, digits, `_`); duplicates dropped. */
export function queryTerms(q: string): string[] {
  return [...new Set([...q.toLowerCase().matchAll(WORD)].map((m) => m[0]))];
}

/** A prefix-matching tsquery over the terms (`ент:* & ielts:*`); terms hold no operators. */
export function toPrefixTsquery(terms: readonly string[]): string {
  return terms.map((term) => `${term}:*`).join(' & ');
}

function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return grams;
}

function sharedOver(x: ReadonlySet<string>, y: ReadonlySet<string>): number {
  let shared = 0;
  for (const gram of x) if (y.has(gram)) shared++;
  return shared / (x.size + y.size - shared);
}

/** pg_trgm's similarity of two words (shared trigrams over all trigrams). */
export function trigramSimilarity(a: string, b: string): number {
  return sharedOver(trigrams(a), trigrams(b));
}

const TYPO_SIMILARITY = 0.45;

export type THighlightSegment = { text: string; match: boolean };

/**
 * A marker of the matched words of texts, for one query's terms: a word matches when it starts with a
 * term or is a near miss of one (terms of 4 letters or more). The terms' trigrams are built once for
 * a page of texts, and a word's only when it is long enough to reach the similarity.
 */
export function highlighter(terms: readonly string[]): (text: string) => THighlightSegment[] {
  const typoTerms = terms.filter((term) => term.length >= 4).map((term) => trigrams(term));
  const matches = (word: string): boolean => {
    const lower = word.toLowerCase();
    if (terms.some((term) => lower.startsWith(term))) return true;
    let grams: Set<string> | null = null;
    for (const term of typoTerms) {
      // A word of n letters has at most n + 1 trigrams, so it shares at most that many with the term.
      if ((lower.length + 1) / term.size < TYPO_SIMILARITY) continue;
      grams ??= trigrams(lower);
      if (sharedOver(grams, term) >= TYPO_SIMILARITY) return true;
    }
    return false;
  };
  return (text) => {
    const segments: THighlightSegment[] = [];
    const push = (part: string, match: boolean) => {
      if (!part) return;
      const last = segments[segments.length - 1];
      if (last && last.match === match && !match) last.text += part;
      else segments.push({ text: part, match });
    };
    let at = 0;
    for (const m of text.matchAll(WORD)) {
      push(text.slice(at, m.index), false);
      push(m[0], matches(m[0]));
      at = m.index + m[0].length;
    }
    push(text.slice(at), false);
    return segments;
  };
}

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
  return [...new Set([...q.toLocaleLowerCase().matchAll(WORD)].map((m) => m[0]))];
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

/** pg_trgm's similarity of two words (shared trigrams over all trigrams). */
export function trigramSimilarity(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  let shared = 0;
  for (const gram of x) if (y.has(gram)) shared++;
  return shared / (x.size + y.size - shared);
}

const TYPO_SIMILARITY = 0.45;

function wordMatches(word: string, terms: readonly string[]): boolean {
  const lower = word.toLocaleLowerCase();
  return terms.some(
    (term) => lower.startsWith(term) || (term.length >= 4 && trigramSimilarity(lower, term) >= TYPO_SIMILARITY),
  );
}

export type THighlightSegment = { text: string; match: boolean };

/** The text cut into plain and matched runs: a word matches when it starts with a term or is a near miss of one. */
export function highlight(text: string, terms: readonly string[]): THighlightSegment[] {
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
    push(m[0], wordMatches(m[0], terms));
    at = m.index + m[0].length;
  }
  push(text.slice(at), false);
  return segments;
}

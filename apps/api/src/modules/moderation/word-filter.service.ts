import type { TModerationContentType } from '@bagdar/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './moderation.repository.ts';
import { WordMatcher, type FilterVerdict } from './word-matcher.ts';

/**
 * The word filter on write: posts, comments, project texts and profile bios are checked against the
 * lists of all three languages. The compiled lists are kept per database for `MATCHER_TTL_MS`, so a
 * change made in another API process applies within that time (and at once in the process that made it).
 */
const MATCHER_TTL_MS = 30_000;
const matchers = new WeakMap<Db, { matcher: WordMatcher; loadedAt: number }>();

async function matcherFor(db: Db): Promise<WordMatcher> {
  const held = matchers.get(db);
  if (held && Date.now() - held.loadedAt < MATCHER_TTL_MS) return held.matcher;
  const matcher = new WordMatcher(await repo.listWords(db));
  matchers.set(db, { matcher, loadedAt: Date.now() });
  return matcher;
}

/** The lists changed in this process: the next check reads them again. */
export function forgetWordLists(db: Db): void {
  matchers.delete(db);
}

export async function screenText(db: Db, ...texts: (string | null | undefined)[]): Promise<FilterVerdict> {
  return (await matcherFor(db)).check(...texts);
}

/** The answer to a refused text: 422 CONTENT_REJECTED with the words to change (`meta.words`, comma-separated). */
export function contentRejected(words: string[]): AppError {
  return new AppError('CONTENT_REJECTED', 422, 'The text contains words that are not allowed', {
    meta: { words: words.join(', ') },
  });
}

/** Refuses a text with a word of the BLOCK list; returns the verdict (REVIEW words) otherwise. */
export async function assertAllowed(db: Db, ...texts: (string | null | undefined)[]): Promise<FilterVerdict> {
  const verdict = await screenText(db, ...texts);
  if (verdict.blocked.length > 0) throw contentRejected(verdict.blocked);
  return verdict;
}

/**
 * Content published with words of the REVIEW list: hidden from everyone but its author and queued
 * for a moderator as a report without a reporter. Run in the transaction that wrote the content.
 */
export async function holdForReview(
  db: Db,
  content: { type: TModerationContentType; id: string; authorId: string },
  words: string[],
): Promise<void> {
  await repo.setContentState(db, content.type, content.id, 'HIDDEN', 'WORD_FILTER');
  await repo.insertReport(db, {
    contentType: content.type,
    contentId: content.id,
    authorId: content.authorId,
    reporterId: null,
    reason: 'INAPPROPRIATE',
    comment: words.join(', '),
  });
}

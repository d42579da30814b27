/** `#слово` in a post's text: letters, digits and `_` in any script (as the server extracts topics). */
export const HASHTAG = /#([\p{L}\p{N}_]+)/gu;

/** The feed filtered by a topic; `#` and case are dropped as the server stores topics. */
export function topicHref(tag: string): string {
  return `/app/feed?topic=${encodeURIComponent(tag.replace(/^#/, '').toLowerCase())}`;
}

/** Where each hashtag of `text` starts and ends, with its tag (without `#`). */
export function hashtagRanges(text: string): { start: number; end: number; tag: string }[] {
  return [...text.matchAll(HASHTAG)].map((m) => ({ start: m.index, end: m.index + m[0].length, tag: m[1] ?? '' }));
}

import type { TMe, TSearchPage } from '@bagdar/contracts';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../lib/uuid.ts';
import { decodeCursor, encodeCursor, invalidCursor, isTimeKey } from '../../lib/keyset.ts';
import { toPosts } from './feed.service.ts';
import { highlighter, queryTerms, toPrefixTsquery } from './post-text.ts';
import {
  FEW_FTS_HITS,
  SEARCH_CANDIDATES,
  SEARCH_ENOUGH,
  SEARCH_WINDOW,
  searchPosts,
  type SearchCeiling,
} from './search.repository.ts';

/**
 * Post search (ZSearchQuery already enforced 2-100 characters), ranking at most `candidates`
 * (SEARCH_CANDIDATES) of the newest matches whatever their number: one statement per page, or two on
 * a first page whose full-text search finds fewer than FEW_FTS_HITS posts (the trigram search then
 * follows, and the cursor carries the mode so that later pages run that one statement alone).
 */
export async function searchFeed(
  db: Db,
  me: TMe,
  query: { q: string; cursor?: string; limit: number },
  options: { candidates?: number; window?: number; enough?: number } = {},
): Promise<TSearchPage> {
  const after = decodeScoreCursor(query.cursor);
  const terms = queryTerms(query.q);
  if (terms.length === 0) return { items: [], nextCursor: null };
  const tsquery = toPrefixTsquery(terms);
  const phrase = terms.join(' ');
  const search = (withTrigrams: boolean) =>
    searchPosts(db, {
      viewerId: me.id,
      tsquery,
      phrase,
      withTrigrams,
      after,
      ceiling: after?.ceiling ?? null,
      limit: query.limit + 1,
      candidates: options.candidates ?? SEARCH_CANDIDATES,
      window: options.window ?? SEARCH_WINDOW,
      enough: options.enough ?? SEARCH_ENOUGH,
    });
  let withTrigrams = after?.withTrigrams ?? false;
  let rows = await search(withTrigrams);
  if (!after && (rows[0]?.candidateCount ?? 0) < FEW_FTS_HITS) {
    withTrigrams = true;
    rows = await search(withTrigrams);
  }
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  // The first page fixes the candidate set by its newest post; later pages keep the cursor's.
  const ceiling =
    after?.ceiling ?? (last?.ceilingAt && last.ceilingId ? { createdAt: last.ceilingAt, id: last.ceilingId } : null);
  const posts = toPosts(me.id, page);
  const highlight = highlighter(terms);
  return {
    items: posts.map(({ row: _row, ...post }) => ({ ...post, highlight: highlight(post.text) })),
    nextCursor:
      rows.length > query.limit && last && ceiling
        ? encodeCursor([
            String(last.score),
            last.id,
            ceiling.createdAt,
            ceiling.id,
            withTrigrams ? MODE_TRGM : MODE_FTS,
          ])
        : null,
  };
}

const MODE_FTS = 'fts';
const MODE_TRGM = 'trgm';

/** A (score, id) keyset cursor with the candidate ceiling of the first page and its mode; 400 when forged. */
function decodeScoreCursor(
  cursor: string | undefined,
): { score: number; id: string; ceiling: SearchCeiling; withTrigrams: boolean } | null {
  const key = decodeCursor(cursor, 5);
  if (!key) return null;
  const [score = '', id = '', ceilingAt = '', ceilingId = '', mode = ''] = key;
  if (!Number.isFinite(Number(score)) || score.trim() === '' || !isUuid(id)) throw invalidCursor();
  if (!isTimeKey(ceilingAt) || !isUuid(ceilingId)) throw invalidCursor();
  if (mode !== MODE_FTS && mode !== MODE_TRGM) throw invalidCursor();
  return {
    score: Number(score),
    id,
    ceiling: { createdAt: ceilingAt, id: ceilingId },
    withTrigrams: mode === MODE_TRGM,
  };
}

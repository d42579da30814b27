import type { TMe, TSearchPage } from '@bagdar/contracts';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../lib/uuid.ts';
import { decodeCursor, encodeCursor, invalidCursor } from '../../lib/keyset.ts';
import { toPosts } from './feed.service.ts';
import { highlight, queryTerms, toPrefixTsquery } from './post-text.ts';
import { countFtsHits, FEW_FTS_HITS, searchPosts } from './search.repository.ts';

/** Post search (ZSearchQuery already enforced 2-100 characters): three queries per page whatever its size. */
export async function searchFeed(
  db: Db,
  me: TMe,
  query: { q: string; cursor?: string; limit: number },
): Promise<TSearchPage> {
  const after = decodeScoreCursor(query.cursor);
  const terms = queryTerms(query.q);
  if (terms.length === 0) return { items: [], nextCursor: null };
  const tsquery = toPrefixTsquery(terms);
  const withTrigrams = (await countFtsHits(db, tsquery)) < FEW_FTS_HITS;
  const rows = await searchPosts(db, {
    viewerId: me.id,
    tsquery,
    phrase: terms.join(' '),
    withTrigrams,
    after,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  const posts = await toPosts(db, me.id, page);
  return {
    items: posts.map(({ row: _row, ...post }) => ({ ...post, highlight: highlight(post.text, terms) })),
    nextCursor: rows.length > query.limit && last ? encodeCursor([String(last.score), last.id]) : null,
  };
}

function decodeScoreCursor(cursor: string | undefined): { score: number; id: string } | null {
  const key = decodeCursor(cursor, 2);
  if (!key) return null;
  const [score = '', id = ''] = key;
  if (!Number.isFinite(Number(score)) || score.trim() === '' || !isUuid(id)) throw invalidCursor();
  return { score: Number(score), id };
}

import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { posts } from '../../db/schema/social.ts';
import { users } from '../../db/schema/users.ts';
import { postColumns } from './feed.repository.ts';

/**
 * Post search: full-text (`simple` configuration, posts_search_idx) ranked by ts_rank; when
 * full text finds few posts, trigram word similarity (`<%`, posts_text_trgm_idx) adds near
 * misses, ranked below every full-text hit. Keyset over (score, id).
 */

/** Below this many full-text hits the trigram fallback joins in. */
export const FEW_FTS_HITS = 5;

/** How many posts full text finds, counting up to FEW_FTS_HITS only (a cheap index probe). */
export async function countFtsHits(db: Db, tsquery: string): Promise<number> {
  const hits = db
    .select({ one: sql`1` })
    .from(posts)
    .where(sql`${posts.search} @@ to_tsquery('simple', ${tsquery})`)
    .limit(FEW_FTS_HITS)
    .as('hits');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(hits);
  return row?.n ?? 0;
}

export interface SearchFilter {
  viewerId: string;
  tsquery: string;
  /** The query as typed (lower-cased), for trigram similarity. */
  phrase: string;
  withTrigrams: boolean;
  after: { score: number; id: string } | null;
  limit: number;
}

export async function searchPosts(db: Db, filter: SearchFilter) {
  const tq = sql`to_tsquery('simple', ${filter.tsquery})`;
  const fts = sql`${posts.search} @@ ${tq}`;
  const match: SQL = filter.withTrigrams ? sql`(${fts} OR ${filter.phrase} <% ${posts.text})` : fts;
  const score = filter.withTrigrams
    ? sql<number>`(CASE WHEN ${fts} THEN 1 + ts_rank(${posts.search}, ${tq}) ELSE word_similarity(${filter.phrase}, ${posts.text}) END)::float8`
    : sql<number>`ts_rank(${posts.search}, ${tq})::float8`;
  const ranked = db
    .select({ rid: posts.id, score: score.as('score') })
    .from(posts)
    .where(match)
    .as('ranked');
  return db
    .select({ ...postColumns(filter.viewerId), score: ranked.score })
    .from(ranked)
    .innerJoin(posts, eq(posts.id, ranked.rid))
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(
      and(
        filter.after
          ? sql`(${ranked.score}, ${ranked.rid}) < (${filter.after.score}::float8, ${filter.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(ranked.score), desc(ranked.rid))
    .limit(filter.limit);
}

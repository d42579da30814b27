import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { posts } from '../../db/schema/social.ts';
import { users } from '../../db/schema/users.ts';
import { timeKey } from '../../lib/keyset.ts';
import { postColumns } from './feed.repository.ts';

/**
 * Post search: full-text (`simple` configuration, posts_search_idx) ranked by ts_rank; when
 * full text finds few posts, trigram word similarity (`<%`, posts_text_trgm_idx) adds near
 * misses, ranked below every full-text hit. Keyset over (score, id).
 *
 * Only the newest SEARCH_CANDIDATES matching posts are candidates, and only they are ranked and
 * sorted, so ranking and sorting cost the same whatever the number of matches. Picking them reads
 * ids and created_at only: posts_created_idx newest first until enough match, or the GIN bitmap
 * with a top-N sort (a heap visit per match, no ranking, no spill). Older matches are reached by
 * a more specific query. The first page fixes the candidate set by its newest post
 * (the "ceiling", carried in the cursor), so posts written while someone pages do not shift it.
 */

/** Below this many full-text hits the trigram fallback joins in. */
export const FEW_FTS_HITS = 5;

/** How many of the newest matching posts are ranked. */
export const SEARCH_CANDIDATES = 1000;

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

/** The newest candidate of a search's first page, as exact UTC text and id. */
export interface SearchCeiling {
  createdAt: string;
  id: string;
}

export interface SearchFilter {
  viewerId: string;
  tsquery: string;
  /** The query as typed (lower-cased), for trigram similarity. */
  phrase: string;
  withTrigrams: boolean;
  after: { score: number; id: string } | null;
  /** Null on the first page: the candidates are then the newest matches, and the answer names their ceiling. */
  ceiling: SearchCeiling | null;
  limit: number;
  /** How many of the newest matches are ranked (SEARCH_CANDIDATES; smaller in tests). */
  candidates: number;
}

export async function searchPosts(db: Db, filter: SearchFilter) {
  const tq = sql`to_tsquery('simple', ${filter.tsquery})`;
  const fts = sql`${posts.search} @@ ${tq}`;
  const match: SQL = filter.withTrigrams ? sql`(${fts} OR ${filter.phrase} <% ${posts.text})` : fts;
  const score = filter.withTrigrams
    ? sql<number>`(CASE WHEN ${fts} THEN 1 + ts_rank(${posts.search}, ${tq}) ELSE word_similarity(${filter.phrase}, ${posts.text}) END)::float8`
    : sql<number>`ts_rank(${posts.search}, ${tq})::float8`;
  // The newest matches only: posts_created_idx read newest first, or the GIN index's bitmap
  // (ids and created_at, no ranking) with a top-N sort, whichever the planner finds cheaper.
  const candidates = db.$with('candidates').as(
    db
      .select({ cid: sql<string>`${posts.id}`.as('cid'), cat: sql<Date>`${posts.createdAt}`.as('cat') })
      .from(posts)
      .where(
        and(
          match,
          filter.ceiling
            ? sql`(${posts.createdAt}, ${posts.id}) <= (${filter.ceiling.createdAt}::timestamptz, ${filter.ceiling.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(filter.candidates),
  );
  // Rank the candidates and cut the page before joining authors: the joins see `limit` rows.
  const ranked = db
    .select({ rid: sql<string>`${posts.id}`.as('rid'), score: score.as('score') })
    .from(candidates)
    .innerJoin(posts, eq(posts.id, candidates.cid))
    .where(
      filter.after
        ? sql`(${score}, ${posts.id}) < (${filter.after.score}::float8, ${filter.after.id}::uuid)`
        : undefined,
    )
    .orderBy(desc(score), desc(posts.id))
    .limit(filter.limit)
    .as('ranked');
  const ceiling = (expr: SQL) =>
    sql<
      string | null
    >`(SELECT ${expr} AS ceiling FROM ${candidates} ORDER BY ${candidates.cat} DESC, ${candidates.cid} DESC LIMIT 1)`;
  return db
    .with(candidates)
    .select({
      ...postColumns(filter.viewerId),
      score: ranked.score,
      ceilingAt: ceiling(timeKey(candidates.cat)),
      ceilingId: ceiling(sql`${candidates.cid}::text`),
    })
    .from(ranked)
    .innerJoin(posts, eq(posts.id, ranked.rid))
    .innerJoin(users, eq(users.id, posts.authorId))
    .orderBy(desc(ranked.score), desc(ranked.rid))
    .limit(filter.limit);
}

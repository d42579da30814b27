import { desc, eq, sql, type SQL } from 'drizzle-orm';
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
 * sorted, so ranking and sorting cost the same whatever the number of matches. They are found in
 * two steps, in one statement: first the newest SEARCH_WINDOW posts are read newest first
 * (posts_created_idx, stopping at the candidate count), which finds every candidate of a common
 * word after a few thousand rows; only when that window holds fewer than SEARCH_CANDIDATES matches
 * (a rarer word, so few matches in all) does the GIN bitmap over all posts with a top-N sort run.
 * Either way the candidates are the same newest matches, ranked as they are read. Older matches
 * are reached by a more specific query. The first page fixes the candidate set by its newest post
 * (the "ceiling", carried in the cursor), so posts written while someone pages do not shift it.
 */

/** Below this many full-text hits the trigram fallback joins in. */
export const FEW_FTS_HITS = 5;

/** How many of the newest matching posts are ranked. */
export const SEARCH_CANDIDATES = 1000;

/** How many of the newest posts the first step reads at most (a word in 1 post of 10 fills the candidates there). */
export const SEARCH_WINDOW = 10 * SEARCH_CANDIDATES;

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
  /** How many of the newest posts the first step reads (SEARCH_WINDOW; smaller in tests). */
  window: number;
}

export async function searchPosts(db: Db, filter: SearchFilter) {
  const tq = sql`to_tsquery('simple', ${filter.tsquery})`;
  // The match and the score over a row's `search` and `text`, whichever relation holds them.
  const matchOf = (search: SQL, text: SQL): SQL =>
    filter.withTrigrams ? sql`(${search} @@ ${tq} OR ${filter.phrase} <% ${text})` : sql`${search} @@ ${tq}`;
  const scoreOf = (search: SQL, text: SQL): SQL =>
    filter.withTrigrams
      ? sql`(CASE WHEN ${search} @@ ${tq} THEN 1 + ts_rank(${search}, ${tq}) ELSE word_similarity(${filter.phrase}, ${text}) END)::float8`
      : sql`ts_rank(${search}, ${tq})::float8`;
  const belowCeiling = filter.ceiling
    ? sql`WHERE (${posts.createdAt}, ${posts.id}) <= (${filter.ceiling.createdAt}::timestamptz, ${filter.ceiling.id}::uuid)`
    : sql``;
  const andBelowCeiling = filter.ceiling
    ? sql`AND (${posts.createdAt}, ${posts.id}) <= (${filter.ceiling.createdAt}::timestamptz, ${filter.ceiling.id}::uuid)`
    : sql``;
  const w = sql.raw('w');
  const inWindow = sql.raw('window_matches');
  // Step 1: the newest `window` posts, read newest first (the LIMIT fences the index order), filtered
  // and ranked as read, stopping once `candidates` match.
  // Step 2, only when step 1 fell short (a one-time filter: otherwise never executed): the GIN bitmap
  // over all posts, ids and created_at, a top-N sort, then the ranking of those few.
  const candidates = db.$with('candidates', {
    cid: sql<string>`cid`.as('cid'),
    cat: sql<Date>`cat`.as('cat'),
    score: sql<number>`score`.as('score'),
  }).as(sql`
    WITH ${inWindow} AS MATERIALIZED (
      SELECT ${w}.id AS cid, ${w}.created_at AS cat, ${scoreOf(sql`${w}.search`, sql`${w}.text`)} AS score
      FROM (
        SELECT ${posts.id} AS id, ${posts.createdAt} AS created_at, ${posts.search} AS search, ${posts.text} AS text
        FROM ${posts} ${belowCeiling}
        ORDER BY ${posts.createdAt} DESC, ${posts.id} DESC LIMIT ${filter.window}
      ) ${w}
      WHERE ${matchOf(sql`${w}.search`, sql`${w}.text`)}
      ORDER BY ${w}.created_at DESC, ${w}.id DESC LIMIT ${filter.candidates}
    )
    SELECT cid, cat, score FROM ${inWindow} WHERE (SELECT count(*) FROM ${inWindow}) >= ${filter.candidates}
    UNION ALL
    SELECT ${posts.id}, ${posts.createdAt}, ${scoreOf(sql`${posts.search}`, sql`${posts.text}`)}
    FROM ${posts}
    JOIN (
      SELECT ${posts.id} AS oid FROM ${posts}
      WHERE ${matchOf(sql`${posts.search}`, sql`${posts.text}`)} ${andBelowCeiling}
      ORDER BY ${posts.createdAt} DESC, ${posts.id} DESC LIMIT ${filter.candidates}
    ) older ON older.oid = ${posts.id}
    WHERE (SELECT count(*) FROM ${inWindow}) < ${filter.candidates}`);
  // Cut the page from the ranked candidates before joining authors: the joins see `limit` rows.
  const ranked = db
    .select({ rid: sql<string>`${candidates.cid}`.as('rid'), score: sql<number>`${candidates.score}`.as('rscore') })
    .from(candidates)
    .where(
      filter.after
        ? sql`(${candidates.score}, ${candidates.cid}) < (${filter.after.score}::float8, ${filter.after.id}::uuid)`
        : undefined,
    )
    .orderBy(sql`${candidates.score} DESC`, sql`${candidates.cid} DESC`)
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

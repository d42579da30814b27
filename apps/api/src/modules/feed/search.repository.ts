import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withFastRows } from '../../db/fast-rows.ts';
import { newestCandidate } from '../../db/newest-candidate.ts';
import { preparedByName } from '../../db/prepared.ts';
import { posts } from '../../db/schema/social.ts';
import { users } from '../../db/schema/users.ts';
import { authorNotSuspended, moderationAllows } from '../moderation/visibility.ts';
import { notHiddenFrom } from '../privacy/relation-filter.ts';
import { literalLimit, postColumns } from './feed.repository.ts';

/**
 * Post search: full-text (`simple` configuration, posts_search_idx) ranked by ts_rank; when
 * full text finds few posts (fewer than FEW_FTS_HITS candidates), a second statement adds trigram
 * word similarity (`<%`, posts_text_trgm_idx): near misses, ranked below every full-text hit.
 * Keyset over (score, id).
 *
 * Only the newest SEARCH_CANDIDATES matching posts are candidates, and only they are ranked and
 * sorted, so ranking and sorting cost the same whatever the number of matches. They are found in
 * two steps, in one statement: first the newest SEARCH_WINDOW posts are read newest first
 * (posts_created_idx, stopping at the candidate count), which finds every candidate of a common
 * word after a couple of thousand rows; only when that window holds fewer than SEARCH_ENOUGH matches
 * (a rare word, so few matches in all) does the GIN bitmap over all posts with a top-N sort run.
 * The candidates are thus the newest matches of the newest posts, or of all posts for a rare word;
 * older matches are reached by a more specific query. The first page fixes the candidate set by its
 * newest post (the "ceiling", carried in the cursor), so posts written while someone pages do not
 * shift it.
 *
 * The statement is a named prepared statement (docs/decisions/007), one per shape (full text or with
 * trigrams, first or later page, the counts written into its text): planning it cost as much as
 * running it. Every value is a parameter.
 */

/** Below this many full-text hits the trigram fallback joins in. */
export const FEW_FTS_HITS = 5;

/** How many of the newest matching posts are ranked. */
export const SEARCH_CANDIDATES = 500;

/** How many of the newest posts the first step reads at most (a word in 1 post of 10 fills the candidates there). */
export const SEARCH_WINDOW = 10 * SEARCH_CANDIDATES;

/**
 * Fewer matches than this in the window (a word in fewer than 1 post of 50 there) and all posts are
 * searched; at least this many, and the window's matches are the candidates. A word between (in 1
 * post of 10 to 1 of 50) would otherwise read the whole window and then the bitmap of its many matches.
 */
export const SEARCH_ENOUGH = 100;

/**
 * The tsquery as a parameter (the planner does not look into it: one generic plan per statement),
 * parsed once per statement: a scalar subquery runs once, as an InitPlan, where `to_tsquery(...)` in
 * a generic plan is not folded into a constant and was parsed again for every row read (a common word
 * read 2,000 rows: 6.3 ms of the statement's 9.3, against 2.2 once parsed).
 */
const tsqueryParam = sql`(SELECT to_tsquery('simple', ${sql.placeholder('tsquery')}::text))`;

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
  /** The cursor's position; set together with `ceiling` (later pages) or not at all (the first). */
  after: { score: number; id: string } | null;
  /** Null on the first page: the candidates are then the newest matches, and the answer names their ceiling. */
  ceiling: SearchCeiling | null;
  limit: number;
  /** How many of the newest matches are ranked (SEARCH_CANDIDATES; smaller in tests). */
  candidates: number;
  /** How many of the newest posts the first step reads (SEARCH_WINDOW; smaller in tests). */
  window: number;
  /** The fewest matches in the window that spare the search of all posts (SEARCH_ENOUGH; smaller in tests). */
  enough: number;
}

/** The counts and switches a search statement is written with: one prepared statement each. */
interface SearchShape {
  withTrigrams: boolean;
  paged: boolean;
  limit: number;
  candidates: number;
  window: number;
  enough: number;
}

export async function searchPosts(db: Db, filter: SearchFilter) {
  if ((filter.after === null) !== (filter.ceiling === null)) {
    throw new Error('searchPosts: a cursor carries both its position and its ceiling');
  }
  const shape: SearchShape = {
    withTrigrams: filter.withTrigrams,
    paged: filter.after !== null,
    limit: filter.limit,
    candidates: filter.candidates,
    window: filter.window,
    enough: Math.min(filter.enough, filter.candidates),
  };
  const counts = [shape.limit, shape.candidates, shape.window, shape.enough];
  if (!counts.every((n) => Number.isInteger(n) && n >= 1 && n <= 100_000)) {
    throw new Error(`searchPosts: counts ${counts.join(', ')} are not whole numbers of 1-100000`);
  }
  const name = `post_search_${shape.withTrigrams ? 'trgm' : 'fts'}_${shape.paged ? 'next' : 'first'}_${counts.join('_')}`;
  return searchPrepared(db, name, () => prepareSearch(db, name, shape)).execute({
    viewerId: filter.viewerId,
    tsquery: filter.tsquery,
    phrase: filter.phrase,
    afterScore: filter.after?.score ?? null,
    afterId: filter.after?.id ?? null,
    ceilingAt: filter.ceiling?.createdAt ?? null,
    ceilingId: filter.ceiling?.id ?? null,
  });
}

function prepareSearch(db: Db, name: string, shape: SearchShape) {
  const tq = tsqueryParam;
  const phrase = sql`${sql.placeholder('phrase')}::text`;
  // The match and the score over a row's `search` and `text`, whichever relation holds them.
  const matchOf = (search: SQL, text: SQL): SQL =>
    shape.withTrigrams ? sql`(${search} @@ ${tq} OR ${phrase} <% ${text})` : sql`${search} @@ ${tq}`;
  const scoreOf = (search: SQL, text: SQL): SQL =>
    shape.withTrigrams
      ? sql`(CASE WHEN ${search} @@ ${tq} THEN 1 + ts_rank(${search}, ${tq}) ELSE word_similarity(${phrase}, ${text}) END)::float8`
      : sql`ts_rank(${search}, ${tq})::float8`;
  const ceilingRow = sql`(${sql.placeholder('ceilingAt')}::timestamptz, ${sql.placeholder('ceilingId')}::uuid)`;
  const belowCeiling = shape.paged ? sql`WHERE (${posts.createdAt}, ${posts.id}) <= ${ceilingRow}` : sql``;
  const andBelowCeiling = shape.paged ? sql`AND (${posts.createdAt}, ${posts.id}) <= ${ceilingRow}` : sql``;
  const [window, candidatesCount, enough] = [shape.window, shape.candidates, shape.enough].map((n) =>
    sql.raw(String(n)),
  );
  const w = sql.raw('w');
  const inWindow = sql.raw('window_matches');
  // Step 1: the newest `window` posts, read newest first (the LIMIT fences the index order), filtered
  // and ranked as read, stopping once `candidates` match.
  // Step 2, only when step 1 found fewer than `enough` (a one-time filter: otherwise never executed):
  // the GIN bitmap over all posts, ids and created_at, a top-N sort, then the ranking of those few.
  // OFFSET 0 keeps the planner from walking posts_created_idx instead and filtering every post until
  // `candidates` match (it guesses 2 % of posts match a prefix or a trigram query; a word that matches
  // none was read through all 200,000 posts of the bench, 2.9 s).
  const candidates = db.$with('candidates', {
    cid: sql<string>`cid`.as('cid'),
    cat: sql<Date>`cat`.as('cat'),
    aid: sql<string>`aid`.as('aid'),
    score: sql<number>`score`.as('score'),
  }).as(sql`
    WITH ${inWindow} AS MATERIALIZED (
      SELECT ${w}.id AS cid, ${w}.created_at AS cat, ${w}.author_id AS aid, ${scoreOf(sql`${w}.search`, sql`${w}.text`)} AS score
      FROM (
        SELECT ${posts.id} AS id, ${posts.createdAt} AS created_at, ${posts.authorId} AS author_id, ${posts.search} AS search, ${posts.text} AS text
        FROM ${posts} ${belowCeiling}
        ORDER BY ${posts.createdAt} DESC, ${posts.id} DESC LIMIT ${window}
      ) ${w}
      WHERE ${matchOf(sql`${w}.search`, sql`${w}.text`)}
      ORDER BY ${w}.created_at DESC, ${w}.id DESC LIMIT ${candidatesCount}
    )
    SELECT cid, cat, aid, score FROM ${inWindow} WHERE (SELECT count(*) FROM ${inWindow}) >= ${enough}
    UNION ALL
    SELECT ${posts.id}, ${posts.createdAt}, ${posts.authorId}, ${scoreOf(sql`${posts.search}`, sql`${posts.text}`)}
    FROM ${posts}
    JOIN (
      SELECT m.oid FROM (
        SELECT ${posts.id} AS oid, ${posts.createdAt} AS oat FROM ${posts}
        WHERE ${matchOf(sql`${posts.search}`, sql`${posts.text}`)} ${andBelowCeiling}
        OFFSET 0
      ) m
      ORDER BY m.oat DESC, m.oid DESC LIMIT ${candidatesCount}
    ) older ON older.oid = ${posts.id}
    WHERE (SELECT count(*) FROM ${inWindow}) < ${enough}`);
  // Cut the page from the ranked candidates before joining authors: the joins see `limit` rows.
  // Posts of people the viewer blocked, muted or was blocked by are dropped here, as the ranked
  // candidates are read (two key probes each), so a page is still full; the candidate count and the
  // ceiling stay those of the search itself.
  const ranked = db
    .select({ rid: sql<string>`${candidates.cid}`.as('rid'), score: sql<number>`${candidates.score}`.as('rscore') })
    .from(candidates)
    .where(
      and(
        shape.paged
          ? sql`(${candidates.score}, ${candidates.cid}) < (${sql.placeholder('afterScore')}::float8, ${sql.placeholder('afterId')}::uuid)`
          : undefined,
        notHiddenFrom(sql.placeholder('viewerId'), candidates.aid),
      ),
    )
    .orderBy(sql`${candidates.score} DESC`, sql`${candidates.cid} DESC`)
    .limit(literalLimit(shape.limit))
    .as('ranked');
  const ceiling = newestCandidate(db, candidates);
  return withFastRows(
    db
      .with(candidates, ceiling.cte)
      .select({
        ...postColumns(sql.placeholder('viewerId')),
        score: ranked.score,
        ceilingAt: ceiling.at,
        ceilingId: ceiling.id,
        /** How many candidates there are (at most `candidates`): below FEW_FTS_HITS the trigram search follows. */
        candidateCount: sql<number>`(SELECT count(*)::int FROM ${candidates})`,
      })
      .from(ranked)
      .innerJoin(posts, eq(posts.id, ranked.rid))
      .innerJoin(users, eq(users.id, posts.authorId))
      // Moderation filters the ranked page (a page may then hold fewer rows; its cursor still holds).
      .where(and(moderationAllows(posts, sql.placeholder('viewerId')), authorNotSuspended(posts.authorId)))
      .orderBy(desc(ranked.score), desc(ranked.rid))
      .limit(literalLimit(shape.limit))
      .prepare(name),
  );
}

const searchPrepared = preparedByName<ReturnType<typeof prepareSearch>>();

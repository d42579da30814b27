import { PROJECT_LIMITS, type TProjectStatus } from '@bagdar/contracts';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withFastRows } from '../../db/fast-rows.ts';
import { newestCandidate } from '../../db/newest-candidate.ts';
import { preparedByName } from '../../db/prepared.ts';
import { media, type MediaRow } from '../../db/schema/media.ts';
import { projectMembers, projects } from '../../db/schema/projects.ts';
import { users } from '../../db/schema/users.ts';
import { timeKey } from '../../lib/keyset.ts';

/** The project catalogue: its tabs (All, Popular, Recommended), a user's projects, and the card columns they share. */

/**
 * How many of the project's interests the viewer shares (the Recommended ranking): one containment
 * test per interest of the viewer (at most the 32 of the list), where an INTERSECT of the two arrays
 * built and hashed a set per row — 1.75x the cost of the 20,000-project scan (33.7 → 19.2 ms).
 */
const overlap = (interests: string[]) => {
  const distinct = [...new Set(interests)];
  if (distinct.length === 0) return sql<number>`0`;
  const terms = distinct.map((interest) => sql`(${projects.interests} @> ${textArray([interest])})::int`);
  return sql<number>`(${sql.join(terms, sql` + `)})`;
};

/**
 * `LIMIT n` as text of a prepared statement (a `LIMIT $n` makes the generic plan assume a tenth of
 * the table): drizzle's limit() writes any SQL it is given into the statement.
 */
export const literalLimit = (limit: number): number => sql.raw(String(limit)) as unknown as number;

/** A text[] parameter (a JS array in a template would become a list of parameters). */
export const textArray = (list: readonly string[]) =>
  sql`${`{${list.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`;

/** The columns of a card; whether it shares an interest with the viewer is worked out in JS (sharesInterest). */
export function cardColumns() {
  return {
    id: projects.id,
    name: projects.name,
    description: projects.description,
    status: projects.status,
    categories: projects.categories,
    skills: projects.skills,
    interests: projects.interests,
    logoMediaId: projects.logoMediaId,
    bannerMediaId: projects.bannerMediaId,
    memberCount: projects.memberCount,
    postCount: projects.postCount,
    likeCount: projects.likeCount,
    popularity: projects.popularity,
    createdAt: projects.createdAt,
    createdKey: timeKey(projects.createdAt),
  };
}

/** A card's row, as every statement of the catalogue reads it. */
export interface CardRow {
  id: string;
  name: string;
  description: string;
  status: TProjectStatus;
  categories: string[];
  skills: string[];
  interests: string[];
  logoMediaId: string | null;
  bannerMediaId: string | null;
  memberCount: number;
  postCount: number;
  likeCount: number;
  popularity: number;
  createdAt: Date;
  createdKey: string;
}

/** Whether a project shares an interest with the viewer (what `overlap` > 0 says, without sending the list). */
export const sharesInterest = (interests: readonly string[], viewerInterests: readonly string[]) =>
  interests.some((interest) => viewerInterests.includes(interest));

/** The catalogue's filters, on every tab. */
interface CatalogueFilters {
  viewerInterests: string[];
  q?: string | undefined;
  category?: string | undefined;
  status?: TProjectStatus | undefined;
  limit: number;
}

export interface CatalogueFilter extends Omit<CatalogueFilters, 'viewerInterests'> {
  tab: 'all' | 'popular';
  /** Keyset position: [createdKey, id] (all), [popularity, id] (popular). */
  after: string[] | null;
}

export interface RecommendedFilter extends CatalogueFilters {
  /** Keyset position: score, createdKey and id of the last project shown. */
  after: { score: number; createdAt: string; id: string } | null;
  /** After the first page: the newest candidate of the first page (createdKey, id). */
  ceiling: { createdAt: string; id: string } | null;
  /** How many of the newest projects sharing an interest are ranked (RECOMMENDED_CANDIDATES; smaller in tests). */
  candidates: number;
}

/**
 * How many of the newest projects sharing an interest with the viewer the Recommended tab ranks: its
 * work per request stays the same however large the catalogue grows (it ranked every such project,
 * most of the catalogue, before cutting a page). Older ones are reached through search and filters.
 */
export const RECOMMENDED_CANDIDATES = 500;

/** Status (archived projects only when asked for), category and search text. */
function filterConditions(filter: CatalogueFilters): SQL[] {
  const conditions: SQL[] = [];
  conditions.push(filter.status ? eq(projects.status, filter.status) : sql`${projects.status} <> 'ARCHIVED'`);
  if (filter.category) conditions.push(sql`${projects.categories} @> ${textArray([filter.category])}`);
  if (filter.q) conditions.push(sql`${projects.searchText} LIKE ${likePattern(filter.q)}`);
  return conditions;
}

const likePattern = (q: string) => `%${escapeLike(q.toLowerCase())}%`;

/**
 * How many projects a filtered page (search, category or status) reads in the tab's order before it
 * turns to the filter's own index: a common filter (a word a quarter of the catalogue holds) fills
 * its page within the first rows of the walk, a rare one leaves the walk and is found through the
 * trigram, GIN or status scan over the rows past the window, ordered and cut (few rows, by then).
 */
export const CATALOGUE_WINDOW = 500;

/** The filters and row count a catalogue page statement is written for: one prepared statement each. */
interface CatalogueShape {
  tab: 'all' | 'popular';
  paged: boolean;
  byStatus: boolean;
  byCategory: boolean;
  bySearch: boolean;
  limit: number;
  window: number;
}

const cataloguePrepared = preparedByName<ReturnType<typeof prepareCatalogue>>();

/**
 * One page of the catalogue. All: newest first over projects_created_idx; Popular: over
 * projects_popularity_idx. A named prepared statement per shape (planned once per connection;
 * docs/decisions/007), its rows mapped by withFastRows.
 */
export async function pageCatalogue(db: Db, filter: CatalogueFilter, window = CATALOGUE_WINDOW): Promise<CardRow[]> {
  const { limit } = filter;
  if (!Number.isInteger(limit) || limit < 1 || limit > PROJECT_LIMITS.pageSizeMax + 1) {
    throw new Error(`pageCatalogue: limit ${limit} is not 1-${PROJECT_LIMITS.pageSizeMax + 1}`);
  }
  const shape: CatalogueShape = {
    tab: filter.tab,
    paged: !!filter.after,
    byStatus: !!filter.status,
    byCategory: !!filter.category,
    bySearch: !!filter.q,
    limit,
    window,
  };
  const flags = [
    shape.paged && 'next',
    shape.byStatus && 'status',
    shape.byCategory && 'category',
    shape.bySearch && 'q',
  ].filter(Boolean);
  const filtered = shape.byStatus || shape.byCategory || shape.bySearch;
  const name = `projects_${shape.tab}_${flags.join('_') || 'first'}_${limit}${filtered ? `_w${window}` : ''}`;
  return cataloguePrepared(db, name, () => prepareCatalogue(db, name, shape)).execute({
    afterKey: filter.after?.[0] ?? null,
    afterId: filter.after?.[1] ?? null,
    status: filter.status ?? null,
    category: filter.category ?? null,
    pattern: filter.q ? likePattern(filter.q) : null,
  });
}

/**
 * The statement of one catalogue shape. Unfiltered: the tab's index walk, cut at the page. Filtered:
 * `walk`, the first CATALOGUE_WINDOW rows of the tab's order (past the cursor), read lazily and
 * filtered as read until the page is full (`hits`); only when the window ends short of a page does
 * the second part of the UNION run (its one-time filter), over the rows past the window through the
 * filter's index. The cursor is an InitPlan (its values unseen by the planner, so the generic plan is
 * kept: decision 017); the LIMITs are text of the statement.
 */
function prepareCatalogue(db: Db, name: string, shape: CatalogueShape) {
  const popular = shape.tab === 'popular';
  const key = popular ? projects.popularity : projects.createdAt;
  const afterKey = popular
    ? sql`${sql.placeholder('afterKey')}::int`
    : sql`${sql.placeholder('afterKey')}::timestamptz`;
  const base: SQL[] = [
    shape.byStatus
      ? sql`${projects.status} = ${sql.placeholder('status')}::project_status`
      : sql`${projects.status} <> 'ARCHIVED'`,
  ];
  if (shape.paged) {
    base.push(sql`(${key}, ${projects.id}) < (SELECT ${afterKey}, ${sql.placeholder('afterId')}::uuid)`);
  }
  const filters: SQL[] = [];
  if (shape.byCategory) filters.push(sql`categories @> ARRAY[${sql.placeholder('category')}::text]`);
  if (shape.bySearch) filters.push(sql`search_text LIKE ${sql.placeholder('pattern')}::text`);
  const limit = sql.raw(String(shape.limit));
  const window = sql.raw(String(shape.window));
  const keyName = sql.raw(popular ? 'popularity' : 'created_at');
  const where = (list: SQL[]) => sql.join(list, sql` AND `);
  const walked = sql.raw(`${shape.bySearch ? ', search_text' : ''}${shape.byCategory ? ', categories' : ''}`);
  const query = db.select(cardColumns()).from(projects);
  const page =
    filters.length === 0
      ? query.where(and(...base))
      : // The walk keeps the key, the id and the filtered columns only: the cards are read for the page's ids.
        query.where(sql`${projects.id} IN (WITH walk AS MATERIALIZED (
            SELECT id, ${keyName} AS k${walked} FROM projects WHERE ${where(base)}
            ORDER BY ${keyName} DESC, id DESC LIMIT ${window}
          ), hits AS MATERIALIZED (
            SELECT id FROM walk WHERE ${where(filters)} LIMIT ${limit}
          )
          SELECT id FROM hits
          UNION ALL
          (SELECT id FROM projects
            WHERE (SELECT count(*) FROM hits) < ${limit}
              AND (SELECT count(*) FROM walk) = ${window}
              AND ${where([...base, ...filters])}
              AND (${keyName}, id) < (SELECT k, id FROM walk ORDER BY k, id LIMIT 1)
            ORDER BY ${keyName} DESC, id DESC LIMIT ${limit}))`);
  return withFastRows(page.orderBy(desc(key), desc(projects.id)).limit(literalLimit(shape.limit)).prepare(name));
}

/**
 * One page of Recommended: the newest `candidates` projects sharing an interest with the viewer
 * (projects_created_idx, stopping at that count), most shared first, newest first among equals. The
 * first page fixes the candidates by their newest project (`ceilingKey`/`ceilingId`, carried in the
 * cursor), so a project created while someone pages does not shift them.
 */
export async function pageRecommended(db: Db, filter: RecommendedFilter) {
  const columns = { ...cardColumns(), score: overlap(filter.viewerInterests) };
  const { ceiling, after } = filter;
  const candidates = db.$with('candidates').as(
    db
      .select({ cid: sql<string>`${projects.id}`.as('cid'), cat: sql<Date>`${projects.createdAt}`.as('cat') })
      .from(projects)
      .where(
        and(
          ...filterConditions(filter),
          sql`${projects.interests} && ${textArray(filter.viewerInterests)}`,
          ceiling
            ? sql`(${projects.createdAt}, ${projects.id}) <= (${ceiling.createdAt}::timestamptz, ${ceiling.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(filter.candidates),
  );
  const newest = newestCandidate(db, candidates);
  return db
    .with(candidates, newest.cte)
    .select({ ...columns, ceilingKey: newest.at, ceilingId: newest.id })
    .from(projects)
    .where(
      and(
        sql`${projects.id} IN (SELECT ${candidates.cid} FROM ${candidates})`,
        after
          ? sql`(${columns.score}, ${projects.createdAt}, ${projects.id}) < (${after.score}, ${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(sql`${columns.score} DESC`, desc(projects.createdAt), desc(projects.id))
    .limit(filter.limit);
}

/** A user's projects (profile tab), newest membership first, over project_members_user_joined_idx. */
export async function pageMemberProjects(
  db: Db,
  username: string,
  after: { createdAt: string; id: string } | null,
  limit: number,
) {
  return db
    .select({
      ...cardColumns(),
      role: projectMembers.role,
      joinedKey: timeKey(projectMembers.joinedAt),
    })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(
      and(
        sql`${projectMembers.userId} = (SELECT ${users.id} FROM ${users} WHERE lower(${users.username}) = lower(${username}))`,
        after
          ? sql`(${projectMembers.joinedAt}, ${projectMembers.projectId}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(projectMembers.joinedAt), desc(projectMembers.projectId))
    .limit(limit);
}

function escapeLike(q: string): string {
  return q.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Logo and banner rows of a page of cards, in one query. */
export async function mediaByIds(db: Db, ids: string[]): Promise<MediaRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(media).where(inArray(media.id, ids));
}

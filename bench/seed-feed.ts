// `npx tsx bench/seed-feed.ts`, run by bench/run.mjs while the API is stopped
// (PGlite allows one process). It builds the API in-process on the database the environment names
// (DATABASE_URL or DATA_DIR; migrations and demo data as `npm start`), bulk-seeds BENCH_USERS users
// and BENCH_POSTS posts, then sends the benchmarked requests with app.inject() while counting the
// SQL statements each one issues, walking the feed cursor to page BENCH_DEEP_PAGE on the way.
// Prints one JSON line (see `Report`) for the feed scenario.
import type { TPostPage } from '@bagdar/contracts';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { BENCH_PASSWORD, benchUsername, seedBenchFeed } from '../apps/api/src/modules/feed/feed-bench-seed.ts';
import { countQueries } from '../apps/api/src/test/count-queries.ts';

const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const POSTS = Number(process.env.BENCH_POSTS ?? 200_000);
const DEEP_PAGE = Number(process.env.BENCH_DEEP_PAGE ?? 500);
const PAGE_SIZE = 20;

/** Words of the seeded sentences: "olympiad" in 1 post of 12, "университет" in 1 of 12 plus 1 of 9 as a tag. */
const SEARCH_WORDS = ['olympiad', 'университет'];
/** The name of the search row on the corpus's most common word (bench/targets.mjs finds it by this). */
const COMMON_SEARCH = 'GET /posts/search, most common word';
/** bench_user_1 wrote 1 post in 10,000 (about 20 with the full seed). */
const PROFILE_USER = benchUsername(1);

interface Report {
  users: number;
  posts: number;
  created: boolean;
  seedMs: number;
  /** Whom the scenario signs in as (the statements were counted for the same viewer). */
  viewer: { username: string; password: string };
  /** The routes to measure under /api/v1, each with the SQL statements one request sent (session lookup included). */
  routes: { name: string; path: string; queries: number }[];
  /** The feed walked page by page from the first to the deep page, each read once (its posts not yet held): statements per page, least and most. */
  walk: { pages: number; minQueries: number; maxQueries: number; ms: number };
}

const app = await buildApp(loadConfig({ ...process.env, LOG_LEVEL: 'silent', RUN_WORKER: 'false' }));
try {
  const started = performance.now();
  const { created } = await seedBenchFeed(app.database.db, { users: USERS, posts: POSTS });
  const seedMs = performance.now() - started;

  const viewer = { username: benchUsername(2), password: BENCH_PASSWORD };
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'sec-fetch-site': 'same-origin' },
    payload: { emailOrUsername: viewer.username, password: viewer.password },
  });
  if (login.statusCode !== 200) throw new Error(`bench sign-in failed: ${login.statusCode} ${login.body}`);
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

  /** Sends a GET and counts the statements it sent through the driver (PGlite or a node-postgres pool). */
  async function get(url: string): Promise<{ queries: number; body: unknown }> {
    const { queries, result: response } = await countQueries(app.database.db, () =>
      app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } }),
    );
    if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
    return { queries, body: response.json() };
  }

  // The statements of a request as the load sees them: the session is then held by the API's session
  // cache (docs/decisions/016), so the first request after sign-in (which reads it) is not counted.
  await get('/auth/me');
  const routes: Report['routes'] = [];
  // Counted as the load sees them: the second request of a path (the feed's post view cache holds its
  // posts then, docs/decisions/017; the first request of a page reads them with one statement more).
  const count = async (name: string, path: string) => {
    await get(path);
    routes.push({ name, path, queries: (await get(path)).queries });
  };
  await count('GET /auth/me (session held in memory)', '/auth/me');

  const feedPage = (cursor: string | null) => `/posts?limit=${PAGE_SIZE}${cursor ? `&cursor=${cursor}` : ''}`;
  const walkStarted = performance.now();
  const perPage: number[] = [];
  let cursor: string | null = null;
  for (let page = 1; page <= DEEP_PAGE; page++) {
    const { queries, body } = await get(feedPage(cursor));
    perPage.push(queries);
    if (page === DEEP_PAGE) break;
    cursor = (body as TPostPage).nextCursor;
    if (!cursor) throw new Error(`the feed ends before page ${DEEP_PAGE} (${POSTS} posts, ${PAGE_SIZE} a page)`);
  }
  const walk = {
    pages: perPage.length,
    minQueries: Math.min(...perPage),
    maxQueries: Math.max(...perPage),
    ms: performance.now() - walkStarted,
  };
  await count('GET /posts (feed, first page)', feedPage(null));
  await count(`GET /posts (feed, page ${DEEP_PAGE})`, feedPage(cursor));
  for (const word of SEARCH_WORDS) {
    await count(`GET /posts/search?q=${word}`, `/posts/search?q=${encodeURIComponent(word)}&limit=${PAGE_SIZE}`);
  }
  // The search target: the word in most posts (2 letters at least, as search requires).
  const stat = await app.database.db.execute(
    sql`SELECT word, ndoc FROM ts_stat('SELECT search FROM posts') WHERE length(word) >= 2 ORDER BY ndoc DESC, word LIMIT 1`,
  );
  const common = ((stat as { rows?: unknown[] }).rows ?? (stat as unknown[]))[0] as { word: string; ndoc: number };
  await count(
    `${COMMON_SEARCH} (${common.word}, ${Math.round((100 * common.ndoc) / POSTS)} % of posts)`,
    `/posts/search?q=${encodeURIComponent(common.word)}&limit=${PAGE_SIZE}`,
  );
  await count('GET /profiles/:username', `/profiles/${PROFILE_USER}`);
  await count('GET /posts?author= (profile posts tab)', `/posts?author=${PROFILE_USER}&limit=${PAGE_SIZE}`);

  const report: Report = { users: USERS, posts: POSTS, created, seedMs, viewer, routes, walk };
  console.log(JSON.stringify(report));
} finally {
  await app.close();
}

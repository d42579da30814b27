// The feed's first and deep pages, post search and a profile page, on the data
// bench/seed-feed.ts wrote, with the SQL statements per request it counted for the same routes.
import { measure } from '../measure.mjs';
import { runSeedScript, signIn } from '../server.mjs';

/**
 * Seeds `users`/`posts` into the database `env` names (the API must be stopped on PGlite) and counts
 * statements per request in-process; resolves to bench/seed-feed.ts's report.
 */
export function seedFeed(env, { users, posts }) {
  return runSeedScript('bench/seed-feed.ts', [], env, { BENCH_USERS: String(users), BENCH_POSTS: String(posts) });
}

/** Measures every route of the seed report as its viewer; rows carry `queries` for printTable. */
export async function feedScenario(report) {
  const cookie = await signIn(report.viewer.username, report.viewer.password);
  // The bare route first, in the same run: the issue's targets are ratios to it.
  const rows = [{ ...(await measure('GET /api/v1/health (bare)', { path: '/api/v1/health' })), queries: 0 }];
  for (const route of report.routes) {
    const row = await measure(route.name, { path: `/api/v1${route.path}`, headers: { cookie } });
    rows.push({ ...row, queries: route.queries });
  }
  return rows;
}

/** The lines under the table: seed time, the cursor walk, and the deep page against the first. */
export function feedSummary(report, rows) {
  const [first, deep] = rows.filter((r) => r.name.startsWith('GET /posts (feed'));
  const { walk } = report;
  const size = `${report.users.toLocaleString('en')} users, ${report.posts.toLocaleString('en')} posts`;
  const perPage = (walk.ms / walk.pages).toFixed(1);
  const ratio = (a, b) => `x${(a / b).toFixed(2)}`;
  return [
    `seed: ${size} ${report.created ? `written in ${(report.seedMs / 1000).toFixed(1)} s` : '(already there)'}`,
    `cursor walk, pages 1-${walk.pages}, each read once (its posts not yet in the post view cache): ${walk.minQueries}-${walk.maxQueries} SQL statements a page, ${perPage} ms a page in-process`,
    `deep page vs first: p50 ${deep.p50} / ${first.p50} ms (${ratio(deep.p50, first.p50)}), ` +
      `req/s ${ratio(deep.rps, first.rps)}, SQL statements ${deep.queries} / ${first.queries}`,
  ];
}

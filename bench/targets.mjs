// The bench's targets, checked against the figures of the same run: throughput as a ratio to the
// bare route of the same table, statements per request, and the common-word search's p99. Only
// the PostgreSQL server's figures count (the issue measures there); a miss is printed in the
// table's target column and makes `npm run bench` exit 1 (bench/run.mjs sets the exit code).

/** Each target: which row (by name prefix), what it checks, and from which size of data on. */
const TARGETS = [
  { row: 'GET /api/v1/auth/me', ratio: 0.4 },
  { row: 'GET /auth/me', ratio: 0.4 },
  { row: 'GET /posts (feed, first page)', ratio: 0.15 },
  { row: 'GET /posts (feed, page', ratio: 0.15 },
  { row: 'GET /profiles/:username', ratio: 0.1, queries: 3 },
  { row: 'GET /posts/search, most common word', p99: 200, minPosts: 200_000 },
];

export const misses = [];

/**
 * Sets `target` ("≥ 0.40 ok", "p99 ≤ 200 ms MISS"…) on the rows a target names; on PGlite, or below
 * a target's data size, the target is shown but not held ("n/a").
 */
export function applyTargets(title, rows, bareRps, { enforce, posts = 0 }) {
  for (const row of rows) {
    const target = TARGETS.find((t) => row.name.startsWith(t.row));
    if (!target) continue;
    const parts = [];
    let ok = true;
    if (target.ratio !== undefined) {
      parts.push(`≥ ${target.ratio.toFixed(2)}`);
      ok &&= bareRps > 0 && row.rps / bareRps >= target.ratio;
    }
    if (target.queries !== undefined) {
      parts.push(`≤ ${target.queries} SQL`);
      ok &&= row.queries !== undefined && row.queries <= target.queries;
    }
    if (target.p99 !== undefined) {
      parts.push(`p99 ≤ ${target.p99} ms`);
      ok &&= row.p99 <= target.p99;
    }
    const held = enforce && posts >= (target.minPosts ?? 0);
    row.target = `${parts.join(', ')} ${held ? (ok ? 'ok' : 'MISS') : 'n/a'}`;
    if (held && !ok) misses.push(`${title}: ${row.name} (${parts.join(', ')})`);
  }
}

// One autocannon run, reduced to the figures the benchmark prints.
import autocannon from 'autocannon';
import { BASE } from './server.mjs';

export const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

/** `options.path` is the route; the rest goes to autocannon as is (which takes the path inside `url`). */
export function measure(name, { path = '/', ...options }) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${BASE}${path}`, duration: DURATION, connections: CONNECTIONS, ...options }, (error, result) => {
      if (error) return reject(error);
      resolve({
        name,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        bad: result.non2xx + result.errors,
      });
    });
  });
}

/** Rows with `queries` (SQL statements per request) get that column too, rows with `target` (bench/targets.mjs) theirs. */
/** Without `bareRps` (a table with no bare route) the "vs bare" column shows a dash. */
export function printTable(title, rows, bareRps) {
  const withQueries = rows.some((r) => r.queries !== undefined);
  const withTargets = rows.some((r) => r.target !== undefined);
  console.log(`\n${title}  (${CONNECTIONS} connections, ${DURATION} s each)`);
  console.log(
    'route'.padEnd(54),
    'req/s'.padStart(9),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'vs bare'.padStart(8),
    'non-2xx'.padStart(8),
    ...(withQueries ? ['SQL/req'.padStart(8)] : []),
    ...(withTargets ? ['  target'] : []),
  );
  for (const r of rows) {
    console.log(
      r.name.padEnd(54),
      r.rps.toFixed(0).padStart(9),
      String(r.p50).padStart(8),
      String(r.p99).padStart(8),
      (bareRps ? (r.rps / bareRps).toFixed(3) : '-').padStart(8),
      String(r.bad).padStart(8),
      ...(withQueries ? [String(r.queries ?? '').padStart(8)] : []),
      ...(withTargets ? [`  ${r.target ?? ''}`] : []),
    );
  }
}

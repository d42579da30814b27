// Req/s of one API process against two on the same PostgreSQL database (as the README's
// production set-up runs them, RUN_WORKER=false, the worker apart). autocannon spreads its
// connections over both ports, as a round-robin load balancer would.
import { measure } from '../measure.mjs';
import { BASE, PORT, signIn, startServer, stopServer } from '../server.mjs';

const ROUTES = [
  ['GET /api/v1/health (bare)', '/api/v1/health', false],
  ['GET /api/v1/auth/me', '/api/v1/auth/me', true],
  ['GET /api/v1/posts (feed, first page)', '/api/v1/posts', true],
];

/** Rows of { name, one, two } req/s (and p99 of each). */
export async function multiScenario(env) {
  const apiEnv = { ...env, RUN_WORKER: 'false' };
  const first = await startServer(apiEnv);
  let second = null;
  try {
    const cookie = await signIn('demo.free');
    const run = async (bases) => {
      const rows = [];
      for (const [name, path, signedIn] of ROUTES) {
        const url = bases.length === 1 ? `${bases[0]}${path}` : bases.map((b) => `${b}${path}`);
        rows.push(await measure(name, { url, ...(signedIn ? { headers: { cookie } } : {}) }));
      }
      return rows;
    };
    const one = await run([BASE]);
    second = await startServer(apiEnv, PORT + 1);
    const two = await run([BASE, `http://127.0.0.1:${PORT + 1}`]);
    return one.map((row, i) => ({ name: row.name, one: row, two: two[i] }));
  } finally {
    if (second) await stopServer(second);
    await stopServer(first);
  }
}

export function printMulti(title, rows) {
  console.log(`\n${title}`);
  console.log(
    'route'.padEnd(44),
    '1 proc req/s'.padStart(13),
    '2 procs req/s'.padStart(14),
    'x'.padStart(6),
    'p99 1/2 ms'.padStart(12),
    'non-2xx'.padStart(8),
  );
  for (const { name, one, two } of rows) {
    console.log(
      name.padEnd(44),
      one.rps.toFixed(0).padStart(13),
      two.rps.toFixed(0).padStart(14),
      (two.rps / one.rps).toFixed(2).padStart(6),
      `${one.p99}/${two.p99}`.padStart(12),
      String(one.bad + two.bad).padStart(8),
    );
  }
}

#!/usr/bin/env node
// `npm run bench:routes`: every route at a country's scale, on the PostgreSQL server. Creates a
// database (BENCH_DATABASE_URL's server, named BENCH_DB_PREFIX_<time>; dropped at the end unless
// BENCH_KEEP_DB=1), or uses BENCH_ROUTES_DATABASE_URL as it is (seeded once, kept: a before/after
// pair on the same data); seeds it (bench/seed-country.ts, BENCH_SCALE=1 is the sizes);
// checks that every GET route of the OpenAPI description has a scenario and counts each scenario's
// SQL statements (bench/routes-prepare.ts); starts the API as `npm start` does and measures the bare
// route and then each scenario with autocannon (BENCH_CONNECTIONS=20, BENCH_SECONDS=3 each).
// Prints one table, slowest first, with each row's target (bench/scenarios/routes.mjs: TARGETS), and
// exits 1 when a route has no scenario or misses its target.
// `--filter <regex>` (or BENCH_FILTER) measures the matching scenarios only (by name or OpenAPI key).
import { spawn } from 'node:child_process';
import pg from 'pg';
import { TARGETS } from './scenarios/routes.mjs';
import { BASE, root, serverEnv, startServer, stopServer } from './server.mjs';

// Short runs by default: the whole table in minutes (set before measure.mjs reads it).
process.env.BENCH_SECONDS ??= '3';
const { CONNECTIONS, DURATION, measure } = await import('./measure.mjs');

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const filterAt = process.argv.indexOf('--filter');
const FILTER = filterAt > 0 ? process.argv[filterAt + 1] : (process.env.BENCH_FILTER ?? '');

/** Runs a bench script with tsx on the database `env` names; resolves to the JSON of its last line. */
function runScript(script, env) {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', script], {
      cwd: root,
      env: { ...serverEnv(env), BENCH_FILTER: FILTER },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${script} exited with ${code}\n${err.slice(-2000)}`));
      resolve(JSON.parse(out.trim().split('\n').at(-1)));
    });
  });
}

/** One scenario under load: its requests in turn (a question, a post, a project each), as its user. */
function load(route, cookies) {
  const cookie = route.as ? { cookie: cookies[route.as] } : {};
  let next = 0;
  const request = (r) => ({
    method: r.method,
    path: `/api/v1${r.path}`,
    headers: {
      ...cookie,
      ...(r.method === 'GET' ? {} : { origin: BASE }),
      ...(r.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(r.body === undefined ? {} : { body: JSON.stringify(r.body) }),
  });
  if (route.requests.length === 1) return measure(route.name, request(route.requests[0]));
  return measure(route.name, {
    requests: [{ setupRequest: (req) => ({ ...req, ...request(route.requests[next++ % route.requests.length]) }) }],
  });
}

/**
 * Waits until the API answers the readiness route quickly three times in a row (at most 15 s): a slow
 * scenario's requests still running after its load stopped would otherwise be charged to the next.
 * `/ready` asks the database through the pool, so it waits behind statements still queued there,
 * which the bare route (no database) would not see.
 */
async function settle() {
  const deadline = Date.now() + 15_000;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${BASE}/api/v1/ready`).catch(() => null);
    quick = performance.now() - started < 25 ? quick + 1 : 0;
    if (quick < 3) await new Promise((r) => setTimeout(r, 100));
  }
}

/** "ok"/"MISS" against the row's target; misses are collected for the exit code. */
function judge(row, bareRps, misses) {
  const target = TARGETS[row.target];
  const parts = [];
  let ok = row.bad === 0 && row.rps > 0;
  if (target.ratio !== undefined) {
    parts.push(`≥ ${(target.ratio * 100).toFixed(0)} %`);
    ok &&= row.rps / bareRps >= target.ratio;
  }
  if (target.rps !== undefined) {
    parts.push(`≥ ${target.rps} req/s`);
    ok &&= row.rps >= target.rps;
  }
  if (target.p99 !== undefined) {
    parts.push(`p99 ≤ ${target.p99}`);
    ok &&= row.p99 <= target.p99;
  }
  const text = `${parts.join(', ')}${row.bad ? ', non-2xx' : ''}`;
  if (!ok) misses.push(`${row.name} (${text})`);
  return `${text} ${ok ? 'ok' : 'MISS'}`;
}

function printRoutes(rows, bare, seed) {
  console.log(
    `\nEvery route at country scale, PostgreSQL server, ${CONNECTIONS} connections, ${DURATION} s each, slowest first`,
  );
  if (seed) console.log(`data: ${JSON.stringify(seed.counted)}`);
  const header = ['route'.padEnd(58), 'req/s'.padStart(7), 'vs bare'.padStart(8), 'p50'.padStart(6)];
  header.push('p99'.padStart(6), 'SQL/req'.padStart(8), 'non-2xx'.padStart(8), '  target');
  console.log(header.join(' '));
  const line = (r) =>
    [
      r.name.slice(0, 58).padEnd(58),
      r.rps.toFixed(0).padStart(7),
      `${((r.rps / bare.rps) * 100).toFixed(1)} %`.padStart(8),
      String(r.p50).padStart(6),
      String(r.p99).padStart(6),
      String(r.statements ?? '').padStart(8),
      String(r.bad).padStart(8),
      `  ${r.verdict ?? ''}`,
    ].join(' ');
  console.log(line({ ...bare, statements: 0 }));
  for (const r of [...rows].sort((a, b) => a.rps - b.rps)) console.log(line(r));
}

let admin = null;
let dbUrl = process.env.BENCH_ROUTES_DATABASE_URL;
let dbName = null;
if (!dbUrl) {
  admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  dbName = `${process.env.BENCH_DB_PREFIX ?? 'bagdar_bench'}_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  dbUrl = url.toString();
}
const env = { DATABASE_URL: dbUrl };
try {
  const seed = await runScript('bench/seed-country.ts', env);
  console.log(
    seed.created
      ? `seed (BENCH_SCALE=${process.env.BENCH_SCALE ?? 1}): ${seed.seconds} s — ${JSON.stringify(seed.timings)}`
      : 'seed: already there',
  );
  const prepared = await runScript('bench/routes-prepare.ts', env);
  const misses = [];
  for (const key of prepared.missing) misses.push(`${key}: no scenario in bench/scenarios/routes.mjs`);
  for (const key of prepared.unknown) misses.push(`${key}: a scenario for a route the OpenAPI description lacks`);
  const server = await startServer(env);
  const rows = [];
  let bare;
  try {
    bare = await measure('GET /health (bare)', { path: '/api/v1/health' });
    for (const route of prepared.measured) {
      await settle();
      const row = await load(route, prepared.cookies);
      rows.push({ ...row, statements: route.statements, target: route.target });
    }
  } finally {
    await stopServer(server);
  }
  for (const row of rows) row.verdict = judge(row, bare.rps, misses);
  printRoutes(rows, bare, seed);
  if (misses.length > 0) {
    console.log(`\n${misses.length} route(s) without a scenario or off target:`);
    for (const miss of misses) console.log(`  ${miss}`);
    process.exitCode = 1;
  } else {
    console.log('\nEvery route has a scenario and met its target.');
  }
} finally {
  if (admin) {
    if (process.env.BENCH_KEEP_DB === '1') console.log(`database kept: ${dbUrl}`);
    else await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}

#!/usr/bin/env node
// `npm run bench`: starts the API the way `npm start` does — once on PGlite, once on the
// PostgreSQL server (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres,
// a fresh database created and dropped) — and measures each route with autocannon.
// Prints req/s, p50 and p99 latency, and each route's throughput as a ratio of the bare route.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname;
const PORT = Number(process.env.BENCH_PORT ?? 3300);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LOGIN = { emailOrUsername: 'demo.free', password: 'Bagdar2026!' };

async function startServer(extraEnv) {
  const env = {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: BASE,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    RATE_LIMIT_AUTH_PER_IP: '100000000',
    RATE_LIMIT_AUTH_PER_ACCOUNT: '100000000',
    ...extraEnv,
  };
  if (!extraEnv.DATABASE_URL) delete env.DATABASE_URL;
  const child = spawn('npx', ['tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${BASE}/api/v1/ready`)).ok) return child;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become ready');
}

async function stopServer(child) {
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid, 'SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
}

async function sessionCookie() {
  const response = await fetch(`${BASE}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(LOGIN),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

function measure(name, options) {
  return new Promise((resolve, reject) => {
    autocannon({ url: BASE, duration: DURATION, connections: CONNECTIONS, ...options }, (error, result) => {
      if (error) return reject(error);
      const bad = result.non2xx + result.errors;
      resolve({ name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, bad });
    });
  });
}

async function benchBackend(label, env) {
  const server = await startServer(env);
  try {
    const cookie = await sessionCookie();
    const rows = [];
    rows.push(await measure('GET /api/v1/health (bare)', { path: '/api/v1/health' }));
    rows.push(await measure('GET /api/v1/auth/me', { path: '/api/v1/auth/me', headers: { cookie } }));
    rows.push(
      await measure('POST /api/v1/auth/login', {
        path: '/api/v1/auth/login',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(LOGIN),
      }),
    );
    const bare = rows[0].rps;
    console.log(`\n${label}  (${CONNECTIONS} connections, ${DURATION} s each)`);
    console.log(
      'route'.padEnd(30),
      'req/s'.padStart(9),
      'p50 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'vs bare'.padStart(8),
      'non-2xx'.padStart(8),
    );
    for (const r of rows) {
      console.log(
        r.name.padEnd(30),
        r.rps.toFixed(0).padStart(9),
        String(r.p50).padStart(8),
        String(r.p99).padStart(8),
        (r.rps / bare).toFixed(3).padStart(8),
        String(r.bad).padStart(8),
      );
    }
  } finally {
    await stopServer(server);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'bagdar-bench-'));
try {
  await benchBackend('PGlite (embedded default)', { DATA_DIR: dataDir });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const dbName = `bagdar_bench_${Date.now()}`;
let admin;
try {
  admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
} catch (error) {
  console.log(`\nPostgreSQL server: skipped (${error.message})`);
  admin = null;
}
if (admin) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  try {
    await benchBackend(`PostgreSQL server (${url.host})`, { DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}

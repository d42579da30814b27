#!/usr/bin/env node
// `npm run bench`: starts the API the way `npm start` does — once on PGlite, once on the
// PostgreSQL server (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres,
// in a fresh database created and dropped) — and measures each scenario with autocannon:
// req/s, p50 and p99 latency, and each route's throughput as a ratio of the bare route.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { printTable } from './measure.mjs';
import { authScenario } from './scenarios/auth.mjs';
import { analysisScenario, answerScenario } from './scenarios/tests.mjs';
import { startServer, stopServer } from './server.mjs';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function benchBackend(label, env) {
  const server = await startServer(env);
  try {
    const auth = await authScenario();
    const answers = await answerScenario();
    const bare = auth[0].rps;
    printTable(label, [...auth, ...answers], bare);
    const analysis = await analysisScenario();
    console.log(
      `built-in personality analysis, job queued → result stored (${analysis.runs} runs): median ${analysis.medianMs.toFixed(0)} ms, max ${analysis.maxMs.toFixed(0)} ms (the spec tells users to expect 30-45 s)`,
    );
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
let admin = null;
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

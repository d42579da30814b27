#!/usr/bin/env node
// `npm run soak`: a steady mixed load on the PostgreSQL server (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres, in a fresh database created and dropped) against
// two API processes (BENCH_PORT and BENCH_PORT + 1, RUN_WORKER=false) and one `npm run worker`.
// SOAK_WARMUP_MINUTES (default 5) of the load first, then SOAK_MINUTES (default 20) measured;
// SOAK_SPEED (default 1) multiplies every rate. Prints requests, errors, p50/p99 per route and
// each process's RSS after the warm-up and at the end (spot values, and the means of the first and
// the last SOAK_RSS_WINDOW_MINUTES, default 2, with the trend). Exits 1 on any error or on growth
// of those means of 10 % or more. What runs and at what rate: bench/scenarios/soak.mjs.
import { cpus, freemem, loadavg, totalmem } from 'node:os';
import pg from 'pg';
import { printSoak, soakScenario } from './scenarios/soak.mjs';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const minutes = Number(process.env.SOAK_MINUTES ?? 20);
const warmupMinutes = Number(process.env.SOAK_WARMUP_MINUTES ?? 5);
const speed = Number(process.env.SOAK_SPEED ?? 1);

const dbName = `bagdar_soak_${Date.now()}`;
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const url = new URL(ADMIN_URL);
url.pathname = `/${dbName}`;

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GB RAM (${(freemem() / 2 ** 30).toFixed(1)} GB free), Node ${process.version}`;
console.log(
  `machine: ${machine}; load average at start ${loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')}`,
);
try {
  const result = await soakScenario({ DATABASE_URL: url.toString() }, { minutes, warmupMinutes, speed });
  printSoak(result);
  console.log(
    `load average at end ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  if (result.errors > 0 || result.processes.some((p) => p.growth >= 0.1)) process.exitCode = 1;
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}

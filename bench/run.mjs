#!/usr/bin/env node
// `npm run bench`: starts the API the way `npm start` does — once on PGlite, once on the
// PostgreSQL server (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres,
// in a fresh database created and dropped) — and measures each scenario with autocannon:
// req/s, p50 and p99 latency, and each route's throughput as a ratio of the bare route.
// The feed scenario first bulk-seeds users and posts (bench/seed-feed.ts, which also counts the
// SQL statements per request) and restarts the API on them.
// The institutions and projects scenarios bulk-seed their catalogues the same way
// (bench/seed-catalogues.ts). The bench's targets (bench/targets.mjs) are printed beside the figures
// and, on the PostgreSQL server, a miss makes the run exit 1.
// BENCH_ONLY=auth,tests,feed,careers,institutions,projects,organizations,multi and BENCH_BACKENDS=pglite,postgres
// pick a part (default: all).
// BENCH_ONLY=multi: req/s of one and of two API processes on the PostgreSQL server (bench/scenarios/multi.mjs).
// The organizations scenario bulk-seeds 5,000 students into the demo school (bench/seed-organizations.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { printTable } from './measure.mjs';
import { authScenario } from './scenarios/auth.mjs';
import { careersScenario, planCreationScenario } from './scenarios/careers.mjs';
import { feedScenario, feedSummary, seedFeed } from './scenarios/feed.mjs';
import { importScenario, organizationsScenario, seedOrganizations } from './scenarios/organizations.mjs';
import { institutionsScenario, institutionsSeed, institutionsSummary } from './scenarios/institutions.mjs';
import { multiScenario, printMulti } from './scenarios/multi.mjs';
import { projectsScenario, projectsSeed, projectsSummary } from './scenarios/projects.mjs';
import { analysisScenario, answerScenario } from './scenarios/tests.mjs';
import { startServer, stopServer } from './server.mjs';
import { applyTargets, misses } from './targets.mjs';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const list = (value, fallback) => new Set((value || fallback).split(',').map((s) => s.trim()));
const ONLY = list(process.env.BENCH_ONLY, 'auth,tests,feed,careers,institutions,projects,organizations,multi');
const BACKENDS = list(process.env.BENCH_BACKENDS, 'pglite,postgres');
/** The sizes on the server; PGlite gets a tenth (200,000 posts took it 2.5 min to seed, the server 40 s). */
const FEED_SIZE = {
  users: Number(process.env.BENCH_USERS ?? 10_000),
  posts: Number(process.env.BENCH_POSTS ?? 200_000),
};
const PGLITE_FEED_SIZE = { users: Math.ceil(FEED_SIZE.users / 10), posts: Math.ceil(FEED_SIZE.posts / 10) };
/** The catalogues' sizes (PGlite gets the same: they seed in seconds). */
const CATALOGUE_SIZE = {
  institutions: Number(process.env.BENCH_INSTITUTIONS ?? 1000),
  majors: Number(process.env.BENCH_MAJORS ?? 20),
  projects: Number(process.env.BENCH_PROJECTS ?? 20_000),
};
/** The targets hold on the PostgreSQL server only (bench/targets.mjs). */
let enforce = false;

async function benchAuthAndTests(label, env) {
  const server = await startServer(env);
  try {
    const auth = ONLY.has('auth') ? await authScenario() : [];
    const answers = ONLY.has('tests') ? await answerScenario() : [];
    applyTargets(label, auth, auth[0]?.rps, { enforce });
    printTable(label, [...auth, ...answers], auth[0]?.rps);
    if (ONLY.has('tests')) {
      const analysis = await analysisScenario();
      console.log(
        `built-in personality analysis, job queued → result stored (${analysis.runs} runs): median ${analysis.medianMs.toFixed(0)} ms, max ${analysis.maxMs.toFixed(0)} ms (the spec tells users to expect 30-45 s)`,
      );
    }
  } finally {
    await stopServer(server);
  }
}

/** Seeds with the API stopped (PGlite admits one process), then measures on a fresh start. */
async function benchFeed(label, env, size, note = '') {
  const report = await seedFeed(env, size);
  const server = await startServer(env);
  try {
    const rows = await feedScenario(report);
    applyTargets(`${label}: feed`, rows, rows[0].rps, { enforce, posts: report.posts });
    printTable(`${label}: feed, search, profile${note}`, rows, rows[0].rps);
    for (const line of feedSummary(report, rows)) console.log(line);
  } finally {
    await stopServer(server);
  }
}

/** Roadmap list and details, then the plan-creation job time (it replaces demo.pro's plan). */
async function benchCareers(label, env) {
  const server = await startServer(env);
  try {
    printTable(`${label}: career roadmaps`, await careersScenario());
    const creation = await planCreationScenario();
    console.log(
      `built-in career plan, job queued → plan ACTIVE (${creation.runs} runs): median ${creation.medianMs.toFixed(0)} ms, max ${creation.maxMs.toFixed(0)} ms`,
    );
  } finally {
    await stopServer(server);
  }
}

/** Seeds a catalogue with the API stopped, then measures it on a fresh start. */
async function benchCatalogue(label, env, seed, scenario, summary) {
  const report = await seed(env, CATALOGUE_SIZE);
  const server = await startServer(env);
  try {
    const rows = await scenario(report);
    printTable(label, rows, rows[0].rps);
    for (const line of summary(report)) console.log(line);
  } finally {
    await stopServer(server);
  }
}

/** Member lists of a 5,000-student organisation, analytics, and a 1,000-row import. */
async function benchOrganizations(label, env) {
  const report = await seedOrganizations(env);
  const server = await startServer(env);
  try {
    const { rows, notes } = await organizationsScenario(report);
    printTable(
      `${label}: organisation of ${report.students} students (seeded in ${(report.seedMs / 1000).toFixed(1)} s)`,
      rows,
    );
    for (const note of notes) console.log(note);
    const run = await importScenario(report, server);
    console.log(
      `import of ${run.rows} rows: preview ${run.previewMs.toFixed(0)} ms, commit ${run.commitMs.toFixed(0)} ms${run.viaJob ? ' (background job, polled until DONE)' : ''}; API process RSS ${run.baselineMb.toFixed(0)} MB before, peak ${run.peakMb.toFixed(0)} MB`,
    );
  } finally {
    await stopServer(server);
  }
}

async function benchBackend(label, env, feedSize, feedNote) {
  if (ONLY.has('auth') || ONLY.has('tests')) await benchAuthAndTests(label, env);
  if (ONLY.has('careers')) await benchCareers(label, env);
  if (ONLY.has('feed')) await benchFeed(label, env, feedSize, feedNote);
  if (ONLY.has('institutions')) {
    await benchCatalogue(
      `${label}: institutions, enrollment analysis`,
      env,
      institutionsSeed,
      institutionsScenario,
      institutionsSummary,
    );
  }
  if (ONLY.has('projects')) {
    await benchCatalogue(`${label}: projects`, env, projectsSeed, projectsScenario, projectsSummary);
  }
  if (ONLY.has('organizations')) await benchOrganizations(label, env);
}

/** Several processes need a server: PGlite is one process's database. */
async function benchMulti(label, env) {
  if (!env.DATABASE_URL) return;
  printMulti(`${label}: one API process against two (same database, same load)`, await multiScenario(env));
}

if (BACKENDS.has('pglite')) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bagdar-bench-'));
  try {
    await benchBackend(
      'PGlite (embedded default)',
      { DATA_DIR: dataDir },
      PGLITE_FEED_SIZE,
      ' (a tenth of the data: the full seed takes PGlite minutes)',
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const dbName = `bagdar_bench_${Date.now()}`;
let admin = null;
if (BACKENDS.has('postgres')) {
  try {
    admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
  } catch (error) {
    console.log(`\nPostgreSQL server: skipped (${error.message})`);
    admin = null;
  }
}
if (admin) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  try {
    enforce = true;
    await benchBackend(`PostgreSQL server (${url.host})`, { DATABASE_URL: url.toString() }, FEED_SIZE);
    if (ONLY.has('multi')) await benchMulti(`PostgreSQL server (${url.host})`, { DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}

if (misses.length > 0) {
  console.log(`\n${misses.length} target(s) missed:`);
  for (const miss of misses) console.log(`  ${miss}`);
  process.exitCode = 1;
} else if (enforce) {
  console.log('\nEvery target of the PostgreSQL run held.');
}

#!/usr/bin/env node
// `npm test`: every tier in one run, closing with one line `N passed, N failed` (the CI reads it):
//   unit  Vitest projects `contracts` and `web` (no database)
//   api   Vitest project `api`: PGlite, or the PostgreSQL server TEST_DATABASE_URL names
//   e2e   the web app built (scripts/build-web.mjs: only when its sources changed), then Playwright
//         against it, on the same database as `api`
// `--tiers unit,api` runs some of them (`--no-e2e` = `--tiers unit,api`); `--label NAME` names the
// run in the closing `tier times:` line (.ci/run gathers those lines).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const tmp = join(root, '.tmp');
mkdirSync(tmp, { recursive: true });

const ALL_TIERS = ['unit', 'api', 'e2e'];
const args = process.argv.slice(2);
function option(name) {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}
let tiers = option('--tiers')?.split(',') ?? ALL_TIERS;
if (args.includes('--no-e2e')) tiers = tiers.filter((tier) => tier !== 'e2e');
const unknown = tiers.filter((tier) => !ALL_TIERS.includes(tier));
if (unknown.length > 0) {
  console.error(`Unknown tier ${unknown.join(', ')} (tiers: ${ALL_TIERS.join(', ')}).`);
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}
const label = option('--label');
// Several runs may share the checkout (.ci/run runs two at once): each keeps its own reports.
const reportSuffix = label ? `-${label}` : '';

function run(cmd, cmdArgs, env = {}) {
  const result = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

let passed = 0;
let failed = 0;
const times = [];

/** CPU seconds used by the child processes this one has waited for (Linux), else undefined. */
function childCpuSeconds() {
  try {
    // /proc/self/stat: fields 16 and 17 (cutime, cstime) in clock ticks, counted after the `(comm)` field.
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

/** Runs one tier and notes its wall time and, where known, the CPU time its processes used. */
function timed(name, fn) {
  const started = Date.now();
  const cpuBefore = childCpuSeconds();
  fn();
  const cpuAfter = childCpuSeconds();
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? '' : ` (cpu ${Math.round(cpuAfter - cpuBefore)} s)`;
  times.push(`${label ? `${name}/${label}` : name} ${Math.round((Date.now() - started) / 1000)} s${cpu}`);
}

/** Vitest on some projects; the counts come from its JSON report. */
function vitest(name, projects) {
  const report = join(tmp, `vitest-${name}${reportSuffix}.json`);
  rmSync(report, { force: true });
  const status = run('npx', [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  const result = readJson(report);
  if (!result) {
    console.error(`Vitest (${projects.join(', ')}) exited without a report.`);
    failed += 1;
    return;
  }
  passed += result.numPassedTests;
  failed += result.numFailedTests;
  // A file that fails to load has no tests of its own: count it as a failure.
  const brokenFiles = result.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0);
  failed += brokenFiles.length;
  if (status !== 0 && result.numFailedTests === 0 && brokenFiles.length === 0) failed += 1;
}

// 1. Vitest without a database: contracts (unit) and web (components in jsdom).
if (tiers.includes('unit')) timed('unit', () => vitest('unit', ['contracts', 'web']));

// 2. Vitest API integration through app.inject() on a real database.
if (tiers.includes('api')) timed('api', () => vitest('api', ['api']));

// 3. Playwright end-to-end against the built SPA served by the API.
if (tiers.includes('e2e')) {
  let built = false;
  timed('build', () => {
    built = run('node', ['scripts/build-web.mjs']) === 0;
  });
  if (!built) {
    console.error('The web build failed; end-to-end tests were not run.');
    failed += 1;
  } else {
    timed('e2e', () => {
      const e2eJson = join(tmp, `playwright${reportSuffix}.json`);
      rmSync(e2eJson, { force: true });
      const e2eStatus = run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
      });
      const report = readJson(e2eJson);
      if (report?.stats) {
        passed += report.stats.expected + (report.stats.flaky ?? 0);
        failed += report.stats.unexpected;
        if (e2eStatus !== 0 && report.stats.unexpected === 0) failed += 1;
      } else if (e2eStatus !== 0) {
        console.error('Playwright exited without a report.');
        failed += 1;
      }
    });
  }
}

console.log(`\ntier times: ${times.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

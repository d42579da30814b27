#!/usr/bin/env node
// `npm test`: every tier in one run — Vitest (contracts, api, web) then Playwright end-to-end
// against the built app — closing with one line `N passed, N failed` (the CI reads it).
// TEST_DATABASE_URL set: the API and end-to-end tiers use that PostgreSQL server; else PGlite.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const tmp = join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const skipE2e = process.argv.includes('--no-e2e');

function run(cmd, args, env = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
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

// 1. Vitest: unit, API integration, web components.
const vitestJson = join(tmp, 'vitest.json');
rmSync(vitestJson, { force: true });
const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const vitest = readJson(vitestJson);
if (!vitest) {
  console.error('Vitest exited without a report.');
  failed += 1;
} else {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  // A file that fails to load has no tests of its own: count it as a failure.
  const brokenFiles = vitest.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0);
  failed += brokenFiles.length;
  if (vitestStatus !== 0 && vitest.numFailedTests === 0 && brokenFiles.length === 0) failed += 1;
}

// 2. Playwright end-to-end against the built SPA served by the API.
if (!skipE2e) {
  const buildStatus = run('npm', ['run', 'build']);
  if (buildStatus !== 0) {
    console.error('The web build failed; end-to-end tests were not run.');
    failed += 1;
  } else {
    const e2eJson = join(tmp, 'playwright.json');
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
  }
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

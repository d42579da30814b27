#!/usr/bin/env node
// `npm run budget` ("Web budgets"): builds the web app, reports the gzip JS a first visit
// of each page route loads (from Vite's manifest: the entry and its imports, the default language's
// texts, the page's chunks), then starts the API the way `npm start` does (PGlite in a temporary
// directory, demo data; BUDGET_PORT, default 3000) and runs Lighthouse (Debian's Chromium,
// CHROME_PATH) on the landing page and, signed in as demo.free, the feed, desktop and mobile.
// Prints each figure beside its target and exits 1 when one is missed.
// BUDGET_SKIP_BUILD=1 keeps apps/web/dist; BUDGET_SKIP_LIGHTHOUSE=1 reports the sizes only;
// BUDGET_RUNS=<n> (default 1) runs Lighthouse n times per page and form factor and judges the median
// (the scores move by several points between runs on a busy machine);
// BUDGET_REPORT_DIR=<dir> keeps each Lighthouse JSON report there (landing-mobile.json, app-feed-desktop.json…);
// BUDGET_ONLY=<page>[-<form factor>],… runs Lighthouse on those only (e.g. `feed-mobile`, `landing`):
// a budget not run is not judged; BUDGET_CPU_TIME=1 also prints each run's score with the page's
// main-thread tasks at their CPU time (scripts/lighthouse-cpu-time.mjs), the figure that moves with the build
// and not with the machine's load (not judged).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { routeSizes } from './budget-sizes.mjs';
import { writeCpuTimeArtifacts } from './lighthouse-cpu-time.mjs';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'apps/web/dist');
process.env.BENCH_PORT ??= process.env.BUDGET_PORT ?? '3000';
const { BASE, signIn, startServer, stopServer } = await import('../bench/server.mjs');

const KB = 1024;
/** The web budgets (decision 014): gzip JS of a first visit, and Lighthouse scores (0-100). */
const SIZE_TARGETS = [
  // `/` on a first visit: main.tsx renders the landing without the app (app/landing-entry.tsx).
  { name: 'landing (/)', route: null, maxKb: 120 },
  { name: 'signed-in shell (/app/feed)', route: 'feed/feed-page.tsx', maxKb: 300 },
];
const PAGES = [
  { name: 'landing', path: '/', signedIn: false },
  { name: 'feed', path: '/app/feed', signedIn: true },
];
/** BUDGET_ONLY's entries; a page and form factor runs when one entry is `page` or `page-formFactor`. */
const ONLY = (process.env.BUDGET_ONLY ?? '')
  .split(',')
  .map((entry) => entry.trim())
  .filter(Boolean);
const selected = (page, formFactor) =>
  ONLY.length === 0 || ONLY.includes(page) || ONLY.includes(`${page}-${formFactor}`);
const SCORE_TARGETS = { desktop: { performance: 95 }, mobile: { performance: 90 }, accessibility: 100 };

const misses = [];
const mark = (ok, what) => {
  if (!ok) misses.push(what);
  return ok ? 'ok' : 'MISS';
};

if (!process.env.BUDGET_SKIP_BUILD) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@bagdar/web'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error(`the web build failed (${build.status})`);
}

const sizes = routeSizes(dist);
const kb = (bytes) => (bytes / KB).toFixed(1).padStart(7);
console.log('\nJS per route, gzip, of a first visit (decision 014)');
for (const target of SIZE_TARGETS) {
  const row = target.route === null ? sizes.landing : sizes.routes.find((r) => r.route === target.route);
  if (!row) throw new Error(`no route ${target.route} in the Vite manifest`);
  const verdict = mark(
    row.gzip / KB <= target.maxKb,
    `${target.name}: ${(row.gzip / KB).toFixed(1)} KB > ${target.maxKb} KB`,
  );
  console.log(
    `  ${target.name.padEnd(28)} ${kb(row.gzip)} KB in ${String(row.files).padStart(2)} files   target ≤ ${target.maxKb} KB ${verdict}`,
  );
}
console.log("   the landing's chunks:");
for (const chunk of [...sizes.landingChunks].sort((a, b) => b.gzip - a.gzip)) {
  console.log(`     ${chunk.file.padEnd(40)} ${kb(chunk.gzip)} KB`);
}
console.log(
  `   the app before its page (entry, router, query cache, texts): ${kb(sizes.app).trim()} KB; largest chunks:`,
);
for (const chunk of [...sizes.chunks].sort((a, b) => b.gzip - a.gzip).slice(0, 5)) {
  console.log(`     ${chunk.file.padEnd(40)} ${kb(chunk.gzip)} KB`);
}
console.log('   the heaviest routes (with their layout):');
for (const row of sizes.routes.slice(0, 5)) {
  console.log(`     ${row.route.padEnd(40)} ${kb(row.gzip)} KB`);
}

/** The Lighthouse CLI with `args`; resolves to what it printed. */
function runLighthouseCli(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(join(root, 'node_modules/.bin/lighthouse'), args, {
      cwd: root,
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`lighthouse exited with ${code}`))));
  });
}

/** A report's JSON; a run that failed to record its trace (NO_NAVSTART…) is an error, to be run again. */
function parseReport(out, url, formFactor) {
  const report = JSON.parse(out);
  if (report.runtimeError) throw new Error(`lighthouse ${url} (${formFactor}): ${report.runtimeError.code}`);
  return report;
}

const score = (report, id) => Math.round((report.categories[id]?.score ?? 0) * 100);

/**
 * One Lighthouse run; resolves to its category scores, 0-100. With BUDGET_CPU_TIME the run is gathered,
 * audited, and audited again with the page's main-thread tasks at their CPU time
 * (scripts/lighthouse-cpu-time.mjs): `cpuTimePerformance`, the score of the same run on an idle machine.
 */
async function lighthouse(url, formFactor, cookie) {
  const settings = [
    '--quiet',
    '--only-categories=performance,accessibility',
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : ['--form-factor=mobile']),
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ];
  const chrome = '--chrome-flags=--headless=new --no-sandbox --disable-gpu';
  let out;
  let cpuTimePerformance = null;
  if (process.env.BUDGET_CPU_TIME) {
    const dir = mkdtempSync(join(tmpdir(), 'bagdar-lighthouse-'));
    try {
      await runLighthouseCli([url, `-G=${join(dir, 'run')}`, chrome, ...settings]);
      out = await runLighthouseCli([url, `-A=${join(dir, 'run')}`, '--output=json', ...settings]);
      parseReport(out, url, formFactor);
      writeCpuTimeArtifacts(join(dir, 'run'), join(dir, 'cpu'));
      const cpuOut = await runLighthouseCli([url, `-A=${join(dir, 'cpu')}`, '--output=json', ...settings]);
      cpuTimePerformance = score(parseReport(cpuOut, url, formFactor), 'performance');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  } else {
    out = await runLighthouseCli([url, '--output=json', chrome, ...settings]);
  }
  const report = parseReport(out, url, formFactor);
  if (process.env.BUDGET_REPORT_DIR) {
    mkdirSync(process.env.BUDGET_REPORT_DIR, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing'}-${formFactor}.json`;
    writeFileSync(join(process.env.BUDGET_REPORT_DIR, name), out);
  }
  return {
    performance: score(report, 'performance'),
    accessibility: score(report, 'accessibility'),
    cpuTimePerformance,
    finalUrl: report.finalDisplayedUrl ?? report.finalUrl,
    failing: Object.values(report.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

/** Lighthouse now and then fails to record its trace (NO_NAVSTART) and asks to be run again: once more. */
async function lighthouseWithRetry(url, formFactor, cookie) {
  try {
    return await lighthouse(url, formFactor, cookie);
  } catch (error) {
    console.warn(`  ${error.message}: running it again`);
    return lighthouse(url, formFactor, cookie);
  }
}

if (!process.env.BUDGET_SKIP_LIGHTHOUSE) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bagdar-budget-'));
  const server = await startServer({ DATA_DIR: dataDir });
  try {
    const cookie = await signIn('demo.free');
    console.log(`\nLighthouse 12 (${process.env.CHROME_PATH ?? '/usr/bin/chromium'}), ${BASE}`);
    for (const page of PAGES) {
      for (const formFactor of ['desktop', 'mobile']) {
        if (!selected(page.name, formFactor)) continue;
        const runs = [];
        const loadBefore = loadavg()[0];
        for (let run = 0; run < Math.max(1, Number(process.env.BUDGET_RUNS ?? 1)); run += 1) {
          runs.push(await lighthouseWithRetry(`${BASE}${page.path}`, formFactor, page.signedIn ? cookie : null));
        }
        const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
        const scores = {
          ...runs[0],
          performance: median(runs.map((r) => r.performance)),
          accessibility: Math.min(...runs.map((r) => r.accessibility)),
        };
        const perfTarget = SCORE_TARGETS[formFactor].performance;
        const where = `${page.name} ${formFactor}`;
        const perf = mark(
          scores.performance >= perfTarget,
          `${where}: performance ${scores.performance} < ${perfTarget}`,
        );
        const a11y = mark(
          scores.accessibility >= SCORE_TARGETS.accessibility,
          `${where}: accessibility ${scores.accessibility} < ${SCORE_TARGETS.accessibility}`,
        );
        console.log(
          `  ${where.padEnd(16)} performance ${String(scores.performance).padStart(3)} (≥ ${perfTarget} ${perf})` +
            `   accessibility ${String(scores.accessibility).padStart(3)} (≥ ${SCORE_TARGETS.accessibility} ${a11y})` +
            (runs.length > 1 ? `   (performance runs: ${runs.map((r) => r.performance).join(', ')})` : '') +
            (process.env.BUDGET_CPU_TIME
              ? `   at CPU time: ${median(runs.map((r) => r.cpuTimePerformance))} (runs: ${runs.map((r) => r.cpuTimePerformance).join(', ')})`
              : '') +
            `   load ${loadBefore.toFixed(1)}–${loadavg()[0].toFixed(1)}` +
            (new URL(scores.finalUrl).pathname === page.path ? '' : `   ended on ${scores.finalUrl}`) +
            (scores.failing.length ? `   failing: ${scores.failing.join(', ')}` : ''),
        );
      }
    }
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (misses.length > 0) {
  console.log(`\n${misses.length} budget(s) missed:`);
  for (const miss of misses) console.log(`  ${miss}`);
  process.exitCode = 1;
} else {
  console.log('\nEvery budget held.');
}

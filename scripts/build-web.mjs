#!/usr/bin/env node
// Builds the web app (`vite build` into apps/web/dist) only when what the build reads changed since
// the last build: apps/web's sources and configuration (not its tests), packages/contracts, the
// lockfile, the root package.json and tsconfig.base.json. The hash of those files is written to
// apps/web/.dist-hash after a successful build; `npm start` and `npm test` call this script, so a
// restart with nothing changed skips the build. `--force` builds regardless.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const web = join(root, 'apps/web');
const dist = join(web, 'dist');
const hashFile = join(web, '.dist-hash');

const SKIP_DIRS = new Set(['node_modules', 'dist', '.tmp', 'test']);
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

function listFiles(dir, out) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) listFiles(path, out);
    } else if (entry.isFile() && !TEST_FILE.test(entry.name) && entry.name !== '.dist-hash') {
      out.push(path);
    }
  }
  return out;
}

/** One hash over the paths and contents of every file the build reads. */
function sourceHash() {
  const files = [
    ...listFiles(web, []),
    ...listFiles(join(root, 'packages/contracts'), []),
    join(root, 'package-lock.json'),
    join(root, 'package.json'),
    join(root, 'tsconfig.base.json'),
  ]
    .filter((file) => existsSync(file))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(relative(root, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function main() {
  const force = process.argv.includes('--force');
  const hash = sourceHash();
  const built = existsSync(join(dist, 'index.html')) && existsSync(hashFile);
  if (!force && built && readFileSync(hashFile, 'utf8').trim() === hash) {
    console.log('Web app up to date (apps/web/dist matches its sources); not rebuilding.');
    return 0;
  }
  // A build that fails or is interrupted must not leave an old hash beside a half-written dist.
  rmSync(hashFile, { force: true });
  const result = spawnSync('npm', ['run', 'build', '-w', '@bagdar/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) return result.status ?? 1;
  writeFileSync(hashFile, `${hash}\n`);
  return 0;
}

process.exit(main());

// gzip JS per route from the Vite manifest of apps/web/dist (used by scripts/budget.mjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The chunks a manifest key loads before it runs: itself and its static imports, transitively. */
function closure(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) closure(manifest, next, seen);
  return seen;
}

const LAYOUTS = {
  auth: 'src/app/layouts/auth-layout.tsx',
  app: 'src/app/layouts/app-layout.tsx',
  admin: 'src/app/layouts/admin-layout.tsx',
  simple: 'src/app/layouts/simple-layout.tsx',
};

/** The layout a page route renders in (the route table's, by the page file's folder). */
function layoutOf(route) {
  if (/^auth\//.test(route)) return LAYOUTS.auth;
  if (/^admin\//.test(route)) return LAYOUTS.admin;
  if (route === 'error-page.tsx') return LAYOUTS.simple;
  if (route === 'landing-route.tsx') return null;
  return LAYOUTS.app;
}

/** The text groups a page loads with its code (app/router.tsx textGroupsOf), by the page file. */
function textGroupsOf(route) {
  if (/^admin\/admin-users?-page\.tsx$/.test(route)) return ['admin', 'orgApplication'];
  if (route === 'admin/admin-plans-page.tsx') return ['admin'];
  if (/^admin\//.test(route)) return ['admin', 'catalog'];
  if (/^organizations\//.test(route)) return ['organizations'];
  if (route === 'org-apply-page.tsx') return ['orgApplication'];
  if (/^tests\//.test(route)) return ['tests'];
  if (/^personality\//.test(route)) return ['personality'];
  if (/^careers\//.test(route)) return ['careers'];
  if (/^institutions\//.test(route)) return ['institutions', 'catalog'];
  if (/^(projects|profile)\//.test(route)) return ['projects'];
  if (/^settings\//.test(route)) return ['settings'];
  if (route === 'billing-page.tsx') return ['billing'];
  if (route === 'paywall-page.tsx') return ['paywall'];
  return [];
}

/**
 * What a first visit loads, in gzip bytes of JS (decision 014): the entry (main.tsx) and its imports,
 * then either
 * - the signed-out landing (`/`): app/landing-entry.tsx (the landing chunk) and the default language's `common` and
 *   `landing` texts, nothing of the app (main.tsx starts it when a link into it is followed);
 * - any other page: the app (app/app.tsx: router, query cache), the default language's texts but the
 *   groups that load with their pages, the page's layout, the page's chunks and its text groups.
 */
export function routeSizes(dist, defaultLanguage = 'ru') {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const gz = new Map();
  const size = (file) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return gz.get(file);
  };
  const need = (key) => {
    if (!manifest[key]) throw new Error(`no ${key} in the Vite manifest`);
    return key;
  };
  const texts = (ns) => need(`src/locales/${defaultLanguage}/${ns}.json`);
  /** A chunk of vite.config.ts's groups, which take in the files main.tsx and the router import:
   * `landing` (app/landing-entry.tsx), `shell` (app/app.tsx, the app layout), `feed` (its page). */
  const group = (name) =>
    need(
      Object.keys(manifest).find((k) => k.startsWith('_') && manifest[k].name === name && k.endsWith('.js')) ??
        `the ${name} group chunk`,
    );
  // The app's texts of the default language: one chunk (the `locale-<lng>` group of vite.config.ts);
  // the groups that load with their pages (lib/text-groups.ts) count with those pages' chunks.
  const appTexts = need(
    Object.keys(manifest).find((k) => k.startsWith(`_locale-${defaultLanguage}-`)) ?? 'locale chunk',
  );
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entry = closure(manifest, entryKey);
  const landing = [group('landing'), texts('common'), texts('landing')].reduce(
    (seen, key) => closure(manifest, key, seen),
    new Set(entry),
  );
  const app = [group('shell'), appTexts, texts('common')].reduce(
    (seen, key) => closure(manifest, key, seen),
    new Set(entry),
  );
  const bytes = (keys) =>
    [...keys].reduce((sum, k) => sum + (manifest[k].file.endsWith('.js') ? size(manifest[k].file) : 0), 0);
  // The feed's page is in the `feed` group chunk; every other page is a chunk of its own.
  const pages = Object.keys(manifest)
    .filter((k) => /^src\/app\/routes\/.+\.tsx$/.test(k) && manifest[k].isDynamicEntry)
    .map((k) => [k.replace(/^src\/app\/routes\//, ''), k]);
  pages.push(['feed/feed-page.tsx', group('feed')]);
  const routes = pages
    .map(([route, k]) => {
      const layout = layoutOf(route);
      const keys = closure(manifest, k, new Set(app));
      // The app layout is in the shell chunk, which `app` holds.
      if (layout && manifest[layout]) closure(manifest, layout, keys);
      for (const group of textGroupsOf(route)) {
        const chunk = Object.keys(manifest).find((key) => manifest[key].name === `locale-${defaultLanguage}-${group}`);
        closure(manifest, need(chunk ?? `locale-${defaultLanguage}-${group}`), keys);
      }
      return { route, gzip: bytes(keys), files: [...keys].filter((key) => manifest[key].file.endsWith('.js')).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const files = (keys) => [...keys].filter((k) => manifest[k].file.endsWith('.js')).length;
  return {
    entry: bytes(entry),
    /** The signed-out landing's first visit (what `/` loads before any link is followed). */
    landing: { gzip: bytes(landing), files: files(landing) },
    /** The app before its page: entry, router, query cache, texts. */
    app: bytes(app),
    routes,
    chunks: [...app].map((k) => ({ file: manifest[k].file, gzip: size(manifest[k].file) })),
    landingChunks: [...landing].map((k) => ({ file: manifest[k].file, gzip: size(manifest[k].file) })),
  };
}

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

/**
 * Every page route (a dynamic import under src/app/routes) with the gzip bytes of the JS a first visit
 * loads: the entry and its imports, the default language's texts, and the page's own chunks.
 */
export function routeSizes(dist, defaultLanguage = 'ru') {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const gz = new Map();
  const size = (file) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return gz.get(file);
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const locale = Object.keys(manifest).find((k) =>
    new RegExp(`(locales/${defaultLanguage}/|^_locale-${defaultLanguage}-)`).test(k),
  );
  const base = closure(manifest, entryKey);
  if (locale) closure(manifest, locale, base);
  const bytes = (keys) =>
    [...keys].reduce(
      (sum, k) => sum + (k.endsWith('.js') || manifest[k].file.endsWith('.js') ? size(manifest[k].file) : 0),
      0,
    );
  const routes = Object.keys(manifest)
    .filter((k) => /^src\/app\/routes\/.+\.tsx$/.test(k) && manifest[k].isDynamicEntry)
    .map((k) => {
      const keys = closure(manifest, k, new Set(base));
      return { route: k.replace(/^src\/app\/routes\//, ''), gzip: bytes(keys), files: keys.size };
    })
    .sort((a, b) => b.gzip - a.gzip);
  return {
    entry: bytes(base),
    routes,
    chunks: [...base].map((k) => ({ file: manifest[k].file, gzip: size(manifest[k].file) })),
  };
}

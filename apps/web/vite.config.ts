import react from '@vitejs/plugin-react';
import postcssPresetMantineUntyped from 'postcss-preset-mantine';
import type { AcceptedPlugin } from 'postcss';
import postcssSimpleVarsUntyped from 'postcss-simple-vars';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes `.br` and `.gz` beside every built asset larger than 1 kB, once per build, so the API
 * serves them pre-compressed (@fastify/static `preCompressed`) without compressing per request.
 */
function precompress(outDir: string): Plugin {
  return {
    name: 'bagdar-precompress',
    apply: 'build',
    closeBundle() {
      const dir = join(outDir, 'assets');
      for (const name of readdirSync(dir)) {
        if (!/\.(js|css|svg|json)$/.test(name)) continue;
        const data = readFileSync(join(dir, name));
        if (data.length < 1024) continue;
        writeFileSync(join(dir, `${name}.gz`), gzipSync(data, { level: 9 }));
        writeFileSync(
          join(dir, `${name}.br`),
          brotliCompressSync(data, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

const REEXPORT = /export\s*(\*|\{([^}]*)\})\s*from\s*['"]([^'"]+)['"]/g;
const NAMED_IMPORT = /import\s*(?:\w+\s*,\s*)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
const BINDING_IMPORT = /(?:import|export)\s+[^'";]*?\s*from\s*['"]([^'"]+)['"]/g;
const BARE_IMPORT = /import\s*['"]([^'"]+)['"]/g;
const COMMENTS = /\/\*[\s\S]*?\*\/|\/\/.*$/gm;

/** `a, b as c, type d` -> the names as the module exports them (`a`, `b`). */
function importedNames(list: string): string[] {
  return list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => part.split(/\s+as\s+/)[0] ?? part);
}

/**
 * The modules the signed-out landing's first render runs: app/landing-entry.tsx and its static imports,
 * transitively, as tree-shaking keeps them. Left to Vite's automatic splitting they were some fifty chunks
 * of a few hundred bytes (a chunk per Mantine component, per icon, per shared file): on HTTP/1.1 a phone
 * fetches six at a time, each batch a round trip. With the groups below they are two (decision 014).
 * Tree-shaking is followed in two ways: a barrel (a module that only re-exports: `@mantine/core`,
 * `@tabler/icons-react`, `@bagdar/contracts`) leads only to the modules exporting the names the importer
 * takes, and a package module's bare `import './x.mjs'` (Mantine has many) is not followed, the packages
 * being free of side effects. A module missed here still loads, from a chunk of its own.
 */
function landingModules(): { plugin: Plugin; has: (id: string) => boolean } {
  const ids = new Set<string>();
  return {
    has: (id) => ids.has(id),
    plugin: {
      name: 'bagdar-landing-modules',
      apply: 'build',
      async buildEnd() {
        const code = (id: string) => this.getModuleInfo(id)?.code?.replace(COMMENTS, '') ?? '';
        const resolve = async (spec: string, from: string) => (await this.resolve(spec, from))?.id ?? null;
        const isBarrel = (id: string) => {
          const text = code(id);
          const rest = text
            .replace(REEXPORT, '')
            .replace(BARE_IMPORT, '')
            .replace(/import\s*\*\s*as\s*\w+\s*from\s*['"][^'"]+['"]|export\s*\{[^}]*\}|['"]use client['"]|;/g, '');
          return text.trim() !== '' && rest.trim() === '';
        };
        /** The modules of a barrel that export `names`, through nested barrels. */
        const throughBarrel = async (barrel: string, names: string[]): Promise<string[]> => {
          const found: string[] = [];
          for (const [, star, list, spec] of code(barrel).matchAll(REEXPORT)) {
            const target = spec ? await resolve(spec, barrel) : null;
            if (!target) continue;
            // `export { default as IconX } from './IconX.mjs'`: the right-hand name is the one imported.
            const exported =
              star === '*'
                ? (this.getModuleInfo(target)?.exports ?? [])
                : (list ?? '').split(',').map(
                    (part) =>
                      part
                        .trim()
                        .split(/\s+as\s+/)
                        .pop() ?? '',
                  );
            const wanted = names.filter((name) => exported.includes(name));
            if (wanted.length === 0) continue;
            found.push(...(isBarrel(target) ? await throughBarrel(target, wanted) : [target]));
          }
          return found;
        };
        /** What a module's code needs: barrels narrowed to the names taken, bare imports of packages left out. */
        const needs = async (id: string): Promise<string[]> => {
          const text = code(id);
          const inPackage = /[\\/]node_modules[\\/]/.test(id);
          const bound = new Set<string>();
          for (const [, spec] of text.matchAll(BINDING_IMPORT)) {
            const target = spec ? await resolve(spec, id) : null;
            if (target) bound.add(target);
          }
          const taken = new Map<string, string[]>();
          for (const [, list, spec] of text.matchAll(NAMED_IMPORT)) {
            const target = spec ? await resolve(spec, id) : null;
            if (target) taken.set(target, [...(taken.get(target) ?? []), ...importedNames(list ?? '')]);
          }
          const next: string[] = [];
          for (const target of this.getModuleInfo(id)?.importedIds ?? []) {
            if (inPackage && !bound.has(target)) continue;
            if (!isBarrel(target)) next.push(target);
            else next.push(...(await throughBarrel(target, taken.get(target) ?? [])));
          }
          return next;
        };
        const start = [...this.getModuleIds()].find((id) => /[\\/]src[\\/]app[\\/]landing-entry\.tsx$/.test(id));
        const queue = start ? [start] : [];
        while (queue.length > 0) {
          const id = queue.pop() as string;
          if (ids.has(id)) continue;
          ids.add(id);
          queue.push(...(await needs(id)));
        }
      },
    },
  };
}
const landing = landingModules();

// Neither package ships usable typings (`declare module` without exports).
const postcssPresetMantine = postcssPresetMantineUntyped as () => AcceptedPlugin;
const postcssSimpleVars = postcssSimpleVarsUntyped as unknown as (options: {
  variables: Record<string, string>;
}) => AcceptedPlugin;

// Mantine's PostCSS preset (light-dark(), rem(), breakpoint variables) for our CSS modules.
const mantineBreakpoints = {
  'mantine-breakpoint-xs': '36em',
  'mantine-breakpoint-sm': '48em',
  'mantine-breakpoint-md': '62em',
  'mantine-breakpoint-lg': '75em',
  'mantine-breakpoint-xl': '88em',
};

// Dev server on 5173 proxies the API; in production the API serves `dist` from the same origin.
export default defineConfig({
  plugins: [react(), precompress(join(import.meta.dirname, 'dist')), landing.plugin],
  css: { postcss: { plugins: [postcssPresetMantine(), postcssSimpleVars({ variables: mantineBreakpoints })] } },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each route loads (scripts/budget.mjs reads it).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // The router is the app's: the signed-out landing's first visit does without it.
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            // The app's texts: one chunk per interface language (src/lib/i18n.ts loads it with the app).
            // `common`, `landing` and `legal` stay chunks of their own: the landing's first visit loads
            // only the first two, the legal pages load the last (decision 014).
            {
              name: (id: string) => /[\\/]locales[\\/](ru|kk|en)[\\/]/.exec(id)?.[1]?.replace(/^/, 'locale-') ?? null,
              test: /[\\/]src[\\/]locales[\\/](ru|kk|en)[\\/](?!(common|landing|legal)\.json$)[^/\\]+\.json$/,
            },
            // What the landing's first render needs: its own page, and the rest (Mantine's core and the
            // components it uses, icons, the logo, the language switch…), which the app's pages share.
            {
              name: 'landing',
              test: (id: string) => landing.has(id) && /[\\/]src[\\/]features[\\/]landing[\\/]/.test(id),
              // The set is already closed under the imports tree-shaking keeps; following the graph
              // instead would take in every module behind a barrel, all of Mantine among them.
              includeDependenciesRecursively: false,
            },
            // app/landing-entry.tsx stays a chunk of its own (main.tsx imports it; the budget finds it).
            {
              name: 'base',
              test: (id: string) => landing.has(id) && !/[\\/]src[\\/]app[\\/]landing-entry\.tsx$/.test(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});

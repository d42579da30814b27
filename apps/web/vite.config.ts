import { MantineProvider } from '@mantine/core';
import react from '@vitejs/plugin-react';
import postcssPresetMantineUntyped from 'postcss-preset-mantine';
import type { AcceptedPlugin } from 'postcss';
import postcssSimpleVarsUntyped from 'postcss-simple-vars';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { firstRenderModules } from './build/first-render-modules.ts';
import { dropMantineClasses, unusedMantineClasses, unusedMantineComponentsGuard } from './build/unused-mantine-css.ts';
import { pageTextGroup } from './src/lib/text-groups.ts';
import { cssVariablesResolver, theme } from './src/lib/theme.ts';

const THEME_CSS = 'virtual:mantine-theme.css';

/**
 * `virtual:mantine-theme.css` (main.tsx): the CSS that `MantineProvider` writes into `<style>` elements at
 * run time (the theme's CSS variables, with lib/theme.ts's `cssVariablesResolver`, and the
 * `hidden-from`/`visible-from` classes), made here by rendering `MantineProvider` itself with the same
 * theme, so it ships in the stylesheet and the pages run lib/theme-provider.tsx without the generator
 * (decision 014). Unlayered, as the `<style>` elements were, after Mantine's `@layer mantine`.
 */
function mantineThemeStyles(): Plugin {
  return {
    name: 'bagdar-mantine-theme-styles',
    resolveId: (id) => (id === THEME_CSS ? `\0${THEME_CSS}` : null),
    load(id) {
      if (id !== `\0${THEME_CSS}`) return null;
      const html = renderToStaticMarkup(
        createElement(MantineProvider, { theme, cssVariablesResolver, defaultColorScheme: 'light' }),
      );
      const css = [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((match) => match[1]).join('\n');
      if (!css.includes('--mantine-color-dimmed')) throw new Error(`MantineProvider rendered no theme CSS: ${html}`);
      return css;
    },
  };
}

/** Runs in the page before the app's code (see preloadByPath), as written: no imports; `m` is its map of files. */
function preloadRuntime(m: {
  landing: string[];
  app: string[];
  paths: Record<string, string[]>;
  texts: Record<string, { common: string[]; landing: string[]; app: string[] }>;
}) {
  const path = location.pathname;
  let lng: string | null = null;
  try {
    lng = localStorage.getItem('locale');
  } catch {
    // No storage: the default language.
  }
  const texts = (lng && m.texts[lng]) || m.texts.ru;
  if (!texts) return;
  let files = path === '/' ? m.landing.concat(texts.common, texts.landing) : m.app.concat(texts.common, texts.app);
  if (path !== '/') {
    for (const [prefix, more] of Object.entries(m.paths)) {
      if (path === prefix || path.indexOf(prefix + '/') === 0) files = files.concat(more);
    }
  }
  for (const file of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `/${file}`;
    document.head.appendChild(link);
  }
}

/**
 * main.tsx imports the landing or the app when it runs, which is after its own imports (React, Mantine,
 * i18next) have loaded: a second round trip before the page's code, and a third for its texts and, in
 * the app, its layout and page. This writes a small script, loaded `async` before main.tsx, that asks
 * for those files at once by the URL (`/`: the landing; else the app, the layout of /app, /admin or
 * /auth, the feed's page on /app/feed) and the stored language. A script file, not an inline one: the
 * API's Content-Security-Policy allows scripts from the same origin only (decision 014).
 */
function preloadByPath(): Plugin {
  return {
    name: 'bagdar-preload-by-path',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
        const closure = (chunk: Rolldown.OutputChunk | undefined): string[] => {
          const seen = new Set<string>();
          const visit = (file: string) => {
            const next = bundle[file];
            if (seen.has(file) || next?.type !== 'chunk') return;
            seen.add(file);
            next.imports.forEach(visit);
          };
          if (chunk) visit(chunk.fileName);
          return [...seen];
        };
        const entry = chunks.find((c) => c.isEntry);
        const loaded = new Set(closure(entry));
        const files = (test: RegExp | string) =>
          closure(
            chunks.find((c) => (typeof test === 'string' ? c.name === test : c.moduleIds.some((id) => test.test(id)))),
          ).filter((file) => !loaded.has(file));
        const app = files(/[\\/]src[\\/]app[\\/]app\.tsx$/);
        const page = (test: RegExp) => files(test).filter((file) => !app.includes(file));
        const map = {
          landing: files(/[\\/]src[\\/]app[\\/]landing-entry\.tsx$/),
          app,
          paths: {
            '/app': page(/[\\/]layouts[\\/]app-layout\.tsx$/),
            '/admin': page(/[\\/]layouts[\\/]admin-layout\.tsx$/),
            '/auth': page(/[\\/]layouts[\\/]auth-layout\.tsx$/),
            // Where signing in and `/app` lead.
            '/app/feed': page(/[\\/]routes[\\/]feed[\\/]feed-page\.tsx$/),
          },
          texts: Object.fromEntries(
            ['ru', 'kk', 'en'].map((lng) => [
              lng,
              {
                common: files(new RegExp(`[\\\\/]locales[\\\\/]${lng}[\\\\/]common\\.json$`)),
                landing: files(new RegExp(`[\\\\/]locales[\\\\/]${lng}[\\\\/]landing\\.json$`)),
                app: files(`locale-${lng}`),
              },
            ]),
          ),
        };
        const html = bundle['index.html'];
        if (!entry || html?.type !== 'asset') return;
        const ref = this.emitFile({
          type: 'asset',
          name: 'preload.js',
          source: `(${preloadRuntime.toString()})(${JSON.stringify(map)});\n`,
        });
        const script = `<script async src="/${this.getFileName(ref)}"></script>`;
        html.source = String(html.source).replace(/(\s*)<script type="module"/, `$1${script}$1<script type="module"`);
      },
    },
  };
}

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
      // A failed build wrote nothing: its own error, not this one's ENOENT, is the one to show.
      if (!existsSync(dir)) return;
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

const LANDING_ENTRY = /[\\/]src[\\/]app[\\/]landing-entry\.tsx$/;
const APP = /[\\/]src[\\/]app[\\/]app\.tsx$/;
const APP_LAYOUT = /[\\/]src[\\/]app[\\/]layouts[\\/]app-layout\.tsx$/;
const FEED_PAGE = /[\\/]src[\\/]app[\\/]routes[\\/]feed[\\/]feed-page\.tsx$/;
const firstRender = firstRenderModules({
  landing: [LANDING_ENTRY],
  shell: [APP, APP_LAYOUT],
  // The signed-in home: where signing in and `/app` lead.
  feed: [FEED_PAGE],
});
const inSet = (name: 'landing' | 'shell' | 'feed', id: string) => firstRender.has(name, id);

/**
 * Fails the build when the landing's first render would run Mantine's code. The landing is plain markup on
 * Mantine's CSS variables (decision 014); a Mantine component in it, or in a shared component it uses
 * (logo, language switch, colour-scheme toggle…), would quietly bring back about 25 KB gzip.
 */
function landingWithoutMantine(): Plugin {
  return {
    name: 'bagdar-landing-without-mantine',
    apply: 'build',
    generateBundle() {
      const found = [...this.getModuleIds()].filter(
        (id) => inSet('landing', id) && /[\\/]node_modules[\\/]@mantine[\\/]/.test(id),
      );
      if (found.length > 0) this.error(`The landing's first render runs Mantine (decision 014): ${found.join(', ')}`);
    },
  };
}

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
  plugins: [
    react(),
    mantineThemeStyles(),
    precompress(join(import.meta.dirname, 'dist')),
    firstRender.plugin,
    landingWithoutMantine(),
    unusedMantineComponentsGuard(),
    preloadByPath(),
  ],
  css: {
    postcss: {
      plugins: [
        // Mantine's stylesheet without the components no page uses (build/unused-mantine-css.ts).
        dropMantineClasses(unusedMantineClasses()),
        postcssPresetMantine(),
        postcssSimpleVars({ variables: mantineBreakpoints }),
      ],
    },
  },
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
    // One stylesheet: Mantine's is 29 of the 34 KB gzip of CSS, ours the rest, and each page's own file
    // was one more request, blocking rendering, on HTTP/1.1's six at a time (decision 014).
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React and i18next, which every page runs first: one request, not two (HTTP/1.1 fetches six at a
            // time, and the first load of a page asks for a dozen files).
            { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next)[\\/]/ },
            // The app's texts: one chunk per interface language (src/lib/i18n.ts loads it with the app), and
            // one per language and group of src/lib/text-groups.ts (they load with their pages). `common`,
            // `landing` and `legal` stay chunks of their own: the landing's first visit loads the first two
            // (decision 014).
            {
              name: (id: string) => {
                const [, lng, ns] = /[\\/]locales[\\/](ru|kk|en)[\\/]([^/\\]+)\.json$/.exec(id) ?? [];
                if (!lng || !ns) return null;
                const group = pageTextGroup(ns);
                return group ? `locale-${lng}-${group}` : `locale-${lng}`;
              },
              test: /[\\/]src[\\/]locales[\\/](ru|kk|en)[\\/](?!(common|landing|legal)\.json$)[^/\\]+\.json$/,
            },
            // What the landing's first render needs: its own page, and the rest (icons, the logo, the language
            // switch, the colour scheme, i18n…), which the app's pages share. No Mantine code: the landing is
            // plain markup on Mantine's CSS variables, and the app brings Mantine (decision 014).
            // Each set is already closed under the imports tree-shaking keeps; following the graph instead
            // (includeDependenciesRecursively) would take in every module behind a barrel, all of Mantine.
            {
              name: 'landing',
              test: (id: string) =>
                inSet('landing', id) && (/[\\/]src[\\/]features[\\/]landing[\\/]/.test(id) || LANDING_ENTRY.test(id)),
              includeDependenciesRecursively: false,
            },
            { name: 'base', test: (id: string) => inSet('landing', id), includeDependenciesRecursively: false },
            // The app (router, query cache, guard) and its signed-in shell, then the feed, its home page.
            { name: 'shell', test: (id: string) => inSet('shell', id), includeDependenciesRecursively: false },
            { name: 'feed', test: (id: string) => inSet('feed', id), includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});

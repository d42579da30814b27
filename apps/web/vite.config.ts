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
  plugins: [react(), precompress(join(import.meta.dirname, 'dist'))],
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
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            // @mantine/charts (with recharts) stays out: only the lazily loaded analytics charts use it.
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/](?!charts[\\/])/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            // One chunk per interface language (src/lib/i18n.ts loads it when the language is needed).
            {
              name: (id: string) => /[\\/]locales[\\/](ru|kk|en)[\\/]/.exec(id)?.[1]?.replace(/^/, 'locale-') ?? null,
              test: /[\\/]src[\\/]locales[\\/](ru|kk|en)[\\/][^/\\]+\.json$/,
            },
          ],
        },
      },
    },
  },
});

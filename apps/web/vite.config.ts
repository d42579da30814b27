import react from '@vitejs/plugin-react';
import postcssPresetMantineUntyped from 'postcss-preset-mantine';
import type { AcceptedPlugin } from 'postcss';
import postcssSimpleVarsUntyped from 'postcss-simple-vars';
import { defineConfig } from 'vite';

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
  plugins: [react()],
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
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/ },
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

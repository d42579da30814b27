import { MantineContext, MantineThemeProvider, useProviderColorScheme } from '@mantine/core';
import type { ReactNode } from 'react';
import { colorSchemeManager } from './color-scheme.ts';
import { theme } from './theme.ts';

const getRootElement = () => document.documentElement;

/**
 * Mantine's context and theme for the app's pages (app.tsx; the landing's first visit runs no Mantine
 * code): what `MantineProvider` renders, from the same pieces Mantine exports, but its two `<style>`
 * elements. Those (the theme's CSS variables with `cssVariablesResolver`, and the
 * `hidden-from`/`visible-from` classes) depend on the theme alone, so the build writes them into the
 * stylesheet with `MantineProvider` itself (vite.config.ts, `mantineThemeStyles`): the runtime generator
 * was about 4 KB gzip of every page's first load. The colour scheme is lib/color-scheme.ts's, which the
 * landing uses without Mantine (decision 014). `env="test"` as Mantine's: no transitions or portals in
 * unit tests.
 */
export function ThemeProvider({ children, env }: { children: ReactNode; env?: 'test' }) {
  const { colorScheme, setColorScheme, clearColorScheme } = useProviderColorScheme({
    defaultColorScheme: 'light',
    manager: colorSchemeManager,
    getRootElement,
    forceColorScheme: undefined,
  });
  return (
    <MantineContext
      value={{
        colorScheme,
        setColorScheme,
        clearColorScheme,
        getRootElement,
        classNamesPrefix: 'mantine',
        cssVariablesSelector: ':root',
        withStaticClasses: true,
        env,
      }}
    >
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}

import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white text on filled buttons and blue links on white above 4.5:1.
  primaryShade: { light: 8, dark: 5 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  focusRing: 'auto',
});

/** Mantine's default "dimmed" grey is 3.3:1 on white; a darker grey passes WCAG AA in both schemes. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});

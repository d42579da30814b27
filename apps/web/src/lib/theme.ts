import { createTheme, type CSSVariablesResolver } from '@mantine/core';

// The label text stays exactly the field's name ("Пароль", not "Пароль *") so users of screen
// readers and the browser tests find it by name; `required` still marks the input itself.
// Plain objects rather than `TextInput.extend(…)`: importing the components here put Select,
// Autocomplete and the rest into every page's first load, the landing's too (decision 014).
const noAsterisk = { defaultProps: { withAsterisk: false } };

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white text on filled buttons and blue links on white above 4.5:1.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  focusRing: 'auto',
  components: {
    TextInput: noAsterisk,
    PasswordInput: noAsterisk,
    Textarea: noAsterisk,
    NativeSelect: noAsterisk,
    Select: noAsterisk,
    Autocomplete: noAsterisk,
  },
});

const LIGHT_VARIANT_COLORS = ['blue', 'teal', 'green', 'red', 'yellow', 'orange', 'violet', 'gray'] as const;

/**
 * Mantine's defaults for dimmed text, error text and "light" variant text fall below 4.5:1 in
 * places; these shades pass WCAG AA in both schemes.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-anchor': 'var(--mantine-color-blue-8)',
    ...Object.fromEntries(
      LIGHT_VARIANT_COLORS.map((color) => [`--mantine-color-${color}-light-color`, `var(--mantine-color-${color}-9)`]),
    ),
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-anchor': 'var(--mantine-color-blue-3)',
  },
});

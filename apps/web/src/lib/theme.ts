import {
  Autocomplete,
  createTheme,
  NativeSelect,
  PasswordInput,
  Select,
  Textarea,
  TextInput,
  type CSSVariablesResolver,
} from '@mantine/core';

// The label text stays exactly the field's name ("Пароль", not "Пароль *") so users of screen
// readers and the browser tests find it by name; `required` still marks the input itself.
const noAsterisk = { defaultProps: { withAsterisk: false } };

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white text on filled buttons and blue links on white above 4.5:1.
  primaryShade: { light: 8, dark: 5 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  focusRing: 'auto',
  components: {
    TextInput: TextInput.extend(noAsterisk),
    PasswordInput: PasswordInput.extend(noAsterisk),
    Textarea: Textarea.extend(noAsterisk),
    NativeSelect: NativeSelect.extend(noAsterisk),
    Select: Select.extend(noAsterisk),
    Autocomplete: Autocomplete.extend(noAsterisk),
  },
});

/** Mantine's default "dimmed" grey is 3.3:1 on white; a darker grey passes WCAG AA in both schemes. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});

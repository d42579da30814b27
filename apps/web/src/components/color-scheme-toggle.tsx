import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { setColorScheme, useColorScheme } from '../lib/color-scheme.ts';
import classes from './color-scheme-toggle.module.css';

/**
 * Switches between the light (default) and dark colour schemes. Plain markup on lib/color-scheme.ts, so
 * it works on the landing's first visit, which runs no Mantine code, and in the app, whose Mantine
 * provider follows the same store (decision 014).
 */
export function ColorSchemeToggle() {
  const { t } = useTranslation('common');
  const scheme = useColorScheme();
  const next = scheme === 'light' ? 'dark' : 'light';
  const label = next === 'dark' ? t('colorScheme.toDark') : t('colorScheme.toLight');
  return (
    <button
      type="button"
      className={classes.toggle}
      onClick={() => setColorScheme(next)}
      aria-label={label}
      title={label}
      data-testid="color-scheme-toggle"
    >
      {scheme === 'light' ? <IconMoon size={18} aria-hidden /> : <IconSun size={18} aria-hidden />}
    </button>
  );
}

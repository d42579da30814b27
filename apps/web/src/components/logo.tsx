import { AppLink } from './app-link.tsx';
import { useTranslation } from 'react-i18next';
import classes from './logo.module.css';

function LogoMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-color-blue-8)" />
      <path d="M16 5 L23 16 L16 27 L9 16 Z" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinejoin="round" />
      <circle cx="16" cy="16" r="3" fill="var(--mantine-color-yellow-4)" />
    </svg>
  );
}

// Mantine's `visibleFrom` classes, which the build writes into the stylesheet (vite.config.ts, mantineThemeStyles)
// whether or not a Mantine component runs: the landing's first visit has them too.
const WORDMARK_FROM = { xs: 'mantine-visible-from-xs', sm: 'mantine-visible-from-sm' } as const;

/** The Bagdar wordmark; a link home unless `to` is null. Plain markup: the landing's first visit runs no Mantine code. */
export function Logo({
  to = '/',
  size = 28,
  wordmarkVisibleFrom,
}: {
  to?: string | null;
  size?: number;
  /** Hide the word "Bagdar" below this breakpoint (the mark stays), for narrow headers. */
  wordmarkVisibleFrom?: 'xs' | 'sm';
}) {
  const { t } = useTranslation('common');
  const wordmarkClass = wordmarkVisibleFrom
    ? `${classes.wordmark} ${WORDMARK_FROM[wordmarkVisibleFrom]}`
    : classes.wordmark;
  const mark = (
    <span className={classes.mark}>
      <LogoMark size={size} />
      <span className={wordmarkClass} style={{ fontSize: size * 0.7 }}>
        Bagdar
      </span>
    </span>
  );
  if (to === null) return mark;
  return (
    <AppLink to={to} aria-label={t('logo.home')} className={classes.link}>
      {mark}
    </AppLink>
  );
}

import { Group, Text } from '@mantine/core';
import { AppLink } from './app-link.tsx';
import { useTranslation } from 'react-i18next';

function LogoMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-color-blue-8)" />
      <path d="M16 5 L23 16 L16 27 L9 16 Z" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinejoin="round" />
      <circle cx="16" cy="16" r="3" fill="var(--mantine-color-yellow-4)" />
    </svg>
  );
}

/** The Bagdar wordmark; a link home unless `to` is null. */
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
  const mark = (
    <Group gap={8} wrap="nowrap">
      <LogoMark size={size} />
      <Text
        component="span"
        fw={800}
        fz={size * 0.7}
        lh={1}
        c="var(--mantine-color-text)"
        visibleFrom={wordmarkVisibleFrom}
      >
        Bagdar
      </Text>
    </Group>
  );
  if (to === null) return mark;
  return (
    <AppLink to={to} aria-label={t('logo.home')} style={{ textDecoration: 'none' }}>
      {mark}
    </AppLink>
  );
}

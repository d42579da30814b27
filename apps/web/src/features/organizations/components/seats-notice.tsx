import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';
import { formatNumber } from '../../../lib/numbers.ts';

/** From this share of the seats taken the administrator is warned that the licence is nearly full. */
export const SEATS_WARNING_SHARE = 0.9;

/** Seats left of the licence (null: no limit), and whether they are nearly or fully taken. */
export function seatsState(used: number, total: number | null) {
  if (total === null) return { left: null, level: 'ok' as const };
  const left = Math.max(0, total - used);
  const level =
    used >= total ? ('full' as const) : used >= total * SEATS_WARNING_SHARE ? ('warn' as const) : ('ok' as const);
  return { left, level };
}

/** The seats left of the licence; a warning from 90 % taken, and a red one when none are left. */
export function SeatsNotice({ used, total }: { used: number; total: number | null }) {
  const { t } = useTranslation('organizations');
  const lng = currentLanguage();
  const { left, level } = seatsState(used, total);
  if (left === null || total === null) return null;
  const text = t('seats.left', { left: formatNumber(left, lng), total: formatNumber(total, lng) });
  if (level === 'ok') {
    return (
      <Text size="sm" c="dimmed" data-testid="seats-left">
        {text}
      </Text>
    );
  }
  return (
    <Alert
      color={level === 'full' ? 'red' : 'orange'}
      icon={<IconAlertTriangle size={18} aria-hidden />}
      role="status"
      data-testid="seats-warning"
      title={t(level === 'full' ? 'seats.fullTitle' : 'seats.nearlyFullTitle')}
    >
      {text} {t('seats.ask')}
    </Alert>
  );
}

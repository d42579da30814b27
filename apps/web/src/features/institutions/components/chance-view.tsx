import type { TAdmissionBand } from '@bagdar/contracts';
import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const BAND_COLOR: Record<TAdmissionBand, string> = { REACH: 'red', MATCH: 'yellow', SAFETY: 'teal' };

export function BandBadge({ band }: { band: TAdmissionBand }) {
  const { t } = useTranslation('institutions');
  return (
    <Badge color={BAND_COLOR[band]} variant="light" miw="max-content" data-testid="band">
      {t(`bands.${band}`)}
    </Badge>
  );
}

/** The admission chance as a range ("55–70 %") with its band. */
export function ChanceRange({ low, high, band }: { low: number; high: number; band: TAdmissionBand }) {
  const { t } = useTranslation('institutions');
  return (
    <Group gap="xs" wrap="nowrap">
      <Text fw={700} data-testid="chance" style={{ whiteSpace: 'nowrap' }}>
        {t('chanceRange', { low, high })}
      </Text>
      <BandBadge band={band} />
    </Group>
  );
}

/** Compatibility 0-100 as a labelled bar; "not estimated" (no bar) when the student has no data for it. */
export function CompatibilityBar({ value }: { value: number | null }) {
  const { t } = useTranslation('institutions');
  if (value === null)
    return (
      <Text size="sm" c="dimmed" miw={120} data-testid="compatibility">
        {t('compatibilityNotEstimated')}
      </Text>
    );
  return (
    <Stack gap={2} miw={120}>
      <Text size="sm" data-testid="compatibility">
        {t('compatibilityValue', { value })}
      </Text>
      <Progress
        value={value}
        aria-label={t('compatibility')}
        color={value >= 70 ? 'teal' : value >= 40 ? 'blue' : 'gray'}
      />
    </Stack>
  );
}

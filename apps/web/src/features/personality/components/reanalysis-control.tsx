import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconLock, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/use-localized.ts';
import { formatLongDate } from '../../../lib/long-date.ts';
import { useStartAnalysisAction } from '../hooks/use-start-analysis-action.ts';

/** Re-analysis, locked until the cool-down ends (the date is shown). */
export function ReanalysisControl({ cooldownUntil, now = new Date() }: { cooldownUntil: string | null; now?: Date }) {
  const { t } = useTranslation('personality');
  const lng = useUiLanguage();
  const action = useStartAnalysisAction();
  const locked = cooldownUntil !== null && new Date(cooldownUntil).getTime() > now.getTime();
  return (
    <Stack gap="xs" align="flex-start" data-testid="reanalysis">
      <Button
        variant="default"
        leftSection={locked ? <IconLock size={16} aria-hidden /> : <IconRefresh size={16} aria-hidden />}
        disabled={locked}
        loading={action.isPending}
        onClick={action.start}
        aria-describedby={locked ? 'reanalysis-locked' : undefined}
      >
        {t('reanalysis.button')}
      </Button>
      {locked && cooldownUntil ? (
        <Text size="sm" c="dimmed" id="reanalysis-locked" data-testid="cooldown-until">
          {t('reanalysis.lockedUntil', { date: formatLongDate(cooldownUntil, lng) })}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {t('reanalysis.hint')}
        </Text>
      )}
      {action.error ? (
        <Alert color="red" variant="default" role="alert">
          {action.error}
        </Alert>
      ) : null}
    </Stack>
  );
}

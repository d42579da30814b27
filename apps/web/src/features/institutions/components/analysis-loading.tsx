import { ANALYSIS_STAGES, type TAnalysisStage } from '@bagdar/contracts';
import { Card, Group, Loader, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The work in progress as the API reports it: no stage list when it reports none. */
export type TAnalysisProgress = { stage: TAnalysisStage; percent: number } | null;

/**
 * Shown only while the analysis is really running. With stages reported by the job, each stage is
 * ticked as the job passes it; without them, one indeterminate bar (no invented steps).
 */
export function AnalysisLoading({ progress }: { progress: TAnalysisProgress }) {
  const { t } = useTranslation('institutions');
  const current = progress ? ANALYSIS_STAGES.indexOf(progress.stage) : -1;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="analysis-loading" aria-live="polite" aria-busy="true">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <Loader size="sm" />
          <Title order={2} size="h3">
            {t('loadingStages.title')}
          </Title>
        </Group>
        {progress ? (
          <Progress value={progress.percent} aria-label={t('loadingStages.title')} animated />
        ) : (
          <Progress value={100} striped animated aria-label={t('loadingStages.title')} />
        )}
        {progress === null ? (
          <Text size="sm" c="dimmed">
            {t('loadingStages.working')}
          </Text>
        ) : (
          ANALYSIS_STAGES.map((key, index) => (
            <Group key={key} gap="sm" data-testid="analysis-stage" data-done={index < current || undefined}>
              {index < current ? (
                <ThemeIcon size="sm" radius="xl" color="teal">
                  <IconCheck size={14} aria-hidden />
                </ThemeIcon>
              ) : index === current ? (
                <Loader size="xs" />
              ) : (
                <ThemeIcon size="sm" radius="xl" color="gray" variant="light">
                  {' '}
                </ThemeIcon>
              )}
              <Text fw={index === current ? 600 : 400} c={index > current ? 'dimmed' : undefined}>
                {t(`loadingStages.${key}`)}
              </Text>
            </Group>
          ))
        )}
      </Stack>
    </Card>
  );
}

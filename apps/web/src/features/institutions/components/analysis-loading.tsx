import { ANALYSIS_STAGES } from '@bagdar/contracts';
import { Card, Group, Loader, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long each stage is shown at least, so a fast answer still reads as three steps. */
export const STAGE_MS = 700;

/** The three stages (profile analysis, matching, scoring) while the analysis runs. */
export function AnalysisLoading() {
  const { t } = useTranslation('institutions');
  const [stage, setStage] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setStage((s) => Math.min(s + 1, ANALYSIS_STAGES.length - 1)), STAGE_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="analysis-loading" aria-live="polite" aria-busy="true">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('loadingStages.title')}
        </Title>
        <Progress value={((stage + 1) / ANALYSIS_STAGES.length) * 100} aria-label={t('loadingStages.title')} animated />
        {ANALYSIS_STAGES.map((key, index) => (
          <Group key={key} gap="sm">
            {index < stage ? (
              <ThemeIcon size="sm" radius="xl" color="teal">
                <IconCheck size={14} aria-hidden />
              </ThemeIcon>
            ) : index === stage ? (
              <Loader size="xs" />
            ) : (
              <ThemeIcon size="sm" radius="xl" color="gray" variant="light">
                {' '}
              </ThemeIcon>
            )}
            <Text fw={index === stage ? 600 : 400} c={index > stage ? 'dimmed' : undefined}>
              {t(`loadingStages.${key}`)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

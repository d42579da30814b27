import { ANALYSIS_STAGES, type TPersonalityStatus } from '@bagdar/contracts';
import { Card, Progress, Stack, Stepper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The running job: stages profile analysis → matching → scoring with the job's percent. */
export function LoadingState({ job }: { job: TPersonalityStatus['job'] }) {
  const { t } = useTranslation('personality');
  const stage = job?.stage ?? 'PROFILE';
  const percent = job?.percent ?? 0;
  const active = ANALYSIS_STAGES.indexOf(stage);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="personality-state-loading" data-stage={stage}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('loading.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('loading.estimate')}
        </Text>
        <Stack gap={4} role="status" aria-live="polite">
          <Text size="sm" fw={600}>
            {t(`loading.stages.${stage}`)} · {t('loading.percent', { percent })}
          </Text>
          <Progress value={percent} animated striped aria-label={t('loading.percent', { percent })} />
        </Stack>
        <Stepper active={active} orientation="vertical" size="sm" allowNextStepsSelect={false}>
          {ANALYSIS_STAGES.map((key, index) => (
            <Stepper.Step key={key} label={t(`loading.stages.${key}`)} loading={index === active} />
          ))}
        </Stepper>
      </Stack>
    </Card>
  );
}

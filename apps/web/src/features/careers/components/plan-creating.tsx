import { PLAN_STAGES, type TPlanSummary } from '@bagdar/contracts';
import { Alert, Button, Card, Group, Progress, Stack, Stepper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The creation job's loading stages; a failed job offers to delete the plan and start again. */
export function PlanCreating({
  job,
  onRestart,
  restarting,
}: {
  job: NonNullable<TPlanSummary['job']>;
  onRestart: () => void;
  restarting: boolean;
}) {
  const { t } = useTranslation('careers');
  if (job.failed) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('creating.failed')} data-testid="plan-creating-failed">
        <Text size="sm">{t('creating.failedBody')}</Text>
        <Group mt="sm">
          <Button size="xs" color="red" variant="white" onClick={onRestart} loading={restarting}>
            {t('creating.restart')}
          </Button>
        </Group>
      </Alert>
    );
  }
  const active = PLAN_STAGES.indexOf(job.stage);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="plan-creating" data-stage={job.stage}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('creating.title')}
        </Title>
        <Stack gap={4} role="status" aria-live="polite">
          <Text size="sm" fw={600}>
            {t(`creating.stages.${job.stage}`)} · {t('progress', { percent: job.percent })}
          </Text>
          <Progress value={job.percent} animated striped aria-label={t('progress', { percent: job.percent })} />
        </Stack>
        <Stepper active={active} orientation="vertical" size="sm" allowNextStepsSelect={false}>
          {PLAN_STAGES.map((stage, index) => (
            <Stepper.Step key={stage} label={t(`creating.stages.${stage}`)} loading={index === active} />
          ))}
        </Stepper>
      </Stack>
    </Card>
  );
}

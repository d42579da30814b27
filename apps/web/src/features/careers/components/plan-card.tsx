import type { TPlanSummary } from '@bagdar/contracts';
import { Badge, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalized } from '../../../lib/use-localized.ts';
import { remainingLabel } from './remaining-time.ts';

const STATUS_COLOR = { PENDING: 'gray', ACTIVE: 'blue', COMPLETED: 'green' } as const;

/** A plan in the list: goal, title, status, progress percent and remaining time. */
export function PlanCard({ plan }: { plan: TPlanSummary }) {
  const { t } = useTranslation('careers');
  const localized = useLocalized();
  const failed = plan.job?.failed === true;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component={Link}
      to={`/app/careers/${plan.id}`}
      data-testid="plan-card"
      data-plan-id={plan.id}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t(`goal.${plan.goal}`)}
          </Text>
          <Badge color={failed ? 'red' : STATUS_COLOR[plan.status]} variant="light">
            {failed ? t('status.FAILED') : t(`status.${plan.status}`)}
          </Badge>
        </Group>
        <Title order={3} size="h4">
          {localized(plan.title)}
        </Title>
        {plan.status === 'PENDING' ? (
          <Text size="sm" c="dimmed">
            {failed ? t('creating.failed') : t(`creating.stages.${plan.job?.stage ?? 'PROFILE'}`)}
          </Text>
        ) : (
          <>
            <Progress value={plan.progress} aria-label={t('progress', { percent: plan.progress })} />
            <Group justify="space-between" gap="xs">
              <Text size="sm" data-testid="plan-card-progress">
                {t('progress', { percent: plan.progress })} ·{' '}
                {t('doneCount', { done: plan.subtasksDone, total: plan.subtasksTotal })}
              </Text>
              <Text size="sm" c="dimmed">
                {plan.status === 'COMPLETED' ? t('status.COMPLETED') : remainingLabel(t, plan.remainingDays)}
              </Text>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}

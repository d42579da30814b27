import { Alert, Anchor, Button, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { translateApiError } from '../../../lib/error-messages.ts';
import { useDeletePlan } from '../api/change-plan.ts';
import { usePlan } from '../api/get-plan.ts';
import { PlanCreating } from './plan-creating.tsx';
import { PlanDetails } from './plan-details.tsx';
import { PlanReviewCard } from './plan-review-card.tsx';

/** `/app/careers/{id}`: the creation stages while PENDING, then the plan; `created` shows the success note. */
export function PlanView({ planId, created }: { planId: string; created: boolean }) {
  const { t } = useTranslation(['careers', 'errors']);
  const plan = usePlan(planId);
  const remove = useDeletePlan();
  const navigate = useNavigate();
  if (plan.isPending) {
    return (
      <Stack gap="md" aria-busy="true" data-testid="plan-loading">
        <Skeleton h={160} radius="md" />
        <Skeleton h={320} radius="md" />
      </Stack>
    );
  }
  if (plan.isError) {
    const missing = plan.error instanceof ApiError && plan.error.statusCode === 404;
    return (
      <Alert color="red" variant="light" role="alert" title={missing ? t('notFound') : t('loadError')}>
        {missing ? null : translateApiError(t, plan.error, '')}
        <Stack gap={4} mt="sm" align="flex-start">
          {missing ? null : (
            <Button size="xs" color="red" variant="white" onClick={() => void plan.refetch()}>
              {t('retry')}
            </Button>
          )}
          <Anchor component={Link} to="/app/careers" size="sm">
            {t('backToList')}
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  if (plan.data.job) {
    return (
      <PlanCreating
        job={plan.data.job}
        restarting={remove.isPending}
        onRestart={() => remove.mutate(planId, { onSuccess: () => void navigate('/app/careers?new=1') })}
      />
    );
  }
  return (
    <Stack gap="md">
      {created ? (
        <Alert color="green" variant="light" title={t('success.title')} data-testid="plan-created">
          {t('success.body')}
        </Alert>
      ) : null}
      <PlanReviewCard planId={planId} phases={plan.data.phases} />
      <PlanDetails plan={plan.data} />
    </Stack>
  );
}

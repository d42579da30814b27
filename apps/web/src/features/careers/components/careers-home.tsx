import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { translateApiError } from '../../../lib/error-messages.ts';
import { useCareerGate } from '../api/get-gate.ts';
import { CareerGate } from './career-gate.tsx';
import { PlanList } from './plan-list.tsx';
import { PlanWizard } from './plan-wizard.tsx';

/**
 * `/app/careers`: the personality gate, then the wizard (when there is no plan yet or `?new=1`)
 * or the list of plans.
 */
export function CareersHome() {
  const { t } = useTranslation(['careers', 'errors']);
  const gate = useCareerGate();
  const [params, setParams] = useSearchParams();
  if (gate.isPending) {
    return (
      <Stack gap="md" aria-busy="true" data-testid="careers-loading">
        <Skeleton h={60} radius="md" />
        <Skeleton h={220} radius="md" />
      </Stack>
    );
  }
  if (gate.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('loadError')}>
        {translateApiError(t, gate.error, '')}
        <Button display="block" mt="sm" size="xs" color="red" variant="white" onClick={() => void gate.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  if (!gate.data.analysisCompleted) return <CareerGate />;
  const { plans } = gate.data;
  const hasPlans = plans.EMPLOYMENT !== null || plans.ENROLLMENT !== null;
  if (!hasPlans || params.get('new') === '1') {
    return <PlanWizard plans={plans} onCancel={hasPlans ? () => setParams({}) : null} />;
  }
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setParams({ new: '1' })}
          data-testid="plan-new"
        >
          {t('newPlan')}
        </Button>
      </Group>
      <PlanList />
    </Stack>
  );
}

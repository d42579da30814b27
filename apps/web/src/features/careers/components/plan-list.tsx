import { PLAN_LIST_FILTERS, type TPlanListFilter } from '@bagdar/contracts';
import { Alert, Button, SegmentedControl, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../lib/error-messages.ts';
import { usePlans } from '../api/get-plans.ts';
import { PlanCard } from './plan-card.tsx';

/** The user's roadmaps with the All / Active / Completed filters. */
export function PlanList() {
  const { t } = useTranslation(['careers', 'errors']);
  const [filter, setFilter] = useState<TPlanListFilter>('ALL');
  const plans = usePlans(filter);
  const items = plans.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack gap="md" data-testid="plan-list">
      <SegmentedControl
        value={filter}
        onChange={(value) => setFilter(value as TPlanListFilter)}
        data={PLAN_LIST_FILTERS.map((value) => ({ value, label: t(`filters.${value}`) }))}
        aria-label={t('filters.label')}
        maw={420}
      />
      {plans.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true">
          <Skeleton h={140} radius="md" />
          <Skeleton h={140} radius="md" />
        </SimpleGrid>
      ) : plans.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('loadError')}>
          {translateApiError(t, plans.error, '')}
          <Button display="block" mt="sm" size="xs" color="red" variant="white" onClick={() => void plans.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : items.length === 0 ? (
        <Text c="dimmed" data-testid="plan-list-empty">
          {t(`empty.${filter}`)}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {items.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </SimpleGrid>
      )}
      {plans.hasNextPage ? (
        <Button variant="default" onClick={() => void plans.fetchNextPage()} loading={plans.isFetchingNextPage}>
          {t('more')}
        </Button>
      ) : null}
    </Stack>
  );
}

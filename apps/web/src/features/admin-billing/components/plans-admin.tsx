import type { TPlan } from '@bagdar/contracts';
import { Alert, Badge, Button, Card, Group, Modal, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';
import { formatKzt } from '../../../lib/money.ts';
import { notifySuccess } from '../../../lib/notifications.ts';
import { useAdminPlans } from '../api/get-admin-plans.ts';
import { PlanForm } from './plan-form.tsx';

/** `/admin/billing/plans` (SUPER_ADMIN): every plan, inactive ones too, each edited in a dialog. */
export function PlansAdmin() {
  const { t } = useTranslation('admin-billing');
  const plans = useAdminPlans();
  const [editing, setEditing] = useState<TPlan | null>(null);
  const lang = currentLanguage();

  if (plans.isPending) return <Skeleton h={240} radius="md" aria-label={t('loading')} />;
  if (plans.isError) {
    return (
      <Alert color="red" title={t('loadError')} role="alert">
        <Button mt="sm" variant="light" color="red" onClick={() => void plans.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {plans.data.items.map((plan) => (
          <Card key={plan.tier} withBorder radius="md" padding="lg" data-testid={`admin-plan-${plan.tier}`}>
            <Stack gap="xs">
              <Group justify="space-between">
                <Title order={2} size="h4">
                  {plan.name[lang]}
                </Title>
                <Badge color={plan.active ? 'teal' : 'gray'} variant="light">
                  {plan.active ? t('activeBadge') : t('inactiveBadge')}
                </Badge>
              </Group>
              <Text fz={24} fw={800} data-testid={`admin-plan-price-${plan.tier}`}>
                {formatKzt(plan.priceKzt)}
              </Text>
              <Text size="sm" c="dimmed">
                {t('every', { count: plan.interval.count, unit: t(`units.${plan.interval.unit}`) })}
              </Text>
              <Text size="sm">{plan.description[lang]}</Text>
              <Text size="sm" c="dimmed">
                {t('featureCount', { count: plan.features.length })}
              </Text>
              <Button variant="light" onClick={() => setEditing(plan)}>
                {t('edit')}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? t('editTitle', { tier: editing.name[lang] }) : ''}
        size="xl"
        fullScreen={typeof window !== 'undefined' && window.innerWidth < 600}
      >
        {editing ? (
          <PlanForm
            plan={editing}
            onSaved={() => {
              setEditing(null);
              notifySuccess(t('saved'));
            }}
          />
        ) : null}
      </Modal>
    </>
  );
}

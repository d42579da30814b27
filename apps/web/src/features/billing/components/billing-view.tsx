import type { TMe, TPaidTier } from '@bagdar/contracts';
import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../../lib/i18n.ts';
import { translateApiError } from '../../../lib/error-messages.ts';
import { useCreateUpgradeRequest } from '../api/create-upgrade-request.ts';
import { useBilling } from '../api/get-billing.ts';
import { usePlans } from '../../../lib/plans.ts';
import { CurrentPlan } from './current-plan.tsx';
import { PendingRequest } from './pending-request.tsx';
import { PlanCards } from './plan-cards.tsx';

/** `/app/billing`: the current plan, a pending upgrade request, and the plans to compare. */
export function BillingView({ me }: { me: TMe }) {
  const { t } = useTranslation(['billing', 'errors']);
  const billing = useBilling();
  const plans = usePlans();
  const upgrade = useCreateUpgradeRequest();
  const lang = currentLanguage();

  if (billing.isPending || plans.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={t('billing:loading')}>
        <Skeleton h={160} radius="md" />
        <Skeleton h={280} radius="md" />
      </Stack>
    );
  }
  if (billing.isError || plans.isError) {
    return (
      <Alert color="red" title={t('billing:errors.load')} role="alert">
        <Button
          mt="sm"
          variant="light"
          color="red"
          onClick={() => {
            void billing.refetch();
            void plans.refetch();
          }}
        >
          {t('billing:retry')}
        </Button>
      </Alert>
    );
  }

  const overview = billing.data;
  const items = plans.data.items;
  const pending = overview.pendingRequest;
  const pendingName = pending ? (items.find((p) => p.tier === pending.tier)?.name[lang] ?? pending.tier) : '';
  const onUpgrade = (tier: TPaidTier) => upgrade.mutate(tier);
  // The licence covers the tests and the analysis; the PRO_ONLY sections still take a personal Pro.
  const byOrganization = overview.source === 'ORGANIZATION';

  return (
    <Stack gap="lg">
      <CurrentPlan overview={overview} plans={items} />
      {pending ? <PendingRequest request={pending} tierName={pendingName} username={me.username} /> : null}
      {upgrade.isError ? (
        <Alert color="red" variant="light" role="alert">
          {translateApiError(t, upgrade.error, t('billing:errors.generic'))}
        </Alert>
      ) : null}
      <Title order={2} size="h3">
        {t('billing:compare')}
      </Title>
      <PlanCards
        plans={items}
        current={byOrganization && me.subscription.effectiveTier === 'FREE' ? null : me.subscription.effectiveTier}
        coveredUpTo={byOrganization ? 'STANDARD' : 'FREE'}
        onUpgrade={onUpgrade}
        busyTier={upgrade.isPending ? upgrade.variables : null}
      />
      <Text size="sm" c="dimmed">
        {t('billing:how')}
      </Text>
      <Text size="sm">
        {t('billing:orgPrompt')} <Link to="/organizations/apply">{t('billing:orgLink')}</Link>
      </Text>
    </Stack>
  );
}

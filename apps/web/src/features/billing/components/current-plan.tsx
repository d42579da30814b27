import { BILLING_GRACE_DAYS, type TBillingOverview, type TPlan, type TSubscriptionStatus } from '@bagdar/contracts';
import { Alert, Badge, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { OrganizationLicenceScope } from '../../../components/organization-licence-scope.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { fullDate } from '../../../lib/relative-time.ts';
import { useUpdateAutoRenew } from '../api/update-auto-renew.ts';

const STATUS_COLOR: Record<TSubscriptionStatus, string> = {
  ACTIVE: 'teal',
  PAST_DUE: 'orange',
  CANCELED: 'gray',
  INCOMPLETE: 'yellow',
};

/** Where the user's access comes from: the organisation's licence, a personal subscription or Free. */
export function CurrentPlan({ overview, plans }: { overview: TBillingOverview; plans: TPlan[] }) {
  const { t } = useTranslation('billing');
  const lang = currentLanguage();
  const { organization, subscription } = overview;

  if (overview.source === 'ORGANIZATION' && organization) {
    return (
      <Card withBorder radius="md" padding="lg" data-testid="org-licence">
        <Stack gap={6}>
          <Text size="sm" c="dimmed">
            {t('org.label')}
          </Text>
          <Title order={2} size="h3">
            {organization.name}
          </Title>
          <Text>
            {organization.endsAt ? t('org.until', { date: fullDate(organization.endsAt, lang) }) : t('org.noEnd')}
          </Text>
          <OrganizationLicenceScope />
          <Text size="sm" c="dimmed">
            {t('org.hint')}
          </Text>
        </Stack>
      </Card>
    );
  }

  const tier = subscription?.tier ?? 'FREE';
  const planName = plans.find((p) => p.tier === tier)?.name[lang] ?? tier;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="current-plan">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('current.label')}
        </Text>
        <Group gap="sm">
          <Title order={2} size="h3" data-testid="current-tier">
            {planName}
          </Title>
          {subscription ? (
            <Badge color={STATUS_COLOR[subscription.status]} variant="light" data-testid="subscription-status">
              {t(`status.${subscription.status}`)}
            </Badge>
          ) : null}
        </Group>
        {organization && !organization.active ? (
          <Text size="sm">{t('org.inactive', { name: organization.name })}</Text>
        ) : null}
        {subscription ? <SubscriptionFacts subscription={subscription} /> : <Text>{t('current.free')}</Text>}
      </Stack>
    </Card>
  );
}

function SubscriptionFacts({ subscription }: { subscription: NonNullable<TBillingOverview['subscription']> }) {
  const { t } = useTranslation(['billing', 'errors']);
  const lang = currentLanguage();
  const autoRenew = useUpdateAutoRenew();
  const running = subscription.status === 'ACTIVE' || subscription.status === 'PAST_DUE';
  const date = (iso: string | null) => (iso ? fullDate(iso, lang) : '—');
  return (
    <Stack gap="xs">
      {subscription.interval ? (
        <Text size="sm">
          {t('current.interval')}: {t(`interval.${subscription.interval.unit}`, { count: subscription.interval.count })}
        </Text>
      ) : null}
      {subscription.status === 'ACTIVE' && subscription.autoRenew ? (
        <Text size="sm" data-testid="renews-at">
          {t('current.renewsAt', { date: date(subscription.renewsAt) })}
        </Text>
      ) : null}
      {subscription.endsAt ? (
        <Text size="sm" fw={600} data-testid="ends-at">
          {subscription.status === 'CANCELED'
            ? t('current.endedAt', { date: date(subscription.endsAt) })
            : t('current.endsAt', { date: date(subscription.endsAt) })}
        </Text>
      ) : null}
      {subscription.status === 'PAST_DUE' && subscription.renewsAt ? (
        <Alert color="orange" variant="light" data-testid="past-due">
          {t('current.pastDue', {
            date: date(dayjs(subscription.renewsAt).add(BILLING_GRACE_DAYS, 'day').toISOString()),
          })}
        </Alert>
      ) : null}
      {subscription.status === 'INCOMPLETE' ? <Text size="sm">{t('current.incomplete')}</Text> : null}
      {running ? (
        <Switch
          mt="xs"
          checked={subscription.autoRenew}
          disabled={autoRenew.isPending}
          onChange={(event) => autoRenew.mutate(event.currentTarget.checked)}
          label={t('current.autoRenew')}
          description={subscription.autoRenew ? t('current.autoRenewOn') : t('current.autoRenewOff')}
        />
      ) : null}
      {autoRenew.isError ? (
        <Alert color="red" variant="light" role="alert">
          {autoRenew.error instanceof ApiError && autoRenew.error.code === 'NO_SUBSCRIPTION'
            ? t('errors:NO_SUBSCRIPTION')
            : autoRenew.variables
              ? t('billing:errors.autoRenew')
              : t('billing:errors.autoRenewCancel')}
        </Alert>
      ) : null}
    </Stack>
  );
}

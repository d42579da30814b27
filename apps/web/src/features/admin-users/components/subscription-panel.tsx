import { PAID_TIERS, type TAdminUserDetail, type TPaidTier } from '@bagdar/contracts';
import { Alert, Badge, Button, Card, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';
import { translateApiError } from '../../../lib/error-messages.ts';
import { fullDate, fullDateTime } from '../../../lib/relative-time.ts';
import { useChangeSubscription } from '../api/change-subscription.ts';

/** The subscription, its history and the admin's activate / extend / cancel actions. */
export function SubscriptionPanel({ user }: { user: TAdminUserDetail }) {
  const { t } = useTranslation(['admin-users', 'errors']);
  const lang = currentLanguage();
  const change = useChangeSubscription();
  const [tier, setTier] = useState<TPaidTier>(
    user.upgradeRequests.find((r) => r.status === 'PENDING')?.tier ?? 'STANDARD',
  );
  // One key per intended change: a double click or a retried request changes the subscription once.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const sub = user.subscription;
  const act = (action: 'ACTIVATE' | 'EXTEND' | 'CANCEL') =>
    change.mutate(
      { id: user.id, body: { action, idempotencyKey: key, ...(action === 'ACTIVATE' ? { tier } : {}) } },
      { onSettled: () => setKey(crypto.randomUUID()) },
    );
  const running = sub?.status === 'ACTIVE' || sub?.status === 'PAST_DUE';

  return (
    <Card withBorder radius="md" padding="lg" data-testid="subscription-panel">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('detail.subscription')}
        </Title>
        <Group gap="sm">
          <Text fw={700} data-testid="user-tier">
            {t(`tiers.${user.tier}`)}
          </Text>
          {sub ? (
            <Badge variant="light">{t(`statuses.${sub.status}`)}</Badge>
          ) : (
            <Text c="dimmed">{t('detail.noSubscription')}</Text>
          )}
        </Group>
        {sub?.renewsAt ? (
          <Text size="sm">
            {sub.endsAt
              ? t('detail.endsAt', { date: fullDate(sub.endsAt, lang) })
              : t('detail.renewsAt', { date: fullDate(sub.renewsAt, lang) })}
          </Text>
        ) : null}
        <Group align="flex-end" gap="sm">
          <SegmentedControl
            aria-label={t('detail.tier')}
            value={tier}
            onChange={(value) => setTier(value as TPaidTier)}
            data={PAID_TIERS.map((value) => ({ value, label: t(`tiers.${value}`) }))}
          />
          <Button
            loading={change.isPending && change.variables.body.action === 'ACTIVATE'}
            onClick={() => act('ACTIVATE')}
          >
            {t('detail.activate', { tier: t(`tiers.${tier}`) })}
          </Button>
          <Button
            variant="default"
            disabled={!running}
            loading={change.isPending && change.variables.body.action === 'EXTEND'}
            onClick={() => act('EXTEND')}
          >
            {t('detail.extend')}
          </Button>
          <Button
            color="red"
            variant="light"
            disabled={!sub || sub.status === 'CANCELED'}
            loading={change.isPending && change.variables.body.action === 'CANCEL'}
            onClick={() => act('CANCEL')}
          >
            {t('detail.cancel')}
          </Button>
        </Group>
        {change.isError ? (
          <Alert color="red" role="alert">
            {translateApiError(t, change.error, t('admin-users:actionError'))}
          </Alert>
        ) : null}
        {user.history.length > 0 ? (
          <Table.ScrollContainer minWidth={480}>
            <Table data-testid="subscription-history">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('detail.when')}</Table.Th>
                  <Table.Th>{t('detail.event')}</Table.Th>
                  <Table.Th>{t('detail.status')}</Table.Th>
                  <Table.Th>{t('detail.by')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {user.history.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td>{fullDateTime(entry.createdAt, lang)}</Table.Td>
                    <Table.Td>{t(`events.${entry.event}`)}</Table.Td>
                    <Table.Td>
                      {entry.fromStatus ? `${t(`statuses.${entry.fromStatus}`)} → ` : ''}
                      {t(`statuses.${entry.toStatus}`)} ({t(`tiers.${entry.tier}`)})
                    </Table.Td>
                    <Table.Td>{entry.actor ? `@${entry.actor}` : t('detail.system')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
    </Card>
  );
}

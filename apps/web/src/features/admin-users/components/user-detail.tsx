import { GLOBAL_ROLES, type TGlobalRole, type TMe } from '@bagdar/contracts';
import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  Group,
  List,
  Modal,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';
import { translateApiError } from '../../../lib/error-messages.ts';
import { fullDateTime } from '../../../lib/relative-time.ts';
import { useBlockUser } from '../api/block-user.ts';
import { useChangeRole } from '../api/change-role.ts';
import { useUser } from '../api/get-user.ts';
import { useUnblockUser } from '../api/unblock-user.ts';
import { auditDetailText, membershipText } from './detail-texts.ts';
import { SubscriptionPanel } from './subscription-panel.tsx';

/** `/admin/users/{id}`: profile, subscription and history, membership, activity, block, role, audit. */
export function UserDetail({ id, me }: { id: string; me: TMe }) {
  const { t } = useTranslation(['admin-users', 'errors']);
  const lang = currentLanguage();
  const user = useUser(id);
  const block = useBlockUser();
  const unblock = useUnblockUser();
  const role = useChangeRole();
  const [blocking, setBlocking] = useState(false);
  const [reason, setReason] = useState('');

  if (user.isPending) return <Skeleton h={320} aria-label={t('loading')} />;
  if (user.isError) {
    return (
      <Alert color="red" title={t('loadError')} role="alert">
        <Button mt="sm" variant="light" color="red" onClick={() => void user.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  const u = user.data;
  const failure = block.error ?? unblock.error ?? role.error;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>
            {u.firstName} {u.lastName}
          </Title>
          <Text c="dimmed">
            @{u.username} · {u.email}
          </Text>
        </div>
        <Group gap={4}>
          <Badge>{t(`roles.${u.role}`)}</Badge>
          {u.blocked ? (
            <Badge color="red" data-testid="blocked-badge">
              {t('blocked')}
            </Badge>
          ) : null}
          {!u.verified ? <Badge color="gray">{t('unverified')}</Badge> : null}
        </Group>
      </Group>
      {failure ? (
        <Alert color="red" role="alert">
          {translateApiError(t, failure, t('admin-users:actionError'))}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder radius="md" padding="lg">
          <Stack gap={4}>
            <Title order={2} size="h4">
              {t('detail.profile')}
            </Title>
            <Text size="sm">{t('detail.city', { city: u.city ?? '—' })}</Text>
            <Text size="sm">{t('detail.birth', { date: u.dateOfBirth ?? '—' })}</Text>
            <Text size="sm">{t('detail.registered', { date: fullDateTime(u.createdAt, lang) })}</Text>
            <Text size="sm">{u.membership ? membershipText(t, u.membership) : t('detail.noMembership')}</Text>
            <Text size="sm">{t('detail.activity', { tests: u.testsCompleted, analyses: u.analyses })}</Text>
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('detail.access')}
            </Title>
            {u.blocked ? (
              <>
                <Text size="sm">{t('detail.blockedBecause', { reason: u.blockReason ?? '' })}</Text>
                <Button variant="default" loading={unblock.isPending} onClick={() => unblock.mutate(u.id)}>
                  {t('detail.unblock')}
                </Button>
              </>
            ) : (
              <Button color="red" variant="light" disabled={u.id === me.id} onClick={() => setBlocking(true)}>
                {t('detail.block')}
              </Button>
            )}
            {me.role === 'SUPER_ADMIN' ? (
              <Select
                label={t('detail.role')}
                data={GLOBAL_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
                value={u.role}
                disabled={u.id === me.id || role.isPending}
                allowDeselect={false}
                onChange={(value) => value && value !== u.role && role.mutate({ id: u.id, role: value as TGlobalRole })}
              />
            ) : null}
          </Stack>
        </Card>
      </SimpleGrid>
      <SubscriptionPanel key={u.id} user={u} />
      {u.upgradeRequests.length > 0 ? (
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h4" mb="xs">
            {t('detail.requests')}
          </Title>
          <List size="sm">
            {u.upgradeRequests.map((r) => (
              <List.Item key={r.id}>
                <Code>{r.reference}</Code> · {t(`tiers.${r.tier}`)} · {t(`requests.status.${r.status}`)} ·{' '}
                {fullDateTime(r.createdAt, lang)}
              </List.Item>
            ))}
          </List>
        </Card>
      ) : null}
      <Card withBorder radius="md" padding="lg" data-testid="audit">
        <Title order={2} size="h4" mb="xs">
          {t('detail.audit')}
        </Title>
        {u.audit.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('detail.noAudit')}
          </Text>
        ) : (
          <List size="sm" spacing={4}>
            {u.audit.map((entry) => (
              <List.Item key={entry.id}>
                {fullDateTime(entry.createdAt, lang)} · @{entry.actor ?? '—'} ·{' '}
                {t(`audit.${entry.action}`, { defaultValue: entry.action })}
                {Object.keys(entry.detail).length > 0 ? ` (${auditDetailText(t, entry.detail)})` : ''}
              </List.Item>
            ))}
          </List>
        )}
      </Card>
      <Modal opened={blocking} onClose={() => setBlocking(false)} title={t('detail.blockTitle')}>
        <Stack>
          <Text size="sm">{t('detail.blockHint')}</Text>
          <Textarea
            label={t('detail.blockReason')}
            required
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <Button
            color="red"
            disabled={reason.trim().length === 0}
            loading={block.isPending}
            onClick={() =>
              block.mutate(
                { id: u.id, reason: reason.trim() },
                {
                  onSuccess: () => {
                    setBlocking(false);
                    setReason('');
                  },
                },
              )
            }
          >
            {t('detail.block')}
          </Button>
        </Stack>
      </Modal>
    </Stack>
  );
}

import type { TOrgApplication, TOrgApplicationAccepted } from '@bagdar/contracts';
import { Alert, Badge, Button, Card, Code, Group, Modal, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';
import { translateApiError } from '../../../lib/error-messages.ts';
import { fullDate, fullDateTime } from '../../../lib/relative-time.ts';
import { useAcceptOrgApplication } from '../api/accept-org-application.ts';
import { useOrgApplications } from '../api/get-org-applications.ts';
import { useRejectOrgApplication } from '../api/reject-org-application.ts';

const STATUS_COLOR = { PENDING: 'blue', ACCEPTED: 'teal', REJECTED: 'gray' } as const;

/**
 * Organisation licence applications: accept (creates the organisation and its first administrator,
 * whose activation code is shown once, printable) or reject with a reason.
 */
export function ApplicationsTable() {
  const { t } = useTranslation(['admin-users', 'org-application', 'errors']);
  const applications = useOrgApplications();
  const accept = useAcceptOrgApplication();
  const reject = useRejectOrgApplication();
  const [rejecting, setRejecting] = useState<TOrgApplication | null>(null);
  const [reason, setReason] = useState('');
  const [issued, setIssued] = useState<TOrgApplicationAccepted | null>(null);
  const items = applications.data?.pages.flatMap((page) => page.items) ?? [];
  const failure = accept.error ?? reject.error;

  if (applications.isPending) return <Skeleton h={120} aria-label={t('loading')} />;
  if (applications.isError) {
    return (
      <Alert color="red" title={t('loadError')} role="alert">
        <Button mt="sm" variant="light" color="red" onClick={() => void applications.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      {failure ? (
        <Alert color="red" role="alert">
          {translateApiError(t, failure, t('admin-users:actionError'))}
        </Alert>
      ) : null}
      {items.length === 0 ? <Text c="dimmed">{t('applications.empty')}</Text> : null}
      {items.map((app) => (
        <Card key={app.id} withBorder radius="md" data-testid="org-application">
          <Stack gap={4}>
            <Group justify="space-between">
              <Text fw={700}>{app.organizationName}</Text>
              <Badge color={STATUS_COLOR[app.status]} variant="light">
                {t(`admin-users:applications.status.${app.status}`)}
              </Badge>
            </Group>
            <Text size="sm">
              {t(`org-application:types.${app.type}`)} · {app.city} ·{' '}
              {t('admin-users:applications.seats', { count: app.seats })}
            </Text>
            <Text size="sm">
              {app.contactName}
              {app.contactEmail ? ` · ${app.contactEmail}` : ''}
              {app.contactPhone ? ` · ${app.contactPhone}` : ''}
            </Text>
            <Text size="xs" c="dimmed">
              {fullDateTime(app.createdAt, currentLanguage())}
            </Text>
            {app.rejectionReason ? (
              <Text size="sm">{t('admin-users:applications.reason', { reason: app.rejectionReason })}</Text>
            ) : null}
            {app.status === 'PENDING' ? (
              <Group mt="xs">
                <Button
                  size="xs"
                  loading={accept.isPending && accept.variables === app.id}
                  onClick={() => accept.mutate(app.id, { onSuccess: setIssued })}
                >
                  {t('admin-users:applications.accept')}
                </Button>
                <Button size="xs" variant="default" onClick={() => setRejecting(app)}>
                  {t('admin-users:applications.reject')}
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Card>
      ))}
      {applications.hasNextPage ? (
        <Button
          variant="default"
          loading={applications.isFetchingNextPage}
          onClick={() => void applications.fetchNextPage()}
        >
          {t('admin-users:loadMore')}
        </Button>
      ) : null}
      <Modal
        opened={issued !== null}
        onClose={() => setIssued(null)}
        title={t('admin-users:applications.issued.title', { org: issued?.organizationName ?? '' })}
      >
        {issued ? (
          <Stack gap="sm" data-testid="issued-code">
            <Text size="sm">{t('admin-users:applications.issued.intro')}</Text>
            <Text>
              {t('admin-users:applications.issued.username')}: <Code>{issued.activation.username}</Code>
            </Text>
            <Text>
              {t('admin-users:applications.issued.code')}:{' '}
              <Code fz="lg" data-testid="activation-code">
                {issued.activation.code}
              </Code>
            </Text>
            <Text size="sm" c="dimmed">
              {t('admin-users:applications.issued.expires', {
                date: fullDate(issued.activation.expiresAt, currentLanguage()),
              })}
            </Text>
            <Text size="sm">
              {issued.activation.mailedTo
                ? t('admin-users:applications.issued.mailed', { email: issued.activation.mailedTo })
                : t('admin-users:applications.issued.notMailed')}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => window.print()}>
                {t('admin-users:applications.issued.print')}
              </Button>
              <Button onClick={() => setIssued(null)}>{t('admin-users:applications.issued.close')}</Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
      <Modal
        opened={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={t('admin-users:applications.rejectTitle')}
      >
        <Stack>
          <Textarea
            label={t('admin-users:applications.rejectReason')}
            required
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <Button
            color="red"
            disabled={reason.trim().length === 0}
            loading={reject.isPending}
            onClick={() =>
              rejecting &&
              reject.mutate(
                { id: rejecting.id, reason: reason.trim() },
                {
                  onSuccess: () => {
                    setRejecting(null);
                    setReason('');
                  },
                },
              )
            }
          >
            {t('admin-users:applications.reject')}
          </Button>
        </Stack>
      </Modal>
    </Stack>
  );
}

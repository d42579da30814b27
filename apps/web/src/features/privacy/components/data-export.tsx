import type { TDataExport } from '@bagdar/contracts';
import { Alert, Anchor, Button, Group, Loader, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconDownload, IconFileZip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert.tsx';
import { translateApiError } from '../../../lib/error-messages.ts';
import { formatLongDateTime } from '../../../lib/long-date.ts';
import { useUiLanguage } from '../../../lib/use-localized.ts';
import { useDataExport, useRequestDataExport } from '../api/data-export.ts';

const megabytes = (bytes: number) => Math.max(0.1, Math.round((bytes / 1_048_576) * 10) / 10);

/**
 * "Download my data": asks for a zip of everything the person gave the platform; while the job runs
 * the section says so (and is notified when done), then offers the link with the time it ends.
 */
export function DataExport() {
  const { t } = useTranslation('settings');
  const lng = useUiLanguage();
  const state = useDataExport();
  const request = useRequestDataExport();
  const current: TDataExport | null = state.data?.export ?? null;
  const running = current?.status === 'QUEUED' || current?.status === 'RUNNING';
  const when = (iso: string | null) => (iso ? formatLongDateTime(iso, lng) : '');

  let body;
  if (state.isPending) {
    body = <Skeleton height={36} width={220} />;
  } else if (state.isError) {
    body = <FormAlert message={translateApiError(t, state.error, t('privacy.exportLoadError'))} />;
  } else if (running) {
    body = (
      <Group gap="sm" wrap="nowrap" role="status" data-testid="data-export-running">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{t('privacy.exportRunning')}</Text>
      </Group>
    );
  } else if (current?.status === 'READY' && current.downloadUrl) {
    body = (
      <Stack gap={4} data-testid="data-export-ready">
        <Anchor href={current.downloadUrl} download fw={600} data-testid="data-export-download">
          <Group gap={6} wrap="nowrap" component="span">
            <IconDownload size={18} aria-hidden />
            {t('privacy.exportDownload', { size: megabytes(current.bytes ?? 0) })}
          </Group>
        </Anchor>
        <Text size="xs" c="dimmed">
          {t('privacy.exportExpires', { date: when(current.expiresAt) })}
        </Text>
      </Stack>
    );
  } else if (current?.status === 'FAILED') {
    body = (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} aria-hidden />}
        data-testid="data-export-failed"
      >
        {t('privacy.exportFailed')}
      </Alert>
    );
  } else if (current?.status === 'EXPIRED') {
    body = (
      <Text size="sm" c="dimmed" data-testid="data-export-expired">
        {t('privacy.exportExpired', { date: when(current.expiresAt) })}
      </Text>
    );
  }

  return (
    <Paper withBorder radius="md" p="md" data-testid="data-export">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          {t('privacy.exportTitle')}
        </Title>
        <Text size="sm">{t('privacy.exportHint')}</Text>
        {body}
        <FormAlert message={request.isError ? translateApiError(t, request.error, t('privacy.exportError')) : null} />
        {!running && !state.isPending && (
          <Button
            variant="light"
            leftSection={<IconFileZip size={16} aria-hidden />}
            loading={request.isPending}
            onClick={() => request.mutate()}
            data-testid="data-export-request"
          >
            {current ? t('privacy.exportAgain') : t('privacy.exportButton')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUiLanguage } from '../../../lib/use-localized.ts';
import { analyticsFileName, downloadAnalytics, useOrganizationAnalytics } from '../api/analytics.ts';
import { useGroups } from '../api/groups.ts';
import { OrganizationFigures } from './analytics-org-figures.tsx';
import { ErrorState, LoadingState } from './analytics-parts.tsx';
import { StudentLinks } from './analytics-student-links.tsx';
import { useErrorMessage } from './org-messages.ts';

/** An organisation's figures with a group filter, charts with tables, an xlsx export and its students. */
export function OrganizationAnalytics({ orgId, orgName }: { orgId: string; orgName: string }) {
  const { t } = useTranslation('analytics');
  const [groupId, setGroupId] = useState<string | null>(null);
  const groups = useGroups(orgId);
  const query = useOrganizationAnalytics(orgId, groupId);
  const groupCode = groups.data?.items.find((g) => g.id === groupId)?.code;

  const back = (
    <Button component={Link} to={`/admin/organizations/${orgId}`} variant="default" size="xs">
      {t('backToOrganization')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed" size="sm">
            {orgName}
          </Text>
        </div>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('group.label')}
            w={200}
            data={[
              { value: '', label: t('group.all') },
              ...(groups.data?.items ?? []).map((g) => ({ value: g.id, label: g.code })),
            ]}
            value={groupId ?? ''}
            onChange={(v) => setGroupId(v ? v : null)}
            allowDeselect={false}
            data-testid="analytics-group"
          />
          <ExportButton orgId={orgId} orgName={orgName} groupId={groupId} groupCode={groupCode} ready={!!query.data} />
        </Group>
      </Group>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} back={back} />
      ) : (
        <OrganizationFigures data={query.data} />
      )}
      <StudentLinks orgId={orgId} groupId={groupId} />
    </Stack>
  );
}

/** Downloads the filter's figures as an xlsx named after the organisation and group; a failure shows a notice. */
function ExportButton({
  orgId,
  orgName,
  groupId,
  groupCode,
  ready,
}: {
  orgId: string;
  orgName: string;
  groupId: string | null;
  groupCode: string | undefined;
  ready: boolean;
}) {
  const { t } = useTranslation('analytics');
  const lang = useUiLanguage();
  const message = useErrorMessage();
  const [exporting, setExporting] = useState(false);

  const exportXlsx = async () => {
    setExporting(true);
    try {
      await downloadAnalytics(orgId, groupId, lang, analyticsFileName(t('export.fileName'), orgName, groupCode));
    } catch (error) {
      notifications.show({ color: 'red', title: t('export.failed'), message: message(error, t('export.failed')) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button
      leftSection={<IconDownload size={16} aria-hidden />}
      onClick={() => void exportXlsx()}
      loading={exporting}
      disabled={!ready}
    >
      {t('export.button')}
    </Button>
  );
}

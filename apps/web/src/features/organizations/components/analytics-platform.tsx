import { Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUiLanguage } from '../../../lib/use-localized.ts';
import { analyticsFileName, downloadPlatformAnalytics, usePlatformAnalytics } from '../api/analytics.ts';
import { ExportButton } from './export-button.tsx';
import { ChartSlot, Charts, ErrorState, FigureTable, LoadingState, Section, StatCards } from './analytics-parts.tsx';

/** Platform figures for SUPER_ADMIN and MINISTRY: totals and the last 12 months. */
export function PlatformAnalytics() {
  const { t } = useTranslation('analytics');
  const query = usePlatformAnalytics();
  const lang = useUiLanguage();
  const back = (
    <Button component={Link} to="/admin/organizations" variant="default" size="xs">
      {t('backToOrganization')}
    </Button>
  );
  const title = <Title order={1}>{t('platformTitle')}</Title>;
  if (query.isPending || query.isError) {
    return (
      <Stack gap="lg">
        {title}
        {query.isPending ? (
          <LoadingState />
        ) : (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} back={back} />
        )}
      </Stack>
    );
  }
  const { totals, months } = query.data;
  const series = [
    { name: 'users', label: t('platform.newUsers') },
    { name: 'activeOrganizations', label: t('platform.activeOrganizations') },
    { name: 'testsTaken', label: t('platform.testsTaken') },
    { name: 'analyses', label: t('platform.analyses') },
  ];
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        {title}
        <ExportButton
          download={() => downloadPlatformAnalytics(lang, analyticsFileName(t('export.fileName'), t('platformTitle')))}
        />
      </Group>
      <StatCards
        items={[
          { label: t('platform.users'), value: totals.users },
          {
            label: t('platform.activeOrganizations'),
            value: `${totals.activeOrganizations} / ${totals.organizations}`,
          },
          { label: t('platform.testsTaken'), value: totals.testsTaken },
          { label: t('platform.analyses'), value: totals.analyses },
        ]}
      />
      <Section title={t('platform.overTime')} testId="platform-series">
        <ChartSlot>
          <Charts.Line
            label={t('summary.platform', {
              list: months
                .map((m) => `${m.month}: ${m.users} / ${m.activeOrganizations} / ${m.testsTaken} / ${m.analyses}`)
                .join('; '),
            })}
            data={months}
            dataKey="month"
            series={series}
          />
        </ChartSlot>
        <FigureTable
          caption={t('platform.overTime')}
          head={[t('platform.month'), ...series.map((s) => s.label)]}
          rows={months.map((m) => [m.month, m.users, m.activeOrganizations, m.testsTaken, m.analyses])}
        />
      </Section>
    </Stack>
  );
}

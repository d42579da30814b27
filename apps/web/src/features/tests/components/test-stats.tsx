import type { TTestList } from '@bagdar/contracts';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Personal statistics: completed, in progress, time spent. */
export function TestStats({ stats }: { stats: TTestList['stats'] }) {
  const { t } = useTranslation('tests');
  const items = [
    { key: 'completed', label: t('stats.completed'), value: String(stats.completed) },
    { key: 'inProgress', label: t('stats.inProgress'), value: String(stats.inProgress) },
    { key: 'timeSpent', label: t('stats.timeSpent'), value: t('stats.minutes', { count: stats.timeSpentMinutes }) },
  ];
  return (
    <section aria-label={t('stats.label')}>
      <SimpleGrid cols={{ base: 3 }} spacing={{ base: 'xs', sm: 'md' }}>
        {items.map((item) => (
          <Paper key={item.key} withBorder radius="md" p={{ base: 'xs', sm: 'md' }} data-testid={`stat-${item.key}`}>
            <Text size="xs" c="dimmed">
              {item.label}
            </Text>
            <Text fw={700} fz={{ base: 'lg', sm: 'xl' }}>
              {item.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}

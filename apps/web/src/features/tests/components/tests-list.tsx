import type { TTestCard, TTestCategory, TTestState } from '@bagdar/contracts';
import { Alert, Button, Chip, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconMoodEmpty } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTests } from '../api/get-tests.ts';
import { useLocalized } from '../../../lib/use-localized.ts';
import { useOpenAttempt } from '../hooks/use-open-attempt.ts';
import { TestCardView } from './test-card.tsx';
import { TestStats } from './test-stats.tsx';

const GROUPS: { state: TTestState; key: 'new' | 'active' | 'completed' }[] = [
  { state: 'IN_PROGRESS', key: 'active' },
  { state: 'NOT_STARTED', key: 'new' },
  { state: 'COMPLETED', key: 'completed' },
];
const ALL = '__all__';

function categoriesOf(items: TTestCard[]): TTestCategory[] {
  const byKey = new Map<string, TTestCategory>();
  for (const item of items) for (const category of item.categories) byKey.set(category.key, category);
  return [...byKey.values()].sort((a, b) => a.priority - b.priority);
}

/** `/app/tests`: statistics, category chips and the groups active, new and completed. */
export function TestsList() {
  const { t } = useTranslation('tests');
  const localized = useLocalized();
  const tests = useTests();
  const attempt = useOpenAttempt();
  const [category, setCategory] = useState<string>(ALL);

  if (tests.isPending) return <TestsListSkeleton />;
  if (tests.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        icon={<IconAlertCircle size={18} aria-hidden />}
        title={t('loadError')}
      >
        <Button
          mt="sm"
          size="xs"
          variant="white"
          color="red"
          onClick={() => void tests.refetch()}
          loading={tests.isFetching}
        >
          {t('retry')}
        </Button>
      </Alert>
    );
  }

  const { items, stats } = tests.data;
  const categories = categoriesOf(items);
  const visible = category === ALL ? items : items.filter((item) => item.categories.some((c) => c.key === category));

  return (
    <Stack gap="lg">
      <TestStats stats={stats} />
      {categories.length > 0 ? (
        <Chip.Group multiple={false} value={category} onChange={setCategory}>
          <Group gap="xs" role="group" aria-label={t('filters.label')}>
            <Chip value={ALL} size="sm">
              {t('filters.all')}
            </Chip>
            {categories.map((c) => (
              <Chip key={c.key} value={c.key} size="sm">
                {localized(c.name)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      ) : null}
      {attempt.error ? (
        <Alert color="red" variant="light" role="alert">
          {attempt.error}
        </Alert>
      ) : null}
      {visible.length === 0 ? (
        <Stack align="center" gap="xs" py="xl" data-testid="tests-empty">
          <IconMoodEmpty size={40} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text fw={600}>{items.length === 0 ? t('empty.title') : t('empty.filtered')}</Text>
          {items.length === 0 ? <Text c="dimmed">{t('empty.body')}</Text> : null}
        </Stack>
      ) : (
        GROUPS.map(({ state, key }) => {
          const group = visible.filter((item) => item.state === state);
          if (group.length === 0) return null;
          return (
            <section key={key} aria-labelledby={`tests-group-${key}`} data-testid={`tests-group-${key}`}>
              <Title order={2} size="h3" mb="sm" id={`tests-group-${key}`}>
                {t(`groups.${key}`)} · {group.length}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                {group.map((test) => (
                  <TestCardView
                    key={test.id}
                    test={test}
                    onOpenAttempt={(id) => void attempt.open(id)}
                    pending={attempt.pendingTestId === test.id}
                  />
                ))}
              </SimpleGrid>
            </section>
          );
        })
      )}
    </Stack>
  );
}

function TestsListSkeleton() {
  const { t } = useTranslation('common');
  return (
    <Stack gap="lg" aria-busy="true" aria-label={t('loading')} data-testid="tests-loading">
      <SimpleGrid cols={3} spacing="md">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={72} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton h={28} w={220} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={220} radius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

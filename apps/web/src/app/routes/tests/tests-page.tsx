import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/page-title.tsx';
import { TestsList } from '../../../features/tests/components/tests-list.tsx';

/** `/app/tests`. */
export function TestsPage() {
  const { t } = useTranslation('tests');
  usePageTitle(t('title'));
  return (
    <Stack gap="lg" data-testid="page-tests">
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('subtitle')}</Text>
      </Stack>
      <TestsList />
    </Stack>
  );
}

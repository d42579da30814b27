import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/page-title.tsx';
import { CareersHome } from '../../../features/careers/components/careers-home.tsx';

/** `/app/careers` (PRO only). */
export function CareersPage() {
  const { t } = useTranslation('careers');
  usePageTitle(t('title'));
  return (
    <Stack gap="lg" data-testid="page-careers">
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('subtitle')}</Text>
      </Stack>
      <CareersHome />
    </Stack>
  );
}

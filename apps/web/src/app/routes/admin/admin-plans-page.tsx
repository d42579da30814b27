import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/page-title.tsx';
import { PlansAdmin } from '../../../features/admin-billing/components/plans-admin.tsx';

/** `/admin/billing/plans` (super admin only: the route flag and the API both check it). */
export function AdminPlansPage() {
  const { t } = useTranslation('admin-billing');
  usePageTitle(t('title'));
  return (
    <Stack gap="lg" data-testid="page-admin-plans">
      <Title order={1}>{t('title')}</Title>
      <Text c="dimmed">{t('intro')}</Text>
      <PlansAdmin />
    </Stack>
  );
}

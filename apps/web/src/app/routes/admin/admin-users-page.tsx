import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/page-title.tsx';
import { UsersAdmin } from '../../../features/admin-users/components/users-admin.tsx';
import { CatalogGate } from './catalog-gate.tsx';

/** `/admin/users` (platform admins: SUPER_ADMIN and MINISTRY; the API answers others 403). */
export function AdminUsersPage() {
  const { t } = useTranslation('admin-users');
  usePageTitle(t('title'));
  return (
    <CatalogGate>
      <Stack gap="lg" data-testid="page-admin-users">
        <Title order={1}>{t('title')}</Title>
        <UsersAdmin />
      </Stack>
    </CatalogGate>
  );
}

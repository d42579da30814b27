import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { usePageTitle } from '../../../components/page-title.tsx';
import { useMe } from '../../../features/auth/api/get-me.ts';
import { UserDetail } from '../../../features/admin-users/components/user-detail.tsx';
import { CatalogGate } from './catalog-gate.tsx';

/** `/admin/users/{id}`. */
export function AdminUserPage() {
  const { t } = useTranslation('admin-users');
  usePageTitle(t('userTitle'));
  const { id = '' } = useParams();
  const me = useMe().data;
  return (
    <CatalogGate>
      <Anchor component={Link} to="/admin/users" size="sm" mb="md" display="inline-block">
        {t('back')}
      </Anchor>
      {me ? <UserDetail id={id} me={me} /> : <FullPageLoader />}
    </CatalogGate>
  );
}

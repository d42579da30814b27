import { isSuperAdminLevel } from '@bagdar/contracts';
import { Alert, Button, Center, Loader, Stack, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../components/page-title.tsx';
import { useMe } from '../../../features/auth/api/get-me.ts';

/**
 * The test, profession and material catalogues belong to SUPER_ADMIN and MINISTRY. Organisation
 * staff may enter the admin area but get this notice here (the API answers them 403 anyway).
 */
export function CatalogGate({ children }: { children: ReactNode }) {
  const me = useMe();
  // The guard loader has already loaded the user; the loader only shows if that cache was dropped.
  if (me.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (me.data && isSuperAdminLevel(me.data)) return children;
  return <CatalogRestricted />;
}

function CatalogRestricted() {
  const { t } = useTranslation('admin-catalog');
  usePageTitle(t('restricted.title'));
  return (
    <Stack gap="lg" maw={640} data-testid="catalog-restricted">
      <Title order={1}>{t('restricted.title')}</Title>
      <Alert color="orange" variant="light" icon={<IconLock size={18} aria-hidden />} title={t('restricted.code')}>
        {t('restricted.body')}
      </Alert>
      <Button component={Link} to="/admin/analytics" variant="default" style={{ alignSelf: 'flex-start' }}>
        {t('restricted.back')}
      </Button>
    </Stack>
  );
}

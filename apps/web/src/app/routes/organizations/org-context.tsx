import { isSuperAdminLevel, type TMe, type TOrganization } from '@bagdar/contracts';
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { usePageTitle } from '../../../components/page-title.tsx';
import { useMe } from '../../../features/auth/api/get-me.ts';
import { useOrganization } from '../../../features/organizations/api/get-organization.ts';
import type { TOrgAbilities } from '../../../features/organizations/components/org-subnav.tsx';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * A platform-wide admin page: SUPER_ADMIN and MINISTRY see `children`; organisation staff land on
 * their own organisation's page at `/admin/organizations/{id}{ownSuffix}`; anyone else gets 403.
 */
export function PlatformOrOwnOrganization({
  ownSuffix,
  loadingLabel,
  children,
}: {
  ownSuffix: string;
  loadingLabel: string;
  children: ReactNode;
}) {
  const me = useMe();
  if (me.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={loadingLabel} />
      </Center>
    );
  }
  if (me.data && isSuperAdminLevel(me.data)) return children;
  const own = me.data?.organization?.id;
  return <Navigate to={own ? `/admin/organizations/${own}${ownSuffix}` : '/errors/403'} replace />;
}

/** What the signed-in user may do in an organisation (spec §6); the API enforces the same. */
export function abilitiesOf(me: TMe | null): TOrgAbilities {
  if (me && isSuperAdminLevel(me)) {
    return { editOrganization: true, staffLists: true, manageAdmins: true, writeMembers: true, manageGroups: true };
  }
  const role = me?.organizationUser?.role;
  return {
    editOrganization: false,
    staffLists: role === 'ORG_ADMIN' || role === 'ORG_STAFF',
    manageAdmins: role === 'ORG_ADMIN',
    writeMembers: role === 'ORG_ADMIN' || role === 'ORG_STAFF',
    manageGroups: role === 'ORG_ADMIN' || role === 'ORG_STAFF',
  };
}

/** Loads the organisation of the path; a missing one (or another tenant's: the API answers 404) shows a notice. */
export function OrgGate({
  title,
  children,
}: {
  title: string;
  children: (ctx: { org: TOrganization; me: TMe | null; abilities: TOrgAbilities }) => ReactNode;
}) {
  const { t } = useTranslation('organizations');
  const { id = '' } = useParams();
  const me = useMe().data ?? null;
  const org = useOrganization(id);
  usePageTitle(org.data ? `${title} — ${org.data.name}` : title);
  if (org.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  if (org.isError) {
    const missing = org.error instanceof ApiError && org.error.statusCode === 404;
    return (
      <Stack gap="md" maw={560}>
        <Alert color={missing ? 'orange' : 'red'} role="alert" title={missing ? t('detail.notFound') : t('loadError')}>
          {missing ? t('detail.notFoundBody') : t('detail.loadErrorBody')}
        </Alert>
        <Stack gap="xs" align="flex-start">
          {!missing && <Button onClick={() => void org.refetch()}>{t('retry')}</Button>}
          <Button component={Link} to="/admin/organizations" variant="default">
            {t('detail.back')}
          </Button>
        </Stack>
      </Stack>
    );
  }
  return children({ org: org.data, me, abilities: abilitiesOf(me) });
}

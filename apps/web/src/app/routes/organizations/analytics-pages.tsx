import { isSuperAdminLevel } from '@bagdar/contracts';
import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { usePageTitle } from '../../../components/page-title.tsx';
import { useMe } from '../../../features/auth/api/get-me.ts';
import { OrganizationAnalytics } from '../../../features/organizations/components/analytics-organization.tsx';
import { PlatformAnalytics } from '../../../features/organizations/components/analytics-platform.tsx';
import { StudentAnalytics } from '../../../features/organizations/components/analytics-student.tsx';
import { OrgGate } from './org-context.tsx';

/** /admin/analytics: platform figures for SUPER_ADMIN and MINISTRY; organisation staff land on their own organisation's. */
export function AnalyticsPage() {
  const { t } = useTranslation('analytics');
  usePageTitle(t('platformTitle'));
  const me = useMe();
  if (me.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  if (me.data && isSuperAdminLevel(me.data)) return <PlatformAnalytics />;
  const own = me.data?.organization?.id;
  return <Navigate to={own ? `/admin/organizations/${own}/analytics` : '/errors/403'} replace />;
}

export function OrganizationAnalyticsPage() {
  const { t } = useTranslation('analytics');
  return (
    <OrgGate title={t('title')}>{({ org }) => <OrganizationAnalytics orgId={org.id} orgName={org.name} />}</OrgGate>
  );
}

export function OrganizationStudentAnalyticsPage() {
  const { t } = useTranslation('analytics');
  const { studentId = '' } = useParams();
  return (
    <OrgGate title={t('studentTitle')}>
      {({ org }) => <StudentAnalytics orgId={org.id} studentId={studentId} />}
    </OrgGate>
  );
}

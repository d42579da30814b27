import { isSuperAdminLevel } from '@bagdar/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '../../../components/page-title.tsx';
import { OrganizationAnalytics } from '../../../features/organizations/components/analytics-organization.tsx';
import { PlatformAnalytics } from '../../../features/organizations/components/analytics-platform.tsx';
import { StudentAnalytics } from '../../../features/organizations/components/analytics-student.tsx';
import { OrgGate, PlatformOrOwnOrganization } from './org-context.tsx';

/** /admin/analytics: platform figures for SUPER_ADMIN and MINISTRY; organisation staff land on their own organisation's. */
export function AnalyticsPage() {
  const { t } = useTranslation('analytics');
  usePageTitle(t('platformTitle'));
  return (
    <PlatformOrOwnOrganization ownSuffix="/analytics" loadingLabel={t('loading')}>
      <PlatformAnalytics />
    </PlatformOrOwnOrganization>
  );
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
      {({ org, me }) => (
        <StudentAnalytics orgId={org.id} studentId={studentId} canReview={me !== null && !isSuperAdminLevel(me)} />
      )}
    </OrgGate>
  );
}

import { isSuperAdminLevel } from '@bagdar/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/page-title.tsx';
import { useMe } from '../../../features/auth/api/get-me.ts';
import { useLogin } from '../../../features/auth/api/login.ts';
import { ActivationForm } from '../../../features/organizations/components/activation-form.tsx';
import { GroupsManager } from '../../../features/organizations/components/groups-manager.tsx';
import { ImportWizard } from '../../../features/organizations/components/import-wizard.tsx';
import { MembersList } from '../../../features/organizations/components/members-list.tsx';
import { OrganizationDetail } from '../../../features/organizations/components/organization-detail.tsx';
import { OrganizationForm } from '../../../features/organizations/components/organization-form.tsx';
import { OrganizationsList } from '../../../features/organizations/components/organizations-list.tsx';
import { SeatsNotice } from '../../../features/organizations/components/seats-notice.tsx';
import { OrgGate, PlatformOrOwnOrganization } from './org-context.tsx';

/** Platform admins see every organisation; organisation staff land on their own. */
export function OrganizationsPage() {
  const { t } = useTranslation('organizations');
  usePageTitle(t('list.title'));
  return (
    <PlatformOrOwnOrganization ownSuffix="" loadingLabel={t('loading')}>
      <OrganizationsList canCreate />
    </PlatformOrOwnOrganization>
  );
}

export function OrganizationCreatePage() {
  const { t } = useTranslation('organizations');
  usePageTitle(t('form.createTitle'));
  const me = useMe().data;
  if (me && !isSuperAdminLevel(me)) return <Navigate to="/errors/403?reason=insufficient_permissions" replace />;
  return <OrganizationForm />;
}

export function OrganizationPage() {
  const { t } = useTranslation('organizations');
  return (
    <OrgGate title={t('detail.title')}>
      {({ org, abilities }) => <OrganizationDetail organization={org} abilities={abilities} />}
    </OrgGate>
  );
}

export function OrganizationEditPage() {
  const { t } = useTranslation('organizations');
  return (
    <OrgGate title={t('form.editTitle')}>
      {({ org, abilities }) =>
        abilities.editOrganization ? (
          <OrganizationForm organization={org} />
        ) : (
          <Navigate to={`/admin/organizations/${org.id}`} replace />
        )
      }
    </OrgGate>
  );
}

export function OrganizationStudentsPage() {
  const { t } = useTranslation('organizations');
  return (
    <OrgGate title={t('roles.ORG_STUDENT')}>
      {({ org, abilities }) => (
        <MembersList
          orgId={org.id}
          roles={['ORG_STUDENT']}
          abilities={abilities}
          notice={<SeatsNotice used={org.seatsUsed} total={org.seatCount} />}
        />
      )}
    </OrgGate>
  );
}

export function OrganizationStaffPage() {
  const { t } = useTranslation('organizations');
  return (
    <OrgGate title={t('members.staffTitle')}>
      {({ org, abilities }) =>
        abilities.staffLists ? (
          <MembersList
            orgId={org.id}
            roles={abilities.manageAdmins ? ['ORG_STAFF', 'ORG_TEACHER', 'ORG_ADMIN'] : ['ORG_STAFF', 'ORG_TEACHER']}
            abilities={abilities}
          />
        ) : (
          <Navigate to={`/admin/organizations/${org.id}/students`} replace />
        )
      }
    </OrgGate>
  );
}

export function OrganizationGroupsPage() {
  const { t } = useTranslation('organizations');
  return (
    <OrgGate title={t('groups.title')}>
      {({ org, abilities }) => <GroupsManager orgId={org.id} abilities={abilities} />}
    </OrgGate>
  );
}

function uploadPage(role: 'ORG_STUDENT' | 'ORG_STAFF' | 'ORG_TEACHER') {
  return function UploadPage() {
    const { t } = useTranslation('organizations');
    return (
      <OrgGate title={t(`import.title.${role}`)}>
        {({ org, abilities }) =>
          abilities.writeMembers ? (
            <ImportWizard
              orgId={org.id}
              role={role}
              abilities={abilities}
              notice={role === 'ORG_STUDENT' ? <SeatsNotice used={org.seatsUsed} total={org.seatCount} /> : null}
            />
          ) : (
            <Navigate to={`/admin/organizations/${org.id}`} replace />
          )
        }
      </OrgGate>
    );
  };
}
export const OrganizationStudentsUploadPage = uploadPage('ORG_STUDENT');
export const OrganizationStaffUploadPage = uploadPage('ORG_STAFF');
export const OrganizationTeachersUploadPage = uploadPage('ORG_TEACHER');

/** The public activation page: after the code is redeemed, sign in and go on to onboarding (and then home). */
export function ActivationPage() {
  const { t } = useTranslation('organizations');
  usePageTitle(t('activation.title'));
  const [params] = useSearchParams();
  const login = useLogin();
  const navigate = useNavigate();
  return (
    <ActivationForm
      initialCode={params.get('code') ?? ''}
      onActivated={async (username, password) => {
        const me = await login.mutateAsync({ emailOrUsername: username, password });
        // Staff, teachers and administrators (an accepted organisation's first one) go on to their
        // organisation's admin area after onboarding; students to the feed as anyone else.
        const staff = me.organizationUser && me.organizationUser.role !== 'ORG_STUDENT';
        await navigate(staff ? '/auth/onboarding?redirect=%2Fadmin%2Forganizations' : '/auth/onboarding', {
          replace: true,
        });
      }}
    />
  );
}

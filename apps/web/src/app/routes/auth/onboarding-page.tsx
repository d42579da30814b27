import { isSafeRedirect, ROUTES } from '@bagdar/contracts';
import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useMe } from '../../../features/auth/api/get-me.ts';
import { OnboardingForm } from '../../../features/auth/components/onboarding-form.tsx';
import { VerificationNotice } from '../../../features/auth/components/verification-notice.tsx';
import { AuthHeading } from './auth-heading.tsx';

export function OnboardingPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const me = useMe().data ?? null;
  const redirectTo = params.get('redirect');
  const target = isSafeRedirect(redirectTo) ? redirectTo : ROUTES.feed;
  return (
    <>
      <AuthHeading
        title={t('onboarding.title')}
        subtitle={me ? t('onboarding.subtitle', { name: me.firstName }) : undefined}
      />
      <Stack gap="md" mb="lg">
        {params.get('reason') === 'onboarding_required' ? (
          <Alert color="blue" variant="light" role="status">
            {t('onboarding.required')}
          </Alert>
        ) : null}
        {me && !me.emailVerified ? (
          // Sign-up mails a confirmation link; an account an organisation created was sent none.
          <VerificationNotice email={me.email} mailed={me.organizationUser === null} />
        ) : null}
      </Stack>
      <OnboardingForm known={me} onSuccess={() => void navigate(target, { replace: true })} />
    </>
  );
}

import { isSafeRedirect } from '@bagdar/contracts';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SignupForm } from '../../../features/auth/components/signup-form.tsx';
import { AuthHeading } from './auth-heading.tsx';

export function SignupPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectTo = params.get('redirect');
  const onboarding = isSafeRedirect(redirectTo)
    ? `/auth/onboarding?redirect=${encodeURIComponent(redirectTo)}`
    : '/auth/onboarding';
  return (
    <>
      <AuthHeading title={t('signup.title')} subtitle={t('signup.subtitle')} />
      <SignupForm onSuccess={() => void navigate(onboarding, { replace: true })} />
      <Text ta="center" mt="lg" size="sm">
        {t('signup.haveAccount')}{' '}
        <Anchor component={Link} to="/auth/login" fw={600}>
          {t('login.link')}
        </Anchor>
      </Text>
    </>
  );
}

import { isSafeRedirect, ROUTES } from '@bagdar/contracts';
import { Alert, Anchor, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import { AuthHeading } from './auth-heading.tsx';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectTo = params.get('redirect');
  const target = isSafeRedirect(redirectTo) ? redirectTo : ROUTES.feed;
  const signupHref = isSafeRedirect(redirectTo)
    ? `/auth/signup?redirect=${encodeURIComponent(redirectTo)}`
    : '/auth/signup';
  return (
    <>
      <AuthHeading title={t('login.title')} subtitle={t('login.subtitle')} />
      {params.get('reason') === 'authentication_required' ? (
        <Alert color="blue" variant="light" mb="md" icon={<IconInfoCircle size={18} aria-hidden />} role="status">
          {t('login.authenticationRequired')}
        </Alert>
      ) : null}
      <LoginForm onSuccess={() => void navigate(target, { replace: true })} />
      <Text ta="center" mt="lg" size="sm">
        {t('login.noAccount')}{' '}
        <Anchor component={Link} to={signupHref} fw={600}>
          {t('signup.link')}
        </Anchor>
      </Text>
    </>
  );
}

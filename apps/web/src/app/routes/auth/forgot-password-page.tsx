import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form.tsx';
import { AuthHeading } from './auth-heading.tsx';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <>
      <AuthHeading title={t('forgot.title')} subtitle={t('forgot.subtitle')} />
      <ForgotPasswordForm />
      <Text ta="center" mt="lg" size="sm">
        <Anchor component={Link} to="/auth/login">
          {t('forgot.backToLogin')}
        </Anchor>
      </Text>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form.tsx';
import { AuthHeading } from './auth-heading.tsx';

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  return (
    <>
      <AuthHeading title={t('reset.title')} subtitle={t('reset.subtitle')} />
      <ResetPasswordForm token={token} />
    </>
  );
}

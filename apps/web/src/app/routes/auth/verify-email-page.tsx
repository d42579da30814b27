import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMe } from '../../../features/auth/api/get-me.ts';
import { VerifyEmailStatus } from '../../../features/auth/components/verify-email-status.tsx';
import { AuthHeading } from './auth-heading.tsx';

export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const me = useMe().data ?? null;
  return (
    <>
      <AuthHeading title={t('verify.title')} />
      <VerifyEmailStatus token={params.get('token')} me={me} />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ErrorView, type TErrorPageCode } from '../../features/errors/components/error-view.tsx';

const CODES: readonly string[] = ['404', '403', '500'];

export function ErrorPage() {
  const { t } = useTranslation(['errors', 'common']);
  const { code = '404' } = useParams();
  const [params] = useSearchParams();
  const reason = params.get('reason');
  const detail =
    reason === 'access_check_failed'
      ? t('common:messages.failedToVerifyAccess')
      : reason === 'insufficient_permissions'
        ? t('errors:pages.403.insufficientPermissions')
        : undefined;
  return <ErrorView code={(CODES.includes(code) ? code : '404') as TErrorPageCode} detail={detail} />;
}

import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorView, type TErrorPageCode } from '../../features/errors/components/error-view.tsx';

export function ErrorPage({ code }: { code: TErrorPageCode }) {
  const { t } = useTranslation(['errors', 'common']);
  const [params] = useSearchParams();
  const reason = params.get('reason');
  const detail =
    reason === 'access_check_failed'
      ? t('common:messages.failedToVerifyAccess')
      : reason === 'insufficient_permissions'
        ? t('errors:pages.403.insufficientPermissions')
        : undefined;
  return <ErrorView code={code} detail={detail} />;
}

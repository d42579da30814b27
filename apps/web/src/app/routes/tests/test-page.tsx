import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/page-title.tsx';
import { TestDetailLoader } from '../../../features/tests/components/test-detail.tsx';
import { TestResultView } from '../../../features/tests/components/test-result.tsx';

/** `/app/tests/:id`, and its result view with `?result=<attemptId>`. */
export function TestPage() {
  const { t } = useTranslation(['tests', 'app']);
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const attemptId = params.get('result');
  usePageTitle(attemptId ? t('tests:result.pageTitle') : t('app:pages.test.title'));
  return attemptId ? (
    <TestResultView key={attemptId} testId={id} attemptId={attemptId} />
  ) : (
    <TestDetailLoader key={id} testId={id} />
  );
}

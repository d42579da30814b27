import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '../../../components/page-title.tsx';
import { QuestionView } from '../../../features/tests/components/question-view.tsx';

/** `/app/tests/:id/questions/:questionId`. */
export function QuestionPage() {
  const { t } = useTranslation('app');
  const { id = '', questionId = '' } = useParams();
  usePageTitle(t('pages.testQuestion.title'));
  return <QuestionView key={id} testId={id} questionId={questionId} />;
}

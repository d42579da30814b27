import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { translateTestError } from './translate-test-error.ts';
import { useStartAttempt } from '../api/start-attempt.ts';
import { paywallPath, questionPath, resumeQuestionId } from './attempt-navigation.ts';

/** Start, continue or retake: POST the attempt, then open its first unanswered question. */
export function useOpenAttempt() {
  const { t } = useTranslation(['tests', 'errors']);
  const navigate = useNavigate();
  const start = useStartAttempt();
  const [error, setError] = useState<string | null>(null);

  const open = async (testId: string) => {
    setError(null);
    try {
      const attempt = await start.mutateAsync(testId);
      const questionId = resumeQuestionId(attempt);
      if (questionId) await navigate(questionPath(testId, questionId));
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'PAYWALL') {
        await navigate(paywallPath(failure.reason ?? 'user_insufficient_tier', testId));
        return;
      }
      setError(translateTestError(t, failure, t('tests:detail.startError')));
    }
  };

  return { open, isPending: start.isPending, pendingTestId: start.isPending ? start.variables : undefined, error };
}

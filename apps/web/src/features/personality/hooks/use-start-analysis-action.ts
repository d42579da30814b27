import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { translateApiError } from '../../../lib/error-messages.ts';
import { i18n } from '../../../lib/i18n.ts';
import { useStartAnalysis } from '../api/start-analysis.ts';

/** "Создать анализ" with a translated error (cool-down, tests incomplete, already running). */
export function useStartAnalysisAction() {
  const { t } = useTranslation(['personality', 'errors']);
  const mutation = useStartAnalysis();
  const [error, setError] = useState<string | null>(null);
  const start = () => {
    setError(null);
    mutation.mutate(undefined, {
      onError: (failure) => {
        const key = failure instanceof ApiError ? `personality:errors.${failure.code}` : '';
        setError(key && i18n.exists(key) ? t(key) : translateApiError(t, failure, t('personality:ready.error')));
      },
    });
  };
  return { start, isPending: mutation.isPending, error };
}

import { Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../lib/error-messages.ts';
import {
  useCreateEnrollmentAnalysis,
  useEnrollmentAnalyses,
  useEnrollmentAnalysis,
} from '../api/enrollment-analyses.ts';
import { AnalysisLoading } from './analysis-loading.tsx';
import { AnalysisResults } from './analysis-results.tsx';
import { AnalysisSelection } from './analysis-selection.tsx';
import { ListState } from '../../../components/list-state.tsx';

/** An answer faster than this opens the results straight from the selection, with no loading screen. */
export const LOADING_SCREEN_AFTER_MS = 1000;

/**
 * Enrollment flow: selection → loading (only while the work really runs past a second) → results;
 * the last saved analysis reopens as is. The result shows as soon as the API answers.
 */
export function AnalysisPanel() {
  const { t } = useTranslation(['institutions', 'errors']);
  const analyses = useEnrollmentAnalyses();
  const create = useCreateEnrollmentAnalysis();
  const [phase, setPhase] = useState<'auto' | 'selection' | 'loading'>('auto');
  const [slow, setSlow] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latestId = openId ?? (phase === 'auto' ? (analyses.data?.items[0]?.id ?? null) : null);
  const analysis = useEnrollmentAnalysis(latestId);

  const analyse = async (countryId: string, institutionIds: string[]) => {
    setError(null);
    setPhase('loading');
    try {
      const created = await create.mutateAsync({ countryId, institutionIds });
      setOpenId(created.id);
      setPhase('auto');
    } catch (failure) {
      setError(translateApiError(t, failure, t('institutions:selection.failed')));
      setPhase('selection');
    }
  };

  useEffect(() => {
    if (phase !== 'loading') return;
    const timer = window.setTimeout(() => setSlow(true), LOADING_SCREEN_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
      setSlow(false);
    };
  }, [phase]);

  if (phase === 'loading' && slow) return <AnalysisLoading progress={null} />;
  if (phase === 'auto' && (analyses.isPending || analyses.isError)) {
    return (
      <ListState
        state={analyses.isPending ? 'pending' : 'error'}
        error={analyses.error}
        errorTitle={t('institutions:results.loadFailed')}
        onRetry={() => void analyses.refetch()}
      />
    );
  }
  if (latestId !== null && phase !== 'loading') {
    if (analysis.isPending || analysis.isError) {
      return (
        <ListState
          state={analysis.isPending ? 'pending' : 'error'}
          error={analysis.error}
          errorTitle={t('institutions:results.loadFailed')}
          onRetry={() => void analysis.refetch()}
        />
      );
    }
    return (
      <AnalysisResults
        analysis={analysis.data}
        onNew={() => {
          setOpenId(null);
          setPhase('selection');
        }}
      />
    );
  }
  return (
    <Stack>
      <AnalysisSelection pending={phase === 'loading'} error={error} onAnalyse={(c, ids) => void analyse(c, ids)} />
    </Stack>
  );
}

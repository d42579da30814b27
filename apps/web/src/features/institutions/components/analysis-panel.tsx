import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../lib/error-messages.ts';
import {
  useCreateEnrollmentAnalysis,
  useEnrollmentAnalyses,
  useEnrollmentAnalysis,
} from '../api/enrollment-analyses.ts';
import { ANALYSIS_STAGES } from '@bagdar/contracts';
import { AnalysisLoading, STAGE_MS } from './analysis-loading.tsx';
import { AnalysisResults } from './analysis-results.tsx';
import { AnalysisSelection } from './analysis-selection.tsx';
import { ListState } from './list-state.tsx';

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** Enrollment flow: selection → loading (three stages) → results; the last saved analysis reopens as is. */
export function AnalysisPanel() {
  const { t } = useTranslation(['institutions', 'errors']);
  const analyses = useEnrollmentAnalyses();
  const create = useCreateEnrollmentAnalysis();
  const [phase, setPhase] = useState<'auto' | 'selection' | 'loading'>('auto');
  const [openId, setOpenId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latestId = openId ?? (phase === 'auto' ? (analyses.data?.items[0]?.id ?? null) : null);
  const analysis = useEnrollmentAnalysis(latestId);

  const analyse = async (countryId: string, institutionIds: string[]) => {
    setError(null);
    setPhase('loading');
    const started = Date.now();
    try {
      const created = await create.mutateAsync({ countryId, institutionIds });
      await wait(Math.max(0, ANALYSIS_STAGES.length * STAGE_MS - (Date.now() - started)));
      setOpenId(created.id);
      setPhase('auto');
    } catch (failure) {
      setError(translateApiError(t, failure, t('institutions:selection.failed')));
      setPhase('selection');
    }
  };

  if (phase === 'loading') return <AnalysisLoading />;
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
  if (latestId !== null) {
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
      <AnalysisSelection pending={create.isPending} error={error} onAnalyse={(c, ids) => void analyse(c, ids)} />
    </Stack>
  );
}

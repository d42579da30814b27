import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../lib/error-messages.ts';
import { usePersonality } from '../api/get-personality.ts';
import { AnalysisFull } from './analysis-full.tsx';
import { AnalysisPreview } from './analysis-preview.tsx';
import { InactiveState } from './inactive-state.tsx';
import { LoadingState } from './loading-state.tsx';
import { ReadyState } from './ready-state.tsx';
import { ReanalysisControl } from './reanalysis-control.tsx';

/** `/app/personality`: inactive, ready, loading, preview (FREE) or the full analysis (spec §4). */
export function PersonalityView() {
  const { t } = useTranslation(['personality', 'errors']);
  const status = usePersonality();

  if (status.isPending) {
    return (
      <Stack gap="md" aria-busy="true" data-testid="personality-loading">
        <Skeleton h={120} radius="md" />
        <Skeleton h={240} radius="md" />
      </Stack>
    );
  }
  if (status.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        icon={<IconAlertCircle size={18} aria-hidden />}
        title={t('loadError')}
      >
        {translateApiError(t, status.error, '')}
        <Button display="block" mt="sm" size="xs" color="red" variant="white" onClick={() => void status.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }

  const { state, access, analysis, preview, cooldownUntil, missingTests, job } = status.data;
  if (state === 'INACTIVE') return <InactiveState missingTests={missingTests} />;
  if (state === 'LOADING') return <LoadingState job={job} />;
  const reanalysis = <ReanalysisControl cooldownUntil={cooldownUntil} />;
  if (access === 'FULL' && analysis) return <AnalysisFull analysis={analysis} actions={reanalysis} />;
  const shown = preview ?? analysis;
  if (shown) return <AnalysisPreview preview={shown} />;
  return <ReadyState />;
}

import type { TAdmissionScores, TEnrollmentAnalysis, TEnrollmentResult } from '@bagdar/contracts';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/use-localized.ts';
import { useWhatIf } from '../api/enrollment-analyses.ts';
import { AnalysisSummary, SummarySampleNotice } from './analysis-summary.tsx';
import { ListState } from '../../../components/list-state.tsx';
import { SourceLinks } from './route-chance.tsx';
import { WhatIf } from './what-if.tsx';

/**
 * Results: the list-wide chances and the summary of the chosen institutions first (they fit the
 * first screen), then the what-if control and the notes on what the figures rest on.
 */
export function AnalysisResults({ analysis, onNew }: { analysis: TEnrollmentAnalysis; onNew: () => void }) {
  const { t } = useTranslation('institutions');
  const text = useLocalized();
  const [scores, setScores] = useState<TAdmissionScores | null>(null);
  const onScores = useCallback((next: TAdmissionScores | null) => setScores(next), []);
  const whatIf = useWhatIf(analysis.id, scores);
  const result = scores && whatIf.data ? whatIf.data : analysis.result;
  const missing = !result.inputs.personality || !result.inputs.academic;

  return (
    <Stack gap="md" data-testid="analysis-results">
      <Group justify="space-between" wrap="wrap" gap="sm" align="flex-end">
        <Group gap="lg" wrap="wrap" align="flex-end">
          <Stat label={t('results.atLeastOneAdmission')} value={result.atLeastOneAdmission} testId="p-admission" />
          <Stat label={t('results.atLeastOneGrant')} value={result.atLeastOneGrant} testId="p-grant" />
        </Group>
        <Button variant="default" onClick={onNew}>
          {t('results.new')}
        </Button>
      </Group>
      <Group gap="xs" wrap="wrap" mt={-8}>
        <Text size="xs" c="dimmed">
          {t('results.for', { country: text(analysis.countryName), n: analysis.institutionIds.length })}
          {result.rulesYear !== null && ` · ${t('results.rulesYear', { year: result.rulesYear })}`}
        </Text>
        {result.sampleData && <SummarySampleNotice />}
      </Group>
      <AnalysisSummary result={result} baseline={scores !== null && whatIf.data ? analysis.result : null} />
      <WhatIf saved={analysis.result.scores} onChange={onScores} pending={scores !== null && whatIf.isFetching} />
      {whatIf.isError && (
        <ListState
          state="error"
          error={whatIf.error}
          errorTitle={t('whatIf.failed')}
          onRetry={() => void whatIf.refetch()}
        />
      )}
      {missing && (
        <Alert color="blue" variant="light">
          {!result.inputs.personality && <Text size="sm">{t('results.noPersonality')}</Text>}
          {!result.inputs.academic && <Text size="sm">{t('results.noAcademic')}</Text>}
        </Alert>
      )}
      <Notes result={result} />
    </Stack>
  );
}

function Stat({ label, value, testId }: { label: string; value: number; testId: string }) {
  const { t } = useTranslation('institutions');
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fz={26} fw={700} lh={1.2} data-testid={testId}>
        {t('percent', { value })}
      </Text>
    </Stack>
  );
}

/** The explanation in words, how the list-wide chances are computed, and the rules' sources. */
function Notes({ result }: { result: TEnrollmentResult }) {
  const { t } = useTranslation('institutions');
  const text = useLocalized();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        {result.explanation && (
          <Text size="sm" data-testid="analysis-explanation">
            {text(result.explanation)}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('results.independence')}
        </Text>
        {subjectsUnchecked(result) && (
          <Text size="xs" c="dimmed" data-testid="subjects-unchecked">
            {t('results.subjectsUnchecked')}
          </Text>
        )}
        <SourceLinks sources={result.sources} />
      </Stack>
    </Paper>
  );
}

/** Whether any estimate could not check the subject minimums (the scores carry the UNT total only). */
function subjectsUnchecked(result: TEnrollmentResult): boolean {
  return result.institutions.some((institution) =>
    institution.majors.some((major) =>
      major.routes.some((route) => route.status === 'ESTIMATED' && route.evidence.subjectsUnchecked),
    ),
  );
}

import type { TAttemptResult } from '@bagdar/contracts';
import { Alert, Anchor, Button, Card, Group, RingProgress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../components/page-title.tsx';
import { useAttemptResult } from '../api/get-attempt-result.ts';
import { useLocalized } from '../../../lib/use-localized.ts';
import { useFormatDate } from '../../../lib/long-date.ts';
import { translateTestError } from '../hooks/translate-test-error.ts';
import { useOpenAttempt } from '../hooks/use-open-attempt.ts';
import { FeedbackSurvey } from './feedback-survey.tsx';
import { LoadError } from './load-error.tsx';
import { ScaleBar } from './scale-bar.tsx';

/** The result on `/app/tests/:id?result=<attemptId>`. */
export function TestResultView({ testId, attemptId }: { testId: string; attemptId: string }) {
  const { t } = useTranslation(['tests', 'errors']);
  const result = useAttemptResult(testId, attemptId);
  if (result.isPending) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={32} w={320} />
        <Skeleton h={180} radius="md" />
      </Stack>
    );
  }
  if (result.isError) {
    return (
      <LoadError
        title={t('result.loadError')}
        message={translateTestError(t, result.error, '')}
        onRetry={() => void result.refetch()}
        retrying={result.isFetching}
        backTo={`/app/tests/${encodeURIComponent(testId)}`}
        backLabel={t('result.backToTest')}
      />
    );
  }
  return <TestResult result={result.data} />;
}

export function TestResult({ result }: { result: TAttemptResult }) {
  const { t } = useTranslation('tests');
  const localized = useLocalized();
  const formatDate = useFormatDate();
  const attempt = useOpenAttempt();
  usePageTitle(t('result.title', { title: localized(result.testTitle) }));
  const [surveyOpen, setSurveyOpen] = useState(!result.feedbackGiven);
  const testPath = `/app/tests/${encodeURIComponent(result.testId)}`;
  const hasChanges = result.scales.some((scale) => scale.previousScore !== null);

  return (
    <Stack gap="lg" maw={960} data-testid="test-result">
      <Anchor component={Link} to={testPath} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('result.backToTest')}
        </Group>
      </Anchor>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 34 }} style={{ overflowWrap: 'anywhere' }}>
          {t('result.title', { title: localized(result.testTitle) })}
        </Title>
        <Text c="dimmed" size="sm">
          {t('result.completedAt', { date: formatDate(result.completedAt) })} ·{' '}
          {t('result.duration', { minutes: Math.max(1, Math.round(result.durationSeconds / 60)) })}
        </Text>
      </Stack>

      {result.knowledge ? (
        <Card withBorder radius="md" padding="lg" data-testid="knowledge-score">
          <Group gap="lg" wrap="nowrap">
            <RingProgress
              size={96}
              thickness={10}
              roundCaps
              sections={[{ value: result.knowledge.percent, color: 'teal' }]}
              label={
                <Text ta="center" fw={700}>
                  {Math.round(result.knowledge.percent)}%
                </Text>
              }
            />
            <Stack gap={2}>
              <Title order={2} size="h4">
                {t('result.knowledgeTitle')}
              </Title>
              <Text>{t('result.knowledge', result.knowledge)}</Text>
            </Stack>
          </Group>
        </Card>
      ) : null}

      {result.scales.length > 0 ? (
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h3" mb="xs">
            {t('result.scales')}
          </Title>
          {hasChanges && result.previousAttemptAt ? (
            <Stack gap={0} mb="md" data-testid="result-changes">
              <Text size="sm" fw={600}>
                {t('result.changes')}
              </Text>
              <Text size="sm" c="dimmed">
                {t('result.changesSince', { date: formatDate(result.previousAttemptAt) })}
              </Text>
            </Stack>
          ) : null}
          <Stack gap="xl">
            {result.scales.map((scale) => (
              <Stack key={scale.key} gap="xs">
                <ScaleBar scale={scale} />
                <Text size="sm">{localized(scale.interpretation)}</Text>
              </Stack>
            ))}
          </Stack>
        </Card>
      ) : null}

      {surveyOpen ? (
        <FeedbackSurvey testId={result.testId} attemptId={result.attemptId} onSkip={() => setSurveyOpen(false)} />
      ) : null}

      {attempt.error ? (
        <Alert color="red" variant="light" role="alert">
          {attempt.error}
        </Alert>
      ) : null}
      <Group gap="sm">
        <Button variant="default" onClick={() => void attempt.open(result.testId)} loading={attempt.isPending}>
          {t('result.retake')}
        </Button>
        <Button component={Link} to="/app/tests" variant="subtle">
          {t('result.allTests')}
        </Button>
      </Group>
    </Stack>
  );
}

import { Alert, Button, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentAttempt } from '../api/get-current-attempt.ts';
import { useTest } from '../api/get-test.ts';
import { useLocalized } from '../../../lib/use-localized.ts';
import { translateTestError } from '../hooks/translate-test-error.ts';
import { LoadError } from './load-error.tsx';
import { QuestionStep } from './question-step.tsx';

/** `/app/tests/:id/questions/:questionId`: loads the attempt in progress and shows one question. */
export function QuestionView({
  testId,
  questionId,
  stageMinMs = 400,
}: {
  testId: string;
  questionId: string;
  /** Each finishing stage stays on screen at least this long, so it can be read. */
  stageMinMs?: number;
}) {
  const { t } = useTranslation(['tests', 'errors']);
  const localized = useLocalized();
  const attempt = useCurrentAttempt(testId);
  const test = useTest(testId);
  const testPath = `/app/tests/${encodeURIComponent(testId)}`;

  const heading = test.data ? (
    <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
      {localized(test.data.title)}
    </Title>
  ) : (
    <Skeleton h={28} w={240} />
  );

  if (attempt.isPending) {
    return (
      <Stack gap="md" maw={860} aria-busy="true">
        {heading}
        <Skeleton h={8} />
        <Skeleton h={260} radius="md" />
      </Stack>
    );
  }
  if (attempt.isError) {
    return (
      <Stack gap="md" maw={860}>
        {heading}
        <LoadError
          title={t('question.loadError')}
          message={translateTestError(t, attempt.error, '')}
          onRetry={() => void attempt.refetch()}
          retrying={attempt.isFetching}
          backTo={testPath}
          backLabel={t('question.backToTest')}
        />
      </Stack>
    );
  }
  if (!attempt.data) {
    return (
      <Stack gap="md" maw={860}>
        {heading}
        <Alert color="blue" variant="light" role="note">
          {t('question.noAttempt')}
          <Button mt="sm" size="xs" display="block" component={Link} to={testPath}>
            {t('question.backToTest')}
          </Button>
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack gap="md" maw={860}>
      {heading}
      <QuestionStep key={questionId} attempt={attempt.data} questionId={questionId} stageMinMs={stageMinMs} />
    </Stack>
  );
}

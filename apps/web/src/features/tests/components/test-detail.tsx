import type { TTestDetail } from '@bagdar/contracts';
import { Alert, Anchor, Badge, Button, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../components/page-title.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTest } from '../api/get-test.ts';
import { finishedAttemptId, resultPath } from '../hooks/attempt-navigation.ts';
import { useLocalized } from '../../../lib/use-localized.ts';
import { translateTestError } from '../hooks/translate-test-error.ts';
import { useOpenAttempt } from '../hooks/use-open-attempt.ts';
import { LoadError } from './load-error.tsx';
import { AttemptsHistory } from './attempts-history.tsx';
import { TestMeta } from './test-meta.tsx';
import { canTake, TestNotices } from './test-notices.tsx';

/** Loads the test for `/app/tests/:id`, with skeleton, not-found and retry states. */
export function TestDetailLoader({ testId }: { testId: string }) {
  const { t } = useTranslation(['tests', 'errors']);
  const test = useTest(testId);
  if (test.isPending) {
    return (
      <Stack gap="md" aria-busy="true" data-testid="test-loading">
        <Skeleton h={36} w={320} />
        <Skeleton h={20} w={260} />
        <Skeleton h={96} />
      </Stack>
    );
  }
  if (test.isError) {
    const notFound = test.error instanceof ApiError && test.error.statusCode === 404;
    return (
      <LoadError
        title={notFound ? t('detail.notFound') : t('detail.loadError')}
        message={notFound ? undefined : translateTestError(t, test.error, '')}
        onRetry={() => void test.refetch()}
        retrying={test.isFetching}
        backTo="/app/tests"
        backLabel={t('detail.back')}
      />
    );
  }
  return <TestDetailView test={test.data} />;
}

/** `/app/tests/:id`: the test in one of its states (not started, in progress, completed). */
export function TestDetailView({ test }: { test: TTestDetail }) {
  const { t } = useTranslation('tests');
  const localized = useLocalized();
  const attempt = useOpenAttempt();
  const takeable = canTake(test);
  const finishedId = finishedAttemptId(test);
  // After the page's generic title: the test's own once it has loaded.
  usePageTitle(localized(test.title));
  const open = () => void attempt.open(test.id);
  const percent = test.progress.total > 0 ? (test.progress.answered / test.progress.total) * 100 : 0;

  return (
    <Stack gap="lg" maw={960} data-testid="test-detail" data-state={test.state}>
      <Anchor component={Link} to="/app/tests" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('detail.back')}
        </Group>
      </Anchor>
      <Stack gap="sm">
        <Title order={1} fz={{ base: 26, sm: 34 }} style={{ overflowWrap: 'anywhere' }}>
          {localized(test.title)}
        </Title>
        <TestMeta test={test} withState />
        {test.categories.length > 0 || test.minimumAge > 0 ? (
          <Group gap={6} aria-label={t('detail.categories')}>
            {[...test.categories]
              .sort((a, b) => a.priority - b.priority)
              .map((category) => (
                <Badge key={category.key} variant="outline" color="gray" size="sm">
                  {localized(category.name)}
                </Badge>
              ))}
            {test.minimumAge > 0 ? (
              <Badge variant="outline" color="gray" size="sm">
                {t('detail.minimumAge', { age: test.minimumAge })}
              </Badge>
            ) : null}
          </Group>
        ) : null}
        <Text maw={760}>{localized(test.description)}</Text>
      </Stack>
      <TestNotices test={test} />
      {test.state === 'IN_PROGRESS' ? (
        <Stack gap={4} maw={480}>
          <Text size="sm">{t('card.progress', test.progress)}</Text>
          <Progress value={percent} aria-label={t('card.progress', test.progress)} />
        </Stack>
      ) : null}
      {attempt.error ? (
        <Alert color="red" variant="light" role="alert">
          {attempt.error}
        </Alert>
      ) : null}
      <Group gap="sm">
        {test.state === 'NOT_STARTED' ? (
          <Button onClick={open} loading={attempt.isPending} disabled={!takeable}>
            {t('detail.start')}
          </Button>
        ) : null}
        {test.state === 'IN_PROGRESS' ? (
          <Button onClick={open} loading={attempt.isPending} disabled={!takeable}>
            {t('detail.continue')}
          </Button>
        ) : null}
        {finishedId ? (
          <Button
            component={Link}
            to={resultPath(test.id, finishedId)}
            variant={test.state === 'COMPLETED' ? 'filled' : 'default'}
          >
            {t('detail.viewResult')}
          </Button>
        ) : null}
        {test.state === 'COMPLETED' ? (
          <Button variant="default" onClick={open} loading={attempt.isPending} disabled={!takeable}>
            {t('detail.retake')}
          </Button>
        ) : null}
      </Group>
      <AttemptsHistory test={test} />
    </Stack>
  );
}

import type { TTestCard } from '@bagdar/contracts';
import { Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { finishedAttemptId, resultPath } from '../hooks/attempt-navigation.ts';
import { useLocalized } from '../../../lib/use-localized.ts';
import { useFormatDate } from '../../../lib/long-date.ts';
import { TestMeta } from './test-meta.tsx';
import { canTake, TestNotices } from './test-notices.tsx';

interface TTestCardProps {
  test: TTestCard;
  onOpenAttempt: (testId: string) => void;
  pending: boolean;
}

/** One test in the list: what it is, how far the user got, and what they can do next. */
export function TestCardView({ test, onOpenAttempt, pending }: TTestCardProps) {
  const { t } = useTranslation('tests');
  const localized = useLocalized();
  const formatDate = useFormatDate();
  const title = localized(test.title);
  const detailPath = `/app/tests/${encodeURIComponent(test.id)}`;
  const takeable = canTake(test);
  const finishedId = finishedAttemptId(test);
  const percent = test.progress.total > 0 ? (test.progress.answered / test.progress.total) * 100 : 0;

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={title}
      data-testid={`test-card-${test.slug}`}
    >
      <Stack gap="sm" h="100%">
        <Title order={3} size="h4">
          {title}
        </Title>
        <TestMeta test={test} />
        <Text size="sm" c="dimmed" lineClamp={3}>
          {localized(test.description)}
        </Text>
        {test.state === 'IN_PROGRESS' ? (
          <Stack gap={4}>
            <Text size="xs">{t('card.progress', test.progress)}</Text>
            <Progress value={percent} size="sm" aria-label={t('card.progress', test.progress)} />
          </Stack>
        ) : null}
        {test.state === 'COMPLETED' && test.lastCompletedAt ? (
          <Text size="xs" c="dimmed">
            {t('card.lastCompleted', { date: formatDate(test.lastCompletedAt) })}
          </Text>
        ) : null}
        <TestNotices test={test} compact />
        <Group gap="xs" mt="auto">
          {test.state === 'IN_PROGRESS' && takeable ? (
            <Button size="xs" loading={pending} onClick={() => onOpenAttempt(test.id)}>
              {t('card.continue')}
            </Button>
          ) : null}
          {finishedId ? (
            <Button size="xs" component={Link} to={resultPath(test.id, finishedId)}>
              {t('card.viewResult')}
            </Button>
          ) : null}
          {test.state === 'COMPLETED' && takeable ? (
            <Button size="xs" variant="default" loading={pending} onClick={() => onOpenAttempt(test.id)}>
              {t('card.retake')}
            </Button>
          ) : null}
          <Button
            size="xs"
            variant={test.state === 'NOT_STARTED' ? 'filled' : 'subtle'}
            component={Link}
            to={detailPath}
          >
            {t('card.open')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

import { FEEDBACK_ANSWERS } from '@bagdar/contracts';
import { Alert, Card, Group, Loader, Progress, Rating, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../lib/error-messages.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useTestFeedback } from '../api/get-test-feedback.ts';
import { formatDate } from './format-date.ts';

/** "Отзывы": what students said after finishing the test, aggregated by the server. */
export function FeedbackPanel({ testId }: { testId: string }) {
  const { t } = useTranslation(['admin-tests', 'errors']);
  const feedback = useTestFeedback(testId);
  if (feedback.isPending) return <Loader aria-label={t('admin-tests:loading')} />;
  if (feedback.isError) {
    return (
      <Alert color="red" role="alert">
        {translateApiError(t, feedback.error, t('admin-tests:feedback.error'))}
      </Alert>
    );
  }
  const { responses, averageRating, answers, recentComments } = feedback.data;
  if (responses === 0) return <Text c="dimmed">{t('admin-tests:feedback.empty')}</Text>;
  const lng = currentLanguage();

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Card withBorder radius="md">
          <Text size="sm" c="dimmed">
            {t('admin-tests:feedback.responses')}
          </Text>
          <Text fz={28} fw={700}>
            {responses}
          </Text>
        </Card>
        <Card withBorder radius="md">
          <Text size="sm" c="dimmed">
            {t('admin-tests:feedback.average')}
          </Text>
          <Group gap="sm" align="center">
            <Text fz={28} fw={700}>
              {averageRating === null ? '—' : averageRating.toFixed(1)}
            </Text>
            <Rating value={averageRating ?? 0} fractions={10} readOnly aria-hidden />
          </Group>
        </Card>
      </SimpleGrid>
      <Card withBorder radius="md">
        <Title order={3} size="h5" mb="sm">
          {t('admin-tests:feedback.question')}
        </Title>
        <Stack gap="sm">
          {FEEDBACK_ANSWERS.map((answer) => {
            const count = answers[answer] ?? 0;
            const percent = responses > 0 ? Math.round((count / responses) * 100) : 0;
            return (
              <div key={answer}>
                <Group justify="space-between" mb={4}>
                  <Text size="sm">{t(`admin-tests:feedback.answers.${answer}`)}</Text>
                  <Text size="sm" c="dimmed">
                    {count} · {percent}%
                  </Text>
                </Group>
                <Progress
                  value={percent}
                  size="lg"
                  aria-label={t(`admin-tests:feedback.answers.${answer}`)}
                  aria-valuetext={`${count} (${percent}%)`}
                />
              </div>
            );
          })}
        </Stack>
      </Card>
      <Card withBorder radius="md">
        <Title order={3} size="h5" mb="sm">
          {t('admin-tests:feedback.comments')}
        </Title>
        {recentComments.length === 0 ? (
          <Text c="dimmed">{t('admin-tests:feedback.noComments')}</Text>
        ) : (
          <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {recentComments.map((comment, index) => (
              <li key={`${comment.createdAt}-${index}`}>
                <Group gap="xs" mb={2}>
                  <Rating
                    value={comment.rating}
                    readOnly
                    size="xs"
                    aria-label={t('admin-tests:feedback.stars', { n: comment.rating })}
                  />
                  <Text size="xs" c="dimmed">
                    {formatDate(comment.createdAt, lng)}
                  </Text>
                </Group>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {comment.comment}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}

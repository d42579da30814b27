import type { TPlanDetails } from '@bagdar/contracts';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlanCommentItem, reviewerName } from '../../../components/plan-comment.tsx';
import { formatLongDateTime } from '../../../lib/long-date.ts';
import { useLocalized, useUiLanguage } from '../../../lib/use-localized.ts';
import { usePlanReview } from '../api/get-plan-review.ts';

/**
 * The mentor's review of the student's own plan: who marked it reviewed and when, and the comments
 * grouped by phase. Nothing is shown while nobody has reviewed or commented (most personal plans).
 */
export function PlanReviewCard({ planId, phases }: { planId: string; phases: TPlanDetails['phases'] }) {
  const { t } = useTranslation('careers');
  const localized = useLocalized();
  const lng = useUiLanguage();
  const query = usePlanReview(planId);
  if (query.isPending) return <Skeleton h={56} radius="md" aria-label={t('review.loading')} />;
  if (query.isError) {
    return (
      <Alert color="orange" variant="light" role="alert" title={t('review.loadError')}>
        <Button size="xs" variant="white" color="orange" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  const { review, comments } = query.data;
  if (!review && comments.length === 0) return null;
  const byPhase = phases
    .map((phase) => ({ phase, comments: comments.filter((c) => c.phaseId === phase.id) }))
    .filter((group) => group.comments.length > 0);
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      data-testid="plan-review"
      component="section"
      aria-labelledby="plan-review-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="plan-review-title">
          {t('review.title')}
        </Title>
        {review ? (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconRosetteDiscountCheck size={18} aria-hidden color="var(--mantine-color-green-7)" />
            <Text size="sm" data-testid="plan-reviewed-by">
              {t('review.reviewedBy', {
                name: reviewerName(review.reviewer),
                date: formatLongDateTime(review.reviewedAt, lng),
              })}
            </Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('review.notReviewed')}
          </Text>
        )}
        {byPhase.map(({ phase, comments: list }) => (
          <Stack key={phase.id} gap={4} data-testid="plan-review-phase">
            <Text size="sm" fw={600}>
              {localized(phase.title)}
            </Text>
            <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
              {list.map((comment) => (
                <PlanCommentItem key={comment.id} comment={comment} />
              ))}
            </Stack>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}

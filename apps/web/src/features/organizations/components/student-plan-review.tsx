import { PLAN_REVIEW_LIMITS, type TMentorPlan, type TPlanComment } from '@bagdar/contracts';
import {
  Alert,
  Button,
  Card,
  Group,
  Progress,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCircle, IconCircleCheck, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PlanCommentItem, reviewerName } from '../../../components/plan-comment.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { translateApiError } from '../../../lib/error-messages.ts';
import { formatLongDateTime } from '../../../lib/long-date.ts';
import { useLocalized, useUiLanguage } from '../../../lib/use-localized.ts';
import { useCommentOnPhase, useMarkReviewed, useMentorPlan, type TPlanRef } from '../api/plan-review.ts';
import { formatDate } from './format-date.ts';

type TPhase = TMentorPlan['plan']['phases'][number];

/** A student's plan as their mentor or the organisation's staff see it: read-only, a comment box per phase, "mark reviewed". */
export function StudentPlanReview(props: TPlanRef & { canReview: boolean; onClose: () => void }) {
  const { t } = useTranslation(['analytics', 'errors']);
  const query = useMentorPlan(props);
  const close = (
    <Button size="xs" variant="default" onClick={props.onClose}>
      {t('analytics:planReview.close')}
    </Button>
  );
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t('analytics:planReview.loading')} data-testid="mentor-plan-loading">
        <Skeleton h={80} radius="md" />
        <Skeleton h={160} radius="md" />
      </Stack>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.statusCode === 404;
    return (
      <Alert
        color={missing ? 'orange' : 'red'}
        variant="light"
        role="alert"
        title={t(missing ? 'analytics:planReview.notFound' : 'analytics:planReview.loadError')}
      >
        <Group gap="xs" mt="xs">
          {missing ? null : (
            <Button size="xs" variant="white" onClick={() => void query.refetch()}>
              {t('analytics:retry')}
            </Button>
          )}
          {close}
        </Group>
      </Alert>
    );
  }
  const { orgId, studentId, planId, canReview } = props;
  return <PlanReview orgId={orgId} studentId={studentId} planId={planId} canReview={canReview} data={query.data} />;
}

function PlanReview({ data, canReview, ...ref }: TPlanRef & { data: TMentorPlan; canReview: boolean }) {
  const { t } = useTranslation(['analytics', 'errors']);
  const localized = useLocalized();
  const lng = useUiLanguage();
  const mark = useMarkReviewed(ref);
  const { plan, reviewState } = data;
  const { review } = reviewState;
  const built = plan.status !== 'PENDING';
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-testid="mentor-plan"
      component="section"
      aria-labelledby="mentor-plan-title"
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
          <div>
            <Text size="xs" c="dimmed">
              {t('analytics:planReview.readOnly')}
            </Text>
            <Title order={3} size="h4" id="mentor-plan-title">
              {localized(plan.title)}
            </Title>
          </div>
        </Group>
        <Progress
          value={plan.progress}
          aria-label={t('analytics:student.progress', { done: plan.subtasksDone, total: plan.subtasksTotal })}
        />
        <Text size="xs" c="dimmed">
          {t('analytics:student.progress', { done: plan.subtasksDone, total: plan.subtasksTotal })} · {plan.progress}% ·{' '}
          {t('analytics:student.target', { date: formatDate(plan.targetDate) })}
        </Text>
        <Group gap="sm" wrap="wrap" role="status" aria-live="polite">
          {review ? (
            <Group gap={6} wrap="nowrap">
              <IconRosetteDiscountCheck size={18} aria-hidden color="var(--mantine-color-green-7)" />
              <Text size="sm" data-testid="mentor-plan-reviewed">
                {t('analytics:planReview.reviewedBy', {
                  name: reviewerName(review.reviewer),
                  date: formatLongDateTime(review.reviewedAt, lng),
                })}
              </Text>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('analytics:planReview.notReviewed')}
            </Text>
          )}
          {canReview && built ? (
            <Button size="xs" onClick={() => mark.mutate()} loading={mark.isPending} data-testid="mark-reviewed">
              {review ? t('analytics:planReview.markAgain') : t('analytics:planReview.mark')}
            </Button>
          ) : null}
        </Group>
        {mark.isError ? (
          <Text size="sm" c="red" role="alert">
            {translateApiError(t, mark.error, t('analytics:planReview.saveError'))}
          </Text>
        ) : null}
        {plan.phases.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('analytics:planReview.noPhases')}
          </Text>
        ) : (
          <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {plan.phases.map((phase, index) => (
              <PhaseReview
                key={phase.id}
                planRef={ref}
                phase={phase}
                number={index + 1}
                comments={reviewState.comments.filter((c) => c.phaseId === phase.id)}
                canComment={canReview && built}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function PhaseReview({
  planRef,
  phase,
  number,
  comments,
  canComment,
}: {
  planRef: TPlanRef;
  phase: TPhase;
  number: number;
  comments: TPlanComment[];
  canComment: boolean;
}) {
  const { t } = useTranslation(['analytics', 'errors']);
  const localized = useLocalized();
  const titleId = `mentor-phase-${phase.id}`;
  return (
    <Card component="li" withBorder radius="sm" padding="sm" data-testid="mentor-phase" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} id={titleId}>
            {t('analytics:planReview.phase', { number })}: {localized(phase.title)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('analytics:student.progress', { done: phase.subtasksDone, total: phase.subtasksTotal })}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {formatDate(phase.startsOn)} — {formatDate(phase.dueOn)}
        </Text>
        {phase.because ? (
          <Text size="xs" c="dimmed">
            {localized(phase.because.text)}
          </Text>
        ) : null}
        <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }}>
          {phase.subtasks.map((subtask) => (
            <Group key={subtask.id} component="li" gap={6} wrap="nowrap" align="flex-start">
              {subtask.done ? (
                <IconCircleCheck
                  size={16}
                  aria-hidden
                  color="var(--mantine-color-green-7)"
                  style={{ flexShrink: 0, marginTop: 2 }}
                />
              ) : (
                <IconCircle size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              )}
              <Text size="sm">
                <VisuallyHidden>
                  {subtask.done ? t('analytics:planReview.done') : t('analytics:planReview.open')}:{' '}
                </VisuallyHidden>
                {localized(subtask.title)}
              </Text>
            </Group>
          ))}
        </Stack>
        {comments.length > 0 ? (
          <Stack
            component="ul"
            gap={6}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('analytics:planReview.comments')}
          >
            {comments.map((comment) => (
              <PlanCommentItem key={comment.id} comment={comment} testId="mentor-comment" />
            ))}
          </Stack>
        ) : null}
        {canComment ? <CommentForm planRef={planRef} phaseId={phase.id} phaseNumber={number} /> : null}
      </Stack>
    </Card>
  );
}

function CommentForm({ planRef, phaseId, phaseNumber }: { planRef: TPlanRef; phaseId: string; phaseNumber: number }) {
  const { t } = useTranslation(['analytics', 'errors']);
  const [body, setBody] = useState('');
  const [empty, setEmpty] = useState(false);
  const save = useCommentOnPhase(planRef);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (text.length === 0) {
      setEmpty(true);
      return;
    }
    save.mutate({ phaseId, body: text }, { onSuccess: () => setBody('') });
  };
  const error = empty
    ? t('analytics:planReview.commentEmpty')
    : save.isError
      ? translateApiError(t, save.error, t('analytics:planReview.saveError'))
      : undefined;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={6}>
        <Textarea
          label={t('analytics:planReview.commentLabel', { number: phaseNumber })}
          placeholder={t('analytics:planReview.commentPlaceholder')}
          value={body}
          onChange={(event) => {
            setBody(event.currentTarget.value);
            setEmpty(false);
          }}
          maxLength={PLAN_REVIEW_LIMITS.commentMax}
          autosize
          minRows={2}
          maxRows={6}
          error={error}
          description={t('analytics:planReview.commentCount', {
            count: body.length,
            max: PLAN_REVIEW_LIMITS.commentMax,
          })}
        />
        <Group>
          <Button type="submit" size="xs" variant="light" loading={save.isPending} data-testid="comment-submit">
            {t('analytics:planReview.commentSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { FEEDBACK_ANSWERS, TEST_LIMITS, ZFeedbackBody } from '@bagdar/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Group, Radio, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';
import { useSendFeedback } from '../api/send-feedback.ts';
import { translateTestError } from '../hooks/translate-test-error.ts';

const ZFeedbackForm = ZFeedbackBody.omit({ attemptId: true });
type TFeedbackFormInput = z.input<typeof ZFeedbackForm>;
type TFeedbackForm = z.output<typeof ZFeedbackForm>;

/** The survey after a completion: five-point answer, 1-5 stars, an optional comment; skip allowed. */
export function FeedbackSurvey({
  testId,
  attemptId,
  onSkip,
}: {
  testId: string;
  attemptId: string;
  onSkip: () => void;
}) {
  const { t } = useTranslation(['tests', 'errors']);
  const send = useSendFeedback();
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, register, handleSubmit, formState } = useForm<TFeedbackFormInput, unknown, TFeedbackForm>({
    resolver: zodResolver(ZFeedbackForm),
    defaultValues: { rating: 0, comment: '' },
  });
  const { errors } = formState;
  const message = (code: string | undefined) => {
    if (!code) return undefined;
    const key = `tests:feedback.errors.${code}`;
    return i18n.exists(key) ? t(key, { max: TEST_LIMITS.feedbackCommentMax }) : code;
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await send.mutateAsync({ testId, body: { attemptId, ...values, comment: values.comment || undefined } });
      setSent(true);
    } catch (error) {
      // Already answered (another tab or device): nothing left to ask.
      if (error instanceof ApiError && error.code === 'FEEDBACK_EXISTS') return setSent(true);
      setFormError(translateTestError(t, error, t('feedback.error')));
    }
  });

  if (sent) {
    return (
      <Alert
        color="teal"
        variant="light"
        icon={<IconHeartHandshake size={18} aria-hidden />}
        role="status"
        data-testid="feedback-survey"
      >
        {t('feedback.thanks')}
      </Alert>
    );
  }

  return (
    <Card withBorder radius="md" padding="lg" data-testid="feedback-survey">
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="feedback-title">
        <Stack gap="md">
          <Title order={2} size="h3" id="feedback-title">
            {t('feedback.title')}
          </Title>
          <Controller
            control={control}
            name="answer"
            render={({ field }) => (
              <Radio.Group
                label={t('feedback.question')}
                value={field.value ?? null}
                onChange={field.onChange}
                error={message(errors.answer?.message)}
                required
              >
                <Group gap="md" mt="xs">
                  {FEEDBACK_ANSWERS.map((answer) => (
                    <Radio key={answer} value={answer} label={t(`feedback.answers.${answer}`)} />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
          <Controller
            control={control}
            name="rating"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="feedback-rating-label">
                  {t('feedback.rating')}
                </Text>
                <Rating
                  value={field.value}
                  onChange={field.onChange}
                  size="lg"
                  aria-labelledby="feedback-rating-label"
                  getSymbolLabel={(value) => t('feedback.ratingValue', { value })}
                />
                {errors.rating ? (
                  <Text size="xs" c="red" role="alert">
                    {message(errors.rating.message)}
                  </Text>
                ) : null}
              </Stack>
            )}
          />
          <Textarea
            label={t('feedback.comment')}
            placeholder={t('feedback.commentPlaceholder')}
            autosize
            minRows={2}
            maxLength={TEST_LIMITS.feedbackCommentMax}
            error={message(errors.comment?.message)}
            {...register('comment')}
          />
          {formError ? (
            <Alert color="red" variant="light" role="alert">
              {formError}
            </Alert>
          ) : null}
          <Group gap="sm">
            <Button type="submit" loading={send.isPending}>
              {t('feedback.submit')}
            </Button>
            <Button variant="subtle" color="gray" onClick={onSkip}>
              {t('feedback.skip')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

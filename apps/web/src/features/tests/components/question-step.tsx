import type { TAnswerBody, TAttempt } from '@bagdar/contracts';
import { Alert, Button, Group, Loader, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCheck, IconDoorExit } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { useFinishAttempt } from '../api/finish-attempt.ts';
import { useSaveAnswer } from '../api/save-answer.ts';
import {
  isAnswerComplete,
  orderedQuestions,
  questionPath,
  resultPath,
  resumeQuestionId,
} from '../hooks/attempt-navigation.ts';
import { sameAnswer } from '../hooks/same-answer.ts';
import { translateTestError } from '../hooks/translate-test-error.ts';
import { AnswerInput } from './answer-input.tsx';
import { FinishStages, type TFinishStage } from './finish-stages.tsx';
import { QuitModal } from './quit-modal.tsx';

interface TStepError {
  title: string;
  message: string;
  retry: () => void;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One question with Back / Next (or Finish), saving the answer on the server before moving on. */
export function QuestionStep({
  attempt,
  questionId,
  stageMinMs,
}: {
  attempt: TAttempt;
  questionId: string;
  stageMinMs: number;
}) {
  const { t } = useTranslation(['tests', 'errors']);
  const navigate = useNavigate();
  const save = useSaveAnswer();
  const finish = useFinishAttempt();
  const saved = attempt.answers[questionId];
  const [draft, setDraft] = useState<TAnswerBody | undefined>(saved);
  const [error, setError] = useState<TStepError | null>(null);
  const [unanswered, setUnanswered] = useState<string[]>([]);
  const [stage, setStage] = useState<TFinishStage | null>(null);
  const [quitOpen, setQuitOpen] = useState(false);
  const [quitError, setQuitError] = useState<string | null>(null);

  const testId = attempt.testId;
  const testPath = `/app/tests/${encodeURIComponent(testId)}`;
  const questions = orderedQuestions(attempt);
  const index = questions.findIndex((q) => q.id === questionId);
  const question = questions[index];

  if (!question) {
    const resume = resumeQuestionId(attempt);
    return resume ? <Navigate replace to={questionPath(testId, resume)} /> : null;
  }

  const total = questions.length;
  const isLast = index === total - 1;
  const previous = questions[index - 1];
  const next = questions[index + 1];
  const answeredCount = questions.filter((q) =>
    isAnswerComplete(q.id === questionId ? draft : attempt.answers[q.id]),
  ).length;

  /** Saves the current answer if it changed; reports a failure through `onError`. */
  const persist = async (onError: (message: string) => void): Promise<boolean> => {
    if (!isAnswerComplete(draft) || sameAnswer(draft, saved)) return true;
    try {
      await save.mutateAsync({ testId, attemptId: attempt.id, questionId, answer: draft });
      return true;
    } catch (failure) {
      onError(translateTestError(t, failure, t('question.saveError')));
      return false;
    }
  };

  const goTo = async (target: string) => {
    setError(null);
    const ok = await persist((message) =>
      setError({ title: t('question.saveError'), message, retry: () => void goTo(target) }),
    );
    if (ok) await navigate(target);
  };

  const finishTest = async () => {
    setError(null);
    setUnanswered([]);
    setStage('saving');
    const [ok] = await Promise.all([
      persist((message) => setError({ title: t('question.saveError'), message, retry: () => void finishTest() })),
      wait(stageMinMs),
    ]);
    if (!ok) return setStage(null);
    setStage('scoring');
    try {
      const [result] = await Promise.all([finish.mutateAsync({ testId, attemptId: attempt.id }), wait(stageMinMs)]);
      setStage('interpreting');
      await wait(stageMinMs);
      await navigate(resultPath(testId, result.attemptId), { replace: true });
    } catch (failure) {
      setStage(null);
      if (failure instanceof ApiError && failure.code === 'QUESTIONS_UNANSWERED') {
        setUnanswered(failure.details.map((d) => d.field.replace(/^questions\./, '')));
        return;
      }
      const message = translateTestError(t, failure, t('finish.error'));
      setError({ title: t('finish.error'), message, retry: () => void finishTest() });
    }
  };

  const quit = async () => {
    setQuitError(null);
    if (await persist(setQuitError)) await navigate(testPath);
  };

  if (stage) return <FinishStages stage={stage} />;

  const firstUnanswered = questions.find((q) => unanswered.includes(q.id));
  const busy = save.isPending || finish.isPending;

  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={600} data-testid="question-progress">
            {t('question.progress', { current: index + 1, total })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('question.answered', { answered: answeredCount, total })}
          </Text>
        </Group>
        <Progress
          value={((index + 1) / total) * 100}
          aria-label={t('question.progress', { current: index + 1, total })}
        />
      </Stack>

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="question" data-kind={question.kind}>
        <AnswerInput question={question} value={draft} onChange={setDraft} disabled={busy} />
      </Paper>

      {save.isPending ? (
        <Group gap="xs" role="status" aria-live="polite">
          <Loader size="xs" />
          <Text size="sm">{t('question.saving')}</Text>
        </Group>
      ) : null}
      {error ? (
        <Alert color="red" variant="light" role="alert" title={error.title} data-testid="question-error">
          {error.message !== error.title ? <Text size="sm">{error.message}</Text> : null}
          <Button mt="sm" size="xs" color="red" variant="white" onClick={error.retry}>
            {t('retry')}
          </Button>
        </Alert>
      ) : null}
      {firstUnanswered ? (
        <Alert color="yellow" variant="light" role="alert">
          {t('question.unanswered', { count: unanswered.length })}
          <Button
            mt="sm"
            size="xs"
            display="block"
            variant="white"
            onClick={() => void navigate(questionPath(testId, firstUnanswered.id))}
          >
            {t('question.goToUnanswered')}
          </Button>
        </Alert>
      ) : null}

      <Group justify="space-between" gap="sm">
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconDoorExit size={16} aria-hidden />}
          onClick={() => setQuitOpen(true)}
        >
          {t('question.quit')}
        </Button>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            disabled={!previous || busy}
            onClick={() => previous && void goTo(questionPath(testId, previous.id))}
          >
            {t('question.back')}
          </Button>
          {isLast ? (
            <Button
              color="teal"
              rightSection={<IconCheck size={16} aria-hidden />}
              disabled={!isAnswerComplete(draft)}
              loading={busy}
              onClick={() => void finishTest()}
            >
              {t('question.finish')}
            </Button>
          ) : (
            <Button
              rightSection={<IconArrowRight size={16} aria-hidden />}
              disabled={!isAnswerComplete(draft)}
              loading={busy}
              onClick={() => next && void goTo(questionPath(testId, next.id))}
            >
              {t('question.next')}
            </Button>
          )}
        </Group>
      </Group>
      {!isAnswerComplete(draft) ? (
        <Text size="xs" c="dimmed" ta="right">
          {t('question.answerRequired')}
        </Text>
      ) : null}

      <QuitModal
        opened={quitOpen}
        onClose={() => setQuitOpen(false)}
        onConfirm={() => void quit()}
        pending={save.isPending}
        error={quitError}
      />
    </Stack>
  );
}

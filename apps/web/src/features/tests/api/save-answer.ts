import type { TAnswerBody, TAttempt } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentAttemptQueryKey } from './get-current-attempt.ts';

export interface TSaveAnswerInput {
  testId: string;
  attemptId: string;
  questionId: string;
  answer: TAnswerBody;
}

export function saveAnswer({ testId, attemptId, questionId, answer }: TSaveAnswerInput) {
  const path = `/tests/${encodeURIComponent(testId)}/attempts/${encodeURIComponent(attemptId)}/answers/${encodeURIComponent(questionId)}`;
  return apiRequest<{ answered: number; total: number }>(path, {
    method: 'PUT',
    body: answer,
    fallbackMessage: 'Failed to save the answer',
  });
}

/** Saves one answer and records it in the cached attempt, so going back shows it. */
export function useSaveAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAnswer,
    onSuccess: (_saved, { testId, attemptId, questionId, answer }) => {
      queryClient.setQueryData<TAttempt | null>(currentAttemptQueryKey(testId), (attempt) =>
        attempt?.id === attemptId ? { ...attempt, answers: { ...attempt.answers, [questionId]: answer } } : attempt,
      );
    },
  });
}

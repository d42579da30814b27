import type { TAttemptResult, TFeedbackBody } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { attemptResultQueryKey } from './get-attempt-result.ts';

export function sendFeedback({ testId, body }: { testId: string; body: TFeedbackBody }): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(`/tests/${encodeURIComponent(testId)}/feedback`, {
    method: 'POST',
    body,
    fallbackMessage: 'Failed to send feedback',
  });
}

export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFeedback,
    onSuccess: (_ok, { testId, body }) => {
      queryClient.setQueryData<TAttemptResult>(attemptResultQueryKey(testId, body.attemptId), (result) =>
        result ? { ...result, feedbackGiven: true } : result,
      );
    },
  });
}

import type { TAttemptResult } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { attemptResultQueryKey } from './get-attempt-result.ts';
import { TESTS_QUERY_KEY } from './get-tests.ts';

export function finishAttempt({ testId, attemptId }: { testId: string; attemptId: string }): Promise<TAttemptResult> {
  return apiRequest<TAttemptResult>(
    `/tests/${encodeURIComponent(testId)}/attempts/${encodeURIComponent(attemptId)}/finish`,
    { method: 'POST', fallbackMessage: 'Failed to finish the test' },
  );
}

export function useFinishAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishAttempt,
    onSuccess: async (result, { testId }) => {
      // Lists, the test and its attempt refetch when next shown (the question page stays as it is
      // until it navigates away); the result is known already.
      await queryClient.invalidateQueries({ queryKey: TESTS_QUERY_KEY, refetchType: 'none' });
      queryClient.setQueryData(attemptResultQueryKey(testId, result.attemptId), result);
    },
  });
}

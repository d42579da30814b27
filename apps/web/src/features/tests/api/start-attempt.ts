import type { TAttempt } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentAttemptQueryKey } from './get-current-attempt.ts';
import { TESTS_QUERY_KEY } from './get-tests.ts';

/** Resumes the attempt in progress or starts a new one. */
export function startAttempt(testId: string): Promise<TAttempt> {
  return apiRequest<TAttempt>(`/tests/${encodeURIComponent(testId)}/attempts`, {
    method: 'POST',
    fallbackMessage: 'Failed to start the test',
  });
}

export function useStartAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startAttempt,
    onSuccess: async (attempt) => {
      queryClient.setQueryData(currentAttemptQueryKey(attempt.testId), attempt);
      await queryClient.invalidateQueries({ queryKey: TESTS_QUERY_KEY, refetchType: 'none' });
    },
  });
}

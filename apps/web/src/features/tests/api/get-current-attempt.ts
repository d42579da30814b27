import type { TAttempt } from '@bagdar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { TESTS_QUERY_KEY } from './get-tests.ts';

/** The attempt in progress, or null when there is none (a 404 is an answer, not a failure). */
export async function getCurrentAttempt(testId: string): Promise<TAttempt | null> {
  try {
    return await apiRequest<TAttempt>(`/tests/${encodeURIComponent(testId)}/attempts/current`, {
      fallbackMessage: 'Failed to load the question',
    });
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) return null;
    throw error;
  }
}

export const currentAttemptQueryKey = (testId: string) => [...TESTS_QUERY_KEY, 'attempt', testId] as const;

export const currentAttemptQueryOptions = (testId: string) =>
  queryOptions({
    queryKey: currentAttemptQueryKey(testId),
    queryFn: () => getCurrentAttempt(testId),
    // Answers are kept in the cache as they are saved; a refetch on focus would only repeat them.
    refetchOnWindowFocus: false,
  });

export function useCurrentAttempt(testId: string) {
  return useQuery(currentAttemptQueryOptions(testId));
}

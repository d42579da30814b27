import type { TAttemptResult } from '@bagdar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { TESTS_QUERY_KEY } from './get-tests.ts';

export function getAttemptResult(testId: string, attemptId: string): Promise<TAttemptResult> {
  return apiRequest<TAttemptResult>(
    `/tests/${encodeURIComponent(testId)}/attempts/${encodeURIComponent(attemptId)}/result`,
    { fallbackMessage: 'Failed to load the result' },
  );
}

export const attemptResultQueryKey = (testId: string, attemptId: string) =>
  [...TESTS_QUERY_KEY, 'result', testId, attemptId] as const;

export const attemptResultQueryOptions = (testId: string, attemptId: string) =>
  queryOptions({
    queryKey: attemptResultQueryKey(testId, attemptId),
    queryFn: () => getAttemptResult(testId, attemptId),
    // A finished attempt's result never changes (it keeps the version it answered).
    staleTime: Infinity,
  });

export function useAttemptResult(testId: string, attemptId: string) {
  return useQuery(attemptResultQueryOptions(testId, attemptId));
}

import type { TTestDetail } from '@bagdar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { TESTS_QUERY_KEY } from './get-tests.ts';

export function getTest(testId: string): Promise<TTestDetail> {
  return apiRequest<TTestDetail>(`/tests/${encodeURIComponent(testId)}`, {
    fallbackMessage: 'Failed to load the test',
  });
}

export const testQueryOptions = (testId: string) =>
  queryOptions({ queryKey: [...TESTS_QUERY_KEY, 'detail', testId], queryFn: () => getTest(testId) });

export function useTest(testId: string) {
  return useQuery(testQueryOptions(testId));
}

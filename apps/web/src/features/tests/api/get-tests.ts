import type { TTestList } from '@bagdar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const TESTS_QUERY_KEY = ['tests'] as const;

export function getTests(): Promise<TTestList> {
  return apiRequest<TTestList>('/tests', { fallbackMessage: 'Failed to load tests' });
}

export const testsQueryOptions = () => queryOptions({ queryKey: [...TESTS_QUERY_KEY, 'list'], queryFn: getTests });

export function useTests() {
  return useQuery(testsQueryOptions());
}

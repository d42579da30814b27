import type { TTestCategory } from '@bagdar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const TEST_CATEGORIES_KEY = ['admin-test-categories'] as const;

export function getTestCategories(): Promise<{ items: TTestCategory[] }> {
  return apiRequest('/admin/test-categories', { fallbackMessage: 'Failed to load categories' });
}

export const testCategoriesQueryOptions = () =>
  queryOptions({ queryKey: TEST_CATEGORIES_KEY, queryFn: getTestCategories });

export function useTestCategories() {
  return useQuery(testCategoriesQueryOptions());
}

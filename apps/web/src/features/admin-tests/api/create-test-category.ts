import type { TLocalized, TTestCategory } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { TEST_CATEGORIES_KEY } from './get-test-categories.ts';

export interface TTestCategoryBody {
  key: string;
  name: TLocalized;
  priority: number;
}

export function createTestCategory(body: TTestCategoryBody): Promise<TTestCategory> {
  return apiRequest('/admin/test-categories', {
    method: 'POST',
    body,
    fallbackMessage: 'Failed to create the category',
  });
}

export function useCreateTestCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTestCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEST_CATEGORIES_KEY }),
  });
}

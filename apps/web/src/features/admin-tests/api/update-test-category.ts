import type { TTestCategory } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { TTestCategoryBody } from './create-test-category.ts';
import { TEST_CATEGORIES_KEY } from './get-test-categories.ts';

/** Renames or reorders a category; 409 key_taken when the key is another category's. */
export function updateTestCategory({ id, body }: { id: string; body: TTestCategoryBody }): Promise<TTestCategory> {
  return apiRequest(`/admin/test-categories/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    fallbackMessage: 'Failed to save the category',
  });
}

export function useUpdateTestCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTestCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEST_CATEGORIES_KEY }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminTestKeys } from './get-admin-tests.ts';
import { TEST_CATEGORIES_KEY } from './get-test-categories.ts';

/** Deletes a category; its tests stay, without it. */
export function deleteTestCategory(id: string): Promise<{ ok: true }> {
  return apiRequest(`/admin/test-categories/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallbackMessage: 'Failed to delete the category',
  });
}

export function useDeleteTestCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTestCategory,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: TEST_CATEGORIES_KEY });
      await queryClient.invalidateQueries({ queryKey: adminTestKeys.all });
    },
  });
}

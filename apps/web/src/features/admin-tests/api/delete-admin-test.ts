import type { TTestRemoval } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminTestKeys } from './get-admin-tests.ts';

/** Deletes a test nobody has taken; one with attempts is archived (its results stay). */
export function deleteAdminTest(id: string): Promise<TTestRemoval> {
  return apiRequest(`/admin/tests/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallbackMessage: 'Failed to delete the test',
  });
}

export function useDeleteAdminTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminTest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminTestKeys.list() }),
  });
}

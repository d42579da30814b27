import type { TAdminTest } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminTestKeys } from './get-admin-tests.ts';

/** Takes a published test out of the catalogue: a draft again, attempts and results kept. */
export function unpublishAdminTest(id: string): Promise<TAdminTest> {
  return apiRequest(`/admin/tests/${encodeURIComponent(id)}/unpublish`, {
    method: 'POST',
    fallbackMessage: 'Failed to unpublish the test',
  });
}

export function useUnpublishAdminTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unpublishAdminTest,
    onSuccess: async (test) => {
      queryClient.setQueryData(adminTestKeys.detail(test.id), test);
      await queryClient.invalidateQueries({ queryKey: adminTestKeys.list() });
    },
  });
}

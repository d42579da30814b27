import type { TAdminTest } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminTestKeys } from './get-admin-tests.ts';

/** Publishes the test; a 400 TEST_NOT_PUBLISHABLE lists what is missing in `details`. */
export function publishAdminTest(id: string): Promise<TAdminTest> {
  return apiRequest(`/admin/tests/${encodeURIComponent(id)}/publish`, {
    method: 'POST',
    fallbackMessage: 'Failed to publish the test',
  });
}

export function usePublishAdminTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishAdminTest,
    onSuccess: async (test) => {
      queryClient.setQueryData(adminTestKeys.detail(test.id), test);
      await queryClient.invalidateQueries({ queryKey: adminTestKeys.list() });
    },
  });
}

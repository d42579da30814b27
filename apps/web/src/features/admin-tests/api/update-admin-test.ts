import type { TAdminTest, TTestDraftBody } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminTestKeys } from './get-admin-tests.ts';

/** Replaces the test; questions are saved in the given order. A PUBLISHED test gets a new version. */
export function updateAdminTest({ id, body }: { id: string; body: TTestDraftBody }): Promise<TAdminTest> {
  return apiRequest(`/admin/tests/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    fallbackMessage: 'Failed to save the test',
  });
}

export function useUpdateAdminTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminTest,
    onSuccess: async (test) => {
      queryClient.setQueryData(adminTestKeys.detail(test.id), test);
      await queryClient.invalidateQueries({ queryKey: adminTestKeys.list() });
    },
  });
}

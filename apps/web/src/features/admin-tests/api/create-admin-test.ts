import type { TAdminTest, TTestDraftBody } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminTestKeys } from './get-admin-tests.ts';

/** Creates a DRAFT test. */
export function createAdminTest(body: TTestDraftBody): Promise<TAdminTest> {
  return apiRequest('/admin/tests', { method: 'POST', body, fallbackMessage: 'Failed to create the test' });
}

export function useCreateAdminTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminTest,
    onSuccess: async (test) => {
      queryClient.setQueryData(adminTestKeys.detail(test.id), test);
      await queryClient.invalidateQueries({ queryKey: adminTestKeys.list() });
    },
  });
}

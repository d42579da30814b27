import type { TAdminCreateBody, TAdminCreated } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { memberKeys } from './get-members.ts';

export function createAdmin(orgId: string, body: TAdminCreateBody): Promise<TAdminCreated> {
  return apiRequest(`/admin/organizations/${orgId}/admins`, {
    method: 'POST',
    body,
    fallbackMessage: 'Admin creation failed',
  });
}

export function useCreateAdmin(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminCreateBody) => createAdmin(orgId, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: memberKeys.all(orgId) }),
  });
}

import type { TMember, TMemberUpdateBody } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { groupKeys } from './groups.ts';
import { memberKeys } from './get-members.ts';
import { organizationKeys } from './get-organizations.ts';

export function updateMember(orgId: string, memberId: string, body: TMemberUpdateBody): Promise<TMember> {
  return apiRequest(`/admin/organizations/${orgId}/members/${memberId}`, {
    method: 'PUT',
    body,
    fallbackMessage: 'Failed to update the member',
  });
}

export function deleteMember(orgId: string, memberId: string): Promise<{ ok: true }> {
  return apiRequest(`/admin/organizations/${orgId}/members/${memberId}`, {
    method: 'DELETE',
    fallbackMessage: 'Failed to delete the member',
  });
}

function useRefresh(orgId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: memberKeys.all(orgId) });
    void queryClient.invalidateQueries({ queryKey: groupKeys.all(orgId) });
    // A member's status or role changes the seats used the organisation's pages show.
    void queryClient.invalidateQueries({ queryKey: organizationKeys.detail(orgId) });
  };
}

export function useUpdateMember(orgId: string) {
  const refresh = useRefresh(orgId);
  return useMutation({
    mutationFn: ({ memberId, body }: { memberId: string; body: TMemberUpdateBody }) =>
      updateMember(orgId, memberId, body),
    onSuccess: refresh,
  });
}

export function useDeleteMember(orgId: string) {
  const refresh = useRefresh(orgId);
  return useMutation({ mutationFn: (memberId: string) => deleteMember(orgId, memberId), onSuccess: refresh });
}

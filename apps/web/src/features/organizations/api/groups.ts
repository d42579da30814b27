import type { TGroup, TGroupBody } from '@bagdar/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const groupKeys = { all: (orgId: string) => ['organization-groups', orgId] as const };

export function getGroups(orgId: string): Promise<{ items: TGroup[] }> {
  return apiRequest(`/admin/organizations/${orgId}/groups`, { fallbackMessage: 'Failed to load' });
}

export function useGroups(orgId: string) {
  return useQuery({ queryKey: groupKeys.all(orgId), queryFn: () => getGroups(orgId) });
}

export function saveGroup(orgId: string, groupId: string | null, body: TGroupBody): Promise<TGroup> {
  return apiRequest(`/admin/organizations/${orgId}/groups${groupId ? `/${groupId}` : ''}`, {
    method: groupId ? 'PUT' : 'POST',
    body,
    fallbackMessage: 'Group update failed',
  });
}

export function deleteGroup(orgId: string, groupId: string): Promise<{ ok: true }> {
  return apiRequest(`/admin/organizations/${orgId}/groups/${groupId}`, {
    method: 'DELETE',
    fallbackMessage: 'Group update failed',
  });
}

export function useSaveGroup(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, body }: { groupId: string | null; body: TGroupBody }) => saveGroup(orgId, groupId, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: groupKeys.all(orgId) }),
  });
}

export function useDeleteGroup(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: string) => deleteGroup(orgId, groupId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: groupKeys.all(orgId) }),
  });
}

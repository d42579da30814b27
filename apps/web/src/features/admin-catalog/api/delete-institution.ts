import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminInstitutionKeys } from './get-admin-institutions.ts';

export function deleteInstitution(id: string): Promise<void> {
  return apiRequest(`/admin/institutions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallbackMessage: 'Failed to delete the institution',
  });
}

export function useDeleteInstitution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInstitution,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...adminInstitutionKeys.all, 'list'] }),
  });
}

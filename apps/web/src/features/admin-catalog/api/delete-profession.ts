import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { professionKeys } from './get-professions.ts';

export function deleteProfession(id: string): Promise<void> {
  return apiRequest(`/admin/professions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallbackMessage: 'Failed to delete the profession',
  });
}

export function useDeleteProfession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProfession,
    // The detail query stays until the page navigates away, so the form does not flash a 404.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...professionKeys.all, 'list'] }),
  });
}

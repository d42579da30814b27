import type { TProfession, TProfessionBody } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { professionKeys } from './get-professions.ts';

export function updateProfession({ id, body }: { id: string; body: TProfessionBody }): Promise<TProfession> {
  return apiRequest(`/admin/professions/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    fallbackMessage: 'Failed to save the profession',
  });
}

export function useUpdateProfession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfession,
    onSuccess: async (profession) => {
      queryClient.setQueryData(professionKeys.detail(profession.id), profession);
      await queryClient.invalidateQueries({ queryKey: [...professionKeys.all, 'list'] });
    },
  });
}

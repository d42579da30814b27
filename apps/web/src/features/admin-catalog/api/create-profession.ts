import type { TProfession, TProfessionBody } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { professionKeys } from './get-professions.ts';

export function createProfession(body: TProfessionBody): Promise<TProfession> {
  return apiRequest('/admin/professions', { method: 'POST', body, fallbackMessage: 'Failed to create the profession' });
}

export function useCreateProfession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProfession,
    onSuccess: async (profession) => {
      queryClient.setQueryData(professionKeys.detail(profession.id), profession);
      await queryClient.invalidateQueries({ queryKey: [...professionKeys.all, 'list'] });
    },
  });
}

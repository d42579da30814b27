import type { TMaterial, TMaterialBody } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { materialKeys } from './get-materials.ts';

export function updateMaterial({ id, body }: { id: string; body: TMaterialBody }): Promise<TMaterial> {
  return apiRequest(`/admin/materials/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    fallbackMessage: 'Failed to save the material',
  });
}

export function useUpdateMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMaterial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: materialKeys.all }),
  });
}

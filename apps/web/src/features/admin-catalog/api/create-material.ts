import type { TMaterial, TMaterialBody } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { materialKeys } from './get-materials.ts';

export function createMaterial(body: TMaterialBody): Promise<TMaterial> {
  return apiRequest('/admin/materials', { method: 'POST', body, fallbackMessage: 'Failed to create the material' });
}

export function useCreateMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMaterial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: materialKeys.all }),
  });
}

import type { TInstitution, TInstitutionBody } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminInstitutionKeys } from './get-admin-institutions.ts';

/** Creates (no id) or saves an institution. */
export function saveInstitution({ id, body }: { id?: string; body: TInstitutionBody }): Promise<TInstitution> {
  return apiRequest(id ? `/admin/institutions/${encodeURIComponent(id)}` : '/admin/institutions', {
    method: id ? 'PUT' : 'POST',
    body,
    fallbackMessage: 'Failed to save the institution',
  });
}

export function useSaveInstitution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInstitution,
    onSuccess: async (institution) => {
      queryClient.setQueryData(adminInstitutionKeys.detail(institution.id), institution);
      await queryClient.invalidateQueries({ queryKey: [...adminInstitutionKeys.all, 'list'] });
    },
  });
}

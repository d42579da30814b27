import type { TAcademic, TAcademicBody } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { SETTINGS_QUERY_KEY } from './get-settings.ts';

export function updateAcademic(body: TAcademicBody): Promise<TAcademic> {
  return apiRequest<TAcademic>('/profiles/me/academic', {
    method: 'PUT',
    body,
    fallbackMessage: 'Academic data save failed',
  });
}

export function useUpdateAcademic() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAcademic,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: SETTINGS_QUERY_KEY }),
        client.invalidateQueries({ queryKey: ['profile'] }),
      ]);
    },
  });
}

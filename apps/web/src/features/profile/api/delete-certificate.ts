import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { PROFILE_QUERY_KEY } from './get-profile.ts';

export function deleteCertificate(id: string): Promise<void> {
  return apiRequest<void>(`/profiles/me/certificates/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallbackMessage: 'Certificate delete failed',
  });
}

export function useDeleteCertificate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCertificate,
    onSuccess: () => client.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Undoes a block or a mute. */
export function removeRelation(userId: string): Promise<void> {
  return apiRequest<void>(`/privacy/relations/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
    fallbackMessage: 'Could not save',
  });
}

export function useRemoveRelation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: removeRelation, onSuccess: () => client.invalidateQueries() });
}

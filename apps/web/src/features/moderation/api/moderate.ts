import type { TModerationActionBody } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function moderate(body: TModerationActionBody): Promise<{ ok: true }> {
  return apiRequest('/admin/moderation/actions', { method: 'POST', body });
}

/** An action on a case; both tabs of the queue are read again (a case moves between them). */
export function useModerate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moderate,
    onSuccess: () => client.invalidateQueries({ queryKey: ['moderation-queue'] }),
  });
}

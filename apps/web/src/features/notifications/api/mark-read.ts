import type { TOkResponse } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { markReadInCache } from '../hooks/notifications-cache.ts';
import { NOTIFICATIONS_QUERY_KEY } from './get-notifications.ts';

export function markNotificationRead(id: string): Promise<TOkResponse> {
  return apiRequest<TOkResponse>(`/notifications/${encodeURIComponent(id)}/read`, {
    method: 'POST',
    fallbackMessage: 'Failed to update',
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id) => markReadInCache(queryClient, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}

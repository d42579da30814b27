import type { TOkResponse } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { markAllReadInCache } from '../hooks/notifications-cache.ts';
import { NOTIFICATIONS_QUERY_KEY } from './get-notifications.ts';

export function markAllNotificationsRead(): Promise<TOkResponse> {
  return apiRequest<TOkResponse>('/notifications/read-all', { method: 'POST', fallbackMessage: 'Failed to update' });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => markAllReadInCache(queryClient),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}

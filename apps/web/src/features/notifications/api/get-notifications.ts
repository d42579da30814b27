import type { TNotificationPage } from '@bagdar/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;
export const NOTIFICATIONS_LIST_KEY = [...NOTIFICATIONS_QUERY_KEY, 'list'] as const;

export function getNotifications(cursor: string | null, limit = 20): Promise<TNotificationPage> {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  return apiRequest<TNotificationPage>(`/notifications?${params.toString()}`, { fallbackMessage: 'Failed to load' });
}

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: NOTIFICATIONS_LIST_KEY,
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { NOTIFICATIONS_QUERY_KEY } from './get-notifications.ts';

export interface TUnreadCount {
  unread: number;
}

export const UNREAD_COUNT_KEY = [...NOTIFICATIONS_QUERY_KEY, 'unread'] as const;

export function getUnreadCount(): Promise<TUnreadCount> {
  return apiRequest<TUnreadCount>('/notifications/unread-count', { fallbackMessage: 'Failed to load' });
}

export const unreadCountQueryOptions = () => queryOptions({ queryKey: UNREAD_COUNT_KEY, queryFn: getUnreadCount });

export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions());
}

import type { TNotification, TNotificationPage } from '@bagdar/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_LIST_KEY } from '../api/get-notifications.ts';
import { UNREAD_COUNT_KEY, type TUnreadCount } from '../api/get-unread-count.ts';

type TListData = InfiniteData<TNotificationPage, string | null>;

/** Cache updates shared by the live stream and the mutations (no refetch needed for what we already know). */

export function setUnreadInCache(queryClient: QueryClient, unread: number): void {
  queryClient.setQueryData<TUnreadCount>(UNREAD_COUNT_KEY, { unread });
  queryClient.setQueryData<TListData>(NOTIFICATIONS_LIST_KEY, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, unread })) } : data,
  );
}

/** A notification from the stream goes on top of the first page (once). */
export function prependInCache(queryClient: QueryClient, notification: TNotification): void {
  queryClient.setQueryData<TListData>(NOTIFICATIONS_LIST_KEY, (data) => {
    if (!data) return data;
    if (data.pages.some((page) => page.items.some((item) => item.id === notification.id))) return data;
    const [first, ...rest] = data.pages;
    if (!first) return data;
    return { ...data, pages: [{ ...first, items: [notification, ...first.items] }, ...rest] };
  });
}

function updateItems(queryClient: QueryClient, update: (item: TNotification) => TNotification): void {
  queryClient.setQueryData<TListData>(NOTIFICATIONS_LIST_KEY, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(update) })) } : data,
  );
}

export function markReadInCache(queryClient: QueryClient, id: string): void {
  const now = new Date().toISOString();
  let changed = false;
  updateItems(queryClient, (item) => {
    if (item.id !== id || item.readAt) return item;
    changed = true;
    return { ...item, readAt: now };
  });
  const current = queryClient.getQueryData<TUnreadCount>(UNREAD_COUNT_KEY);
  if (changed && current) setUnreadInCache(queryClient, Math.max(0, current.unread - 1));
}

export function markAllReadInCache(queryClient: QueryClient): void {
  const now = new Date().toISOString();
  updateItems(queryClient, (item) => (item.readAt ? item : { ...item, readAt: now }));
  setUnreadInCache(queryClient, 0);
}

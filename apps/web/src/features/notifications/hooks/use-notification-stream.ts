import type { TNotification } from '@bagdar/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { API_BASE } from '../../../lib/api-client.ts';
import { prependInCache, setUnreadInCache } from './notifications-cache.ts';

export const STREAM_URL = `${API_BASE}/notifications/stream`;

/**
 * Keeps the notification queries live from `GET /notifications/stream` (server-sent events).
 * EventSource reconnects by itself (the server sends a `retry:` hint); queries also refetch on focus.
 */
export function useNotificationStream(onNotification: (notification: TNotification) => void, enabled = true): void {
  const queryClient = useQueryClient();
  const latest = useRef(onNotification);
  useEffect(() => {
    latest.current = onNotification;
  });
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(STREAM_URL, { withCredentials: true });
    const onUnread = (event: MessageEvent<string>) => {
      const data = parse<{ unread: number }>(event.data);
      if (data && typeof data.unread === 'number') setUnreadInCache(queryClient, data.unread);
    };
    const onItem = (event: MessageEvent<string>) => {
      const notification = parse<TNotification>(event.data);
      if (!notification) return;
      prependInCache(queryClient, notification);
      latest.current(notification);
    };
    source.addEventListener('unread', onUnread);
    source.addEventListener('notification', onItem);
    return () => {
      source.removeEventListener('unread', onUnread);
      source.removeEventListener('notification', onItem);
      source.close();
    };
  }, [enabled, queryClient]);
}

function parse<T>(text: string): T | null {
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

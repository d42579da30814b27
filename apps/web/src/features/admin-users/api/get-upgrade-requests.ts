import type { TAdminUpgradeRequest } from '@bagdar/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function getUpgradeRequests(
  cursor: string | null,
): Promise<{ items: TAdminUpgradeRequest[]; nextCursor: string | null }> {
  const params = new URLSearchParams({ status: 'PENDING', limit: '20' });
  if (cursor) params.set('cursor', cursor);
  return apiRequest(`/admin/billing/upgrade-requests?${params.toString()}`, { fallbackMessage: 'Failed to load' });
}

export function useUpgradeRequests() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['admin-upgrade-requests'],
      queryFn: ({ pageParam }) => getUpgradeRequests(pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  );
}

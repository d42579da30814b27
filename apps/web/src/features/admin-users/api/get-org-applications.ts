import type { TOrgApplication } from '@bagdar/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const ORG_APPLICATIONS_KEY = ['admin-org-applications'] as const;

export function getOrgApplications(
  cursor: string | null,
): Promise<{ items: TOrgApplication[]; nextCursor: string | null }> {
  const params = new URLSearchParams({ limit: '20' });
  if (cursor) params.set('cursor', cursor);
  return apiRequest(`/admin/organization-applications?${params.toString()}`, { fallbackMessage: 'Failed to load' });
}

export function useOrgApplications() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ORG_APPLICATIONS_KEY,
      queryFn: ({ pageParam }) => getOrgApplications(pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  );
}

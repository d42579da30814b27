import type { TMember, TMembershipStatus, TOrganizationRole } from '@bagdar/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface TMemberListFilters {
  role: TOrganizationRole;
  q: string;
  status: TMembershipStatus | null;
  groupId: string | null;
}

export const memberKeys = {
  all: (orgId: string) => ['organization-members', orgId] as const,
  list: (orgId: string, filters: TMemberListFilters) => [...memberKeys.all(orgId), filters] as const,
};

/** The filters as query parameters (the list, the export and the codes use the same). */
export function memberFilterParams(filters: TMemberListFilters): URLSearchParams {
  const params = new URLSearchParams({ role: filters.role });
  if (filters.q) params.set('q', filters.q);
  if (filters.status) params.set('status', filters.status);
  if (filters.groupId) params.set('groupId', filters.groupId);
  return params;
}

export function getMembers(orgId: string, filters: TMemberListFilters, cursor: string | null) {
  const params = memberFilterParams(filters);
  params.set('limit', '25');
  if (cursor) params.set('cursor', cursor);
  return apiRequest<{ items: TMember[]; nextCursor: string | null }>(
    `/admin/organizations/${orgId}/members?${params.toString()}`,
    { fallbackMessage: 'Failed to load' },
  );
}

export function useMembers(orgId: string, filters: TMemberListFilters) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: memberKeys.list(orgId, filters),
      queryFn: ({ pageParam }) => getMembers(orgId, filters, pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  );
}

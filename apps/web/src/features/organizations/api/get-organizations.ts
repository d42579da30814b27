import type { TLicenceState, TOrganization, TOrganizationType } from '@bagdar/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const ORG_PAGE_SIZE = 20;

export interface TOrganizationFilters {
  q: string;
  type: TOrganizationType | null;
  licence: TLicenceState | null;
}

export const organizationKeys = {
  all: ['organizations'] as const,
  list: (filters: TOrganizationFilters) => [...organizationKeys.all, 'list', filters] as const,
  detail: (id: string) => [...organizationKeys.all, 'detail', id] as const,
};

interface TPage {
  items: TOrganization[];
  nextCursor: string | null;
}

export function getOrganizations(filters: TOrganizationFilters, cursor: string | null): Promise<TPage> {
  const params = new URLSearchParams({ limit: String(ORG_PAGE_SIZE) });
  if (filters.q) params.set('q', filters.q);
  if (filters.type) params.set('type', filters.type);
  if (filters.licence) params.set('licence', filters.licence);
  if (cursor) params.set('cursor', cursor);
  return apiRequest(`/admin/organizations?${params.toString()}`, { fallbackMessage: 'Failed to load' });
}

export function useOrganizations(filters: TOrganizationFilters) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: organizationKeys.list(filters),
      queryFn: ({ pageParam }) => getOrganizations(filters, pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  );
}

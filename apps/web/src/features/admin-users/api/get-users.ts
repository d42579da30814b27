import type { TAdminUser } from '@bagdar/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const PAGE_SIZE = 20;
export const adminUserKeys = {
  all: ['admin-users'] as const,
  list: (filters: TUserFilters) => [...adminUserKeys.all, 'list', filters] as const,
  detail: (id: string) => [...adminUserKeys.all, 'detail', id] as const,
};

export interface TUserFilters {
  q: string;
  role: string | null;
  tier: string | null;
  organizationId: string | null;
  verified: string | null;
  blocked: string | null;
}

export function getUsers(
  filters: TUserFilters,
  cursor: string | null,
): Promise<{ items: TAdminUser[]; nextCursor: string | null }> {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  for (const [key, value] of Object.entries(filters) as [string, string | null][]) if (value) params.set(key, value);
  if (cursor) params.set('cursor', cursor);
  return apiRequest(`/admin/users?${params.toString()}`, { fallbackMessage: 'Failed to load' });
}

export const usersQueryOptions = (filters: TUserFilters) =>
  infiniteQueryOptions({
    queryKey: adminUserKeys.list(filters),
    queryFn: ({ pageParam }) => getUsers(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useUsers(filters: TUserFilters) {
  return useInfiniteQuery(usersQueryOptions(filters));
}

import type { TInstitution, TInstitutionSummary } from '@bagdar/contracts';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const adminInstitutionKeys = {
  all: ['admin-institutions'] as const,
  list: (q: string) => [...adminInstitutionKeys.all, 'list', q] as const,
  detail: (id: string) => [...adminInstitutionKeys.all, 'detail', id] as const,
};

export function getAdminInstitutions({ q, cursor }: { q: string; cursor?: string | null }) {
  const params = new URLSearchParams({ limit: '20' });
  if (q.length >= 2) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  return apiRequest<{ items: TInstitutionSummary[]; nextCursor: string | null }>(
    `/admin/institutions?${params.toString()}`,
    { fallbackMessage: 'Failed to load institutions' },
  );
}

/** Keyset pages of institutions for the admin table, searched by name (2+ characters). */
export function useAdminInstitutions(q: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: adminInstitutionKeys.list(q),
      queryFn: ({ pageParam }) => getAdminInstitutions({ q, cursor: pageParam }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  );
}

export function getAdminInstitution(id: string): Promise<TInstitution> {
  return apiRequest(`/admin/institutions/${encodeURIComponent(id)}`, {
    fallbackMessage: 'Failed to load the institution',
  });
}

export function useAdminInstitution(id: string) {
  return useQuery(queryOptions({ queryKey: adminInstitutionKeys.detail(id), queryFn: () => getAdminInstitution(id) }));
}

import type { TProfession } from '@bagdar/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const PAGE_SIZE = 20;

export const professionKeys = {
  all: ['admin-professions'] as const,
  list: (q: string) => [...professionKeys.all, 'list', q] as const,
  detail: (id: string) => [...professionKeys.all, 'detail', id] as const,
};

export interface TProfessionPage {
  items: TProfession[];
  nextCursor: string | null;
}

export function getProfessions({ q, cursor }: { q: string; cursor?: string | null }): Promise<TProfessionPage> {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  return apiRequest(`/admin/professions?${params.toString()}`, { fallbackMessage: 'Failed to load professions' });
}

export const professionsQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: professionKeys.list(q),
    queryFn: ({ pageParam }) => getProfessions({ q, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** Keyset pages of the catalogue, searched by name; "load more" fetches the next page. */
export function useProfessions(q: string) {
  return useInfiniteQuery(professionsQueryOptions(q));
}

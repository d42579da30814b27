import type { TMaterial } from '@bagdar/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { PAGE_SIZE } from './get-professions.ts';

export const materialKeys = {
  all: ['admin-materials'] as const,
  list: (q: string) => [...materialKeys.all, 'list', q] as const,
};

export interface TMaterialPage {
  items: TMaterial[];
  nextCursor: string | null;
}

export function getMaterials({ q, cursor }: { q: string; cursor?: string | null }): Promise<TMaterialPage> {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  return apiRequest(`/admin/materials?${params.toString()}`, { fallbackMessage: 'Failed to load materials' });
}

export const materialsQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: materialKeys.list(q),
    queryFn: ({ pageParam }) => getMaterials({ q, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useMaterials(q: string) {
  return useInfiniteQuery(materialsQueryOptions(q));
}

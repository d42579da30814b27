import type { TSearchPage } from '@bagdar/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function searchPosts(q: string, cursor: string | null): Promise<TSearchPage> {
  const params = new URLSearchParams({ q });
  if (cursor) params.set('cursor', cursor);
  return apiRequest<TSearchPage>(`/posts/search?${params.toString()}`, { fallbackMessage: 'Failed to search' });
}

export const searchPostsQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: ['posts', 'search', q],
    queryFn: ({ pageParam }) => searchPosts(q, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** Runs only for a query of at least `min` characters (the server refuses shorter ones). */
export function useSearchPosts(q: string, enabled: boolean) {
  return useInfiniteQuery({ ...searchPostsQueryOptions(q), enabled });
}

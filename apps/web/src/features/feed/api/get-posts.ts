import type { TPostPage } from '@bagdar/contracts';
import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const POSTS_QUERY_KEY = ['posts'] as const;

/**
 * Refreshes every cached view that shows posts with their counts: the feed's and profiles' lists
 * and post-search results (keyed `['posts', 'search', q]`), but not the comment threads, which
 * live under `['posts', 'comments', postId]`.
 */
export function invalidatePostViews(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: POSTS_QUERY_KEY,
    predicate: (query) => query.queryKey[1] !== 'comments',
  });
}

export interface TPostsFilter {
  topic?: string | undefined;
  author?: string | undefined;
  /** A project's id: the posts written on that project's page. */
  project?: string | undefined;
}

export function getPosts(filter: TPostsFilter, cursor: string | null): Promise<TPostPage> {
  const params = new URLSearchParams();
  if (cursor) params.set('cursor', cursor);
  if (filter.topic) params.set('topic', filter.topic);
  if (filter.author) params.set('author', filter.author);
  const query = params.toString();
  const base = filter.project ? `/projects/${encodeURIComponent(filter.project)}/posts` : '/posts';
  return apiRequest<TPostPage>(`${base}${query ? `?${query}` : ''}`, { fallbackMessage: 'Failed to load' });
}

export const postsQueryOptions = (filter: TPostsFilter) =>
  infiniteQueryOptions({
    queryKey: [
      ...POSTS_QUERY_KEY,
      'list',
      { topic: filter.topic ?? null, author: filter.author ?? null, project: filter.project ?? null },
    ],
    queryFn: ({ pageParam }) => getPosts(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** Posts fetched this recently (the feed's route asks for them beside its guard, app/router.tsx) are not fetched again on mount. */
const JUST_FETCHED_MS = 5_000;

export function usePosts(filter: TPostsFilter) {
  return useInfiniteQuery({
    ...postsQueryOptions(filter),
    refetchOnMount: (query) => Date.now() - query.state.dataUpdatedAt > JUST_FETCHED_MS,
  });
}

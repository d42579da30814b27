import type { TComment } from '@bagdar/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface TCommentPage {
  items: TComment[];
  nextCursor: string | null;
}

export const commentsQueryKey = (postId: string) => ['posts', 'comments', postId] as const;

export function getComments(postId: string, cursor: string | null): Promise<TCommentPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiRequest<TCommentPage>(`/posts/${encodeURIComponent(postId)}/comments${query}`, {
    fallbackMessage: 'Failed to load',
  });
}

export const commentsQueryOptions = (postId: string) =>
  infiniteQueryOptions({
    queryKey: commentsQueryKey(postId),
    queryFn: ({ pageParam }) => getComments(postId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useComments(postId: string) {
  return useInfiniteQuery(commentsQueryOptions(postId));
}

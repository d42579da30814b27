import type { TComment } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { commentsQueryKey } from './get-comments.ts';
import { invalidatePostViews } from './get-posts.ts';

export function createComment({ postId, text }: { postId: string; text: string }): Promise<TComment> {
  return apiRequest<TComment>(`/posts/${encodeURIComponent(postId)}/comments`, {
    method: 'POST',
    body: { text },
    fallbackMessage: 'Failed to comment',
  });
}

export function useCreateComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => createComment({ postId, text }),
    // The post's comment count shows wherever the post does: the feed, a profile, search results.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: commentsQueryKey(postId) }),
        invalidatePostViews(queryClient),
      ]),
  });
}

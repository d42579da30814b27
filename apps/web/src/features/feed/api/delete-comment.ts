import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { commentsQueryKey } from './get-comments.ts';
import { invalidatePostViews } from './get-posts.ts';

export function deleteComment({ postId, commentId }: { postId: string; commentId: string }): Promise<void> {
  return apiRequest<void>(`/posts/${encodeURIComponent(postId)}/comments/${encodeURIComponent(commentId)}`, {
    method: 'DELETE',
    fallbackMessage: 'Failed to delete',
  });
}

export function useDeleteComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => deleteComment({ postId, commentId }),
    // The post's comment count shows wherever the post does: the feed, a profile, search results.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: commentsQueryKey(postId) }),
        invalidatePostViews(queryClient),
      ]),
  });
}

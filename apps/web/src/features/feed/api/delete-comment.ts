import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { commentsQueryKey } from './get-comments.ts';
import { POSTS_QUERY_KEY } from './get-posts.ts';

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
    // The post's comment count lives in the feed pages: refresh those too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: commentsQueryKey(postId) }),
        queryClient.invalidateQueries({ queryKey: [...POSTS_QUERY_KEY, 'list'] }),
      ]),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { commentsQueryKey } from './get-comments.ts';

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsQueryKey(postId) }),
  });
}

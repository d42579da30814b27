import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { POSTS_QUERY_KEY } from './get-posts.ts';

export function deletePost(postId: string): Promise<void> {
  return apiRequest<void>(`/posts/${encodeURIComponent(postId)}`, {
    method: 'DELETE',
    fallbackMessage: 'Failed to delete',
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: POSTS_QUERY_KEY }),
  });
}

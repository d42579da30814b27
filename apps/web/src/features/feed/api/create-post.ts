import type { TCreatePostBody, TPost } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { POSTS_QUERY_KEY } from './get-posts.ts';
import { POPULAR_TOPICS_QUERY_KEY } from './get-popular-topics.ts';

export function createPost(body: TCreatePostBody): Promise<TPost> {
  return apiRequest<TPost>('/posts', { method: 'POST', body, fallbackMessage: 'Failed to publish' });
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: POSTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: POPULAR_TOPICS_QUERY_KEY }),
      ]);
    },
  });
}

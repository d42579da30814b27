import type { TCreatePostBody, TPost } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { POSTS_QUERY_KEY } from './get-posts.ts';
import { POPULAR_TOPICS_QUERY_KEY } from './get-popular-topics.ts';

/** A feed post, or with `projectId` a post on that project's page (members only). */
export function createPost(body: TCreatePostBody, projectId?: string): Promise<TPost> {
  const path = projectId ? `/projects/${encodeURIComponent(projectId)}/posts` : '/posts';
  return apiRequest<TPost>(path, { method: 'POST', body, fallbackMessage: 'Failed to publish' });
}

export function useCreatePost(projectId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreatePostBody) => createPost(body, projectId),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: POSTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: POPULAR_TOPICS_QUERY_KEY }),
      ]);
    },
  });
}

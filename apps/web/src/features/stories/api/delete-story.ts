import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { STORIES_QUERY_KEY } from './get-stories.ts';

export function deleteStory(storyId: string): Promise<void> {
  return apiRequest<void>(`/stories/${encodeURIComponent(storyId)}`, {
    method: 'DELETE',
    fallbackMessage: 'Failed to delete',
  });
}

export function useDeleteStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STORIES_QUERY_KEY }),
  });
}

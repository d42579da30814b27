import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function markStorySeen(storyId: string): Promise<unknown> {
  return apiRequest<unknown>(`/stories/${encodeURIComponent(storyId)}/seen`, { method: 'POST' });
}

/** The strip is refreshed when the viewer closes, not after every story, so the rings do not jump. */
export function useMarkStorySeen() {
  return useMutation({ mutationFn: markStorySeen });
}

import type { TMedia, TStory } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiUpload } from '../../../lib/api-upload.ts';
import { STORIES_QUERY_KEY } from './get-stories.ts';

/** Uploads the file (the server checks its bytes and a video's real length), then publishes the story. */
export async function createStory(file: File): Promise<TStory> {
  const media = await apiUpload<TMedia>('/media?purpose=story', file, { fallbackMessage: 'Failed to upload' });
  return apiRequest<TStory>('/stories', {
    method: 'POST',
    body: { mediaId: media.id },
    fallbackMessage: 'Failed to add the story',
  });
}

export function useCreateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STORIES_QUERY_KEY }),
  });
}

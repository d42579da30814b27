import type { TProfile } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { PROFILE_QUERY_KEY } from './get-profile.ts';
import { uploadMedia } from './upload-media.ts';

/** Uploads the image as a cover and sets it on one's own profile. */
export async function updateCover(file: File): Promise<TProfile> {
  const media = await uploadMedia('cover', file);
  return apiRequest<TProfile>('/profiles/me/cover', {
    method: 'PUT',
    body: { mediaId: media.id },
    fallbackMessage: 'Cover upload failed',
  });
}

export function deleteCover(): Promise<TProfile> {
  return apiRequest<TProfile>('/profiles/me/cover', { method: 'DELETE', fallbackMessage: 'Cover delete failed' });
}

export function useUpdateCover() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCover,
    onSuccess: () => client.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
  });
}

export function useDeleteCover() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCover,
    onSuccess: () => client.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
  });
}

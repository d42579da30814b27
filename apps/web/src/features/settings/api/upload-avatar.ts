import type { TMedia } from '@bagdar/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/api-upload.ts';

/** Uploads a picture as an avatar; the profile form then saves its media id. */
export function uploadAvatar(file: File): Promise<TMedia> {
  return apiUpload<TMedia>('/media?purpose=avatar', file, { fallbackMessage: 'Upload failed' });
}

export function useUploadAvatar() {
  return useMutation({ mutationFn: uploadAvatar });
}

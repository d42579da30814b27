import type { TMedia } from '@bagdar/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/api-upload.ts';

/** An institution logo goes through the one upload path as a square-ish image ("avatar" purpose). */
export function uploadLogo(file: File): Promise<TMedia> {
  return apiUpload<TMedia>('/media?purpose=avatar', file, { fallbackMessage: 'Failed to upload the logo' });
}

export function useUploadLogo() {
  return useMutation({ mutationFn: uploadLogo });
}

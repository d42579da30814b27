import type { TMedia } from '@bagdar/contracts';
import { apiUpload } from '../../../lib/api-upload.ts';

export function uploadPostImage(file: File): Promise<TMedia> {
  return apiUpload<TMedia>('/media?purpose=post', file, { fallbackMessage: 'Failed to upload' });
}

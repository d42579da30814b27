import type { TMedia } from '@bagdar/contracts';
import { apiUpload } from '../../../lib/api-upload.ts';

export function uploadProjectImage(file: File): Promise<TMedia> {
  return apiUpload<TMedia>('/media?purpose=project', file, { fallbackMessage: 'Failed to upload' });
}

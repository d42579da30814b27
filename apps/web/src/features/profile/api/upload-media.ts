import type { TMedia, TMediaPurpose } from '@bagdar/contracts';
import { apiUpload } from '../../../lib/api-upload.ts';

/** Uploads one file for `purpose`; the server checks its bytes and answers with the media row. */
export function uploadMedia(purpose: TMediaPurpose, file: File): Promise<TMedia> {
  return apiUpload<TMedia>(`/media?purpose=${purpose}`, file, { fallbackMessage: 'Upload failed' });
}

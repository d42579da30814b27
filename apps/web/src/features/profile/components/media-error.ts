import { MEDIA_LIMITS } from '@bagdar/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { translateApiError } from '../../../lib/error-messages.ts';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const CERTIFICATE_TYPES = [...IMAGE_TYPES, 'application/pdf'];
export const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** The cover's upload errors in words: not an image, too large, or the call's own message. */
export function coverErrorMessage(t: TFunction, error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.code === 'MEDIA_TOO_LARGE')
      return t('profile:cover.tooLarge', { mb: megabytes(MEDIA_LIMITS.imageBytes) });
    if (error.code === 'MEDIA_INVALID' || error.code === 'UNSUPPORTED_MEDIA_TYPE') return t('profile:cover.notImage');
  }
  return translateApiError(t, error, fallback);
}

/** Checks a picked cover before uploading it; null when it may go. */
export function checkCoverFile(t: TFunction, file: File): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return t('profile:cover.notImage');
  if (file.size > MEDIA_LIMITS.imageBytes)
    return t('profile:cover.tooLarge', { mb: megabytes(MEDIA_LIMITS.imageBytes) });
  return null;
}

/** The certificate's save errors in words: not a PDF or image, too large, or the call's own message. */
export function certificateErrorMessage(t: TFunction, error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.code === 'MEDIA_TOO_LARGE') {
      return t('profile:certificates.tooLarge', { mb: megabytes(MEDIA_LIMITS.documentBytes) });
    }
    if (error.code === 'MEDIA_INVALID' || error.code === 'UNSUPPORTED_MEDIA_TYPE')
      return t('profile:certificates.fileType');
  }
  return translateApiError(t, error, fallback);
}

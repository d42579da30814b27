import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { translateApiError } from '../../../lib/error-messages.ts';
import { i18n } from '../../../lib/i18n.ts';

/** The server's verdict on a story file in the interface language (VIDEO_TOO_LONG, MEDIA_INVALID, …). */
export function storyErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const own = `stories:errors.${error.code}`;
    if (i18n.exists(own)) return t(own, { seconds: error.meta.seconds ?? '' });
  }
  return translateApiError(t, error, t('stories:errors.generic'));
}

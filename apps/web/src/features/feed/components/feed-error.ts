import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { translateApiError } from '../../../lib/error-messages.ts';
import { i18n } from '../../../lib/i18n.ts';

/** A failed feed call in the interface language: the feed's own code texts first, then the shared ones. */
export function feedErrorMessage(t: TFunction, error: unknown, fallbackKey = 'feed:errors.generic'): string {
  if (error instanceof ApiError) {
    const own = `feed:errors.${error.code}`;
    if (i18n.exists(own)) return t(own, { seconds: error.meta.seconds ?? '' });
  }
  return translateApiError(t, error, t(fallbackKey));
}

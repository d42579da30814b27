import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { translateApiError } from '../../../lib/error-messages.ts';
import { i18n } from '../../../lib/i18n.ts';

/** The tests' own codes (`tests:errors.<code>`) first, then the shared `errors:<code>`, then the fallback. */
export function translateTestError(t: TFunction, error: unknown, fallback: string): string {
  if (error instanceof ApiError && i18n.exists(`tests:errors.${error.code}`)) return t(`tests:errors.${error.code}`);
  return translateApiError(t, error, fallback);
}

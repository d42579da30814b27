import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { translateApiError, translateValidation } from '../../../lib/error-messages.ts';
import { i18n } from '../../../lib/i18n.ts';

/** A failed project call: the refusal reason's text first, then the media codes, then the shared ones. */
export function projectErrorMessage(t: TFunction, error: unknown, fallbackKey: string): string {
  if (error instanceof ApiError) {
    const reason = error.reason ? `projects:refusals.${error.reason}` : null;
    if (reason && i18n.exists(reason)) return t(reason);
    const own = `projects:errors.${error.code}`;
    if (i18n.exists(own)) return t(own);
    const detail = error.details[0]?.code;
    if (detail) return fieldMessage(t, detail) ?? t(fallbackKey);
  }
  return translateApiError(t, error, t(fallbackKey));
}

/** A field's validation code in words: the projects' own texts first, then the shared validation ones. */
export function fieldMessage(t: TFunction, code: string | undefined): string | undefined {
  if (!code) return undefined;
  const own = `projects:validation.${code}`;
  return i18n.exists(own) ? t(own) : translateValidation(t, code);
}

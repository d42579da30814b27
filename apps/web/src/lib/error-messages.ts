import { LIMITS } from '@bagdar/contracts';
import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client.ts';
import { i18n, isUiLanguage } from './i18n.ts';
import { formatLongDateTime } from './long-date.ts';

/**
 * Validation messages are translation keys under `validation:` (the contracts' Zod messages and
 * the server's field codes); limits are available to the texts as interpolation values.
 */
export function translateValidation(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = `validation:${message}`;
  return i18n.exists(key) ? t(key, { ...LIMITS }) : message;
}

/** `translateValidation` for a form's fields, in the interface language. */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('validation');
  return (message) => translateValidation(t, message);
}

/**
 * A user-facing message for a failed call: `errors:<code>`, else the server's message, else the
 * fallback. A CONFLICT that names what it conflicts with (a field detail with a known code, such as
 * `iso_code_taken`) says that instead of the generic "reload the page".
 */
export function translateApiError(t: TFunction, error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const detail = error.details[0];
    if (error.code === 'CONFLICT' && detail && i18n.exists(`validation:${detail.code}`)) {
      return t(`validation:${detail.code}`, { ...LIMITS });
    }
    const key = `errors:${error.code}`;
    // The server's extra facts fill the text: the words to change, a suspension's end as a date.
    const lng = isUiLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'ru';
    const untilDate = error.meta.until ? formatLongDateTime(error.meta.until, lng) : '';
    if (i18n.exists(key)) return t(key, { ...error.meta, untilDate });
    return error.message || fallback;
  }
  return fallback;
}

/** Puts a 400's field details on the form's fields; returns whether any field was matched. */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError) || error.details.length === 0) return false;
  let matched = false;
  for (const detail of error.details) {
    const field = fields.find((name) => name === detail.field || detail.field.startsWith(`${name}.`));
    if (!field) continue;
    const known = i18n.exists(`validation:${detail.code}`);
    setError(field, { type: 'server', message: known ? detail.code : detail.message });
    matched = true;
  }
  return matched;
}

import { get, type FieldErrors } from 'react-hook-form';
import type { TFieldError } from '@bagdar/contracts';
import { useTranslation } from 'react-i18next';
import { translateValidation } from '../../../lib/error-messages.ts';
import { i18n } from '../../../lib/i18n.ts';

/**
 * Validation codes from the contract or the server: this feature's texts first
 * (`admin-tests:issues.<code>`), then the shared `validation:` namespace.
 */
function useKnownMessage(): (code: string) => string | undefined {
  const { t } = useTranslation(['admin-tests', 'validation']);
  return (code) => {
    if (i18n.exists(`admin-tests:issues.${code}`)) return t(`admin-tests:issues.${code}`);
    return i18n.exists(`validation:${code}`) ? translateValidation(t, code) : undefined;
  };
}

/**
 * A field's error text: a known code translated, anything else (a server text already translated)
 * as given. The forms map Zod's own untranslated messages to the code `invalid`.
 */
export function useIssueMessage(): (code: string | undefined) => string | undefined {
  const known = useKnownMessage();
  return (code) => (code ? (known(code) ?? code) : undefined);
}

/** A server detail's text: the translated code, else the server's message. */
export function useDetailMessage(): (detail: TFieldError) => string {
  const known = useKnownMessage();
  return (detail) => known(detail.code) ?? detail.message;
}

/** The message react-hook-form keeps for a nested path (`title.kk`, `questions.2.options.0.text.ru`). */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  const value: unknown = get(errors, path);
  if (typeof value !== 'object' || value === null || !('message' in value)) return undefined;
  return typeof value.message === 'string' ? value.message : undefined;
}

import { get, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateValidation } from '../../../lib/error-messages.ts';
import { i18n } from '../../../lib/i18n.ts';

/**
 * A field's error text from a validation code (the contract's or the server's): the server's field
 * codes (`errors:fields.<code>`), this feature's texts (`admin-catalog:issues.<code>`), then the
 * shared `validation:` namespace, else as given.
 */
export function useIssueMessage(): (code: string | undefined) => string | undefined {
  const { t } = useTranslation(['admin-catalog', 'validation', 'errors']);
  return (code) => {
    if (!code) return undefined;
    if (i18n.exists(`errors:fields.${code}`)) return t(`errors:fields.${code}`);
    if (i18n.exists(`admin-catalog:issues.${code}`)) return t(`admin-catalog:issues.${code}`);
    return translateValidation(t, code);
  };
}

/** The message react-hook-form keeps for a nested path (`title.kk`, `questions.2.options.0.text.ru`). */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  const value: unknown = get(errors, path);
  if (typeof value !== 'object' || value === null || !('message' in value)) return undefined;
  return typeof value.message === 'string' ? value.message : undefined;
}

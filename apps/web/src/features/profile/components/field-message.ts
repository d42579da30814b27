import { LIMITS } from '@bagdar/contracts';
import { useTranslation } from 'react-i18next';
import { translateValidation } from '../../../lib/error-messages.ts';

/** A field's message code in words: this feature's `validation.*` first, then the shared texts. */
export function useFieldMessage() {
  const { t, i18n } = useTranslation(['profile', 'validation']);
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    const own = `profile:validation.${message}`;
    return i18n.exists(own) ? t(own, { ...LIMITS }) : translateValidation(t, message);
  };
}

import { LIMITS, ORG_LIMITS } from '@bagdar/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';
import { translateApiError } from '../../../lib/error-messages.ts';

const VALUES = {
  ...LIMITS,
  seatsMax: ORG_LIMITS.seatsMax,
  groupCodeMax: ORG_LIMITS.groupCodeMax,
  importRowsMax: ORG_LIMITS.importRowsMax,
};

/** A field or row code in the interface language: the organisations' own texts first, then the shared validation texts. */
export function useCodeMessage(): (code: string | undefined) => string | undefined {
  const { t } = useTranslation(['organizations', 'validation']);
  return (code) => {
    if (!code) return undefined;
    if (i18n.exists(`organizations:codes.${code}`)) return t(`organizations:codes.${code}`, VALUES);
    if (i18n.exists(`validation:${code}`)) return t(`validation:${code}`, VALUES);
    return code;
  };
}

/** A failed call's message: the organisations' error texts, else the shared ones. */
export function useErrorMessage(): (error: unknown, fallback: string) => string {
  const { t } = useTranslation(['organizations', 'errors']);
  return (error, fallback) => {
    if (error instanceof ApiError && i18n.exists(`organizations:errors.${error.code}`)) {
      return t(`organizations:errors.${error.code}`, { ...VALUES, ...error.meta });
    }
    return translateApiError(t, error, fallback);
  };
}

/** The organisation lists' texts for the shared ListState: their error title, error texts and retry. */
export function useListTexts() {
  const { t } = useTranslation('organizations');
  const errorMessage = useErrorMessage();
  return { errorTitle: t('loadError'), errorMessage, retryLabel: t('retry') };
}

/** The first field error of a 400 for `field`, as a message. */
export function fieldError(error: unknown, field: string, message: (code: string) => string | undefined) {
  if (!(error instanceof ApiError)) return undefined;
  const detail = error.details.find((d) => d.field === field);
  return detail ? message(detail.code) : undefined;
}

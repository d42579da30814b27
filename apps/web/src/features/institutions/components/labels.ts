import type { TFitReason } from '@bagdar/contracts';
import { useTranslation } from 'react-i18next';
import { useFieldName } from '../../../lib/fields.ts';
import { i18n } from '../../../lib/i18n.ts';

/** One compatibility reason as a sentence ("Your type INTJ fits IT: 82 of 100"). */
export function useReasonText(): (reason: TFitReason) => string {
  const { t } = useTranslation(['institutions', 'auth']);
  const fieldName = useFieldName();
  return (reason) => {
    const field = fieldName(String(reason.params.field ?? ''));
    const interests = String(reason.params.interests ?? '')
      .split(',')
      .filter(Boolean)
      .map((key) => (i18n.exists(`auth:interests.${key}`) ? t(`auth:interests.${key}`) : key))
      .join(', ');
    return t(`institutions:reasons.${reason.key}`, { ...reason.params, field, interests });
  };
}

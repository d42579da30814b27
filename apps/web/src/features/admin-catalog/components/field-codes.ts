import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n.ts';
import { sortByLabel } from '../../../lib/use-localized.ts';

/** The fields (industries) the seeded catalogue uses; professions and materials store these codes. */
export const FIELD_CODES = [
  'IT',
  'ENGINEERING',
  'OIL_GAS',
  'MINING_METALLURGY',
  'ENERGY',
  'CONSTRUCTION',
  'TRADES',
  'TRANSPORT',
  'AVIATION',
  'AGRICULTURE',
  'MEDICINE',
  'EDUCATION',
  'LAW',
  'PUBLIC_SERVICE',
  'FINANCE',
  'BUSINESS',
  'TOURISM_HOSPITALITY',
  'CREATIVE',
  'MEDIA',
  'SCIENCE',
  'ECOLOGY',
  'SOCIAL',
  'SPORT',
] as const;

/** A field code in the interface language; an unknown code (typed by an admin) is shown as is. */
export function useFieldLabel(): (code: string) => string {
  const { t } = useTranslation('admin-catalog');
  return (code) => (i18n.exists(`admin-catalog:fields.${code}`) ? t(`fields.${code}`) : code);
}

/** Options for a field picker: the known codes, plus any other values already stored. */
export function fieldOptions(label: (code: string) => string, current: readonly string[]) {
  const codes = [...new Set<string>([...FIELD_CODES, ...current])];
  return sortByLabel(
    codes.map((value) => ({ value, label: label(value) })),
    i18n.resolvedLanguage ?? 'ru',
  );
}

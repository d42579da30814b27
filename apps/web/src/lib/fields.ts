import { FIELDS } from '@bagdar/contracts';
import { useTranslation } from 'react-i18next';
import { i18n } from './i18n.ts';
import { sortByLabel } from './use-localized.ts';

/**
 * A field code (IT, MEDICINE…) in the interface language, from the `admin-catalog:fields` texts;
 * a code without a text (stored before the list was fixed) is shown as is.
 */
export function useFieldName(): (code: string) => string {
  const { t } = useTranslation('admin-catalog');
  return (code) => (i18n.exists(`admin-catalog:fields.${code}`) ? t(`admin-catalog:fields.${code}`) : code);
}

/** Options for a field picker in the contracts' order, for the catalogue filter. */
export function fieldFilterOptions(name: (code: string) => string) {
  return FIELDS.map((value) => ({ value, label: name(value) }));
}

/** Options for a field picker sorted by name: the known codes, plus any other values already stored. */
export function fieldOptions(name: (code: string) => string, current: readonly string[]) {
  const codes = [...new Set<string>([...FIELDS, ...current])];
  return sortByLabel(
    codes.map((value) => ({ value, label: name(value) })),
    i18n.resolvedLanguage ?? 'ru',
  );
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The larger cities of Kazakhstan; their names come from `auth:cities.<key>` in the current language. */
export const KZ_CITY_KEYS = [
  'astana',
  'almaty',
  'shymkent',
  'karaganda',
  'aktobe',
  'taraz',
  'pavlodar',
  'oskemen',
  'semey',
  'atyrau',
  'kostanay',
  'kyzylorda',
  'oral',
  'petropavl',
  'aktau',
  'turkistan',
  'kokshetau',
  'taldykorgan',
  'ekibastuz',
  'zhezkazgan',
] as const;

export function useCityOptions(): string[] {
  const { t, i18n } = useTranslation('auth');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- recompute when the language changes
  return useMemo(() => KZ_CITY_KEYS.map((key) => t(`cities.${key}`)), [t, i18n.resolvedLanguage]);
}

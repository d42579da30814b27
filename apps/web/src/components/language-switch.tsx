import { UI_LANGUAGES, type TUiLanguage } from '@bagdar/contracts';
import { Select } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, isUiLanguage } from '../lib/i18n.ts';
import { changeLanguage, LANGUAGE_LABELS } from '../lib/locale.ts';

const OPTIONS = UI_LANGUAGES.map((lng: TUiLanguage) => ({ value: lng, label: LANGUAGE_LABELS[lng] }));

/** The interface language picker: Русский, Қазақша, English. */
export function LanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t, i18n } = useTranslation('common');
  const value = isUiLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : currentLanguage();
  return (
    <Select
      data-testid="language-switch"
      aria-label={t('language.label')}
      data={OPTIONS}
      value={value}
      onChange={(next) => {
        if (isUiLanguage(next)) void changeLanguage(next);
      }}
      allowDeselect={false}
      checkIconPosition="right"
      leftSection={<IconLanguage size={16} aria-hidden />}
      size={size}
      w={{ base: 124, xs: 140 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

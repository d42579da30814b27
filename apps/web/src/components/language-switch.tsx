import { UI_LANGUAGES, type TUiLanguage } from '@bagdar/contracts';
import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, isUiLanguage } from '../lib/i18n.ts';
import { changeLanguage, LANGUAGE_LABELS } from '../lib/locale.ts';

const OPTIONS = UI_LANGUAGES.map((lng: TUiLanguage) => ({ value: lng, label: LANGUAGE_LABELS[lng] }));

/**
 * The interface language picker: Русский, Қазақша, English. A native <select> styled as Mantine's
 * input: Mantine's Select (combobox, popover, floating-ui, scroll area) was about 30 KB gzip of every
 * page's first load, the landing's too, for a choice of three (decision 014).
 */
export function LanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t, i18n } = useTranslation('common');
  const value = isUiLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : currentLanguage();
  return (
    <NativeSelect
      data-testid="language-switch"
      aria-label={t('language.label')}
      data={OPTIONS}
      value={value}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isUiLanguage(next)) void changeLanguage(next);
      }}
      leftSection={<IconLanguage size={16} aria-hidden />}
      size={size}
      w={{ base: 124, xs: 140 }}
    />
  );
}

import { UI_LANGUAGES } from '@bagdar/contracts';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, isUiLanguage } from '../lib/i18n.ts';
import { changeLanguage, LANGUAGE_LABELS } from '../lib/locale.ts';
import classes from './language-switch.module.css';

/** Mantine's chevron for selects (Radix's "caret sort"), so the switch looks as the app's other selects. */
function Chevron() {
  return (
    <svg className={classes.chevron} viewBox="0 0 15 15" fill="none" aria-hidden focusable="false">
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

/**
 * The interface language picker: Русский, Қазақша, English. A native <select> styled as Mantine's
 * NativeSelect from the design system's variables: plain markup, so the landing's first visit runs no
 * Mantine code (decision 014). Mantine's Select (combobox, popover, floating-ui) was about 30 KB gzip for
 * a choice of three, and the system's list is also better on phones and for screen readers.
 */
export function LanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t, i18n } = useTranslation('common');
  const value = isUiLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : currentLanguage();
  return (
    <div className={classes.root} data-size={size}>
      <span className={`${classes.section} ${classes.left}`}>
        <IconLanguage size={16} aria-hidden />
      </span>
      <select
        className={classes.select}
        data-testid="language-switch"
        aria-label={t('language.label')}
        value={value}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isUiLanguage(next)) void changeLanguage(next);
        }}
      >
        {UI_LANGUAGES.map((lng) => (
          <option key={lng} value={lng}>
            {LANGUAGE_LABELS[lng]}
          </option>
        ))}
      </select>
      <span className={`${classes.section} ${classes.right}`}>
        <Chevron />
      </span>
    </div>
  );
}

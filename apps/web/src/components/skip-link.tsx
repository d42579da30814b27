import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element: jumps past the header and navigation to the page's content. */
export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skip}>
      {t('skipToContent')}
    </a>
  );
}

import { IconX } from '@tabler/icons-react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link.tsx';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { ButtonLabel, buttonClass } from './controls.tsx';
import { LANDING_SECTIONS } from './landing-sections.ts';
import classes from './menu.module.css';

const FOCUSABLE = 'a[href], button:not(:disabled), select:not(:disabled)';

/**
 * Tab from the last control goes to the first and Shift+Tab from the first to the last. A modal dialog
 * already keeps the page behind out of reach, but Chromium lets Tab leave it for the browser's own
 * controls; Mantine's drawer, before, kept the focus in the menu.
 */
function wrapFocus(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  }
}

/**
 * The landing header's menu below lg: section anchors, language and the sign-in / sign-up links, in a
 * native modal <dialog> sliding in from the right. `showModal()` makes the rest of the page inert, Tab
 * wraps around inside (`wrapFocus`), Escape closes it, as does a click on the backdrop; `onClosed` puts the focus back on
 * the burger (landing-header.tsx). Its content renders only while open, so the page has one language
 * switch otherwise.
 */
export function LandingMenu({ opened, onClosed }: { opened: boolean; onClosed: () => void }) {
  const { t } = useTranslation('landing');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (opened && element && !element.open) element.showModal();
  }, [opened]);

  const close = () => dialog.current?.close();

  return (
    <dialog
      ref={dialog}
      className={classes.dialog}
      aria-labelledby={titleId}
      onClose={onClosed}
      onKeyDown={wrapFocus}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog itself; its content fills the rest.
        if (event.target === event.currentTarget) close();
      }}
    >
      {opened ? (
        <div className={classes.content}>
          <div className={classes.top}>
            <h2 id={titleId} className={classes.title}>
              {t('nav.menuTitle')}
            </h2>
            <button type="button" className={classes.close} onClick={close} aria-label={t('nav.closeMenu')}>
              <IconX size={18} aria-hidden />
            </button>
          </div>
          <div className={classes.body}>
            <nav aria-label={t('nav.label')} className={classes.nav}>
              {LANDING_SECTIONS.map((section) => (
                <a key={section.id} href={`#${section.id}`} className={classes.link} onClick={close}>
                  {t(section.labelKey)}
                </a>
              ))}
            </nav>
            <hr className={classes.divider} />
            <LanguageSwitch size="sm" />
            <AppLink to="/auth/login" className={buttonClass({ variant: 'default', block: true })}>
              <ButtonLabel>{t('nav.login')}</ButtonLabel>
            </AppLink>
            <AppLink to="/auth/signup" className={buttonClass({ variant: 'filled', block: true })}>
              <ButtonLabel>{t('nav.signup')}</ButtonLabel>
            </AppLink>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}

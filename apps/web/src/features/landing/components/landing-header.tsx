import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link.tsx';
import { ColorSchemeToggle } from '../../../components/color-scheme-toggle.tsx';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { Logo } from '../../../components/logo.tsx';
import { ButtonLabel, buttonClass } from './controls.tsx';
import classes from './landing.module.css';
import { LandingMenu } from './landing-menu.tsx';
import { LANDING_SECTIONS } from './landing-sections.ts';
import menu from './menu.module.css';

/** Sticky header: logo, section anchors, language, colour scheme and the sign-in / sign-up links; a menu below lg. */
export function LandingHeader() {
  const { t } = useTranslation('landing');
  const [opened, setOpened] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);

  return (
    <>
      <header className={classes.header}>
        <div className={`${classes.container} ${classes.headerBar}`}>
          <Logo />
          <nav aria-label={t('nav.label')} className={`${classes.headerNav} mantine-visible-from-lg`}>
            {LANDING_SECTIONS.map((section) => (
              <a key={section.id} href={`#${section.id}`} className={classes.navLink}>
                {t(section.labelKey)}
              </a>
            ))}
          </nav>
          <div className={classes.headerActions}>
            <div className="mantine-visible-from-lg">
              <LanguageSwitch />
            </div>
            <ColorSchemeToggle />
            <AppLink to="/auth/login" className={buttonClass({ variant: 'subtle' })}>
              <ButtonLabel>{t('nav.login')}</ButtonLabel>
            </AppLink>
            <AppLink to="/auth/signup" className={`${buttonClass({ variant: 'filled' })} mantine-visible-from-sm`}>
              <ButtonLabel>{t('nav.signup')}</ButtonLabel>
            </AppLink>
            <button
              ref={burger}
              type="button"
              className={`${menu.burger} mantine-hidden-from-lg`}
              data-opened={opened || undefined}
              onClick={() => setOpened(true)}
              aria-label={t('nav.openMenu')}
              aria-expanded={opened}
              aria-haspopup="dialog"
            >
              <span className={menu.burgerLines} />
            </button>
          </div>
        </div>
      </header>
      <LandingMenu
        opened={opened}
        onClosed={() => {
          setOpened(false);
          burger.current?.focus();
        }}
      />
    </>
  );
}

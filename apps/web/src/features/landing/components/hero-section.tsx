import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link.tsx';
import { ButtonIcon, ButtonLabel, buttonClass } from './controls.tsx';
import controls from './controls.module.css';
import { HeroIllustration } from './hero-illustration.tsx';
import classes from './landing.module.css';

/** The page's only h1, the promise in one line, and the two calls to action. */
export function HeroSection() {
  const { t } = useTranslation('landing');
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <div className={classes.container}>
        <div className={classes.heroGrid}>
          <div className={classes.heroText}>
            <p className={`${controls.badge} ${controls.heroBadge}`}>
              <span className={controls.heroBadgeText}>{t('hero.badge')}</span>
            </p>
            <h1 id="hero-title" className={classes.heroTitle}>
              {t('hero.title')}
            </h1>
            <p className={`${classes.lead} ${classes.muted} ${classes.heroLead}`}>{t('hero.subtitle')}</p>
            <div className={classes.heroActions}>
              <AppLink to="/auth/signup" className={buttonClass({ variant: 'filled', size: 'lg', icon: 'right' })}>
                <ButtonLabel>{t('hero.primary')}</ButtonLabel>
                <ButtonIcon side="right">
                  <IconArrowRight size={18} aria-hidden />
                </ButtonIcon>
              </AppLink>
              <a href="#pricing" className={buttonClass({ variant: 'default', size: 'lg' })}>
                <ButtonLabel>{t('hero.secondary')}</ButtonLabel>
              </a>
            </div>
            <p className={`${classes.small} ${classes.muted}`}>{t('hero.note')}</p>
          </div>
          <HeroIllustration />
        </div>
      </div>
    </section>
  );
}

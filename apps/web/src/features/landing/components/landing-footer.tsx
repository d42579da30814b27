import { CONTACTS } from '@bagdar/contracts';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link.tsx';
import { Logo } from '../../../components/logo.tsx';
import classes from './landing.module.css';
import { LANDING_SECTIONS } from './landing-sections.ts';

const LEGAL_LINKS = [
  { to: '/legal/privacy', labelKey: 'footer.privacy' },
  { to: '/legal/offer', labelKey: 'footer.offer' },
  { to: '/legal/terms', labelKey: 'footer.terms' },
] as const;

/** "+7 (717) 200-00-00" -> "tel:+77172000000". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function LandingFooter() {
  const { t } = useTranslation('landing');
  const city = t(`footer.cities.${CONTACTS.city}`, { defaultValue: CONTACTS.city });

  return (
    <footer className={classes.footer} data-testid="landing-footer">
      <div className={classes.container}>
        <div className={`${classes.grid} ${classes.cols2xs4md} ${classes.gapXl}`}>
          <div className={classes.footerBrand}>
            <Logo />
            <p className={`${classes.small} ${classes.muted}`}>{t('footer.tagline')}</p>
          </div>

          <nav aria-label={t('footer.product')}>
            <p className={classes.columnTitle}>{t('footer.product')}</p>
            <div className={classes.footerList}>
              {LANDING_SECTIONS.map((section) => (
                <a key={section.id} href={`#${section.id}`} className={classes.footerLink}>
                  {t(section.labelKey)}
                </a>
              ))}
            </div>
          </nav>

          <nav aria-label={t('footer.documents')}>
            <p className={classes.columnTitle}>{t('footer.documents')}</p>
            <div className={classes.footerList}>
              {LEGAL_LINKS.map((link) => (
                <AppLink key={link.to} to={link.to} className={classes.footerLink}>
                  {t(link.labelKey)}
                </AppLink>
              ))}
            </div>
          </nav>

          <address className={classes.address}>
            <p className={classes.columnTitle}>{t('footer.contacts')}</p>
            <div className={`${classes.footerList} ${classes.small}`}>
              <div className={classes.contact}>
                <IconMail size={16} aria-hidden />
                <a href={`mailto:${CONTACTS.email}`} className={classes.link}>
                  {CONTACTS.email}
                </a>
              </div>
              <div className={classes.contact}>
                <IconPhone size={16} aria-hidden />
                <a href={telHref(CONTACTS.phone)} className={classes.link}>
                  {CONTACTS.phone}
                </a>
              </div>
              <div className={classes.contact}>
                <IconMapPin size={16} aria-hidden />
                <p>{city}</p>
              </div>
              <p className={classes.muted}>{t('footer.support')}</p>
            </div>
          </address>
        </div>
        <hr className={classes.divider} />
        <p className={`${classes.small} ${classes.muted}`}>
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}

import type { TPlan, TTier } from '@bagdar/contracts';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { formatKzt } from '../../../lib/money.ts';
import { ButtonLabel, buttonClass, CheckList } from './controls.tsx';
import controls from './controls.module.css';
import classes from './landing.module.css';
import pricing from './pricing.module.css';

const SIGNUP_LINK: Record<TTier, string> = {
  FREE: '/auth/signup',
  STANDARD: '/auth/signup?plan=STANDARD',
  PRO: '/auth/signup?plan=PRO',
};

/** One plan as the API gives it: name, price per period, what it includes and its sign-up link. */
export function PricingCard({ plan, featured = false }: { plan: TPlan; featured?: boolean }) {
  const { t } = useTranslation('landing');
  const lang = currentLanguage();
  const { tier } = plan;
  const price = plan.priceKzt;
  const titleId = `pricing-${tier.toLowerCase()}-title`;
  const features = plan.features.map((feature) => feature[lang]);

  return (
    <article
      aria-labelledby={titleId}
      data-testid={`pricing-card-${tier}`}
      className={`${controls.card} ${controls.cardXl} ${pricing.card} ${featured ? pricing.featured : ''}`}
    >
      <div className={pricing.cardHeader}>
        <h3 id={titleId} className={classes.titleXl}>
          {plan.name[lang]}
        </h3>
        {featured ? <span className={`${controls.badge} ${controls.popularBadge}`}>{t('pricing.popular')}</span> : null}
      </div>
      <p className={`${classes.small} ${classes.muted} ${pricing.description}`}>{plan.description[lang]}</p>
      <div className={pricing.priceRow}>
        <p className={pricing.price} data-testid={`price-${tier}`}>
          {formatKzt(price)}
        </p>
        <p className={`${classes.small} ${classes.muted}`}>
          {price === 0 ? t('pricing.forever') : t(`pricing.per.${plan.interval.unit}`, { count: plan.interval.count })}
        </p>
      </div>
      <p className={`${classes.small} ${pricing.includes}`}>{t('pricing.includes')}</p>
      <CheckList
        items={features}
        spacing={8}
        check={{ color: 'teal', variant: 'light' }}
        className={pricing.features}
      />
      <AppLink
        to={SIGNUP_LINK[tier]}
        className={buttonClass({ variant: featured ? 'filled' : 'default', size: 'md', block: true })}
      >
        <ButtonLabel>{t(`pricing.tiers.${tier}.cta`)}</ButtonLabel>
      </AppLink>
    </article>
  );
}

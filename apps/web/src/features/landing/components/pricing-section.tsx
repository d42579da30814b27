import { CONTACTS, type TPlan } from '@bagdar/contracts';
import { IconBrandTelegram, IconBuildingCommunity } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link.tsx';
import { ButtonIcon, ButtonLabel, buttonClass } from './controls.tsx';
import classes from './landing.module.css';
import { PricingCard } from './pricing-card.tsx';
import pricing from './pricing.module.css';
import { SectionHeading } from './section-heading.tsx';

/** The plans as the API gave them (`GET /plans`); undefined while loading. */
export interface TPricingPlans {
  items: TPlan[] | undefined;
  isError: boolean;
  onRetry: () => void;
}

export function PricingSection({ plans }: { plans: TPricingPlans }) {
  const { t } = useTranslation('landing');
  return (
    <section id="pricing" className={classes.section} aria-labelledby="pricing-title">
      <div className={classes.container}>
        <SectionHeading
          id="pricing-title"
          eyebrow={t('pricing.eyebrow')}
          title={t('pricing.title')}
          subtitle={t('pricing.subtitle')}
        />
        {plans.isError ? (
          <div className={pricing.alert} role="alert">
            <p className={pricing.alertTitle}>{t('pricing.loadError')}</p>
            <button
              type="button"
              className={`${buttonClass({ variant: 'lightRed' })} ${pricing.retry}`}
              onClick={plans.onRetry}
            >
              <ButtonLabel>{t('pricing.retry')}</ButtonLabel>
            </button>
          </div>
        ) : (
          <div className={`${classes.grid} ${classes.cols3md}`} aria-busy={plans.items ? undefined : true}>
            {plans.items
              ? plans.items.map((plan) => (
                  <PricingCard key={plan.tier} plan={plan} featured={plan.tier === 'STANDARD'} />
                ))
              : [0, 1, 2].map((index) => <div key={index} className={pricing.skeleton} />)}
          </div>
        )}
        <div className={pricing.upgrade}>
          <p className={`${classes.small} ${classes.muted}`}>{t('pricing.upgradeNote')}</p>
          <a
            href={CONTACTS.upgradeChatUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={`${classes.small} ${classes.link} ${pricing.upgradeLink}`}
            aria-label={t('pricing.upgradeLinkLabel')}
          >
            <IconBrandTelegram size={16} aria-hidden />
            {t('pricing.upgradeLink')}
          </a>
        </div>
        <div className={pricing.orgBlock}>
          <div className={pricing.orgText}>
            <h3 className={classes.titleXl}>{t('pricing.org.title')}</h3>
            <p className={classes.muted}>{t('pricing.org.text')}</p>
          </div>
          <AppLink to="/organizations/apply" className={buttonClass({ variant: 'filled', size: 'md', icon: 'left' })}>
            <ButtonIcon side="left">
              <IconBuildingCommunity size={18} aria-hidden />
            </ButtonIcon>
            <ButtonLabel>{t('pricing.org.cta')}</ButtonLabel>
          </AppLink>
        </div>
      </div>
    </section>
  );
}

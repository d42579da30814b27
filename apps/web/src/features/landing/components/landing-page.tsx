import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/skip-link.tsx';
import { usePageTitle } from '../../../components/page-title.tsx';
import { AudienceSection } from './audience-section.tsx';
import { FaqSection } from './faq-section.tsx';
import { FeaturesSection } from './features-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { HowItWorksSection } from './how-it-works-section.tsx';
import classes from './landing.module.css';
import { LandingFooter } from './landing-footer.tsx';
import { LandingHeader } from './landing-header.tsx';
import { PricingSection, type TPricingPlans } from './pricing-section.tsx';

/** The public home page at `/`: rendered in the blank layout, so it brings its own header and footer. */
export function LandingPage({ plans }: { plans: TPricingPlans }) {
  const { t } = useTranslation('landing');
  usePageTitle(t('meta.title'));

  return (
    <div className={classes.page}>
      <SkipLink />
      <LandingHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <HeroSection />
        <FeaturesSection />
        <AudienceSection />
        <PricingSection plans={plans} />
        <HowItWorksSection />
        <FaqSection plans={plans.items} />
      </main>
      <LandingFooter />
    </div>
  );
}

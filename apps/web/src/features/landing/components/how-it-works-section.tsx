import { TIMING } from '@bagdar/contracts';
import { useTranslation } from 'react-i18next';
import { readRecordList } from '../translated-lists.ts';
import classes from './landing.module.css';
import { SectionHeading } from './section-heading.tsx';

export function HowItWorksSection() {
  const { t } = useTranslation('landing');
  const [from, to] = TIMING.analysisEstimateSeconds;
  const steps = readRecordList(t('how.steps', { returnObjects: true, from, to }), ['title', 'text'] as const);

  return (
    <section id="how-it-works" className={`${classes.section} ${classes.sectionAlt}`} aria-labelledby="how-title">
      <div className={classes.container}>
        <SectionHeading id="how-title" eyebrow={t('how.eyebrow')} title={t('how.title')} />
        <ol className={`${classes.grid} ${classes.cols2xs4md} ${classes.gapXl} ${classes.steps}`}>
          {steps.map((step, index) => (
            <li key={step.title} className={classes.step}>
              <span className={classes.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={classes.titleLg}>{step.title}</h3>
              <p className={`${classes.small} ${classes.muted}`}>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

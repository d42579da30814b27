import { TIMING, type TPlan } from '@bagdar/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { planPrices } from '../../../lib/plans-api.ts';
import { readRecordList } from '../translated-lists.ts';
import faq from './faq.module.css';
import classes from './landing.module.css';
import { SectionHeading } from './section-heading.tsx';

/** Mantine's accordion chevron (Radix's "chevron down"). */
function Chevron() {
  return (
    <svg className={faq.chevron} viewBox="0 0 15 15" fill="none" aria-hidden focusable="false">
      <path
        d="M3.13523 6.15803C3.3241 5.95657 3.64052 5.94637 3.84197 6.13523L7.5 9.56464L11.158 6.13523C11.3595 5.94637 11.6759 5.95657 11.8648 6.15803C12.0536 6.35949 12.0434 6.67591 11.842 6.86477L7.84197 10.6148C7.64964 10.7951 7.35036 10.7951 7.15803 10.6148L3.15803 6.86477C2.95657 6.67591 2.94637 6.35949 3.13523 6.15803Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

/**
 * One question: an h3 holding a button that shows or hides the answer, a region named by the question
 * (the WAI-ARIA accordion pattern, as Mantine's Accordion renders it). A closed answer is `hidden`: out
 * of the page, the tab order and the accessibility tree.
 */
function FaqItem({ question, answer }: { question: string; answer: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={faq.item} data-open={open || undefined}>
      <h3 className={faq.heading}>
        <button
          type="button"
          id={`${id}-control`}
          className={faq.control}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((value) => !value)}
        >
          <span className={faq.question}>{question}</span>
          <Chevron />
        </button>
      </h3>
      <div id={`${id}-panel`} role="region" aria-labelledby={`${id}-control`} className={faq.panel} hidden={!open}>
        <p className={classes.muted}>{answer}</p>
      </div>
    </div>
  );
}

/** The FAQ; its prices come from the plans the pricing section shows (`GET /plans`). */
export function FaqSection({ plans }: { plans: readonly TPlan[] | undefined }) {
  const { t } = useTranslation('landing');
  const items = readRecordList(
    t('faq.items', {
      returnObjects: true,
      ...planPrices(plans),
      from: TIMING.analysisEstimateSeconds[0],
      to: TIMING.analysisEstimateSeconds[1],
    }),
    ['question', 'answer'] as const,
  );

  return (
    <section id="faq" className={classes.section} aria-labelledby="faq-title">
      <div className={`${classes.container} ${classes.containerNarrow}`}>
        <SectionHeading id="faq-title" eyebrow={t('faq.eyebrow')} title={t('faq.title')} />
        <div className={faq.list}>
          {items.map((item) => (
            <FaqItem key={item.question} question={item.question} answer={item.answer} />
          ))}
        </div>
      </div>
    </section>
  );
}

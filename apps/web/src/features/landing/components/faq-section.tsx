import { TIMING, type TPlan } from '@bagdar/contracts';
import { Accordion, Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { planPrices } from '../../../lib/plans-api.ts';
import { readRecordList } from '../translated-lists.ts';
import classes from './landing.module.css';
import { SectionHeading } from './section-heading.tsx';

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
      <Container size="md">
        <SectionHeading id="faq-title" eyebrow={t('faq.eyebrow')} title={t('faq.title')} />
        <Accordion variant="separated" radius="lg" order={3}>
          {items.map((item, index) => (
            <Accordion.Item key={item.question} value={`faq-${index}`}>
              <Accordion.Control fw={600}>{item.question}</Accordion.Control>
              <Accordion.Panel>
                <Text className={classes.muted}>{item.answer}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Container>
    </section>
  );
}

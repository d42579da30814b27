import { PRICES_KZT, TIMING } from '@bagdar/contracts';
import { Accordion, Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatKzt } from '../../../lib/money.ts';
import { readRecordList } from '../translated-lists.ts';
import classes from './landing.module.css';
import { SectionHeading } from './section-heading.tsx';

export function FaqSection() {
  const { t } = useTranslation('landing');
  const items = readRecordList(
    t('faq.items', {
      returnObjects: true,
      standard: formatKzt(PRICES_KZT.STANDARD),
      pro: formatKzt(PRICES_KZT.PRO),
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

import { TIMING } from '@bagdar/contracts';
import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
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
      <Container size="lg">
        <SectionHeading id="how-title" eyebrow={t('how.eyebrow')} title={t('how.title')} />
        <SimpleGrid
          component="ol"
          cols={{ base: 1, xs: 2, md: 4 }}
          spacing="xl"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {steps.map((step, index) => (
            <Stack component="li" key={step.title} gap="sm">
              <span className={classes.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <Title order={3} fz="lg">
                {step.title}
              </Title>
              <Text size="sm" className={classes.muted}>
                {step.text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}

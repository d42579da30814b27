import { Stack, Text, Title } from '@mantine/core';
import classes from './landing.module.css';

interface SectionHeadingProps {
  /** The id the section's `aria-labelledby` points at. */
  id: string;
  eyebrow: string;
  title: string;
  subtitle?: string;
}

/** The centred eyebrow, h2 and lead paragraph that open every landing section. */
export function SectionHeading({ id, eyebrow, title, subtitle }: SectionHeadingProps) {
  return (
    <Stack gap="xs" align="center" ta="center" maw={720} mx="auto" mb={48}>
      <Text className={classes.eyebrow}>{eyebrow}</Text>
      <Title order={2} id={id} fz={{ base: 28, sm: 36 }} lh={1.2}>
        {title}
      </Title>
      {subtitle ? (
        <Text size="lg" className={classes.muted}>
          {subtitle}
        </Text>
      ) : null}
    </Stack>
  );
}

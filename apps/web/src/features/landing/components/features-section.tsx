import { Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuildingCommunity,
  IconClipboardCheck,
  IconLanguage,
  IconPhotoVideo,
  IconRoute,
  IconSchool,
  IconSparkles,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './landing.module.css';
import { SectionHeading } from './section-heading.tsx';

const FEATURES: ReadonlyArray<{ key: string; icon: Icon; color: string }> = [
  { key: 'tests', icon: IconClipboardCheck, color: 'blue' },
  { key: 'matching', icon: IconSparkles, color: 'violet' },
  { key: 'roadmaps', icon: IconRoute, color: 'teal' },
  { key: 'admission', icon: IconSchool, color: 'indigo' },
  { key: 'social', icon: IconPhotoVideo, color: 'pink' },
  { key: 'projects', icon: IconUsersGroup, color: 'orange' },
  { key: 'organisations', icon: IconBuildingCommunity, color: 'cyan' },
  { key: 'languages', icon: IconLanguage, color: 'grape' },
];

export function FeaturesSection() {
  const { t } = useTranslation('landing');
  return (
    <section id="features" className={classes.section} aria-labelledby="features-title">
      <Container size="lg">
        <SectionHeading
          id="features-title"
          eyebrow={t('features.eyebrow')}
          title={t('features.title')}
          subtitle={t('features.subtitle')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {FEATURES.map(({ key, icon: FeatureIcon, color }) => (
            <Card key={key} withBorder radius="lg" padding="lg" className={classes.card}>
              <ThemeIcon size={44} radius="md" variant="light" color={color} mb="md">
                <FeatureIcon size={24} aria-hidden />
              </ThemeIcon>
              <Title order={3} fz="lg" mb={6}>
                {t(`features.items.${key}.title`)}
              </Title>
              <Text size="sm" className={classes.muted}>
                {t(`features.items.${key}.text`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}

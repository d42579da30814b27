import { Card, Container, List, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuilding, IconCheck, IconPresentation, IconSchool, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { readStringList } from '../translated-lists.ts';
import classes from './landing.module.css';
import { SectionHeading } from './section-heading.tsx';

const AUDIENCES: ReadonlyArray<{ key: string; icon: Icon }> = [
  { key: 'students', icon: IconSchool },
  { key: 'educators', icon: IconPresentation },
  { key: 'organisations', icon: IconBuilding },
];

export function AudienceSection() {
  const { t } = useTranslation('landing');
  return (
    <section id="audience" className={`${classes.section} ${classes.sectionAlt}`} aria-labelledby="audience-title">
      <Container size="lg">
        <SectionHeading id="audience-title" eyebrow={t('audience.eyebrow')} title={t('audience.title')} />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {AUDIENCES.map(({ key, icon: AudienceIcon }) => (
            <Card key={key} withBorder radius="lg" padding="xl" className={classes.card}>
              <ThemeIcon size={48} radius="xl" color="blue.8" mb="md">
                <AudienceIcon size={26} aria-hidden />
              </ThemeIcon>
              <Title order={3} fz="xl" mb="xs">
                {t(`audience.${key}.title`)}
              </Title>
              <Text className={classes.muted} mb="md">
                {t(`audience.${key}.text`)}
              </Text>
              <List
                spacing={6}
                size="sm"
                icon={
                  <ThemeIcon size={20} radius="xl" color="teal.8">
                    <IconCheck size={13} aria-hidden />
                  </ThemeIcon>
                }
              >
                {readStringList(t(`audience.${key}.points`, { returnObjects: true })).map((point) => (
                  <List.Item key={point}>{point}</List.Item>
                ))}
              </List>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}

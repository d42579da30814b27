import { Badge, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link.tsx';
import { HeroIllustration } from './hero-illustration.tsx';
import classes from './landing.module.css';

/** The page's only h1, the promise in one line, and the two calls to action. */
export function HeroSection() {
  const { t } = useTranslation('landing');
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} verticalSpacing={40} style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <Badge variant="light" color="blue" size="lg" radius="sm" tt="none" maw="100%" h="auto" py={4}>
              <Text span fz="sm" fw={600} style={{ whiteSpace: 'normal' }}>
                {t('hero.badge')}
              </Text>
            </Badge>
            <Title order={1} id="hero-title" className={classes.heroTitle}>
              {t('hero.title')}
            </Title>
            <Text size="lg" className={classes.muted} maw={560}>
              {t('hero.subtitle')}
            </Text>
            <Group gap="sm" className={classes.heroActions}>
              <Button
                component={AppLink}
                to="/auth/signup"
                size="lg"
                color="blue.8"
                rightSection={<IconArrowRight size={18} aria-hidden />}
              >
                {t('hero.primary')}
              </Button>
              <Button component="a" href="#pricing" size="lg" variant="default">
                {t('hero.secondary')}
              </Button>
            </Group>
            <Text size="sm" className={classes.muted}>
              {t('hero.note')}
            </Text>
          </Stack>
          <HeroIllustration />
        </SimpleGrid>
      </Container>
    </section>
  );
}

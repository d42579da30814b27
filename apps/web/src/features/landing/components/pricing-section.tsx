import { CONTACTS, TIERS } from '@bagdar/contracts';
import { Anchor, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandTelegram, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './landing.module.css';
import { PricingCard } from './pricing-card.tsx';
import { SectionHeading } from './section-heading.tsx';

/** A mailto: link that opens a licence application addressed to the sales inbox with a ready subject. */
export function licenceMailto(subject: string): string {
  return `mailto:${CONTACTS.email}?subject=${encodeURIComponent(subject)}`;
}

export function PricingSection() {
  const { t } = useTranslation('landing');
  return (
    <section id="pricing" className={classes.section} aria-labelledby="pricing-title">
      <Container size="lg">
        <SectionHeading
          id="pricing-title"
          eyebrow={t('pricing.eyebrow')}
          title={t('pricing.title')}
          subtitle={t('pricing.subtitle')}
        />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {TIERS.map((tier) => (
            <PricingCard key={tier} tier={tier} featured={tier === 'STANDARD'} />
          ))}
        </SimpleGrid>
        <Group justify="center" gap={6} mt="lg">
          <Text size="sm" className={classes.muted}>
            {t('pricing.upgradeNote')}
          </Text>
          <Anchor
            href={CONTACTS.upgradeChatUrl}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            fw={600}
            className={classes.link}
            aria-label={t('pricing.upgradeLinkLabel')}
          >
            <Group gap={4} component="span" wrap="nowrap">
              <IconBrandTelegram size={16} aria-hidden />
              {t('pricing.upgradeLink')}
            </Group>
          </Anchor>
        </Group>
        <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} mt={48} className={classes.orgBlock}>
          <Group justify="space-between" align="center" gap="lg">
            <Stack gap={6} maw={640}>
              <Title order={3} fz="xl">
                {t('pricing.org.title')}
              </Title>
              <Text className={classes.muted}>{t('pricing.org.text')}</Text>
            </Stack>
            <Button
              component="a"
              href={licenceMailto(t('pricing.org.mailSubject'))}
              size="md"
              color="blue.8"
              leftSection={<IconMail size={18} aria-hidden />}
            >
              {t('pricing.org.cta')}
            </Button>
          </Group>
        </Paper>
      </Container>
    </section>
  );
}

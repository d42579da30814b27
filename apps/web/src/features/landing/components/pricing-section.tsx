import { CONTACTS, type TPlan } from '@bagdar/contracts';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconBrandTelegram, IconBuildingCommunity } from '@tabler/icons-react';
import { AppLink } from '../../../components/app-link.tsx';
import { useTranslation } from 'react-i18next';
import classes from './landing.module.css';
import { PricingCard } from './pricing-card.tsx';
import { SectionHeading } from './section-heading.tsx';

/** The plans as the API gave them (`GET /plans`); undefined while loading. */
export interface TPricingPlans {
  items: TPlan[] | undefined;
  isError: boolean;
  onRetry: () => void;
}

export function PricingSection({ plans }: { plans: TPricingPlans }) {
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
        {plans.isError ? (
          <Alert color="red" variant="light" title={t('pricing.loadError')} role="alert">
            <Button mt="sm" variant="light" color="red" onClick={plans.onRetry}>
              {t('pricing.retry')}
            </Button>
          </Alert>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" aria-busy={plans.items ? undefined : true}>
            {plans.items
              ? plans.items.map((plan) => (
                  <PricingCard key={plan.tier} plan={plan} featured={plan.tier === 'STANDARD'} />
                ))
              : [0, 1, 2].map((index) => <Skeleton key={index} h={420} radius="lg" />)}
          </SimpleGrid>
        )}
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
              component={AppLink}
              to="/organizations/apply"
              size="md"
              color="blue.8"
              leftSection={<IconBuildingCommunity size={18} aria-hidden />}
            >
              {t('pricing.org.cta')}
            </Button>
          </Group>
        </Paper>
      </Container>
    </section>
  );
}

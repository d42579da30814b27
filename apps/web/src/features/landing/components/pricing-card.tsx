import type { TPlan, TTier } from '@bagdar/contracts';
import { Badge, Button, Card, Group, List, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { formatKzt } from '../../../lib/money.ts';
import classes from './landing.module.css';

const SIGNUP_LINK: Record<TTier, string> = {
  FREE: '/auth/signup',
  STANDARD: '/auth/signup?plan=STANDARD',
  PRO: '/auth/signup?plan=PRO',
};

/** One plan as the API gives it: name, price per period, what it includes and its sign-up link. */
export function PricingCard({ plan, featured = false }: { plan: TPlan; featured?: boolean }) {
  const { t } = useTranslation('landing');
  const lang = currentLanguage();
  const { tier } = plan;
  const price = plan.priceKzt;
  const titleId = `pricing-${tier.toLowerCase()}-title`;
  const features = plan.features.map((feature) => feature[lang]);

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      padding="xl"
      data-testid={`pricing-card-${tier}`}
      className={`${classes.pricingCard} ${featured ? classes.pricingCardFeatured : ''}`}
    >
      <Group justify="space-between" align="center" mb={4}>
        <Title order={3} id={titleId} fz="xl">
          {plan.name[lang]}
        </Title>
        {featured ? (
          <Badge color="blue.8" variant="filled">
            {t('pricing.popular')}
          </Badge>
        ) : null}
      </Group>
      <Text size="sm" className={classes.muted} mb="lg">
        {plan.description[lang]}
      </Text>
      <Group gap={8} align="baseline" mb="lg" wrap="nowrap">
        <Text className={classes.price} data-testid={`price-${tier}`}>
          {formatKzt(price)}
        </Text>
        <Text size="sm" className={classes.muted}>
          {price === 0 ? t('pricing.forever') : t(`pricing.per.${plan.interval.unit}`, { count: plan.interval.count })}
        </Text>
      </Group>
      <Text size="sm" fw={600} mb="xs">
        {t('pricing.includes')}
      </Text>
      <List
        spacing={8}
        size="sm"
        mb="xl"
        style={{ flexGrow: 1 }}
        icon={
          <ThemeIcon size={20} radius="xl" variant="light" color="teal">
            <IconCheck size={13} aria-hidden />
          </ThemeIcon>
        }
      >
        {features.map((feature) => (
          <List.Item key={feature}>{feature}</List.Item>
        ))}
      </List>
      <Button
        component={AppLink}
        to={SIGNUP_LINK[tier]}
        variant={featured ? 'filled' : 'default'}
        color="blue.8"
        fullWidth
        size="md"
      >
        {t(`pricing.tiers.${tier}.cta`)}
      </Button>
    </Card>
  );
}

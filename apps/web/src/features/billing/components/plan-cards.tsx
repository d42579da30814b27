import { TIER_RANK, type TPlan, type TTier } from '@bagdar/contracts';
import { Badge, Button, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';
import { formatKzt } from '../../../lib/money.ts';

interface TPlanCardsProps {
  plans: TPlan[];
  current: TTier | null;
  /** Offered on plans above the current one (and above `coveredUpTo`). */
  onUpgrade?: (tier: Exclude<TTier, 'FREE'>) => void;
  /** The tier an organisation's licence already covers: no upgrade is offered up to it. */
  coveredUpTo?: TTier;
  busyTier?: TTier | null;
}

/** The plans side by side with their price per interval, from the API (`GET /plans`). */
export function PlanCards({ plans, current, onUpgrade, coveredUpTo = 'FREE', busyTier = null }: TPlanCardsProps) {
  const { t } = useTranslation('billing');
  const lang = currentLanguage();
  return (
    <SimpleGrid cols={{ base: 1, sm: plans.length >= 3 ? 3 : plans.length }} spacing="md" data-testid="plan-cards">
      {plans.map((plan) => {
        const isCurrent = current === plan.tier;
        const from = Math.max(TIER_RANK[current ?? 'FREE'], TIER_RANK[coveredUpTo]);
        const higher = TIER_RANK[plan.tier] > from;
        return (
          <Card key={plan.tier} withBorder radius="md" padding="lg" data-testid={`plan-${plan.tier}`}>
            <Stack gap="xs" h="100%">
              <Title order={3} size="h4">
                {plan.name[lang]}
              </Title>
              <Text size="sm" c="dimmed">
                {plan.description[lang]}
              </Text>
              <Text fz={28} fw={800} lh={1.1} data-testid={`plan-price-${plan.tier}`}>
                {formatKzt(plan.priceKzt)}
              </Text>
              <Text size="sm" c="dimmed">
                {plan.priceKzt === 0 ? t('forever') : t(`per.${plan.interval.unit}`, { count: plan.interval.count })}
              </Text>
              {isCurrent ? <Badge variant="light">{t('currentPlan')}</Badge> : null}
              <List
                size="sm"
                spacing={4}
                icon={<IconCheck size={14} aria-hidden color="var(--mantine-color-teal-7)" />}
              >
                {plan.features.map((feature) => (
                  <List.Item key={feature.en}>{feature[lang]}</List.Item>
                ))}
              </List>
              {onUpgrade && higher && plan.tier !== 'FREE' ? (
                <Button
                  mt="auto"
                  loading={busyTier === plan.tier}
                  onClick={() => onUpgrade(plan.tier as Exclude<TTier, 'FREE'>)}
                >
                  {t('upgradeTo', { tier: plan.name[lang] })}
                </Button>
              ) : null}
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

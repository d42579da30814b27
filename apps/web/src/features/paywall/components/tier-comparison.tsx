import type { TPlan, TTier } from '@bagdar/contracts';
import { Badge, Card, List, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';
import { formatKzt } from '../../../lib/money.ts';

/** The plans from the API side by side with their prices; marks the current and the needed tier. */
export function TierComparison({
  plans,
  current,
  required,
}: {
  plans: TPlan[] | undefined;
  current: TTier | null;
  required: TTier;
}) {
  const { t } = useTranslation('paywall');
  const lang = currentLanguage();
  if (!plans) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" aria-busy="true">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} h={260} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" data-testid="tier-comparison">
      {plans.map((plan) => {
        const { tier } = plan;
        const recommended = tier === required;
        return (
          <Card
            key={tier}
            withBorder
            radius="md"
            padding="lg"
            data-testid={`tier-${tier}`}
            style={recommended ? { borderColor: 'var(--mantine-color-blue-6)', borderWidth: 2 } : undefined}
          >
            <Stack gap="xs">
              <Title order={3} size="h4">
                {plan.name[lang]}
              </Title>
              <Text fz={28} fw={800} lh={1.1}>
                {formatKzt(plan.priceKzt)}
              </Text>
              <Text size="sm" c="dimmed">
                {plan.priceKzt === 0 ? t('perForever') : t('perYear')}
              </Text>
              {current === tier ? <Badge variant="light">{t('currentPlan')}</Badge> : null}
              {recommended && current !== tier ? <Badge color="blue">{t('recommended')}</Badge> : null}
              <List
                size="sm"
                spacing={4}
                icon={<IconCheck size={14} aria-hidden color="var(--mantine-color-teal-7)" />}
              >
                {plan.features.map((feature) => (
                  <List.Item key={feature.en}>{feature[lang]}</List.Item>
                ))}
              </List>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

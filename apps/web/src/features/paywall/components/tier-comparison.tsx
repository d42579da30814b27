import { PRICES_KZT, TIERS, type TTier } from '@bagdar/contracts';
import { Badge, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatKzt } from '../../../lib/money.ts';

const FEATURE_COUNT: Record<TTier, number> = { FREE: 3, STANDARD: 4, PRO: 4 };

/** FREE / STANDARD / PRO side by side with their yearly prices; marks the current and the needed tier. */
export function TierComparison({ current, required }: { current: TTier | null; required: TTier }) {
  const { t } = useTranslation('paywall');
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" data-testid="tier-comparison">
      {TIERS.map((tier) => {
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
                {t(`tiers.${tier}.name`)}
              </Title>
              <Text fz={28} fw={800} lh={1.1}>
                {formatKzt(PRICES_KZT[tier])}
              </Text>
              <Text size="sm" c="dimmed">
                {tier === 'FREE' ? t('perForever') : t('perYear')}
              </Text>
              {current === tier ? <Badge variant="light">{t('currentPlan')}</Badge> : null}
              {recommended && current !== tier ? <Badge color="blue">{t('recommended')}</Badge> : null}
              <List
                size="sm"
                spacing={4}
                icon={<IconCheck size={14} aria-hidden color="var(--mantine-color-teal-7)" />}
              >
                {Array.from({ length: FEATURE_COUNT[tier] }, (_, index) => (
                  <List.Item key={index}>{t(`tiers.${tier}.features.${index}`)}</List.Item>
                ))}
              </List>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

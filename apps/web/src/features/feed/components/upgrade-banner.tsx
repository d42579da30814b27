import type { TTier } from '@bagdar/contracts';
import { Button, Card, Text, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Shown to FREE users only; leads to the billing page. */
export function UpgradeBanner({ tier }: { tier: TTier | null }) {
  const { t } = useTranslation('feed');
  if (tier !== 'FREE') return null;
  return (
    <Card
      radius="md"
      bg="var(--mantine-primary-color-light)"
      component="section"
      aria-labelledby="upgrade-title"
      data-testid="upgrade-banner"
    >
      <IconSparkles size={24} aria-hidden />
      <Title order={2} size="h5" id="upgrade-title" mt={4}>
        {t('upgrade.title')}
      </Title>
      <Text size="sm" mt={4} mb="sm">
        {t('upgrade.body')}
      </Text>
      <Button component={Link} to="/app/billing">
        {t('upgrade.action')}
      </Button>
    </Card>
  );
}

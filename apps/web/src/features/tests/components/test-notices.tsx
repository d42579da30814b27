import type { TTestCard } from '@bagdar/contracts';
import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconCake, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paywallPath } from '../hooks/attempt-navigation.ts';

const ACCESS_REASONS = ['user_insufficient_tier', 'org_not_started', 'org_expired', 'org_missing_or_inactive'];

/** Why a test cannot be taken: missing tier or organisation access, age or a missing date of birth. */
export function TestNotices({ test, compact = false }: { test: TTestCard; compact?: boolean }) {
  const { t } = useTranslation('tests');
  const size = compact ? 'xs' : 'sm';
  if (test.access.allowed && test.availability.available) return null;
  return (
    <Stack gap="xs">
      {test.access.allowed ? null : (
        <Alert
          color="yellow"
          role="note"
          variant="light"
          p={compact ? 'xs' : 'sm'}
          icon={<IconLock size={16} aria-hidden />}
          title={compact ? undefined : t('access.title')}
          data-testid="access-notice"
        >
          <Stack gap={4}>
            <Text size={size}>
              {ACCESS_REASONS.includes(test.access.reason)
                ? t(`access.${test.access.reason}`, { tier: t(`tiers.${test.requiredTier}`) })
                : t('access.default')}
            </Text>
            <Group gap="md">
              <Anchor component={Link} to={paywallPath(test.access.reason, test.id)} size={size}>
                {t('access.howTo')}
              </Anchor>
              <Anchor component={Link} to="/app/billing" size={size}>
                {t('access.billing')}
              </Anchor>
            </Group>
          </Stack>
        </Alert>
      )}
      {test.availability.available ? null : (
        <Alert
          color="orange"
          role="note"
          variant="light"
          p={compact ? 'xs' : 'sm'}
          icon={<IconCake size={16} aria-hidden />}
          title={compact ? undefined : t('availability.title')}
          data-testid="availability-notice"
        >
          <Stack gap={4}>
            <Text size={size}>{t(`availability.${test.availability.reason}`, { age: test.minimumAge })}</Text>
            {test.availability.reason === 'date_of_birth_missing' ? (
              <Anchor component={Link} to="/app/settings" size={size}>
                {t('availability.settings')}
              </Anchor>
            ) : null}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}

export function canTake(test: TTestCard): boolean {
  return test.access.allowed && test.availability.available;
}

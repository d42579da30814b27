import type { TTestCard } from '@bagdar/contracts';
import { Badge, Group } from '@mantine/core';
import { IconClock, IconListNumbers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const TIER_COLOR = { FREE: 'gray', STANDARD: 'blue', PRO: 'grape' } as const;
/** Darker text than Mantine's light variant gives, for AA contrast on the tinted background. */
const TIER_TEXT = { FREE: 'gray.9', STANDARD: 'blue.9', PRO: 'grape.9' } as const;
const STATE_COLOR = { NOT_STARTED: 'gray', IN_PROGRESS: 'yellow', COMPLETED: 'teal' } as const;

/** Minutes, question count, tier and state badges. */
export function TestMeta({ test, withState = false }: { test: TTestCard; withState?: boolean }) {
  const { t } = useTranslation('tests');
  return (
    <Group gap={6}>
      <Badge variant="light" color="gray" leftSection={<IconClock size={12} aria-hidden />}>
        {t('card.minutes', { count: test.estimatedMinutes })}
      </Badge>
      <Badge variant="light" color="gray" leftSection={<IconListNumbers size={12} aria-hidden />}>
        {t('card.questions', { count: test.questionCount })}
      </Badge>
      <Badge
        variant="light"
        color={TIER_COLOR[test.requiredTier]}
        c={TIER_TEXT[test.requiredTier]}
        title={t('tierBadge', { tier: t(`tiers.${test.requiredTier}`) })}
      >
        {t(`tiers.${test.requiredTier}`)}
      </Badge>
      {withState ? (
        <Badge variant="dot" color={STATE_COLOR[test.state]}>
          {t(`states.${test.state}`)}
        </Badge>
      ) : null}
    </Group>
  );
}

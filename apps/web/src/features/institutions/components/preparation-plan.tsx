import type { TPreparationStep } from '@bagdar/contracts';
import { Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/use-localized.ts';

/** The institution's preparation steps with their months and the total. */
export function PreparationPlan({ steps }: { steps: TPreparationStep[] }) {
  const { t } = useTranslation('institutions');
  const text = useLocalized();
  const total = steps.reduce((sum, step) => sum + step.months, 0);
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('plan.title')}
      </Title>
      {steps.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('detail.none')}
        </Text>
      ) : (
        <>
          <Timeline bulletSize={18} lineWidth={2}>
            {steps.map((step, index) => (
              <Timeline.Item key={index} title={text(step.title)}>
                <Text size="xs" c="dimmed">
                  {t('plan.months', { n: step.months })}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
          <Text size="sm" fw={600}>
            {t('plan.total', { n: total })}
          </Text>
        </>
      )}
    </Stack>
  );
}

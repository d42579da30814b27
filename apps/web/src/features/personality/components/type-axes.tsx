import type { TAnalysis } from '@bagdar/contracts';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const POLES: Record<TAnalysis['axes'][number]['axis'], [string, string]> = {
  EI: ['E', 'I'],
  SN: ['S', 'N'],
  TF: ['T', 'F'],
  JP: ['J', 'P'],
};

/** Each axis of the type with the strength of the preferred pole as a bar. */
export function TypeAxes({ axes }: { axes: TAnalysis['axes'] }) {
  const { t } = useTranslation('personality');
  return (
    <Stack gap="md" data-testid="type-axes">
      {axes.map(({ axis, pole, strength }) => {
        const [left, right] = POLES[axis];
        const label = t('type.axisValue', { pole: t(`poles.${pole}`, { defaultValue: pole }), value: strength });
        return (
          <Stack key={axis} gap={4} data-testid={`axis-${axis}`}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={pole === left ? 700 : 400}>
                {left} · {t(`poles.${left}`)}
              </Text>
              <Text size="sm" fw={pole === right ? 700 : 400} ta="right">
                {t(`poles.${right}`)} · {right}
              </Text>
            </Group>
            <Progress.Root
              size="lg"
              radius="xl"
              aria-label={label}
              style={{ flexDirection: pole === right ? 'row-reverse' : 'row' }}
            >
              <Progress.Section value={strength} color="blue">
                <Progress.Label>{strength}%</Progress.Label>
              </Progress.Section>
            </Progress.Root>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
          </Stack>
        );
      })}
    </Stack>
  );
}

import type { TAnalysis } from '@bagdar/contracts';
import { Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './type-axes.module.css';

const POLES: Record<TAnalysis['axes'][number]['axis'], [string, string]> = {
  EI: ['E', 'I'],
  SN: ['S', 'N'],
  TF: ['T', 'F'],
  JP: ['J', 'P'],
};

/**
 * Each axis as a two-sided bar: from the centre toward the preferred pole, as long as the
 * preference is strong (0 = balanced, 100 = fully one pole), as in the PDF report.
 */
export function TypeAxes({ axes }: { axes: TAnalysis['axes'] }) {
  const { t } = useTranslation('personality');
  return (
    <Stack gap="md" data-testid="type-axes">
      {axes.map(({ axis, pole, strength }) => {
        const [left, right] = POLES[axis];
        const value = Math.min(100, Math.max(0, strength));
        const label = t('type.axisValue', { pole: t(`poles.${pole}`, { defaultValue: pole }), value });
        const towardLeft = pole === left;
        return (
          <Stack key={axis} gap={4} data-testid={`axis-${axis}`} data-pole={pole} data-strength={value}>
            <Text size="xs" c="dimmed">
              {t(`axes.${axis}`)}
            </Text>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={towardLeft ? 700 : 400}>
                {left} · {t(`poles.${left}`)}
                {towardLeft ? ` ${value}` : ''}
              </Text>
              <Text size="sm" fw={towardLeft ? 400 : 700} ta="right">
                {towardLeft ? '' : `${value} `}
                {t(`poles.${right}`)} · {right}
              </Text>
            </Group>
            <Box className={classes.track} role="img" aria-label={label}>
              <Box
                className={classes.fill}
                style={towardLeft ? { right: '50%', width: `${value / 2}%` } : { left: '50%', width: `${value / 2}%` }}
              />
              <Box className={classes.center} />
            </Box>
          </Stack>
        );
      })}
    </Stack>
  );
}

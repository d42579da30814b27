import type { TScaleResult } from '@bagdar/contracts';
import { Box, Group, Progress, Stack, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconEqual } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/use-localized.ts';
import classes from './scale-bar.module.css';

/** One scale as a horizontal bar; a bipolar axis as a two-sided bar between its poles. */
export function ScaleBar({ scale }: { scale: TScaleResult }) {
  const localized = useLocalized();
  const score = Math.round(scale.score);
  return (
    <Stack gap={6} data-testid={`scale-${scale.key}`} data-score={score}>
      {scale.poles ? (
        <BipolarBar scale={scale} score={score} />
      ) : (
        <>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={600}>{localized(scale.name)}</Text>
            <Text fw={700} data-testid="scale-score">
              {score}
            </Text>
          </Group>
          <Progress value={score} size="lg" radius="xl" aria-label={`${localized(scale.name)}: ${score}`} />
        </>
      )}
      <ScaleDelta scale={scale} />
    </Stack>
  );
}

function BipolarBar({ scale, score }: { scale: TScaleResult; score: number }) {
  const { t } = useTranslation('tests');
  const localized = useLocalized();
  if (!scale.poles) return null;
  const negative = localized(scale.poles.negative.name);
  const positive = localized(scale.poles.positive.name);
  const label = `${t('result.poleShare', { pole: negative, value: 100 - score })}, ${t('result.poleShare', { pole: positive, value: score })}`;
  const towardPositive = score >= 50;
  return (
    <>
      <Text fw={600}>{localized(scale.name)}</Text>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={towardPositive ? 400 : 700} data-testid="pole-negative">
          {scale.poles.negative.key} · {negative} {100 - score}%
        </Text>
        <Text size="sm" fw={towardPositive ? 700 : 400} ta="right" data-testid="pole-positive">
          {positive} {score}% · {scale.poles.positive.key}
        </Text>
      </Group>
      <Box className={classes.track} role="img" aria-label={label}>
        <Box
          className={classes.fill}
          style={{
            left: `${towardPositive ? 50 : score}%`,
            width: `${Math.abs(score - 50)}%`,
          }}
        />
        <Box className={classes.center} />
      </Box>
    </>
  );
}

function ScaleDelta({ scale }: { scale: TScaleResult }) {
  const { t } = useTranslation('tests');
  const localized = useLocalized();
  if (scale.previousScore === null) return null;
  const delta = Math.round(scale.score - scale.previousScore);
  const value = Math.abs(delta);
  let text: string;
  if (delta === 0) text = t('result.delta.same');
  else if (scale.poles) {
    const pole = delta > 0 ? scale.poles.positive.name : scale.poles.negative.name;
    text = t('result.delta.toward', { pole: localized(pole), value });
  } else text = t(delta > 0 ? 'result.delta.up' : 'result.delta.down', { value });
  const Icon = delta === 0 ? IconEqual : delta > 0 ? IconArrowUpRight : IconArrowDownRight;
  const color = delta === 0 || scale.poles ? 'dimmed' : delta > 0 ? 'teal' : 'orange';
  return (
    <Group gap={4} data-testid="scale-delta" data-delta={delta}>
      <Icon size={16} aria-hidden color={`var(--mantine-color-${color === 'dimmed' ? 'dimmed' : `${color}-6`})`} />
      <Text size="sm" c={color}>
        {text}
      </Text>
    </Group>
  );
}

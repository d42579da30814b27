import { RIASEC_NAMES, type TAnalysis } from '@bagdar/contracts';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { currentLanguage } from '../../../lib/i18n.ts';

/** The six RIASEC interests as bars, strongest first. */
export function RiasecBars({ riasec }: { riasec: TAnalysis['riasec'] }) {
  const lng = currentLanguage();
  const sorted = [...riasec].sort((a, b) => b.score - a.score);
  return (
    <Stack gap="sm" data-testid="riasec-bars">
      {sorted.map(({ code, score }) => (
        <Stack key={code} gap={2} data-testid={`riasec-${code}`}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm">
              <Text span fw={700}>
                {code}
              </Text>{' '}
              · {RIASEC_NAMES[code][lng]}
            </Text>
            <Text size="sm" fw={600}>
              {score}
            </Text>
          </Group>
          <Progress value={score} color="grape" aria-label={`${RIASEC_NAMES[code][lng]}: ${score}`} />
        </Stack>
      ))}
    </Stack>
  );
}

import type { TAnalysis } from '@bagdar/contracts';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The six RIASEC interests as bars, strongest first. */
export function RiasecBars({ riasec }: { riasec: TAnalysis['riasec'] }) {
  const { t } = useTranslation('personality');
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
              · {t(`riasec.${code}`)}
            </Text>
            <Text size="sm" fw={600}>
              {score}
            </Text>
          </Group>
          <Progress value={score} color="grape" aria-label={`${t(`riasec.${code}`)}: ${score}`} />
        </Stack>
      ))}
    </Stack>
  );
}

import type { TPlanDetails } from '@bagdar/contracts';
import { Box, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const WEEKS = 17;
const DAY_MS = 86_400_000;

const shade = (count: number) =>
  count === 0
    ? 'var(--mantine-color-default-border)'
    : count < 2
      ? 'var(--mantine-color-blue-3)'
      : count < 4
        ? 'var(--mantine-color-blue-5)'
        : 'var(--mantine-color-blue-8)';

/** Active days of the last WEEKS weeks (days with ticked subtasks), a column per week. */
export function ActivityHeatmap({
  activity,
  today = new Date(),
}: {
  activity: TPlanDetails['activity'];
  today?: Date;
}) {
  const { t } = useTranslation('careers');
  const counts = new Map(activity.map((a) => [a.day, a.count]));
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const startOffset = (new Date(end).getUTCDay() + 6) % 7; // Monday-based weekday of today
  const start = end - ((WEEKS - 1) * 7 + startOffset) * DAY_MS;
  const weeks = Array.from({ length: WEEKS }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => {
      const time = start + (w * 7 + d) * DAY_MS;
      const day = new Date(time).toISOString().slice(0, 10);
      return { day, count: counts.get(day) ?? 0, future: time > end };
    }),
  );
  const activeDays = activity.length;
  return (
    <Stack gap={6} data-testid="activity-heatmap">
      <Text size="sm" fw={600}>
        {t('activity.title')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('activity.summary', { count: activeDays })}
      </Text>
      <Box style={{ overflowX: 'auto' }}>
        <Group gap={3} wrap="nowrap" role="img" aria-label={t('activity.summary', { count: activeDays })}>
          {weeks.map((week) => (
            <Stack key={week[0]?.day} gap={3}>
              {week.map((cell) =>
                cell.future ? (
                  <Box key={cell.day} w={12} h={12} />
                ) : (
                  <Tooltip key={cell.day} label={t('activity.day', { day: cell.day, count: cell.count })} withinPortal>
                    <Box
                      w={12}
                      h={12}
                      style={{ borderRadius: 2, background: shade(cell.count) }}
                      data-count={cell.count}
                    />
                  </Tooltip>
                ),
              )}
            </Stack>
          ))}
        </Group>
      </Box>
    </Stack>
  );
}

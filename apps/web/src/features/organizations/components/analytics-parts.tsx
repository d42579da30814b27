import {
  Alert,
  Button,
  Card,
  Center,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from './org-messages.ts';

/** Building blocks shared by the analytics pages: figure cards, sections, tables, states. */

export const Charts = {
  Bar: lazy(() => import('./analytics-charts.tsx').then((m) => ({ default: m.BarFigure }))),
  Radar: lazy(() => import('./analytics-charts.tsx').then((m) => ({ default: m.RadarFigure }))),
  Donut: lazy(() => import('./analytics-charts.tsx').then((m) => ({ default: m.DonutFigure }))),
  Line: lazy(() => import('./analytics-charts.tsx').then((m) => ({ default: m.LineFigure }))),
};

export function ChartSlot({ children }: { children: ReactNode }) {
  const { t } = useTranslation('analytics');
  return (
    <Suspense
      fallback={
        <Center h={260}>
          <Loader size="sm" aria-label={t('loading')} />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}

export function StatCards({ items }: { items: { label: string; value: string | number }[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: items.length > 4 ? 5 : 4 }} spacing="sm">
      {items.map((item) => (
        <Paper key={item.label} withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed">
            {item.label}
          </Text>
          <Text fw={700} fz="xl" data-testid="stat-value">
            {item.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title} data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** A compact table: the chart's figures as text (and the only view on a screen reader). */
export function FigureTable({ head, rows, caption }: { head: string[]; rows: (string | number)[][]; caption: string }) {
  return (
    <Table.ScrollContainer minWidth={280}>
      <Table striped verticalSpacing={4} fz="sm">
        <Table.Caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {head.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            <Table.Tr key={i}>
              {row.map((cell, j) => (
                <Table.Td key={j}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * A section of one figure: "no data" when `empty`, else an optional note, the chart (loaded lazily) and the same
 * figures as a table captioned with the section's title.
 */
export function FigureSection({
  title,
  testId,
  empty,
  note,
  chart,
  table,
}: {
  title: string;
  testId: string;
  empty: boolean;
  note?: ReactNode;
  chart: ReactNode;
  table: { head: string[]; rows: (string | number)[][] };
}) {
  return (
    <Section title={title} testId={testId}>
      {empty ? (
        <NoData />
      ) : (
        <>
          {note && (
            <Text size="sm" c="dimmed">
              {note}
            </Text>
          )}
          <ChartSlot>{chart}</ChartSlot>
          <FigureTable caption={title} head={table.head} rows={table.rows} />
        </>
      )}
    </Section>
  );
}

export function NoData() {
  const { t } = useTranslation('analytics');
  return (
    <Text c="dimmed" size="sm">
      {t('noData')}
    </Text>
  );
}

export function LoadingState() {
  const { t } = useTranslation('analytics');
  return (
    <Center py="xl">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}

export function ErrorState({ error, onRetry, back }: { error: unknown; onRetry: () => void; back: ReactNode }) {
  const { t } = useTranslation('analytics');
  const message = useErrorMessage();
  return (
    <Alert color="red" role="alert" title={t('loadError')} maw={560}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message(error, t('loadError'))}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('retry')}
        </Button>
        {back}
      </Stack>
    </Alert>
  );
}

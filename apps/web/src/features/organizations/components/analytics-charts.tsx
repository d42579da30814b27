import '@mantine/charts/styles.css';
import { BarChart, DonutChart, LineChart, RadarChart } from '@mantine/charts';
import { Box } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * The analytics charts (@mantine/charts with recharts), loaded lazily by the analytics pages so the
 * chart code stays out of the shell bundle. Each chart is an image with a text summary (`label`);
 * the pages show the same figures as tables next to it.
 */

const PALETTE = [
  'teal.6',
  'blue.6',
  'grape.6',
  'orange.6',
  'red.6',
  'lime.6',
  'cyan.6',
  'pink.6',
  'indigo.6',
  'yellow.6',
];
const HEIGHT = 260;

interface TSeries {
  name: string;
  label: string;
}

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box role="img" aria-label={label} data-testid="analytics-chart">
      {children}
    </Box>
  );
}

export function BarFigure({
  label,
  data,
  dataKey,
  series,
  horizontal = false,
  stacked = false,
}: {
  label: string;
  data: Record<string, string | number>[];
  dataKey: string;
  series: TSeries[];
  horizontal?: boolean;
  stacked?: boolean;
}) {
  return (
    <Figure label={label}>
      <BarChart
        h={horizontal ? Math.max(HEIGHT, data.length * 32) : HEIGHT}
        data={data}
        dataKey={dataKey}
        orientation={horizontal ? 'vertical' : 'horizontal'}
        type={stacked ? 'stacked' : 'default'}
        yAxisProps={horizontal ? { width: 150 } : {}}
        // Every category gets its label: recharts otherwise skips labels it thinks would collide
        // (the survey's "Скорее нет" vanished between "Нейтрально" and "Нет").
        xAxisProps={horizontal ? {} : { interval: 0, tick: { fontSize: 11 } }}
        withLegend={series.length > 1}
        series={series.map((s, i) => ({
          name: s.name,
          label: s.label,
          color: PALETTE[i % PALETTE.length] ?? 'teal.6',
        }))}
      />
    </Figure>
  );
}

export function RadarFigure({ label, data }: { label: string; data: { scale: string; score: number }[] }) {
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Figure label={label}>
      <RadarChart
        h={HEIGHT}
        data={data}
        dataKey="scale"
        withPolarRadiusAxis
        polarRadiusAxisProps={{ domain: [0, 100] }}
        // A smaller radius and side margins leave room for the scale names around the web, which
        // were cut at the chart's edges at both widths.
        radarChartProps={{ outerRadius: '62%', margin: { top: 16, right: 48, bottom: 16, left: 48 } }}
        // On a phone the scale's letter only ("R · Реалистичный" → "R"): the names are in the table under the chart.
        polarAngleAxisProps={{
          tick: { fontSize: 11 },
          tickFormatter: (value: string) => (phone ? (String(value).split(' · ')[0] ?? value) : value),
        }}
        series={[{ name: 'score', color: 'teal.6', opacity: 0.3 }]}
      />
    </Figure>
  );
}

export function DonutFigure({ label, data }: { label: string; data: { name: string; value: number }[] }) {
  return (
    <Figure label={label}>
      <DonutChart
        h={HEIGHT}
        size={200}
        thickness={28}
        withLabelsLine
        withLabels
        data={data.map((d, i) => ({ ...d, color: PALETTE[i % PALETTE.length] ?? 'teal.6' }))}
      />
    </Figure>
  );
}

export function LineFigure({
  label,
  data,
  dataKey,
  series,
}: {
  label: string;
  data: Record<string, string | number>[];
  dataKey: string;
  series: TSeries[];
}) {
  return (
    <Figure label={label}>
      <LineChart
        h={HEIGHT}
        data={data}
        dataKey={dataKey}
        withLegend
        curveType="monotone"
        series={series.map((s, i) => ({
          name: s.name,
          label: s.label,
          color: PALETTE[i % PALETTE.length] ?? 'teal.6',
        }))}
      />
    </Figure>
  );
}

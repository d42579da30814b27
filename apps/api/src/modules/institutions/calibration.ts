import { INTERVAL_Z, forecastCutoff, normalCdf, pooledDeviation, type TForecast } from './admission-rules.ts';

/**
 * The back-test of the grant forecast (decision record 019). Every year of a GOP that has an
 * earlier year is forecast from the earlier years only (the pooled spread too), then scored:
 * - Brier score: over every whole UNT score from 50 to 140, the mean of (p − o)², where p is the
 *   forecast chance that the cut-off is at or below that score and o whether it was;
 * - coverage: the share of real cut-offs inside the forecast's 80 % interval (bar ± 1.2816 × spread);
 * - bias: the mean of (real − forecast);
 * - reliability (calibration error): the chances grouped in tenths, the weighted mean gap between
 *   the mean chance and the share that came true.
 */

export interface TYearPoint {
  year: number;
  score: number;
}
export interface TSeries {
  gop: string;
  points: readonly TYearPoint[];
}
export type TForecaster = (earlier: readonly TYearPoint[], pooled: number | null) => TForecast | null;

export interface TScore {
  years: number;
  brier: number;
  coverage: number;
  bias: number;
  reliability: number;
}

export const SCORE_GRID = { from: 50, to: 140 } as const;
export const NOMINAL_COVERAGE = 0.8;

interface Accumulator {
  years: number;
  squares: number;
  cells: number;
  inside: number;
  error: number;
  bins: { p: number; o: number; n: number }[];
}

const empty = (): Accumulator => ({
  years: 0,
  squares: 0,
  cells: 0,
  inside: 0,
  error: 0,
  bins: Array.from({ length: 10 }, () => ({ p: 0, o: 0, n: 0 })),
});

function add(acc: Accumulator, forecast: TForecast, real: number) {
  acc.years += 1;
  acc.error += real - forecast.bar;
  if (Math.abs(real - forecast.bar) <= INTERVAL_Z * forecast.spread) acc.inside += 1;
  for (let unt = SCORE_GRID.from; unt <= SCORE_GRID.to; unt += 1) {
    const p = normalCdf((unt - forecast.bar) / forecast.spread);
    const o = real <= unt ? 1 : 0;
    acc.squares += (p - o) ** 2;
    acc.cells += 1;
    const bin = acc.bins[Math.min(9, Math.floor(p * 10))];
    if (bin) {
      bin.p += p;
      bin.o += o;
      bin.n += 1;
    }
  }
}

function finish(acc: Accumulator): TScore {
  const reliability =
    acc.cells === 0 ? 0 : acc.bins.reduce((sum, b) => sum + (b.n === 0 ? 0 : Math.abs(b.p - b.o)), 0) / acc.cells;
  return {
    years: acc.years,
    brier: acc.cells === 0 ? 0 : acc.squares / acc.cells,
    coverage: acc.years === 0 ? 0 : acc.inside / acc.years,
    bias: acc.years === 0 ? 0 : acc.error / acc.years,
    reliability,
  };
}

/** Replays every GOP's years in order; each forecast sees only the years before it (of every GOP). */
export function backtest(
  series: readonly TSeries[],
  forecaster: TForecaster = forecastCutoff,
): { perGop: Map<string, TScore>; overall: TScore } {
  const overall = empty();
  const perGop = new Map<string, TScore>();
  for (const { gop, points } of series) {
    const acc = empty();
    const sorted = [...points].sort((a, b) => a.year - b.year);
    for (const [index, point] of sorted.entries()) {
      if (index === 0) continue;
      const earlier = sorted.slice(0, index);
      const pooled = pooledDeviation(
        series.map((s) => s.points.filter((p) => p.year < point.year).map((p) => p.score)),
      );
      const forecast = forecaster(earlier, pooled);
      if (!forecast) continue;
      add(acc, forecast, point.score);
      add(overall, forecast, point.score);
    }
    perGop.set(gop, finish(acc));
  }
  return { perGop, overall: finish(overall) };
}

/** Calibrated enough to show: the 80 % interval covers 72–88 % and the reliability gap is under 0.03. */
export function isCalibrated(score: TScore): boolean {
  return Math.abs(score.coverage - NOMINAL_COVERAGE) <= 0.08 && score.reliability < 0.03;
}

/** The back-test as a plain-text table, one row per GOP and the overall row. */
export function formatBacktest(title: string, result: ReturnType<typeof backtest>): string {
  const line = (name: string, s: TScore) =>
    `${name.padEnd(8)} ${String(s.years).padStart(5)} ${s.brier.toFixed(4).padStart(7)} ${(s.coverage * 100)
      .toFixed(0)
      .padStart(7)} % ${s.bias.toFixed(2).padStart(7)} ${s.reliability.toFixed(4).padStart(8)}`;
  const rows = [...result.perGop.entries()].filter(([, s]) => s.years > 0).map(([gop, s]) => line(gop, s));
  return [
    title,
    `${'GOP'.padEnd(8)} ${'years'.padStart(5)} ${'Brier'.padStart(7)} ${'covered'.padStart(9)} ${'bias'.padStart(7)} ${'reliab.'.padStart(8)}`,
    ...rows,
    line('overall', result.overall),
    `80 % interval coverage should be near 80 %; calibrated: ${isCalibrated(result.overall) ? 'yes' : 'no'}`,
  ].join('\n');
}

import { describe, expect, it } from 'vitest';
import { forecastCutoff } from './admission-rules.ts';
import { backtest, isCalibrated, type TForecaster, type TSeries } from './calibration.ts';

/** A seeded generator (mulberry32) and normal draws (Box–Muller): the same synthetic years on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  const uniform = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const normal = () => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
  return { uniform, normal };
}

/** 60 GOPs, each with its own mean (80–120) and 8 years drawn around it with a deviation of 4 points. */
function synthetic(seed: number): TSeries[] {
  const rng = random(seed);
  return Array.from({ length: 60 }, (_, g) => {
    const mean = 80 + rng.uniform() * 40;
    return {
      gop: `B${String(100 + g)}`,
      points: Array.from({ length: 8 }, (_, y) => ({ year: 2015 + y, score: mean + 4 * rng.normal() })),
    };
  });
}

describe('the back-test measures calibration, and can fail', () => {
  const years = synthetic(20_250_701);

  it('measures the model on years from its own assumptions as calibrated', () => {
    const { overall } = backtest(years);
    // The second year has one earlier year and no pooled spread yet (one year per GOP): not forecast.
    expect(overall.years).toBe(60 * 6);
    expect(overall.coverage).toBeGreaterThan(0.72);
    expect(overall.coverage).toBeLessThan(0.88);
    expect(Math.abs(overall.bias)).toBeLessThan(1);
    expect(isCalibrated(overall)).toBe(true);
  });

  it('measures a forecast biased by 6 points as not calibrated, with a worse Brier score', () => {
    const biased: TForecaster = (earlier, pooled) => {
      const forecast = forecastCutoff(earlier, pooled);
      return forecast && { ...forecast, bar: forecast.bar + 6 };
    };
    const fair = backtest(years).overall;
    const off = backtest(years, biased).overall;
    expect(off.coverage).toBeLessThan(0.6);
    expect(off.bias).toBeLessThan(-5);
    expect(off.brier).toBeGreaterThan(fair.brier);
    expect(isCalibrated(off)).toBe(false);
  });

  it('measures an overconfident forecast (spread halved) as not calibrated', () => {
    const narrow: TForecaster = (earlier, pooled) => {
      const forecast = forecastCutoff(earlier, pooled);
      return forecast && { ...forecast, spread: forecast.spread / 2 };
    };
    const off = backtest(years, narrow).overall;
    expect(off.coverage).toBeLessThan(0.6);
    expect(isCalibrated(off)).toBe(false);
  });
});

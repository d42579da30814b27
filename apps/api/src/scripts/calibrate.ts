import pino from 'pino';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { gopCutoffs } from '../db/schema/admission.ts';
import { seedAdmission } from '../db/seed/admission-seed.ts';
import { backtest, formatBacktest, type TSeries } from '../modules/institutions/calibration.ts';

/**
 * `npm run calibrate`: replays every year of the GOP grant cut-offs of the general competition
 * (the configured database: DATABASE_URL or DATA_DIR), forecasting each from the years before it,
 * and prints the Brier score, the coverage of the 80 % interval, the bias and the reliability per
 * GOP and overall — first for the published cut-offs only (the evidence), then, labelled, for all
 * rows including sample ones (which shows the machinery works, not that the model is right).
 */

const config = loadConfig();
const database = await openDatabase(config, pino({ level: 'warn' }));
try {
  await database.migrate();
  // An empty database gets the seeded rules and cut-offs (existing rows are left alone).
  await seedAdmission(database.db);
  const rows = await database.db.select().from(gopCutoffs);
  const series = (sample: boolean): TSeries[] => {
    const byGop = new Map<string, { year: number; score: number }[]>();
    for (const row of rows) {
      if (row.competition !== 'GENERAL' || (row.sample && !sample)) continue;
      byGop.set(row.gopCode, [...(byGop.get(row.gopCode) ?? []), { year: row.year, score: row.score }]);
    }
    return [...byGop.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([gop, points]) => ({ gop, points }));
  };
  const published = backtest(series(false));
  console.log(
    published.overall.years === 0
      ? 'Published cut-offs: no year to replay (no GOP has two published years). The UI claims no testing.'
      : formatBacktest('Published cut-offs (general competition)', published),
  );
  console.log('');
  console.log(formatBacktest('All rows INCLUDING SAMPLE DATA (not evidence)', backtest(series(true))));
} finally {
  await database.close();
}

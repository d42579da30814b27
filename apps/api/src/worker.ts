import pino from 'pino';
import { ConfigError, loadConfig } from './config.ts';
import { createReportRenderer } from './ai/report-render.ts';
import { openDatabase } from './db/client.ts';
import { startWorkers } from './job-workers.ts';
import { setActivationCodeKey } from './modules/organizations/activation-codes.ts';
import { createRateLimiter } from './plugins/rate-limit.ts';
import { createStorage } from './plugins/storage.ts';

/** `npm run worker`: job workers only, for deployments that run them apart from the API processes. */
let config;
try {
  config = loadConfig();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
const log = pino({ level: config.logLevel });
// The import jobs seal the activation codes they issue with the same key as the API.
setActivationCodeKey(config.activationCodeKey);
if (!config.databaseUrl) {
  // PGlite is an in-process database: a second process cannot open the same data directory.
  log.error('npm run worker needs DATABASE_URL (a PostgreSQL server); with PGlite the API runs the worker in-process');
  process.exit(1);
}
const database = await openDatabase(config, log);
await database.migrate();
// The data-export job renders the analysis report into the zip, as the API's report route does.
const reports = createReportRenderer(config.reports);
const boss = await startWorkers(
  database,
  createRateLimiter(database.db, config.rateLimit),
  log,
  config,
  createStorage(config),
  reports,
);
log.info('worker started');

/** Jobs in progress get this long to finish on SIGTERM; pg-boss hands back what is still running then. */
const GRACE_MS = 20_000;
let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'worker stopping: no new jobs, finishing the ones in progress');
  // A hard stop if shutting down itself hangs; an unfinished job is retried after it expires.
  setTimeout(() => {
    log.error('worker shutdown took longer than the grace time; exiting');
    process.exit(1);
  }, GRACE_MS + 5_000).unref();
  try {
    await boss.stop({ graceful: true, wait: true, timeout: GRACE_MS });
    await reports.close();
    await database.close();
    log.info('worker stopped');
    process.exit(0);
  } catch (err) {
    log.error({ err }, 'error while stopping the worker');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

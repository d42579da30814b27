import pino from 'pino';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { startWorkers } from './plugins/jobs.ts';
import { createRateLimiter } from './plugins/rate-limit.ts';

/** `npm run worker`: job workers only, for deployments that run them apart from the API processes. */
let config;
try {
  config = loadConfig();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
const log = pino({ level: config.logLevel });
if (!config.databaseUrl) {
  // PGlite is an in-process database: a second process cannot open the same data directory.
  log.error('npm run worker needs DATABASE_URL (a PostgreSQL server); with PGlite the API runs the worker in-process');
  process.exit(1);
}
const database = await openDatabase(config, log);
await database.migrate();
const boss = await startWorkers(database, createRateLimiter(database.db, config.rateLimit), log, config);
log.info('worker started');

async function stop(signal: string): Promise<void> {
  log.info({ signal }, 'worker stopping');
  await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

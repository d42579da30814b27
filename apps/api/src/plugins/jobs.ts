import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { deleteStaleTokens } from '../modules/auth/auth.repository.ts';
import { registerBillingWorker } from '../modules/billing/billing-jobs.ts';
import { deleteExpiredSessions } from '../modules/auth/session.repository.ts';
import { registerPlanWorker } from '../modules/careers/plan-runner.ts';
import { registerAnalysisWorker } from '../modules/personality/analysis-runner.ts';
import type { RateLimiter } from './rate-limit.ts';

export const MAINTENANCE_QUEUE = 'maintenance-cleanup';

/** A pg-boss instance on the application's database (an adapter for PGlite, a pool for PostgreSQL). */
export function createBoss(database: Database, options: Partial<PgBoss.ConstructorOptions> = {}): PgBoss {
  const { jobs } = database;
  return jobs.kind === 'pglite'
    ? new PgBoss({ ...options, db: { executeSql: jobs.executeSql as PgBoss.Db['executeSql'] } })
    : new PgBoss({ ...options, connectionString: jobs.connectionString, max: 2 });
}

/** Removes what has expired: sessions, single-use tokens and finished rate-limit windows. */
export async function runMaintenance(database: Database, rateLimiter: RateLimiter, now = new Date()): Promise<void> {
  await deleteExpiredSessions(database.db, now);
  await deleteStaleTokens(database.db, now);
  await rateLimiter.prune(now);
}

/** Starts pg-boss with the platform's queues and workers (hourly maintenance, personality analyses). */
export async function startWorkers(
  database: Database,
  rateLimiter: RateLimiter,
  log: FastifyBaseLogger,
  config: Pick<AppConfig, 'ai'>,
): Promise<PgBoss> {
  const boss = createBoss(database);
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  await boss.createQueue(MAINTENANCE_QUEUE);
  await boss.schedule(MAINTENANCE_QUEUE, '17 * * * *');
  await boss.work(MAINTENANCE_QUEUE, async () => {
    await runMaintenance(database, rateLimiter);
    log.info('maintenance done');
  });
  await registerAnalysisWorker(boss, { db: database.db, ai: config.ai, log });
  await registerPlanWorker(boss, { db: database.db, ai: config.ai, log });
  await registerBillingWorker(boss, { db: database.db, log });
  return boss;
}

/** The in-process worker (RUN_WORKER=true); stopped gracefully when the app closes. */
export const jobsPlugin = fp(async (app: FastifyInstance, options: { database: Database; config: AppConfig }) => {
  const boss = await startWorkers(options.database, app.rateLimiter, app.log, options.config);
  app.addHook('onClose', async () => {
    await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  });
});

import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { deleteStaleTokens } from '../modules/auth/auth.repository.ts';
import { registerBillingWorker } from '../modules/billing/billing-jobs.ts';
import { deleteExpiredSessions } from '../modules/auth/session.repository.ts';
import { registerPlanWorker } from '../modules/careers/plan-runner.ts';
import { registerImportWorker } from '../modules/organizations/import-jobs.ts';
import { registerAnalysisWorker } from '../modules/personality/analysis-runner.ts';
import { registerAccountPurgeWorker } from '../modules/privacy/account-purge-jobs.ts';
import { registerDataExportWorker } from '../modules/privacy/data-export-jobs.ts';
import type { ReportRenderer } from '../ai/report-render.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { Storage } from './storage.ts';

export const MAINTENANCE_QUEUE = 'maintenance-cleanup';

/** A pg-boss instance on the application's database (an adapter for PGlite, a pool for PostgreSQL). */
export function createBoss(database: Database, options: Partial<PgBoss.ConstructorOptions> = {}): PgBoss {
  const { jobs } = database;
  return jobs.kind === 'pglite'
    ? new PgBoss({ ...options, db: { executeSql: jobs.executeSql as PgBoss.Db['executeSql'] } })
    : new PgBoss({ ...options, connectionString: jobs.connectionString, max: 2 });
}

/** Sends jobs of one queue from any API process (the workers may run elsewhere: `npm run worker`). */
export interface JobSender<T extends object> {
  send(data: T, options?: PgBoss.SendOptions): Promise<void>;
  close(): Promise<void>;
}

/** A send-only pg-boss (no supervision, no schedules) for `queue`, started on the first job. */
export function createJobSender<T extends object>(
  database: Database,
  log: FastifyBaseLogger,
  queue: string,
): JobSender<T> {
  let started: Promise<PgBoss> | null = null;
  const boss = () => {
    started ??= (async () => {
      const instance = createBoss(database, { supervise: false, schedule: false });
      instance.on('error', (err) => log.error({ err, queue }, 'job queue error'));
      try {
        await instance.start();
        await instance.createQueue(queue);
      } catch (err) {
        // A failed start (e.g. a deadlock with another process installing pg-boss's schema on a
        // fresh database) is not kept: the next job starts afresh instead of failing forever.
        started = null;
        await instance.stop({ graceful: false, wait: false }).catch(() => undefined);
        throw err;
      }
      return instance;
    })();
    return started;
  };
  return {
    async send(data, options = {}) {
      await (await boss()).send(queue, data, options);
    },
    async close() {
      if (started) await (await started).stop({ graceful: false, wait: true });
    },
  };
}

/** Removes what has expired: sessions, single-use tokens and finished rate-limit windows. */
export async function runMaintenance(database: Database, rateLimiter: RateLimiter, now = new Date()): Promise<void> {
  await deleteExpiredSessions(database.db, now);
  await deleteStaleTokens(database.db, now);
  await rateLimiter.prune(now);
}

/** Starts pg-boss with the platform's queues and workers (hourly maintenance, personality analyses, account purge, data exports). */
export async function startWorkers(
  database: Database,
  rateLimiter: RateLimiter,
  log: FastifyBaseLogger,
  config: Pick<AppConfig, 'ai'>,
  storage: Storage,
  reports: ReportRenderer,
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
  await registerImportWorker(boss, { database, log });
  await registerAccountPurgeWorker(boss, { db: database.db, storage, log });
  await registerDataExportWorker(boss, { db: database.db, storage, reports, log });
  return boss;
}

/** The in-process worker (RUN_WORKER=true); stopped gracefully when the app closes. */
export const jobsPlugin = fp(
  async (
    app: FastifyInstance,
    options: { database: Database; config: AppConfig; storage: Storage; reports: ReportRenderer },
  ) => {
    const boss = await startWorkers(
      options.database,
      app.rateLimiter,
      app.log,
      options.config,
      options.storage,
      options.reports,
    );
    app.addHook('onClose', async () => {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    });
  },
);

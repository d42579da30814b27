// Where the job workers are composed: each feature's queue and worker registered on one pg-boss (used by the
// in-process worker of app.ts and by `npm run worker`), so that plugins/jobs.ts knows no feature.
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { deleteStaleTokens } from './modules/auth/auth.repository.ts';
import { registerPendingSignupWorker } from './modules/auth/pending-signup-jobs.ts';
import { deleteExpiredSessions } from './modules/auth/session.repository.ts';
import { registerBillingWorker } from './modules/billing/billing-jobs.ts';
import { registerPlanWorker } from './modules/careers/plan-runner.ts';
import { registerImportWorker } from './modules/organizations/import-jobs.ts';
import { registerAnalysisWorker } from './modules/personality/analysis-runner.ts';
import { registerAccountPurgeWorker } from './modules/privacy/account-purge-jobs.ts';
import { registerDataExportWorker } from './modules/privacy/data-export-jobs.ts';
import type { ReportRenderer } from './ai/report-render.ts';
import { createBoss, MAINTENANCE_QUEUE } from './plugins/jobs.ts';
import type { RateLimiter } from './plugins/rate-limit.ts';
import type { Storage } from './plugins/storage.ts';

/** Removes what has expired: sessions, single-use tokens and finished rate-limit windows. */
export async function runMaintenance(database: Database, rateLimiter: RateLimiter, now = new Date()): Promise<void> {
  await deleteExpiredSessions(database.db, now);
  await deleteStaleTokens(database.db, now);
  await rateLimiter.prune(now);
}

/**
 * Starts pg-boss with the platform's queues and workers (hourly maintenance, personality analyses,
 * account purge, data exports, the cleanup of unconfirmed signups).
 */
export async function startWorkers(
  database: Database,
  rateLimiter: RateLimiter,
  log: FastifyBaseLogger,
  config: Pick<AppConfig, 'ai' | 'tokenTtlMinutes'>,
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
  await registerPendingSignupWorker(boss, { db: database.db, ttlMinutes: config.tokenTtlMinutes.verification, log });
  return boss;
}

import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database } from '../../db/client.ts';
import { createJobSender } from '../../plugins/jobs.ts';
import { expireExports, runExport, type DataExportDeps, type DataExportQueue } from './data-export.service.ts';

/** The pg-boss queue of "download my data" jobs; a job carries `{ exportId }`. */
export const DATA_EXPORT_QUEUE = 'data-export';
/** Hourly: removes the files of exports whose 24-hour link has ended. */
export const DATA_EXPORT_CLEANUP_QUEUE = 'data-export-cleanup';

interface DataExportJobData {
  exportId: string;
}

/** Sends export jobs from any API process (the workers may run elsewhere: `npm run worker`). */
export function createDataExportQueue(
  database: Database,
  log: FastifyBaseLogger,
): DataExportQueue & { close(): Promise<void> } {
  const sender = createJobSender<DataExportJobData>(database, log, DATA_EXPORT_QUEUE);
  return {
    enqueue: (exportId) => sender.send({ exportId }, { retryLimit: 0, expireInSeconds: 3600 }),
    close: () => sender.close(),
  };
}

/** Works the export queue and schedules the cleanup (in the API process with RUN_WORKER, or in `npm run worker`). */
export async function registerDataExportWorker(boss: PgBoss, deps: DataExportDeps): Promise<void> {
  await boss.createQueue(DATA_EXPORT_QUEUE);
  await boss.work<DataExportJobData>(DATA_EXPORT_QUEUE, { pollingIntervalSeconds: 1 }, async (jobs) => {
    for (const job of jobs) await runExport(deps, job.data.exportId);
  });
  await boss.createQueue(DATA_EXPORT_CLEANUP_QUEUE);
  await boss.schedule(DATA_EXPORT_CLEANUP_QUEUE, '23 * * * *');
  await boss.work(DATA_EXPORT_CLEANUP_QUEUE, async () => {
    const expired = await expireExports(deps);
    if (expired > 0) deps.log.info({ expired }, 'data exports expired');
  });
}

import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database } from '../../db/client.ts';
import { createBoss } from '../../plugins/jobs.ts';
import { ANALYSIS_QUEUE, type AnalysisJobData } from './analysis-runner.ts';

/** Sends analysis jobs from any API process (the workers may run elsewhere: `npm run worker`). */
export interface AnalysisQueue {
  enqueue(analysisId: string): Promise<void>;
  close(): Promise<void>;
}

/** A send-only pg-boss (no supervision, no schedules), started on the first job. */
export function createAnalysisQueue(database: Database, log: FastifyBaseLogger): AnalysisQueue {
  let started: Promise<PgBoss> | null = null;
  const boss = () => {
    started ??= (async () => {
      const instance = createBoss(database, { supervise: false, schedule: false });
      instance.on('error', (err) => log.error({ err }, 'analysis queue error'));
      await instance.start();
      await instance.createQueue(ANALYSIS_QUEUE);
      return instance;
    })();
    return started;
  };
  return {
    async enqueue(analysisId) {
      const data: AnalysisJobData = { analysisId };
      await (await boss()).send(ANALYSIS_QUEUE, data, { retryLimit: 0, expireInSeconds: 600 });
    },
    async close() {
      if (started) await (await started).stop({ graceful: false, wait: true });
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { createJobSender } from '../../plugins/jobs.ts';
import { ANALYSIS_QUEUE, type AnalysisJobData } from './analysis-runner.ts';

/** Sends analysis jobs from any API process (the workers may run elsewhere: `npm run worker`). */
export interface AnalysisQueue {
  enqueue(analysisId: string): Promise<void>;
  close(): Promise<void>;
}

/** The analysis queue's send-only pg-boss (plugins/jobs.ts), started on the first job. */
export function createAnalysisQueue(database: Database, log: FastifyBaseLogger): AnalysisQueue {
  const sender = createJobSender<AnalysisJobData>(database, log, ANALYSIS_QUEUE);
  return {
    enqueue: (analysisId) => sender.send({ analysisId }, { retryLimit: 0, expireInSeconds: 600 }),
    close: () => sender.close(),
  };
}

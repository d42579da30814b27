import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { createJobSender } from '../../plugins/jobs.ts';
import { PLAN_QUEUE, type PlanJobData } from './plan-runner.ts';

/** Sends plan-creation jobs from any API process (the workers may run elsewhere: `npm run worker`). */
export interface PlanQueue {
  enqueue(planId: string): Promise<void>;
  close(): Promise<void>;
}

/** The plan queue's send-only pg-boss (plugins/jobs.ts), started on the first job. */
export function createPlanQueue(database: Database, log: FastifyBaseLogger): PlanQueue {
  const sender = createJobSender<PlanJobData>(database, log, PLAN_QUEUE);
  return {
    enqueue: (planId) => sender.send({ planId }, { retryLimit: 0, expireInSeconds: 600 }),
    close: () => sender.close(),
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database } from '../../db/client.ts';
import { createBoss } from '../../plugins/jobs.ts';
import { PLAN_QUEUE, type PlanJobData } from './plan-runner.ts';

/** Sends plan-creation jobs from any API process (the workers may run elsewhere: `npm run worker`). */
export interface PlanQueue {
  enqueue(planId: string): Promise<void>;
  close(): Promise<void>;
}

/** A send-only pg-boss (no supervision, no schedules), started on the first job. */
export function createPlanQueue(database: Database, log: FastifyBaseLogger): PlanQueue {
  let started: Promise<PgBoss> | null = null;
  const boss = () => {
    started ??= (async () => {
      const instance = createBoss(database, { supervise: false, schedule: false });
      instance.on('error', (err) => log.error({ err }, 'career plan queue error'));
      await instance.start();
      await instance.createQueue(PLAN_QUEUE);
      return instance;
    })();
    return started;
  };
  return {
    async enqueue(planId) {
      const data: PlanJobData = { planId };
      await (await boss()).send(PLAN_QUEUE, data, { retryLimit: 0, expireInSeconds: 600 });
    },
    async close() {
      if (started) await (await started).stop({ graceful: false, wait: true });
    },
  };
}

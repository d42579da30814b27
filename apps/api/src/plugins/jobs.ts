import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';

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

/**
 * The in-process worker (RUN_WORKER=true); stopped gracefully when the app closes. `start` starts pg-boss with the
 * platform's queues and workers (job-workers.ts, wired in app.ts): this plugin knows no feature.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance, options: { start: (app: FastifyInstance) => Promise<PgBoss> }) => {
    const boss = await options.start(app);
    app.addHook('onClose', async () => {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    });
  },
);

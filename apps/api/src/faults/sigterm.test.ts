import pg from 'pg';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoss, MAINTENANCE_QUEUE } from '../plugins/jobs.ts';
import { createUser } from '../test/factories.ts';
import { openTestDatabase, type TestDatabase } from '../test/test-db.ts';
import {
  FAULT_PORTS,
  get,
  NEEDS_SERVER,
  send,
  SERVER_DATABASE_URL,
  signInTo,
  startApi,
  startWorker,
  tempDir,
  until,
  type RunningProcess,
} from '../test/processes.ts';

// Graceful shutdown (Faults): SIGTERM to a real API process with 20 requests in flight,
// and to a real worker with a job in progress. "In flight" is made certain, not timed: the test
// holds an exclusive lock on the tables every signed-in request reads, waits until PostgreSQL shows
// 20 backends of the API waiting on it, sends SIGTERM, checks the port refuses new connections,
// and only then lets the 20 requests run. Exit code 0 means the process ended before server.ts's
// grace timer (which exits 1).

/** Backends of this database waiting on a lock (the requests held by the test's lock). */
async function lockWaiters(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  );
  return rows[0]?.n ?? 0;
}

/** A transaction holding ACCESS EXCLUSIVE locks on `tables` until `release()`. */
async function holdTables(url: string, tables: string[]) {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  await client.query('BEGIN');
  await client.query(`LOCK TABLE ${tables.join(', ')} IN ACCESS EXCLUSIVE MODE`);
  const observer = new pg.Client({ connectionString: url });
  await observer.connect();
  return {
    waiters: () => lockWaiters(observer),
    async release() {
      await client.query('COMMIT');
      await client.end();
      await observer.end();
    },
  };
}

describe.skipIf(!SERVER_DATABASE_URL)('SIGTERM (graceful shutdown)', () => {
  let testDb: TestDatabase;
  let dataDir: ReturnType<typeof tempDir> | undefined;
  const running: RunningProcess[] = [];

  beforeAll(async () => {
    dataDir = tempDir('bagdar-sigterm-');
    testDb = await openTestDatabase();
  });
  afterAll(async () => {
    for (const proc of running) await proc.stop();
    await testDb?.dispose();
    dataDir?.remove();
  });

  it(
    'lets the API finish 20 requests in flight, refuses new connections and exits 0',
    { timeout: 120_000 },
    async () => {
      const { username, password } = await createUser(testDb.database.db);
      // 20 requests each hold a connection while they wait: the pool must be larger than that.
      const api = await startApi({
        port: FAULT_PORTS.sigterm,
        databaseUrl: testDb.url!,
        dataDir: dataDir!.dir,
        env: { DATABASE_POOL_MAX: '25' },
      });
      running.push(api);
      const cookie = await signInTo(api, username, password);

      const lock = await holdTables(testDb.url!, ['sessions', 'users']);
      const inFlight = Array.from({ length: 20 }, () =>
        send(`${api.base}/api/v1/auth/me`, { headers: { cookie }, timeoutMs: 60_000 }).catch((err: Error) => ({
          status: -1,
          body: err.message,
        })),
      );
      await until('20 requests waiting in PostgreSQL', async () => (await lock.waiters()) >= 20, 30_000);

      api.child.kill('SIGTERM');
      // Health does not touch the database: it answers until the listener closes, then the port refuses.
      await until(
        'the port refuses new connections',
        () =>
          get(`${api.base}/api/v1/health`, 5_000).then(
            () => false,
            (err: NodeJS.ErrnoException) => err.code === 'ECONNREFUSED',
          ),
        20_000,
      );
      expect(api.child.exitCode, 'the process must wait for the requests in flight').toBeNull();

      await lock.release();
      const answers = await Promise.all(inFlight);
      expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 200));
      for (const answer of answers) expect(JSON.parse(answer.body)).toMatchObject({ username });
      expect(await api.exited).toEqual({ code: 0, signal: null });
      expect(api.output()).not.toMatch(/shutdown took longer/);
    },
  );

  it('lets the worker finish the job in progress, then exits 0', { timeout: 120_000 }, async () => {
    const worker = await startWorker({ databaseUrl: testDb.url! });
    running.push(worker);
    const boss: PgBoss = createBoss(testDb.database, { supervise: false, schedule: false });
    boss.on('error', () => undefined);
    await boss.start();
    try {
      // The maintenance job deletes expired sessions first: with the table locked it stays in progress.
      const lock = await holdTables(testDb.url!, ['sessions']);
      const jobId = await boss.send(MAINTENANCE_QUEUE, {});
      expect(jobId).toBeTruthy();
      await until(
        'the worker runs the job and waits on the lock',
        async () =>
          (await boss.getJobById(MAINTENANCE_QUEUE, jobId!))?.state === 'active' && (await lock.waiters()) >= 1,
        30_000,
      );

      worker.child.kill('SIGTERM');
      await worker.waitForOutput(/worker stopping/, 20_000);
      expect(worker.child.exitCode, 'the worker must wait for its job').toBeNull();
      expect((await boss.getJobById(MAINTENANCE_QUEUE, jobId!))?.state).toBe('active');

      await lock.release();
      expect(await worker.exited).toEqual({ code: 0, signal: null });
      expect((await boss.getJobById(MAINTENANCE_QUEUE, jobId!))?.state).toBe('completed');
      expect(worker.output()).toMatch(/maintenance done/);
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });
});

describe.skipIf(SERVER_DATABASE_URL)('SIGTERM (graceful shutdown) on PGlite', () => {
  it.skip(`is not run: ${NEEDS_SERVER}`, () => undefined);
});

import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TImportJob } from '@bagdar/contracts';
import { count, eq, like } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { organizationMemberships } from '../../db/schema/organizations.ts';
import { users } from '../../db/schema/users.ts';
import { createGroupRow, createMember, createOrganization, postXlsx, xlsxFile } from '../../test/org-factories.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';
import { childProcessEnv, onPostgresServer } from '../../test/test-db.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const base = '/api/v1/admin/organizations';
const ctx = useTestApp(); // no in-process worker: the spawned `npm run worker` process is the only one

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `src/worker.ts` in its own node process (what `npm run worker` runs), on the test database. */
function startWorker(databaseUrl: string): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: apiDir,
    env: childProcessEnv({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'info', NODE_ENV: 'test' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

// PGlite is an in-process database that admits one process: a separate worker process cannot open
// it (src/worker.ts refuses to start without DATABASE_URL). CI's second run sets TEST_DATABASE_URL.
describe.skipIf(!onPostgresServer)(
  'an import whose worker process is killed (kill -9) half-way [PostgreSQL only: PGlite admits one process]',
  () => {
    it('leaves no rows, and the job ends FAILED with IMPORT_WORKER_LOST', async () => {
      const url = ctx.testDb.url;
      if (!url) throw new Error('the PostgreSQL test database has no URL');
      const db = ctx.testDb.database.db;
      const org = await createOrganization(db, { seatCount: 5000 });
      await createGroupRow(db, org.id, '10А');
      const admin = await createMember(db, org.id, 'ORG_ADMIN');
      const session = await signIn(ctx.app, admin.username, admin.password);
      const rows = Array.from({ length: 1200 }, (_, i) => [
        `Фамилия${i}`,
        `Имя${i}`,
        `killed${i}@school.kz`,
        '',
        '2010-01-02',
        'FEMALE',
        '10А',
      ]);

      // Another session inserts (without committing) an account with the e-mail of the last row:
      // the worker's third chunk (rows 1,001-1,200) waits on that unique key, after 1,000 rows
      // are written in its open transaction. That is "half-way", deterministically.
      const blocker = new pg.Client({ connectionString: url });
      await blocker.connect();
      let worker: ReturnType<typeof startWorker> | undefined;
      try {
        await blocker.query('BEGIN');
        await blocker.query(
          `INSERT INTO users (username, email, password_hash, first_name, last_name) VALUES ('blocker', 'killed1199@school.kz', 'x', 'Block', 'Er')`,
        );
        const started = await postXlsx(
          ctx.app,
          `${base}/${org.id}/import/ORG_STUDENT/commit`,
          session,
          await xlsxFile(rows),
        );
        expect(started.statusCode).toBe(202);
        const { id: jobId } = started.json<TImportJob>();
        const jobUrl = `${base}/${org.id}/import/jobs/${jobId}`;
        const poll = async () => (await call(ctx.app, 'GET', jobUrl, { session })).json<TImportJob>();

        worker = startWorker(url);
        let job = await poll();
        for (let i = 0; i < 1200 && !(job.status === 'RUNNING' && job.processed >= 1000); i += 1) {
          await pause(100);
          job = await poll();
        }
        expect(job, worker.output()).toMatchObject({ status: 'RUNNING', processed: 1000, total: 1200 });

        const exited = new Promise((resolve) => worker?.child.once('exit', (_code, signal) => resolve(signal)));
        worker.child.kill('SIGKILL');
        expect(await exited).toBe('SIGKILL');
        // The dead worker's backend may still be waiting on the blocker's row: end that transaction,
        // the backend then finds its client gone and rolls back (it can never commit).
        await blocker.query('ROLLBACK');

        for (let i = 0; i < 600 && job.status === 'RUNNING'; i += 1) {
          await pause(100);
          job = await poll();
        }
        expect(job).toMatchObject({ status: 'FAILED', error: { code: 'IMPORT_WORKER_LOST' }, created: 0 });
        const [landed] = await db.select({ n: count() }).from(users).where(like(users.email, 'killed%'));
        expect(landed?.n).toBe(0);
        const [members] = await db
          .select({ n: count() })
          .from(organizationMemberships)
          .where(eq(organizationMemberships.organizationId, org.id));
        expect(members?.n).toBe(1); // the administrator only
      } finally {
        if (worker && worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGKILL');
        await blocker.end();
      }
    });
  },
);

import type { TImportJob, TImportRole } from '@bagdar/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Database, Db } from '../../db/client.ts';
import { organizationImportJobs } from '../../db/schema/organizations.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { checkedRows, writeRows } from './import.service.ts';
import { assertCanWrite, type OrgActor } from './org-access.ts';

/**
 * Large imports (more than ORG_LIMITS.importInlineRowsMax rows) are committed by a pg-boss job:
 * the route checks the file, stores it in organization_import_jobs and sends `{ jobId }`; the
 * worker re-checks the rows and writes them all in ONE transaction, reporting the rows written
 * after each chunk; the wizard polls GET .../import/jobs/:jobId.
 *
 * A worker killed half-way (kill -9, a crash) cannot commit, so no row lands; its job is marked
 * FAILED with IMPORT_WORKER_LOST: on PostgreSQL the running worker holds a transaction-level
 * advisory lock on the job, and whoever finds the job RUNNING while that lock is free (the status
 * poll, a worker starting) knows its worker is gone. PGlite admits one process, so there the
 * worker starting with the API marks every RUNNING job lost, and the progress of the running job
 * is kept in memory (a statement outside the open transaction would wait for it to end).
 */
export const IMPORT_QUEUE = 'organization-import';

export interface ImportJobData {
  jobId: string;
}

export interface ImportDeps {
  database: Database;
  log: {
    error(details: Record<string, unknown>, message: string): void;
    info(details: Record<string, unknown>, message: string): void;
  };
}

const jobs = organizationImportJobs;
type ImportJobRow = typeof organizationImportJobs.$inferSelect;

/** PGlite only: rows written so far by the job running in this process. */
const liveProgress = new Map<string, number>();

const lockKey = (jobId: string) => sql`hashtextextended(${jobId}::text, 727275)`;

export const importJobNotFound = () => new AppError('NOT_FOUND', 404, 'No such import');

function toJob(row: ImportJobRow, kind: Database['kind']): TImportJob {
  const live = kind === 'pglite' && row.status === 'RUNNING' ? liveProgress.get(row.id) : undefined;
  return {
    id: row.id,
    role: row.role as TImportRole,
    status: row.status,
    total: row.total,
    processed: row.status === 'DONE' ? row.total : (live ?? row.processed),
    created: row.status === 'DONE' ? (row.memberIds?.length ?? 0) : 0,
    error: row.error ? { code: row.error, meta: row.errorMeta ?? {} } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Stores the checked file as a QUEUED job and sends it to the workers. */
export async function queueImportJob(
  database: Database,
  send: (data: ImportJobData) => Promise<void>,
  actor: OrgActor,
  organizationId: string,
  role: TImportRole,
  buffer: Buffer,
  total: number,
): Promise<TImportJob> {
  const [row] = await database.db
    .insert(jobs)
    .values({ organizationId, role, createdBy: actor.userId, file: buffer, total })
    .returning();
  if (!row) throw new Error('import job insert returned no row');
  await send({ jobId: row.id });
  return toJob(row, database.kind);
}

/** PostgreSQL: RUNNING jobs (of one organisation, or all) whose worker no longer holds the lock are FAILED. */
async function failLostJobs(db: Db, organizationId: string | null): Promise<void> {
  await db.execute(sql`
    UPDATE ${jobs} SET status = 'FAILED', error = 'IMPORT_WORKER_LOST', file = NULL, finished_at = now()
    WHERE status = 'RUNNING'
      ${organizationId ? sql`AND organization_id = ${organizationId}` : sql``}
      AND pg_try_advisory_xact_lock(hashtextextended(id::text, 727275))`);
}

/** One import job of the organisation, its progress and outcome (what the wizard polls). */
export async function getImportJob(
  database: Database,
  actor: OrgActor,
  organizationId: string,
  jobId: string,
): Promise<TImportJob> {
  const row = await findJob(database.db, organizationId, jobId);
  assertCanWrite(actor, row.role);
  if (row.status === 'RUNNING' && database.kind === 'postgres') {
    await failLostJobs(database.db, organizationId);
    return toJob(await findJob(database.db, organizationId, jobId), database.kind);
  }
  return toJob(row, database.kind);
}

async function findJob(db: Db, organizationId: string, jobId: string): Promise<ImportJobRow> {
  if (!isUuid(jobId)) throw importJobNotFound();
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.organizationId, organizationId)));
  if (!row) throw importJobNotFound();
  return row;
}

/** The members a finished job created, for their activation codes. */
export async function finishedJobMembers(
  db: Db,
  actor: OrgActor,
  organizationId: string,
  jobId: string,
): Promise<{ role: TImportRole; memberIds: string[] }> {
  const row = await findJob(db, organizationId, jobId);
  assertCanWrite(actor, row.role);
  if (row.status !== 'DONE') {
    throw new AppError('CONFLICT', 409, 'The import has not finished', { reason: 'import_not_done' });
  }
  return { role: row.role as TImportRole, memberIds: row.memberIds ?? [] };
}

class Skip extends Error {}

/**
 * Runs one queued import: the rows are checked again (the database may have changed since the
 * upload) and written all or none in one transaction. A job that is no longer QUEUED (delivered
 * twice, or already failed) is left alone. Any failure marks the job FAILED with its error code.
 */
export async function runImportJob(deps: ImportDeps, jobId: string): Promise<void> {
  const { db, kind } = deps.database;
  const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
  if (!job || job.status !== 'QUEUED' || !job.file) return;
  const file = job.file;
  const started = Date.now();
  const report =
    kind === 'pglite'
      ? (processed: number) => {
          liveProgress.set(jobId, processed);
          return Promise.resolve();
        }
      : async (processed: number) => {
          await db
            .update(jobs)
            .set({ processed })
            .where(and(eq(jobs.id, jobId), eq(jobs.status, 'RUNNING')));
        };
  try {
    if (kind === 'pglite') {
      await db.update(jobs).set({ status: 'RUNNING' }).where(eq(jobs.id, jobId));
      liveProgress.set(jobId, 0);
    }
    const created = await db.transaction(async (tx) => {
      if (kind === 'postgres') {
        // Held until this transaction ends: while it is held, the job's worker is alive.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${lockKey(jobId)})`);
        const marked = await db
          .update(jobs)
          .set({ status: 'RUNNING' })
          .where(and(eq(jobs.id, jobId), eq(jobs.status, 'QUEUED')))
          .returning({ id: jobs.id });
        if (marked.length === 0) throw new Skip();
      }
      const rows = await checkedRows(tx, job.organizationId, job.role as TImportRole, file);
      const result = await writeRows(tx, job.organizationId, job.role as TImportRole, rows, report);
      const memberIds = result.codes.map((c) => c.memberId);
      await tx
        .update(jobs)
        .set({ status: 'DONE', processed: rows.length, memberIds, file: null, finishedAt: new Date() })
        .where(eq(jobs.id, jobId));
      return memberIds.length;
    });
    deps.log.info({ jobId, created, ms: Date.now() - started }, 'organisation import done');
  } catch (err) {
    if (err instanceof Skip) return;
    deps.log.error({ err, jobId }, 'organisation import failed');
    await db
      .update(jobs)
      .set({
        status: 'FAILED',
        error: err instanceof AppError ? err.code : 'INTERNAL_ERROR',
        errorMeta: err instanceof AppError ? (err.extras.meta ?? {}) : {},
        file: null,
        finishedAt: new Date(),
      })
      .where(eq(jobs.id, jobId));
  } finally {
    liveProgress.delete(jobId);
  }
}

/** Works the import queue (in the API process with RUN_WORKER, or in `npm run worker`). */
export async function registerImportWorker(boss: PgBoss, deps: ImportDeps): Promise<void> {
  const { db, kind } = deps.database;
  // A job RUNNING now has lost its worker: on PGlite every one (this is the only process), on
  // PostgreSQL those whose worker no longer holds the lock.
  if (kind === 'pglite') {
    await db
      .update(jobs)
      .set({ status: 'FAILED', error: 'IMPORT_WORKER_LOST', file: null, finishedAt: new Date() })
      .where(eq(jobs.status, 'RUNNING'));
  } else {
    await failLostJobs(db, null);
  }
  await boss.createQueue(IMPORT_QUEUE);
  await boss.work<ImportJobData>(IMPORT_QUEUE, { pollingIntervalSeconds: 1 }, async (batch) => {
    for (const job of batch) await runImportJob(deps, job.data.jobId);
  });
}

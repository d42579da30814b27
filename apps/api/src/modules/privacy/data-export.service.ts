import type { TDataExport, TDataExportState, TMe } from '@bagdar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Readable } from 'node:stream';
import type { ReportRenderer } from '../../ai/report-render.ts';
import type { Db } from '../../db/client.ts';
import type { DataExportRow } from '../../db/schema/privacy.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { StorageNotFoundError, type Storage } from '../../plugins/storage.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { loadMeById } from '../auth/me.ts';
import { notify } from '../notifications/notifications.service.ts';
import { analysisAccess, completedAnalysisOf } from '../personality/personality.service.ts';
import { createZipWriter } from './data-export-archive.ts';
import * as repo from './data-export.repository.ts';

/**
 * "Download my data": the person asks, a background job writes a zip of everything they gave the
 * platform (JSON documents, the analysis report as PDF, their uploaded files) to storage, and they
 * are notified. The link works for 24 hours and only for them; then the file is removed.
 */

/** How long a ready export can be downloaded. */
export const DATA_EXPORT_TTL_MS = 24 * 60 * 60 * 1000;

export interface DataExportQueue {
  enqueue(exportId: string): Promise<void>;
}

export interface DataExportDeps {
  db: Db;
  storage: Storage;
  reports: ReportRenderer;
  log: FastifyBaseLogger;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const notFound = () => new AppError('NOT_FOUND', 404, 'Export not found');

export function toDataExport(row: DataExportRow): TDataExport {
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    readyAt: iso(row.readyAt),
    expiresAt: iso(row.expiresAt),
    bytes: row.status === 'READY' ? row.bytes : null,
    error: row.status === 'FAILED' ? row.error : null,
    downloadUrl: row.status === 'READY' ? `/api/v1/privacy/data-export/${row.id}/download` : null,
  };
}

/** A READY export whose link has ended is shown (and treated) as EXPIRED even before the cleanup job ran. */
function asOf(row: DataExportRow, now: Date): DataExportRow {
  return row.status === 'READY' && row.expiresAt && row.expiresAt <= now ? { ...row, status: 'EXPIRED' } : row;
}

export async function exportState(db: Db, me: TMe, now: Date = new Date()): Promise<TDataExportState> {
  const row = await repo.latestExportOf(db, me.id);
  return { export: row ? toDataExport(asOf(row, now)) : null };
}

/** A second request while one is QUEUED or RUNNING: 409 DATA_EXPORT_RUNNING, nothing changed. */
export async function requestExport(db: Db, queue: DataExportQueue, me: TMe): Promise<TDataExport> {
  const row = await db.transaction(async (tx) => {
    const inserted = await repo.insertExport(tx, me.id);
    if (!inserted) throw new AppError('DATA_EXPORT_RUNNING', 409, 'A copy of your data is already being prepared');
    await recordAudit(tx, {
      actorId: me.id,
      action: 'DATA_EXPORT_REQUESTED',
      targetUserId: me.id,
      subject: { type: 'DATA_EXPORT', id: inserted.id },
    });
    return inserted;
  });
  try {
    await queue.enqueue(row.id);
  } catch (err) {
    await repo.updateExport(db, row.id, { status: 'FAILED', error: 'could not queue the job' });
    throw err;
  }
  return toDataExport(row);
}

/**
 * The zip of one READY export, for its owner only: anyone else's (or an unknown id) is 404, an
 * ended link is 410 DATA_EXPORT_EXPIRED and its file is removed at once.
 */
export async function openDownload(
  deps: Pick<DataExportDeps, 'db' | 'storage' | 'log'>,
  me: TMe,
  exportId: string,
  now: Date = new Date(),
): Promise<{ stream: Readable; bytes: number | null; createdAt: Date }> {
  if (!isUuid(exportId)) throw notFound();
  const row = await repo.findExport(deps.db, exportId);
  if (!row || row.userId !== me.id) throw notFound();
  const shown = asOf(row, now);
  if (shown.status === 'EXPIRED') {
    if (row.status === 'READY') await expire(deps, row);
    throw new AppError('DATA_EXPORT_EXPIRED', 410, 'This download link has expired; ask for a new copy');
  }
  if (row.status !== 'READY' || !row.storageKey) throw notFound();
  const stored = await deps.storage.get(row.storageKey).catch((err: unknown) => {
    if (err instanceof StorageNotFoundError) throw notFound();
    throw err;
  });
  await recordAudit(deps.db, {
    actorId: me.id,
    action: 'DATA_EXPORT_DOWNLOADED',
    targetUserId: me.id,
    subject: { type: 'DATA_EXPORT', id: row.id },
  });
  return { stream: stored.stream, bytes: row.bytes, createdAt: row.createdAt };
}

async function expire(deps: Pick<DataExportDeps, 'db' | 'storage' | 'log'>, row: DataExportRow): Promise<void> {
  if (row.storageKey) {
    await deps.storage
      .delete(row.storageKey)
      .catch((err: unknown) => deps.log.error({ err, key: row.storageKey }, 'data export: file not removed'));
  }
  await repo.updateExport(deps.db, row.id, { status: 'EXPIRED', storageKey: null });
}

/** Removes the files of exports whose link ended by `now` (the hourly cleanup job). */
export async function expireExports(
  deps: Pick<DataExportDeps, 'db' | 'storage' | 'log'>,
  now: Date = new Date(),
): Promise<number> {
  const rows = await repo.expiredExports(deps.db, now, 500);
  for (const row of rows) await expire(deps, row);
  return rows.length;
}

const README = `Bagdar — a copy of your data / копия ваших данных / деректеріңіздің көшірмесі

profile.json       account, profile, academic record, languages, certificates
posts.json         posts (media_ids refer to media.json)
comments.json      comments
stories.json       stories
tests.json         test attempts with answers, results and feedback
analyses.json      personality analyses; analysis-report.pdf is the latest one as a report
plans.json         career plans with their phases and tasks
projects.json      projects you created or belong to
applications.json  applications to projects
media.json         uploaded files; the files themselves are in media/
`;

const encoder = new TextEncoder();

/**
 * Runs one queued export: writes the zip to storage while it is being built, marks the row READY
 * with a 24-hour link and notifies the person; a failure marks it FAILED (so they may ask again),
 * removes any partial file and tells them. A job delivered twice does nothing the second time.
 */
export async function runExport(
  deps: DataExportDeps,
  exportId: string,
  now: () => Date = () => new Date(),
): Promise<void> {
  const { db, storage, log } = deps;
  const row = await repo.findExport(db, exportId);
  if (!row || row.status !== 'QUEUED') return;
  const key = `exports/${row.id}.zip`;
  await repo.updateExport(db, row.id, { status: 'RUNNING', storageKey: key });
  try {
    const bytes = await writeArchive(deps, row.userId, key);
    const readyAt = now();
    const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_TTL_MS);
    await db.transaction(async (tx) => {
      await repo.updateExport(tx, row.id, { status: 'READY', bytes, readyAt, expiresAt, error: null });
      await notify(tx, {
        userId: row.userId,
        type: 'DATA_EXPORT',
        data: { exportId: row.id, status: 'READY', expiresAt: expiresAt.toISOString() },
      });
    });
  } catch (err) {
    log.error({ err, exportId }, 'data export failed');
    await storage.delete(key).catch(() => undefined);
    await db.transaction(async (tx) => {
      await repo.updateExport(tx, row.id, {
        status: 'FAILED',
        storageKey: null,
        error: err instanceof Error ? err.message.slice(0, 500) : String(err),
      });
      await notify(tx, { userId: row.userId, type: 'DATA_EXPORT', data: { exportId: row.id, status: 'FAILED' } });
    });
  }
}

/** Builds the zip and streams it into storage under `key`; returns its size in bytes. */
async function writeArchive(deps: DataExportDeps, userId: string, key: string): Promise<number> {
  const { db, storage, log } = deps;
  const sections = await repo.exportSections(db, userId);
  const files = await repo.mediaOf(db, userId);
  const pdf = await analysisPdf(deps, userId);

  const zip = createZipWriter();
  const stored = storage.put(key, zip.output, 'application/zip');
  // If storage gives up first, stop feeding the archive (its reader is gone).
  let storeFailed: unknown = null;
  stored.catch((err: unknown) => {
    storeFailed = err;
    zip.fail(err instanceof Error ? err : new Error(String(err)));
  });
  try {
    await zip.addBytes('README.txt', encoder.encode(README));
    for (const [name, value] of Object.entries(sections)) {
      await zip.addBytes(name, encoder.encode(JSON.stringify(value, null, 2)));
    }
    if (pdf) await zip.addBytes('analysis-report.pdf', pdf);
    for (const file of files) {
      if (storeFailed) break;
      const source = await storage.get(file.storageKey).catch((err: unknown) => {
        if (err instanceof StorageNotFoundError) return null;
        throw err;
      });
      if (!source) {
        log.warn({ key: file.storageKey }, 'data export: a stored file is missing; left out');
        continue;
      }
      await zip.addStream(`media/${file.storageKey}`, source.stream);
    }
    zip.finish();
  } catch (err) {
    zip.fail(err instanceof Error ? err : new Error(String(err)));
    await stored.catch(() => undefined);
    throw err;
  }
  await stored;
  return zip.bytes();
}

/** The latest completed analysis as the same PDF report /personality/report.pdf gives (FULL access only, as there). */
async function analysisPdf(deps: DataExportDeps, userId: string): Promise<Buffer | null> {
  const me = await loadMeById(deps.db, userId);
  if (!me || analysisAccess(me) !== 'FULL') return null;
  const analysis = await completedAnalysisOf(deps.db, userId);
  if (!analysis) return null;
  return deps.reports.render(userId, {
    kind: 'analysis',
    analysis,
    options: { locale: me.locale, fullName: `${me.firstName} ${me.lastName}`.trim(), generatedAt: new Date() },
  });
}

import type { TAuditLogEntry, TAuditPage, TAuditQuery } from '@bagdar/contracts';
import type { Db } from '../../db/client.ts';
import { decodeTimeCursor, encodeCursor } from '../../lib/keyset.ts';
import * as repo from './audit.repository.ts';

/**
 * The audit log of the admin area (admin_audit): every moderation action, suspension, word-list
 * change and account block, with who did it, when, to whom and the state before and after.
 */

export interface AuditRecord {
  /** Who acted; null for the system (auto-hide after enough reports). */
  actorId: string | null;
  /** UPPER_SNAKE name, e.g. MODERATION_HIDE, WORD_ADDED, USER_BLOCKED. */
  action: string;
  /** The user the action concerns (the content's author, the blocked user). */
  targetUserId?: string | null;
  /** The object acted on: POST, COMMENT, STORY, FILTER_WORD, USER... */
  subject?: { type: string; id: string };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Short text facts shown in lists (reason, note, organisation). */
  detail?: Record<string, string>;
}

/**
 * Writes one audit entry. Call it with the transaction that makes the change, so the entry and
 * the change commit (or roll back) together.
 */
export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  await repo.insertAuditRow(db, {
    actorId: record.actorId,
    targetUserId: record.targetUserId ?? null,
    action: record.action,
    subjectType: record.subject?.type ?? null,
    subjectId: record.subject?.id ?? null,
    before: record.before ?? null,
    after: record.after ?? null,
    detail: record.detail ?? {},
  });
}

function toEntry(r: repo.AuditListRow): TAuditLogEntry {
  return {
    id: r.row.id,
    actor: r.actor,
    target: r.target,
    action: r.row.action,
    subjectType: r.row.subjectType,
    subjectId: r.row.subjectId,
    before: r.row.before,
    after: r.row.after,
    detail: r.row.detail,
    createdAt: r.row.createdAt.toISOString(),
  };
}

type AuditQuery = Omit<TAuditQuery, 'limit'> & { limit: number };

export async function listAuditPage(db: Db, query: AuditQuery): Promise<TAuditPage> {
  const rows = await repo.listAudit(db, query, decodeTimeCursor(query.cursor), query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    items: page.map(toEntry),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.key, last.row.id]) : null,
  };
}

/** The export's cap: the newest entries matching the filters. */
export const AUDIT_EXPORT_MAX = 10_000;

export async function auditForExport(db: Db, query: repo.AuditFilter): Promise<TAuditLogEntry[]> {
  return (await repo.listAudit(db, query, null, AUDIT_EXPORT_MAX)).map(toEntry);
}

export type ModerationHistory = Map<string, { action: string; reason: string | null; createdAt: string }[]>;

/** The users' moderation entries (newest first) grouped by user, at most 10 each. */
export function groupModerationHistory(
  rows: { targetUserId: string | null; action: string; detail: Record<string, string>; createdAt: Date }[],
): ModerationHistory {
  const byUser: ModerationHistory = new Map();
  for (const row of rows) {
    if (!row.targetUserId) continue;
    const list = byUser.get(row.targetUserId) ?? [];
    if (list.length < 10) {
      list.push({
        action: row.action.replace(/^MODERATION_/, ''),
        reason: row.detail.reason ?? null,
        createdAt: row.createdAt.toISOString(),
      });
    }
    byUser.set(row.targetUserId, list);
  }
  return byUser;
}

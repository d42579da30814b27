import type { TAuditLogEntry } from '@bagdar/contracts';
import { writeSheet } from '../organizations/xlsx-io.ts';

/** The audit log as a workbook of one sheet: one row per entry, before/after as JSON text. */
export function auditWorkbook(entries: TAuditLogEntry[]): Promise<Buffer> {
  const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
  return writeSheet(
    'Audit',
    ['time (UTC)', 'actor', 'action', 'user', 'object', 'object id', 'before', 'after', 'detail'],
    entries.map((e) => [
      e.createdAt,
      e.actor,
      e.action,
      e.target,
      e.subjectType,
      e.subjectId,
      json(e.before),
      json(e.after),
      json(e.detail),
    ]),
  );
}

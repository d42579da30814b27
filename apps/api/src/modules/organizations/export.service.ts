import { ORG_LIMITS, type TIssuedCode, type TMemberFilters, type TUiLanguage } from '@bagdar/contracts';
import type { Db } from '../../db/client.ts';
import type { TWorkbook } from '../../lib/workbook.ts';
import { pageMembers } from './members.repository.ts';
import { scopedFilter } from './members.service.ts';
import type { OrgActor } from './org-access.ts';
import { COLUMN_LABELS, SHEET_NAMES, STATUS_LABELS } from './sheet-labels.ts';
import { writeSheet } from './xlsx-io.ts';

/**
 * The member list with the caller's filters as a workbook description, which the report renderer
 * writes to xlsx off the event loop (per-user limit, last file kept) as it does the analytics exports.
 */
export async function membersWorkbook(
  db: Db,
  actor: OrgActor,
  organizationId: string,
  filters: TMemberFilters,
  lang: TUiLanguage,
): Promise<TWorkbook> {
  const filter = scopedFilter(actor, organizationId, filters);
  const rows = await pageMembers(db, filter, { after: null, limit: ORG_LIMITS.exportRowsMax });
  const labels = COLUMN_LABELS[lang];
  const student = filters.role === 'ORG_STUDENT';
  const header = [labels.lastName, labels.firstName, labels.email, labels.username, labels.dateOfBirth, labels.status];
  if (student) header.push(labels.group);
  return {
    sheets: [
      {
        name: SHEET_NAMES[lang][filters.role],
        header,
        columnWidth: 20,
        rows: rows.map((r) => {
          const cells = [r.lastName, r.firstName, r.email, r.username, r.dateOfBirth, STATUS_LABELS[lang][r.status]];
          if (student) cells.push(r.groupCode);
          return cells;
        }),
      },
    ],
  };
}

export function exportCodes(codes: TIssuedCode[], lang: TUiLanguage): Promise<Buffer> {
  const labels = COLUMN_LABELS[lang];
  return writeSheet(
    SHEET_NAMES[lang].codes,
    [labels.lastName, labels.firstName, labels.username, labels.group, labels.code, labels.expiresAt],
    codes.map((c) => [c.lastName, c.firstName, c.username, c.group, c.code, c.expiresAt.slice(0, 10)]),
  );
}

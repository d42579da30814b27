import {
  ADMISSION_LIMITS,
  CUTOFF_IMPORT_COLUMNS,
  ZGopCutoffBody,
  type TAdmissionAuditEntry,
  type TAdmissionRule,
  type TAdmissionRuleBody,
  type TCutoffImportResult,
  type TGop,
  type TGopCutoff,
  type TGopCutoffBody,
  type TGopCutoffQuery,
  type TImportPreview,
  type TUiLanguage,
} from '@bagdar/contracts';
import { and, asc, count, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  admissionRules,
  gopCutoffs,
  gopName,
  gops,
  type AdmissionRuleRow,
  type GopCutoffRow,
} from '../../db/schema/admission.ts';
import { adminAudit } from '../../db/schema/billing.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { readSheet, writeSheet } from '../organizations/xlsx-io.ts';
import { sourceOf } from './admission-data.ts';

/**
 * Platform admins' editing of the admission rules and GOP cut-offs: one row at a time, or a year's
 * cut-offs from xlsx with the organisation import's preview (every row's errors; all rows or none).
 * Every change is written to admin_audit (who, when, what) in the same transaction.
 */

const AUDIT_PREFIX = 'admission.';

const iso = (d: Date) => d.toISOString();

function toRule(row: AdmissionRuleRow): TAdmissionRule {
  return {
    id: row.id,
    year: row.year,
    kind: row.kind,
    scope: row.scope,
    score: row.score,
    source: sourceOf(row),
    sample: row.sample,
    updatedAt: iso(row.updatedAt),
  };
}

function toCutoff(row: GopCutoffRow): TGopCutoff {
  return {
    id: row.id,
    gopCode: row.gopCode,
    year: row.year,
    competition: row.competition,
    score: row.score,
    source: sourceOf(row),
    sample: row.sample,
    updatedAt: iso(row.updatedAt),
  };
}

const sourceColumns = (b: {
  sourceTitle: string | null;
  sourceUrl: string | null;
  sourceYear: number | null;
  sample: boolean;
}) => ({
  sourceTitle: b.sourceTitle || null,
  sourceUrl: b.sourceUrl || null,
  sourceYear: b.sourceYear,
  sample: b.sample,
});

/** The figure and its source as the audit keeps them (text values only). */
const figure = (row: { score: number; sourceUrl: string | null; sourceYear: number | null; sample: boolean }) =>
  `${row.score}${row.sample ? ' (sample)' : ''} ${row.sourceUrl ?? ''} ${row.sourceYear ?? ''}`.trim();

async function audit(db: Db, actorId: string, action: string, detail: Record<string, string>) {
  await db.insert(adminAudit).values({ actorId, targetUserId: null, action: AUDIT_PREFIX + action, detail });
}

const notFound = () => new AppError('NOT_FOUND', 404, 'No such row');
const fieldError = (status: 400 | 409, field: string, code: string, message: string) =>
  new AppError(status === 409 ? 'CONFLICT' : 'VALIDATION_ERROR', status, message, {
    details: [{ field, code, message: code }],
  });

// ---------- rules ----------

export async function listRules(db: Db, year?: number): Promise<TAdmissionRule[]> {
  const rows = await db
    .select()
    .from(admissionRules)
    .where(year === undefined ? undefined : eq(admissionRules.year, year))
    .orderBy(desc(admissionRules.year), asc(admissionRules.kind), asc(admissionRules.scope));
  return rows.map(toRule);
}

export async function editRule(db: Db, actorId: string, id: string, body: TAdmissionRuleBody): Promise<TAdmissionRule> {
  if (!isUuid(id)) throw notFound();
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(admissionRules).where(eq(admissionRules.id, id)).for('update');
    if (!before) throw notFound();
    if (before.kind !== 'UNT_MAX') await assertWithinMax(tx, before.year, body.score);
    const [row] = await tx
      .update(admissionRules)
      .set({ score: body.score, ...sourceColumns(body), updatedAt: new Date() })
      .where(eq(admissionRules.id, id))
      .returning();
    if (!row) throw notFound();
    await audit(tx, actorId, 'rule.update', {
      id,
      year: String(row.year),
      kind: row.kind,
      scope: row.scope,
      before: figure(before),
      after: figure(row),
    });
    return toRule(row);
  });
}

/** The UNT maximum in force for a year (the latest published up to it); 140 when none is stored. */
async function untMax(db: Db, year: number): Promise<number> {
  const [row] = await db
    .select({ score: admissionRules.score })
    .from(admissionRules)
    .where(
      and(
        eq(admissionRules.kind, 'UNT_MAX'),
        eq(admissionRules.scope, 'TOTAL'),
        sql`${admissionRules.year} <= ${year}`,
      ),
    )
    .orderBy(desc(admissionRules.year))
    .limit(1);
  return row?.score ?? 140;
}

async function assertWithinMax(db: Db, year: number, score: number) {
  const max = await untMax(db, year);
  if (score > max) throw fieldError(400, 'score', 'score_above_max', `At most ${max} points`);
}

// ---------- GOPs ----------

export async function listGops(db: Db): Promise<TGop[]> {
  const rows = await db
    .select({
      gop: gops,
      cutoffYears: sql<number>`(select count(*)::int from ${gopCutoffs} where ${gopCutoffs.gopCode} = ${gops.code} and ${gopCutoffs.competition} = 'GENERAL')`,
    })
    .from(gops)
    .orderBy(asc(gops.code));
  return rows.map(({ gop, cutoffYears }) => ({
    code: gop.code,
    name: gopName(gop),
    subjects: gop.subjects,
    field: gop.field,
    cutoffYears: Number(cutoffYears),
  }));
}

// ---------- cut-offs ----------

export async function listCutoffs(db: Db, query: TGopCutoffQuery) {
  const where: SQL[] = [];
  if (query.year !== undefined) where.push(eq(gopCutoffs.year, query.year));
  if (query.gopCode) where.push(eq(gopCutoffs.gopCode, query.gopCode));
  if (query.competition) where.push(eq(gopCutoffs.competition, query.competition));
  // The table holds a few thousand rows at most: an offset cursor keeps the order simple.
  const offset = query.cursor && /^\d{1,7}$/.test(query.cursor) ? Number(query.cursor) : 0;
  const rows = await db
    .select()
    .from(gopCutoffs)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(gopCutoffs.year), asc(gopCutoffs.gopCode), asc(gopCutoffs.competition))
    .limit(query.limit + 1)
    .offset(offset);
  return {
    items: rows.slice(0, query.limit).map(toCutoff),
    nextCursor: rows.length > query.limit ? String(offset + query.limit) : null,
  };
}

async function assertGop(db: Db, code: string) {
  const [row] = await db.select({ code: gops.code }).from(gops).where(eq(gops.code, code)).limit(1);
  if (!row) throw fieldError(400, 'gopCode', 'gop_unknown', 'No such group of educational programmes');
}

async function assertFree(db: Db, body: TGopCutoffBody, exceptId: string | null) {
  const [row] = await db
    .select({ id: gopCutoffs.id })
    .from(gopCutoffs)
    .where(
      and(
        eq(gopCutoffs.gopCode, body.gopCode),
        eq(gopCutoffs.year, body.year),
        eq(gopCutoffs.competition, body.competition),
      ),
    )
    .limit(1);
  if (row && row.id !== exceptId) {
    throw fieldError(409, 'year', 'cutoff_duplicate', 'This group already has a cut-off for that year and competition');
  }
}

/** A cut-off's checks, for a new row (`exceptId` null) or an edit: a known GOP, at most the UNT maximum, no twin. */
async function assertCutoff(db: Db, body: TGopCutoffBody, exceptId: string | null) {
  await assertGop(db, body.gopCode);
  await assertWithinMax(db, body.year, body.score);
  await assertFree(db, body, exceptId);
}

const cutoffColumns = (body: TGopCutoffBody) => ({
  gopCode: body.gopCode,
  year: body.year,
  competition: body.competition,
  score: body.score,
  ...sourceColumns(body),
});

export async function createCutoff(db: Db, actorId: string, body: TGopCutoffBody): Promise<TGopCutoff> {
  return db.transaction(async (tx) => {
    await assertCutoff(tx, body, null);
    const [row] = await tx.insert(gopCutoffs).values(cutoffColumns(body)).returning();
    if (!row) throw new Error('cut-off insert returned no row');
    await audit(tx, actorId, 'cutoff.create', {
      id: row.id,
      gopCode: row.gopCode,
      year: String(row.year),
      competition: row.competition,
      after: figure(row),
    });
    return toCutoff(row);
  });
}

export async function editCutoff(db: Db, actorId: string, id: string, body: TGopCutoffBody): Promise<TGopCutoff> {
  if (!isUuid(id)) throw notFound();
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(gopCutoffs).where(eq(gopCutoffs.id, id)).for('update');
    if (!before) throw notFound();
    await assertCutoff(tx, body, id);
    const [row] = await tx
      .update(gopCutoffs)
      .set({ ...cutoffColumns(body), updatedAt: new Date() })
      .where(eq(gopCutoffs.id, id))
      .returning();
    if (!row) throw notFound();
    await audit(tx, actorId, 'cutoff.update', {
      id,
      gopCode: row.gopCode,
      year: String(row.year),
      competition: row.competition,
      before: `${before.gopCode} ${before.year} ${before.competition}: ${figure(before)}`,
      after: figure(row),
    });
    return toCutoff(row);
  });
}

export async function deleteCutoff(db: Db, actorId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(gopCutoffs).where(eq(gopCutoffs.id, id)).returning();
    if (!row) throw notFound();
    await audit(tx, actorId, 'cutoff.delete', {
      id,
      gopCode: row.gopCode,
      year: String(row.year),
      competition: row.competition,
      before: figure(row),
    });
  });
}

// ---------- xlsx ----------

const COLUMN_LABELS: Record<TUiLanguage, Record<(typeof CUTOFF_IMPORT_COLUMNS)[number], string>> = {
  ru: {
    gopCode: 'Код ГОП',
    year: 'Год',
    competition: 'Конкурс (GENERAL/RURAL)',
    score: 'Проходной балл',
    sourceTitle: 'Источник: название',
    sourceUrl: 'Источник: ссылка',
    sourceYear: 'Источник: год',
    sample: 'Примерные данные (да/нет)',
  },
  kk: {
    gopCode: 'БББТ коды',
    year: 'Жыл',
    competition: 'Конкурс (GENERAL/RURAL)',
    score: 'Өту балы',
    sourceTitle: 'Дереккөз: атауы',
    sourceUrl: 'Дереккөз: сілтеме',
    sourceYear: 'Дереккөз: жылы',
    sample: 'Үлгі деректер (иә/жоқ)',
  },
  en: {
    gopCode: 'GOP code',
    year: 'Year',
    competition: 'Competition (GENERAL/RURAL)',
    score: 'Cut-off score',
    sourceTitle: 'Source: title',
    sourceUrl: 'Source: URL',
    sourceYear: 'Source: year',
    sample: 'Sample data (yes/no)',
  },
};
const SHEET_NAME: Record<TUiLanguage, string> = { ru: 'Проходные баллы', kk: 'Өту балдары', en: 'Cut-offs' };
const YES = new Set(['да', 'иә', 'yes', 'true', '1']);
const NO = new Set(['', 'нет', 'жоқ', 'no', 'false', '0']);

const header = (lang: TUiLanguage) => CUTOFF_IMPORT_COLUMNS.map((c) => COLUMN_LABELS[lang][c]);

export function cutoffTemplate(lang: TUiLanguage): Promise<Buffer> {
  const example = [
    'B057',
    '2025',
    'GENERAL',
    '102',
    'Приказ о присуждении грантов',
    'https://example.kz',
    '2025',
    'нет',
  ];
  return writeSheet(SHEET_NAME[lang], header(lang), [example]);
}

export async function exportCutoffs(db: Db, lang: TUiLanguage, year?: number): Promise<Buffer> {
  const rows = await db
    .select()
    .from(gopCutoffs)
    .where(year === undefined ? undefined : eq(gopCutoffs.year, year))
    .orderBy(desc(gopCutoffs.year), asc(gopCutoffs.gopCode), asc(gopCutoffs.competition));
  const yes = lang === 'en' ? 'yes' : lang === 'kk' ? 'иә' : 'да';
  const no = lang === 'en' ? 'no' : lang === 'kk' ? 'жоқ' : 'нет';
  return writeSheet(
    SHEET_NAME[lang],
    header(lang),
    rows.map((r) => [
      r.gopCode,
      String(r.year),
      r.competition,
      String(r.score),
      r.sourceTitle,
      r.sourceUrl,
      r.sourceYear === null ? null : String(r.sourceYear),
      r.sample ? yes : no,
    ]),
  );
}

interface CheckedCutoff {
  row: number;
  values: Record<string, string>;
  errors: { column: string; code: string }[];
  body: TGopCutoffBody | null;
}

const asNumber = (value: string): number | null =>
  value === '' ? null : /^-?\d+(\.\d+)?$/.test(value.replace(',', '.')) ? Number(value.replace(',', '.')) : Number.NaN;

/** Every row with its errors: the contract's checks, an unknown GOP, above the year's UNT maximum, a duplicate key in the file. */
async function checkCutoffRows(db: Db, buffer: Buffer): Promise<CheckedCutoff[]> {
  const sheet = await readSheet(buffer, CUTOFF_IMPORT_COLUMNS.length, ADMISSION_LIMITS.importRowsMax);
  if (sheet.length === 0) throw new AppError('IMPORT_FILE_INVALID', 400, 'The file has no rows', { reason: 'empty' });
  const known = new Set((await db.select({ code: gops.code }).from(gops)).map((g) => g.code));
  const maxima = new Map<number, number>();
  const seen = new Set<string>();
  const rows: CheckedCutoff[] = [];
  for (const { row, cells } of sheet) {
    const values = Object.fromEntries(CUTOFF_IMPORT_COLUMNS.map((c, i) => [c, cells[i] ?? '']));
    const errors: { column: string; code: string }[] = [];
    const sampleText = (values.sample ?? '').toLowerCase();
    if (!YES.has(sampleText) && !NO.has(sampleText)) errors.push({ column: 'sample', code: 'sample_invalid' });
    const candidate = {
      gopCode: values.gopCode ?? '',
      year: asNumber(values.year ?? '') ?? Number.NaN,
      competition: (values.competition ?? '').toUpperCase(),
      score: asNumber(values.score ?? '') ?? Number.NaN,
      sourceTitle: values.sourceTitle || null,
      sourceUrl: values.sourceUrl || null,
      sourceYear: asNumber(values.sourceYear ?? ''),
      sample: YES.has(sampleText),
    };
    const parsed = ZGopCutoffBody.safeParse(candidate);
    let body: TGopCutoffBody | null = null;
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const column = String(issue.path[0] ?? 'row');
        if (!errors.some((e) => e.column === column)) errors.push({ column, code: issue.message });
      }
    } else {
      body = parsed.data;
      if (!known.has(body.gopCode)) errors.push({ column: 'gopCode', code: 'gop_unknown' });
      if (!maxima.has(body.year)) maxima.set(body.year, await untMax(db, body.year));
      if (body.score > (maxima.get(body.year) ?? 140)) errors.push({ column: 'score', code: 'score_above_max' });
      const key = `${body.gopCode}|${body.year}|${body.competition}`;
      if (seen.has(key)) errors.push({ column: 'year', code: 'cutoff_duplicate_in_file' });
      seen.add(key);
    }
    rows.push({ row, values, errors, body: errors.length === 0 ? body : null });
  }
  return rows;
}

export async function previewCutoffImport(db: Db, buffer: Buffer): Promise<TImportPreview> {
  const rows = await checkCutoffRows(db, buffer);
  const invalid = rows.filter((r) => r.errors.length > 0).length;
  return {
    total: rows.length,
    valid: rows.length - invalid,
    invalid,
    rows: rows.map(({ row, values, errors }) => ({ row, values, errors })),
    // Cut-offs take no licence seats.
    seats: null,
    seatsExceeded: false,
  };
}

/**
 * Writes every row or none: any row with an error refuses the file. A row whose (GOP, year,
 * competition) exists replaces its figure and source; the others are added. One audit entry per row.
 */
export async function commitCutoffImport(db: Db, actorId: string, buffer: Buffer): Promise<TCutoffImportResult> {
  const rows = await checkCutoffRows(db, buffer);
  const invalid = rows.filter((r) => r.errors.length > 0).length;
  if (invalid > 0) {
    throw new AppError('IMPORT_HAS_ERRORS', 400, `${invalid} rows have errors; nothing was imported`, {
      meta: { invalid: String(invalid) },
    });
  }
  return db.transaction(async (tx) => {
    let created = 0;
    let updated = 0;
    for (const { body } of rows) {
      if (!body) continue;
      const [existing] = await tx
        .select()
        .from(gopCutoffs)
        .where(
          and(
            eq(gopCutoffs.gopCode, body.gopCode),
            eq(gopCutoffs.year, body.year),
            eq(gopCutoffs.competition, body.competition),
          ),
        )
        .for('update');
      const values = { score: body.score, ...sourceColumns(body), updatedAt: new Date() };
      const [row] = existing
        ? await tx.update(gopCutoffs).set(values).where(eq(gopCutoffs.id, existing.id)).returning()
        : await tx
            .insert(gopCutoffs)
            .values({ gopCode: body.gopCode, year: body.year, competition: body.competition, ...values })
            .returning();
      if (!row) throw new Error('cut-off write returned no row');
      if (existing) updated += 1;
      else created += 1;
      await audit(tx, actorId, 'cutoff.import', {
        id: row.id,
        gopCode: row.gopCode,
        year: String(row.year),
        competition: row.competition,
        ...(existing ? { before: figure(existing) } : {}),
        after: figure(row),
      });
    }
    return { created, updated };
  });
}

// ---------- audit ----------

const DETAIL_KEYS = ['id', 'year', 'kind', 'scope', 'gopCode', 'competition', 'before', 'after'] as const;

/** The audit detail's known keys (the stored JSON may hold others from older entries). */
function pickDetail(detail: Record<string, string>): TAdmissionAuditEntry['detail'] {
  return Object.fromEntries(DETAIL_KEYS.filter((k) => typeof detail[k] === 'string').map((k) => [k, detail[k]]));
}

export async function listAudit(db: Db, query: { cursor?: string; limit: number }) {
  const offset = query.cursor && /^\d{1,7}$/.test(query.cursor) ? Number(query.cursor) : 0;
  const rows = await db
    .select({
      id: adminAudit.id,
      actorId: adminAudit.actorId,
      firstName: users.firstName,
      lastName: users.lastName,
      action: adminAudit.action,
      detail: adminAudit.detail,
      createdAt: adminAudit.createdAt,
    })
    .from(adminAudit)
    .leftJoin(users, eq(users.id, adminAudit.actorId))
    .where(like(adminAudit.action, `${AUDIT_PREFIX}%`))
    .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
    .limit(query.limit + 1)
    .offset(offset);
  const items: TAdmissionAuditEntry[] = rows.slice(0, query.limit).map((r) => ({
    id: r.id,
    actorId: r.actorId,
    actorName: r.firstName === null ? null : `${r.firstName} ${r.lastName ?? ''}`.trim(),
    action: r.action.slice(AUDIT_PREFIX.length),
    detail: pickDetail(r.detail),
    createdAt: iso(r.createdAt),
  }));
  return { items, nextCursor: rows.length > query.limit ? String(offset + query.limit) : null };
}

/** How many audit entries the admission data has (tests). */
export async function auditCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(adminAudit)
    .where(like(adminAudit.action, `${AUDIT_PREFIX}%`));
  return Number(row?.n ?? 0);
}

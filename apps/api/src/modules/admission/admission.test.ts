import type {
  TAdmissionAuditEntry,
  TAdmissionRule,
  TApiErrorBody,
  TCutoffImportResult,
  TGopCutoff,
  TImportPreview,
} from '@bagdar/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gopCutoffs } from '../../db/schema/admission.ts';
import { seedAdmission } from '../../db/seed/admission-seed.ts';
import { createUser } from '../../test/factories.ts';
import { postXlsx, readWorkbook, xlsxFile } from '../../test/org-factories.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;
type Page<T> = { items: T[]; nextCursor: string | null };

async function admin() {
  const { username, password } = await createUser(db(), { role: 'SUPER_ADMIN' });
  return signIn(ctx.app, username, password);
}

const BASE = '/api/v1/admin/admission';
const row = (gop: string, year: string, competition: string, score: string, sample = 'нет') => [
  gop,
  year,
  competition,
  score,
  sample === 'нет' ? 'Приказ о присуждении грантов' : '',
  sample === 'нет' ? 'https://testcenter.kz/granty' : '',
  sample === 'нет' ? year : '',
  sample,
];
const next = String(new Date().getUTCFullYear() + 1);
const snapshot = async () =>
  (await db().select().from(gopCutoffs))
    .map((c) => `${c.gopCode}|${c.year}|${c.competition}|${c.score}|${c.sample}`)
    .sort();

describe('GOP cut-off import: all rows or none, each row with its errors', () => {
  it('refuses a file with bad rows whole, naming each row’s error, then takes a clean one', async () => {
    await seedAdmission(db());
    const session = await admin();
    const before = await snapshot();
    const bad = await xlsxFile([
      row('B057', '2020', 'GENERAL', '141'),
      row('B057', '2020', 'RURAL', '-1'),
      row('B999', '2020', 'GENERAL', '100'),
      row('B057', next, 'GENERAL', '100'),
      row('B086', '2020', 'GENERAL', '110'),
      row('B086', '2020', 'GENERAL', '111'),
      ['B001', '2020', 'GENERAL', '90', '', '', '', 'нет'],
      row('B010', '2020', 'GENERAL', '95'),
    ]);
    const preview: TImportPreview = (await postXlsx(ctx.app, `${BASE}/cutoffs/import/preview`, session, bad)).json();
    expect(preview).toMatchObject({ total: 8, valid: 2, invalid: 6 });
    expect(preview.rows.map((r) => r.errors.map((e) => `${e.column}:${e.code}`))).toEqual([
      ['score:score_above_max'],
      ['score:score_negative'],
      ['gopCode:gop_unknown'],
      ['year:year_in_future', 'sourceYear:year_in_future'],
      [],
      ['year:cutoff_duplicate_in_file'],
      ['sourceTitle:source_required', 'sourceUrl:source_required', 'sourceYear:source_required'],
      [],
    ]);

    const refused = await postXlsx(ctx.app, `${BASE}/cutoffs/import/commit`, session, bad);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<TApiErrorBody>()).toMatchObject({ code: 'IMPORT_HAS_ERRORS', meta: { invalid: '6' } });
    expect(await snapshot()).toEqual(before);

    const clean = await xlsxFile([
      row('B057', '2020', 'GENERAL', '99'),
      row('B086', '2020', 'GENERAL', '110'),
      row('B057', '2025', 'GENERAL', '107'),
    ]);
    const done = await postXlsx(ctx.app, `${BASE}/cutoffs/import/commit`, session, clean);
    expect(done.statusCode).toBe(201);
    expect(done.json<TCutoffImportResult>()).toEqual({ created: 2, updated: 1 });
    const [replaced] = await db()
      .select()
      .from(gopCutoffs)
      .where(and(eq(gopCutoffs.gopCode, 'B057'), eq(gopCutoffs.year, 2025), eq(gopCutoffs.competition, 'GENERAL')));
    expect(replaced).toMatchObject({ score: 107, sample: false, sourceUrl: 'https://testcenter.kz/granty' });

    const audit: Page<TAdmissionAuditEntry> = (
      await call(ctx.app, 'GET', `${BASE}/audit?limit=10`, { session })
    ).json();
    expect(audit.items).toHaveLength(3);
    expect(audit.items.every((a) => a.action === 'cutoff.import' && a.actorId !== null)).toBe(true);
    const replacedEntry = audit.items.find((a) => a.detail.year === '2025')?.detail;
    expect(replacedEntry?.gopCode).toBe('B057');
    expect(replacedEntry?.after).toContain('107');
    expect(replacedEntry?.before).toContain('(sample)');

    const exported = await call(ctx.app, 'GET', `${BASE}/cutoffs/export?year=2020&lang=kk`, { session });
    expect(exported.statusCode).toBe(200);
    const book = await readWorkbook(exported.rawPayload);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('БББТ коды');
    expect(sheet.actualRowCount).toBe(3);
  });

  it('refuses an unreadable file and one with no rows', async () => {
    const session = await admin();
    const junk = await postXlsx(ctx.app, `${BASE}/cutoffs/import/preview`, session, Buffer.from('not a workbook'));
    expect(junk.json<TApiErrorBody>()).toMatchObject({ code: 'IMPORT_FILE_INVALID' });
    const empty = await postXlsx(ctx.app, `${BASE}/cutoffs/import/preview`, session, await xlsxFile([]));
    expect(empty.json<TApiErrorBody>()).toMatchObject({ code: 'IMPORT_FILE_INVALID', reason: 'empty' });
  });
});

describe('one row at a time', () => {
  it('adds, refuses a duplicate and bad figures with translated codes, edits and deletes, all audited', async () => {
    await seedAdmission(db());
    const session = await admin();
    const body = {
      gopCode: 'B058',
      year: 2024,
      competition: 'GENERAL',
      score: 96,
      sourceTitle: 'Список обладателей грантов',
      sourceUrl: 'https://example.kz/granty-2024',
      sourceYear: 2024,
      sample: false,
    };
    const created = await call(ctx.app, 'POST', `${BASE}/cutoffs`, { session, body });
    expect(created.statusCode).toBe(201);
    const cutoff = created.json<TGopCutoff>();
    expect(cutoff.source).toEqual({ title: body.sourceTitle, url: body.sourceUrl, year: 2024 });

    const refusals: [Record<string, unknown>, number, string][] = [
      [{}, 409, 'cutoff_duplicate'],
      [{ score: 141 }, 400, 'score_above_max'],
      [{ score: -1 }, 400, 'score_negative'],
      [{ gopCode: 'B998', year: 2020 }, 400, 'gop_unknown'],
      [{ year: Number(next) }, 400, 'year_in_future'],
      [{ year: 2019, sourceUrl: null }, 400, 'source_required'],
    ];
    const rows = await snapshot();
    for (const [change, status, code] of refusals) {
      const refused = await call(ctx.app, 'POST', `${BASE}/cutoffs`, { session, body: { ...body, ...change } });
      expect(refused.statusCode, code).toBe(status);
      expect(refused.json<TApiErrorBody>().details?.map((d) => d.code)).toContain(code);
    }
    expect(await snapshot()).toEqual(rows);

    const edited = await call(ctx.app, 'PUT', `${BASE}/cutoffs/${cutoff.id}`, {
      session,
      body: { ...body, score: 98 },
    });
    expect(edited.json<TGopCutoff>().score).toBe(98);
    expect((await call(ctx.app, 'DELETE', `${BASE}/cutoffs/${cutoff.id}`, { session })).statusCode).toBe(200);

    const rules: TAdmissionRule[] = (await call(ctx.app, 'GET', `${BASE}/rules?year=2025`, { session })).json();
    const general = rules.find((r) => r.kind === 'PAID_THRESHOLD' && r.scope === 'GENERAL')!;
    expect(general).toMatchObject({ score: 50, sample: false, source: { url: 'https://fastnews.kz/archives/5954' } });
    const noSource = await call(ctx.app, 'PUT', `${BASE}/rules/${general.id}`, {
      session,
      body: { score: 55, sourceTitle: null, sourceUrl: null, sourceYear: null, sample: false },
    });
    expect(noSource.statusCode).toBe(400);
    expect(noSource.json<TApiErrorBody>().details?.map((d) => d.code)).toContain('source_required');
    const ruleEdit = await call(ctx.app, 'PUT', `${BASE}/rules/${general.id}`, {
      session,
      body: {
        score: 50,
        sourceTitle: 'Fastnews',
        sourceUrl: 'https://fastnews.kz/archives/5954',
        sourceYear: 2025,
        sample: false,
      },
    });
    expect(ruleEdit.statusCode).toBe(200);

    const audit: Page<TAdmissionAuditEntry> = (await call(ctx.app, 'GET', `${BASE}/audit`, { session })).json();
    expect(audit.items.map((a) => a.action)).toEqual([
      'rule.update',
      'cutoff.delete',
      'cutoff.update',
      'cutoff.create',
    ]);
  });
});

import type { TApiErrorBody, TDataExport, TDataExportState, TNotificationPage } from '@bagdar/contracts';
import { eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { createReportRenderer } from '../../ai/report-render.ts';
import { adminAudit } from '../../db/schema/billing.ts';
import { dataExports } from '../../db/schema/privacy.ts';
import { StorageNotFoundError } from '../../plugins/storage.ts';
import { seedCatalog } from '../../db/seed/catalog-seed.ts';
import { completeRequiredTests } from '../../db/seed/demo-profile.ts';
import { seedInstruments } from '../../db/seed/instruments-seed.ts';
import { createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';
import { runAnalysis } from '../personality/analysis-runner.ts';
import { postAt, signedInUser } from '../feed/social-fixtures.ts';
import { seedImage } from '../media/media-seed.ts';
import { purgeDueAccounts } from './account-deletion.service.ts';
import { expireExports, runExport } from './data-export.service.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;
const reports = createReportRenderer({ threads: 1, perUser: 2, cacheBytes: 1_000_000 });
afterAll(() => reports.close());
const deps = () => ({ db: db(), storage: ctx.app.storage, reports, log: ctx.app.log });
const HOUR = 3_600_000;

const ask = (session: string) => call(ctx.app, 'POST', '/api/v1/privacy/data-export', { session });
const state = async (session: string) =>
  (await call(ctx.app, 'GET', '/api/v1/privacy/data-export', { session })).json<TDataExportState>().export;
const download = (session: string, id: string) =>
  call(ctx.app, 'GET', `/api/v1/privacy/data-export/${id}/download`, { session });

describe('download my data', () => {
  it('builds a zip of the person’s data with their files, notifies them, and serves it only to them', async () => {
    const me = await signedInUser(ctx.app, 'exporter_e');
    const other = await signedInUser(ctx.app, 'other_o');
    const image = await seedImage(db(), ctx.app.storage, {
      ownerId: me.user.id,
      purpose: 'post',
      width: 32,
      height: 32,
      background: '#40c057',
    });
    const post = await postAt(db(), me.user.id, 'Менің деректерім #export', undefined, [image.id]);
    await postAt(db(), other.user.id, 'Someone else’s post');

    const asked = await ask(me.session);
    expect(asked.statusCode).toBe(202);
    const queued = asked.json<TDataExport>();
    expect(queued.status).toBe('QUEUED');
    expect(queued.downloadUrl).toBeNull();

    await runExport(deps(), queued.id);
    const ready = await state(me.session);
    expect(ready?.status).toBe('READY');
    expect(Date.parse(ready!.expiresAt!) - Date.parse(ready!.readyAt!)).toBe(24 * HOUR);

    const notes = (
      await call(ctx.app, 'GET', '/api/v1/notifications', { session: me.session })
    ).json<TNotificationPage>();
    expect(notes.items.map((n) => [n.type, n.data.status, n.data.exportId])).toEqual([
      ['DATA_EXPORT', 'READY', queued.id],
    ]);

    // Someone else cannot fetch it: 404, as for an id that does not exist.
    expect((await download(other.session, queued.id)).statusCode).toBe(404);

    const res = await download(me.session, ready!.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(
      Object.keys(files)
        .filter((n) => n.endsWith('.json'))
        .sort(),
    ).toEqual([
      'analyses.json',
      'applications.json',
      'comments.json',
      'media.json',
      'plans.json',
      'posts.json',
      'profile.json',
      'projects.json',
      'stories.json',
      'tests.json',
    ]);
    const posts = JSON.parse(strFromU8(files['posts.json']!)) as { id: string; text: string; media_ids: string[] }[];
    expect(posts.map((p) => [p.id, p.text, p.media_ids])).toEqual([[post.id, 'Менің деректерім #export', [image.id]]]);
    const profile = JSON.parse(strFromU8(files['profile.json']!)) as { account: Record<string, unknown> };
    expect(profile.account.username).toBe('exporter_e');
    expect(profile.account).not.toHaveProperty('password_hash');
    const stored = await ctx.app.storage.get(image.storageKey);
    const original: Buffer[] = [];
    for await (const chunk of stored.stream) original.push(chunk as Buffer);
    expect(Buffer.from(files[`media/${image.storageKey}`]!).equals(Buffer.concat(original))).toBe(true);

    const audit = await db()
      .select({ action: adminAudit.action })
      .from(adminAudit)
      .where(eq(adminAudit.targetUserId, me.user.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['DATA_EXPORT_DOWNLOADED', 'DATA_EXPORT_REQUESTED']);
  });

  it('refuses a second request while one is running with a translated 409, changing nothing', async () => {
    const me = await signedInUser(ctx.app);
    const first = (await ask(me.session)).json<TDataExport>();
    const second = await ask(me.session);
    expect(second.statusCode).toBe(409);
    expect(second.json<TApiErrorBody>().code).toBe('DATA_EXPORT_RUNNING');
    const rows = await db().select({ id: dataExports.id }).from(dataExports).where(eq(dataExports.userId, me.user.id));
    expect(rows).toEqual([{ id: first.id }]);
    // Once it is done, a new request is accepted.
    await runExport(deps(), first.id);
    expect((await ask(me.session)).statusCode).toBe(202);
  });

  it('after 24 hours answers 410 and the file is removed from storage', async () => {
    const me = await signedInUser(ctx.app);
    const { id } = (await ask(me.session)).json<TDataExport>();
    await runExport(deps(), id);
    const [row] = await db().select().from(dataExports).where(eq(dataExports.id, id));
    const key = row!.storageKey!;
    await ctx.app.storage.get(key);

    // The hourly cleanup leaves it while the link is valid, and removes it once the link has ended.
    expect(await expireExports(deps(), new Date(Date.now() + 23 * HOUR))).toBe(0);
    await ctx.app.storage.get(key);
    expect(await expireExports(deps(), new Date(Date.now() + 25 * HOUR))).toBe(1);
    await expect(ctx.app.storage.get(key)).rejects.toBeInstanceOf(StorageNotFoundError);

    const gone = await download(me.session, id);
    expect(gone.statusCode).toBe(410);
    expect(gone.json<TApiErrorBody>().code).toBe('DATA_EXPORT_EXPIRED');
    expect((await state(me.session))?.status).toBe('EXPIRED');
  });

  it('a link past its end is refused at once, before the cleanup runs, and its file removed', async () => {
    const me = await signedInUser(ctx.app);
    const { id } = (await ask(me.session)).json<TDataExport>();
    await runExport(deps(), id);
    const [row] = await db().select().from(dataExports).where(eq(dataExports.id, id));
    await db()
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, id));
    expect((await download(me.session, id)).statusCode).toBe(410);
    await expect(ctx.app.storage.get(row!.storageKey!)).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it('an account purge removes the person’s export file from storage too', async () => {
    const me = await signedInUser(ctx.app);
    const { id } = (await ask(me.session)).json<TDataExport>();
    await runExport(deps(), id);
    const [row] = await db().select().from(dataExports).where(eq(dataExports.id, id));
    await ctx.app.storage.get(row!.storageKey!);
    const asked = await call(ctx.app, 'POST', '/api/v1/privacy/account/deletion', {
      session: me.session,
      body: { password: TEST_PASSWORD },
    });
    expect(asked.statusCode).toBe(200);
    expect(
      await purgeDueAccounts(
        { db: db(), storage: ctx.app.storage, log: ctx.app.log },
        new Date(Date.now() + 8 * 24 * HOUR),
      ),
    ).toBe(1);
    await expect(ctx.app.storage.get(row!.storageKey!)).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it('puts the latest analysis in as the PDF report, and the test answers with their results', async () => {
    await seedInstruments(db());
    await seedCatalog(db());
    const { user, password } = await createUser(db(), { tier: 'STANDARD' });
    const session = await signIn(ctx.app, user.username, password);
    await completeRequiredTests(db(), user.id);
    const started = await call(ctx.app, 'POST', '/api/v1/personality/analyses', { session });
    expect(started.statusCode, started.body).toBe(202);
    await runAnalysis({ db: db(), ai: ctx.config.ai, log: ctx.app.log }, started.json<{ jobId: string }>().jobId);

    const { id } = (await ask(session)).json<TDataExport>();
    await runExport(deps(), id);
    const files = unzipSync(new Uint8Array((await download(session, id)).rawPayload));
    expect(strFromU8(files['analysis-report.pdf']!.subarray(0, 5), true)).toBe('%PDF-');
    const analyses = JSON.parse(strFromU8(files['analyses.json']!)) as { status: string }[];
    expect(analyses.map((a) => a.status)).toEqual(['COMPLETED']);
    const attempts = JSON.parse(strFromU8(files['tests.json']!)) as {
      completed_at: string | null;
      answers: unknown[];
      result: unknown;
    }[];
    expect(attempts.length).toBeGreaterThan(0);
    for (const a of attempts) {
      expect(a.completed_at).not.toBeNull();
      expect(a.answers.length).toBeGreaterThan(0);
      expect(a.result).not.toBeNull();
    }
  });
});

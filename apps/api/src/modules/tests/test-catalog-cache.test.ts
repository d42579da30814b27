import type {
  TAdminTest,
  TAdminTestSummary,
  TAttempt,
  TPersonalityStatus,
  TTestDetail,
  TTestList,
} from '@bagdar/contracts';

type TAnswerSaved = { answered: number; total: number };
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { testAttempts, testCatalogState, testCompletionCounts } from '../../db/schema/tests.ts';
import { countQueries, countStatements } from '../../test/count-queries.ts';
import { createUser } from '../../test/factories.ts';
import { buildExtraApp, call, signIn, useTestApp } from '../../test/test-app.ts';
import type { FastifyInstance } from 'fastify';
import { testCatalogCacheOf } from './test-catalog-cache.ts';
import { createPublishedTest, L, setDateOfBirth, traitDraft, yearsAgo } from './test-fixtures.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;

async function student(app: FastifyInstance = ctx.app) {
  const { user, username, password } = await createUser(db(), { tier: 'STANDARD' });
  await setDateOfBirth(db(), user.id, yearsAgo(17));
  return { user, session: await signIn(app, username, password) };
}

async function admin(app: FastifyInstance = ctx.app) {
  const { username, password } = await createUser(db(), { role: 'SUPER_ADMIN' });
  return signIn(app, username, password);
}

const extraApps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(extraApps.splice(0).map((app) => app.close()));
});

/** Another API process on the same database: its own session and catalogue caches. */
async function otherProcess(): Promise<FastifyInstance> {
  const app = await buildExtraApp(ctx, {});
  extraApps.push(app);
  return app;
}

describe('the test catalogue cache: statements per request', () => {
  it('reads one statement per student route and per admin read while the catalogue is unchanged', async () => {
    const testId = await createPublishedTest(db(), traitDraft());
    const { session } = await student();
    const adminSession = await admin();
    const get = (url: string, s = session) => call(ctx.app, 'GET', url, { session: s });

    const attempt = (await call(ctx.app, 'POST', `/api/v1/tests/${testId}/attempts`, { session })).json<TAttempt>();
    const [first, ...rest] = attempt.questions;
    // Warm: the session and the catalogue are read once.
    await get('/api/v1/tests');
    await get(`/api/v1/tests/${testId}/attempts/current`);
    await get('/api/v1/admin/tests', adminSession);

    // Each read is made twice and the second counted: on a PostgreSQL server, the session cache may
    // have dropped the user's session on a signal that arrived late (their own sign-up's writes).
    const one = async (run: () => Promise<{ statusCode: number; body: string }>) => {
      await run();
      const { queries, result } = await countQueries(db(), run);
      expect(result.statusCode, result.body).toBe(200);
      return queries;
    };
    expect(await one(() => get('/api/v1/tests'))).toBe(1);
    expect(await one(() => get(`/api/v1/tests/${testId}`))).toBe(1);
    expect(await one(() => get(`/api/v1/tests/${testId}/attempts/current`))).toBe(1);

    const put = (questionId: string, body: unknown) =>
      call(ctx.app, 'PUT', `/api/v1/tests/${testId}/attempts/${attempt.id}/answers/${questionId}`, { session, body });
    const saved = await countStatements(db(), () => put(first!.id, { value: 4 }));
    expect(saved.result.json<TAnswerSaved>()).toEqual({ answered: 1, total: 4 });
    expect(saved.statements).toBe(1);
    // Replacing an answer does not count it twice.
    expect((await put(first!.id, { value: 2 })).json<TAnswerSaved>()).toEqual({ answered: 1, total: 4 });
    for (const q of rest) {
      await put(q.id, q.kind === 'LIKERT' ? { value: 3 } : { optionIds: [q.options[0]!.id] });
    }
    const finished = await call(ctx.app, 'POST', `/api/v1/tests/${testId}/attempts/${attempt.id}/finish`, {
      session,
    });
    expect(finished.statusCode, finished.body).toBe(200);
    expect(await one(() => get(`/api/v1/tests/${testId}/attempts/${attempt.id}/result`))).toBe(1);
    expect(await one(() => get('/api/v1/personality'))).toBe(1);

    expect(await one(() => get('/api/v1/admin/tests', adminSession))).toBe(1);
    expect(await one(() => get(`/api/v1/admin/tests/${testId}`, adminSession))).toBe(1);
  });

  it('keeps the completed attempts per test as attempts are finished, reopened and deleted', async () => {
    const testId = await createPublishedTest(db(), traitDraft());
    const adminSession = await admin();
    const completed = async () =>
      (await call(ctx.app, 'GET', '/api/v1/admin/tests', { session: adminSession }))
        .json<{ items: TAdminTestSummary[] }>()
        .items.find((t) => t.id === testId)?.completedAttempts;
    const { user } = await student();
    const [version] = await db()
      .execute(sql`SELECT id FROM test_versions WHERE test_id = ${testId}`)
      .then((r) => (r as { rows: { id: string }[] }).rows);
    const at = new Date('2026-01-01T00:00:00Z');
    await db()
      .insert(testAttempts)
      .values([
        { userId: user.id, testId, versionId: version!.id, completedAt: at },
        { userId: user.id, testId, versionId: version!.id, completedAt: at },
        { userId: user.id, testId, versionId: version!.id },
      ]);
    expect(await completed()).toBe(2);
    await db()
      .update(testAttempts)
      .set({ completedAt: at })
      .where(sql`${testAttempts.completedAt} IS NULL`);
    expect(await completed()).toBe(3);
    await db().update(testAttempts).set({ durationSeconds: 5 });
    expect(await completed()).toBe(3);
    const [some] = await db().select({ id: testAttempts.id }).from(testAttempts).limit(1);
    await db().update(testAttempts).set({ completedAt: null }).where(eq(testAttempts.id, some!.id));
    expect(await completed()).toBe(2);
    await db().delete(testAttempts);
    expect(await completed()).toBe(0);
    const [count] = await db().select().from(testCompletionCounts);
    expect(count?.completed).toBe(0);
  });
});

describe('the test catalogue cache across processes', () => {
  it('shows a publish, an edit and an unpublish made in another process on the next read', async () => {
    const other = await otherProcess();
    const { session } = await student();
    const otherAdmin = await admin(other);
    const titles = async () =>
      (await call(ctx.app, 'GET', '/api/v1/tests', { session })).json<TTestList>().items.map((t) => t.title.en);
    expect(await titles()).toEqual([]);
    const held = testCatalogCacheOf(ctx.app).generation;
    expect(held).toBeTypeOf('number');

    const created = (
      await call(other, 'POST', '/api/v1/admin/tests', { session: otherAdmin, body: traitDraft() })
    ).json<TAdminTest>();
    expect(await titles()).toEqual([]);
    expect(
      (await call(other, 'POST', `/api/v1/admin/tests/${created.id}/publish`, { session: otherAdmin })).statusCode,
    ).toBe(200);
    expect(await titles()).toEqual(['Trait sample']);

    // An edit of a published test is a new version: the next read in this process shows it.
    const edited = { ...traitDraft(), title: L('Renamed') };
    expect(
      (await call(other, 'PUT', `/api/v1/admin/tests/${created.id}`, { session: otherAdmin, body: edited })).statusCode,
    ).toBe(200);
    expect(await titles()).toEqual(['Renamed']);
    const detail = (await call(ctx.app, 'GET', `/api/v1/tests/${created.id}`, { session })).json<TTestDetail>();
    expect(detail.title.en).toBe('Renamed');
    const adminHere = await admin();
    const adminView = (
      await call(ctx.app, 'GET', `/api/v1/admin/tests/${created.id}`, { session: adminHere })
    ).json<TAdminTest>();
    expect(adminView.title.en).toBe('Renamed');

    expect(
      (await call(other, 'POST', `/api/v1/admin/tests/${created.id}/unpublish`, { session: otherAdmin })).statusCode,
    ).toBe(200);
    expect(await titles()).toEqual([]);
    expect((await call(ctx.app, 'GET', `/api/v1/tests/${created.id}`, { session })).statusCode).toBe(404);
    const draftView = (
      await call(ctx.app, 'GET', `/api/v1/admin/tests/${created.id}`, { session: adminHere })
    ).json<TAdminTest>();
    expect(draftView.status).toBe('DRAFT');
  });

  it('saves an answer correctly after another process changed the catalogue under the held one', async () => {
    const other = await otherProcess();
    const otherAdmin = await admin(other);
    const testId = await createPublishedTest(db(), traitDraft());
    const { session } = await student();
    const attempt = (await call(ctx.app, 'POST', `/api/v1/tests/${testId}/attempts`, { session })).json<TAttempt>();
    const [first, second] = attempt.questions;
    const put = (questionId: string, body: unknown) =>
      call(ctx.app, 'PUT', `/api/v1/tests/${testId}/attempts/${attempt.id}/answers/${questionId}`, { session, body });
    expect((await put(first!.id, { value: 4 })).json<TAnswerSaved>()).toEqual({ answered: 1, total: 4 });

    // Any change of the catalogue (here a new category) makes the held one stale: the answer is still saved.
    const category = await call(other, 'POST', '/api/v1/admin/test-categories', {
      session: otherAdmin,
      body: { key: 'fresh', name: L('Fresh'), priority: 1 },
    });
    expect(category.statusCode, category.body).toBe(201);
    expect((await put(first!.id, { value: 3 })).json<TAnswerSaved>()).toEqual({ answered: 1, total: 4 });
    // The catalogue was read again (and the version's questions with the next answer): one statement again.
    await put(first!.id, { value: 4 });
    const again = await countStatements(db(), () => put(first!.id, { value: 4 }));
    expect(again.statements).toBe(1);

    // A new version: this attempt stays on its own, whose questions still take answers.
    const edited = { ...traitDraft(), title: L('Second version') };
    expect(
      (await call(other, 'PUT', `/api/v1/admin/tests/${testId}`, { session: otherAdmin, body: edited })).statusCode,
    ).toBe(200);
    const saved = await put(second!.id, { value: 5 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<TAnswerSaved>()).toEqual({ answered: 2, total: 4 });
    const current = (
      await call(ctx.app, 'GET', `/api/v1/tests/${testId}/attempts/current`, { session })
    ).json<TAttempt>();
    expect(current.version).toBe(1);
    expect(current.answers).toEqual({ [first!.id]: { value: 4 }, [second!.id]: { value: 5 } });
  });

  it('learns of a catalogue change written by another connection (PostgreSQL server)', async (test) => {
    const url = ctx.testDb.url;
    if (!url) {
      test.skip('PGlite is one process: no other connection can write');
      return;
    }
    const testId = await createPublishedTest(db(), traitDraft());
    const { session } = await student();
    const list = async () => (await call(ctx.app, 'GET', '/api/v1/tests', { session })).json<TTestList>();
    expect((await list()).items.map((t) => t.id)).toEqual([testId]);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`UPDATE tests SET status = 'DRAFT' WHERE id = $1`, [testId]);
    } finally {
      await client.end();
    }
    expect((await list()).items).toEqual([]);
    const [state] = await db().select().from(testCatalogState);
    expect(state?.generation).toBe(testCatalogCacheOf(ctx.app).generation);
  });

  it('answers the personality status with the required tests the catalogue holds', async () => {
    const { session } = await student();
    const status = (await call(ctx.app, 'GET', '/api/v1/personality', { session })).json<TPersonalityStatus>();
    expect(status.state).toBe('INACTIVE');
    expect(status.missingTests.every((t) => t.id === '')).toBe(true);
  });
});

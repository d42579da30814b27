import type { TApiErrorBody, TPersonalityStatus } from '@bagdar/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.ts';
import { completeRequiredTests, INTJ_TARGETS, IRA_TARGETS } from '../../db/seed/demo-profile.ts';
import { seedCatalog } from '../../db/seed/catalog-seed.ts';
import { seedInstruments } from '../../db/seed/instruments-seed.ts';
import { leaningAnswers, recordCompletedAttempt } from '../tests/recorded-attempt.ts';
import { createUser, type UserFactoryOptions } from '../../test/factories.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';
import { runAnalysis } from './analysis-runner.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;

async function signedIn(options: UserFactoryOptions = {}) {
  const { user, username, password } = await createUser(db(), options);
  return { user, session: await signIn(ctx.app, username, password) };
}
const status = async (session: string) =>
  (await call(ctx.app, 'GET', '/api/v1/personality', { session })).json<TPersonalityStatus>();
const start = (session: string) => call(ctx.app, 'POST', '/api/v1/personality/analyses', { session });
/** What the pg-boss worker does with the job, run here synchronously. */
const work = (jobId: string) => runAnalysis({ db: db(), ai: ctx.config.ai, log: ctx.app.log }, jobId);

async function analysed(options: UserFactoryOptions) {
  await seedInstruments(db());
  await seedCatalog(db());
  const signed = await signedIn(options);
  await completeRequiredTests(db(), signed.user.id);
  const started = await start(signed.session);
  expect(started.statusCode, started.body).toBe(202);
  await work(started.json<{ jobId: string }>().jobId);
  return signed;
}

describe('personality analysis states', () => {
  it('goes INACTIVE → READY → LOADING → COMPLETED (full) and then locks re-analysis until a date', async () => {
    await seedInstruments(db());
    await seedCatalog(db());
    const { user, session } = await signedIn({ tier: 'STANDARD' });

    const inactive = await status(session);
    expect(inactive).toMatchObject({
      state: 'INACTIVE',
      job: null,
      analysis: null,
      preview: null,
      cooldownUntil: null,
    });
    expect(inactive.missingTests.map((t) => t.slug)).toEqual(['personality-type', 'career-interests']);
    const early = await start(session);
    expect(early.statusCode).toBe(409);
    expect(early.json<TApiErrorBody>().code).toBe('TESTS_INCOMPLETE');

    await recordCompletedAttempt(db(), {
      userId: user.id,
      testSlug: 'personality-type',
      answerFor: leaningAnswers(INTJ_TARGETS),
    });
    const half = await status(session);
    expect(half.state).toBe('INACTIVE');
    expect(half.missingTests.map((t) => t.slug)).toEqual(['career-interests']);
    await recordCompletedAttempt(db(), {
      userId: user.id,
      testSlug: 'career-interests',
      answerFor: leaningAnswers(IRA_TARGETS),
    });
    expect(await status(session)).toMatchObject({ state: 'READY', missingTests: [], access: 'FULL' });

    const started = await start(session);
    expect(started.statusCode).toBe(202);
    const { jobId } = started.json<{ jobId: string }>();
    expect(await status(session)).toMatchObject({ state: 'LOADING', job: { id: jobId, stage: 'PROFILE', percent: 0 } });
    const twice = await start(session);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<TApiErrorBody>().code).toBe('ANALYSIS_RUNNING');

    await work(jobId);
    const done = await status(session);
    expect(done.state).toBe('COMPLETED');
    expect(done.access).toBe('FULL');
    expect(done.analysis).toMatchObject({ id: jobId, type: 'INTJ', provider: 'builtin', aiEnriched: false });
    expect(done.analysis?.hollandCode).toBe('IRA');
    expect(done.analysis?.axes).toEqual([
      { axis: 'EI', pole: 'I', strength: 60 },
      { axis: 'SN', pole: 'N', strength: 40 },
      { axis: 'TF', pole: 'T', strength: 50 },
      { axis: 'JP', pole: 'J', strength: 30 },
    ]);
    expect(done.analysis?.professions.length).toBeGreaterThan(0);
    expect(done.preview?.type).toBe('INTJ');
    const until = Date.parse(done.cooldownUntil ?? '');
    expect(until - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(until - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);

    const again = await start(session);
    expect(again.statusCode).toBe(409);
    expect(again.json<TApiErrorBody>()).toMatchObject({
      code: 'ANALYSIS_COOLDOWN',
      meta: { until: done.cooldownUntil },
    });
  });

  it('gives a FREE user the preview only, organisation members the full analysis', async () => {
    const free = await analysed({});
    const preview = await status(free.session);
    expect(preview).toMatchObject({ state: 'COMPLETED', access: 'PREVIEW', analysis: null });
    expect(Object.keys(preview.preview ?? {}).sort()).toEqual(['createdAt', 'hollandCode', 'id', 'summary', 'type']);

    const member = await analysed({ org: { role: 'ORG_STUDENT' } });
    expect(await status(member.session)).toMatchObject({ state: 'COMPLETED', access: 'FULL' });
    const lapsed = await analysed({ org: { role: 'ORG_STUDENT', window: 'ended' } });
    expect((await status(lapsed.session)).access).toBe('PREVIEW');
  });
});

describe('GET /personality/report.pdf', () => {
  it('sends the PDF to full-access users and the paywall to preview ones', async () => {
    const standard = await analysed({ tier: 'STANDARD' });
    const response = await call(ctx.app, 'GET', '/api/v1/personality/report.pdf?locale=kk', {
      session: standard.session,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="bagdar-analysis.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const free = await analysed({});
    const denied = await call(ctx.app, 'GET', '/api/v1/personality/report.pdf', { session: free.session });
    expect(denied.statusCode).toBe(403);
    expect(denied.json<TApiErrorBody>()).toMatchObject({ code: 'PAYWALL', reason: 'user_insufficient_tier' });

    const none = await signedIn({ tier: 'PRO' });
    expect((await call(ctx.app, 'GET', '/api/v1/personality/report.pdf', { session: none.session })).statusCode).toBe(
      404,
    );
    const badLocale = await call(ctx.app, 'GET', '/api/v1/personality/report.pdf?locale=de', {
      session: standard.session,
    });
    expect(badLocale.statusCode).toBe(400);
    expect((await call(ctx.app, 'GET', '/api/v1/personality/report.pdf')).statusCode).toBe(401);
  });
});

describe('rendering PDF reports', () => {
  it('renders off the event loop, two at a time per user, and answers the last render again until its data changes', async () => {
    const pro = await analysed({ tier: 'PRO' });
    const report = (locale: string) =>
      call(ctx.app, 'GET', `/api/v1/personality/report.pdf?locale=${locale}`, { session: pro.session });
    expect((await report('ru')).statusCode).toBe(200); // the render thread starts
    await db().update(users).set({ lastName: 'Омарова' }).where(eq(users.id, pro.user.id));

    let longestStall = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longestStall = Math.max(longestStall, now - last - 10);
      last = now;
    }, 10);
    // Three different reports at once, each asked twice: two render, equal ones share a render,
    // the third is refused until one of them is done.
    const burst = await Promise.all(['kk', 'en', 'ru', 'kk', 'en', 'ru'].map(report));
    clearInterval(ticker);
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    const refused = burst.find((response) => response.statusCode === 429);
    expect(refused?.json<TApiErrorBody>().code).toBe('RATE_LIMITED');
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    // Four renders of about half a second of CPU each ran on the event loop and stalled every other
    // request for seconds; off it, the loop only waits for the (busy, shared) machine.
    expect(longestStall).toBeLessThan(1000);

    // The last render is answered again (byte for byte: a new one would carry a new creation date)...
    const first = await report('en');
    expect(first.statusCode).toBe(200);
    const again = await report('en');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    // ...until what it shows changes.
    await db().update(users).set({ firstName: 'Жанар' }).where(eq(users.id, pro.user.id));
    const renamed = await report('en');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.rawPayload.equals(first.rawPayload)).toBe(false);
  });
});

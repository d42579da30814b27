import type { TApiErrorBody, TAttempt, TAttemptResult, TTestCard, TTestDetail, TTestList } from '@bagdar/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INSTRUMENTS } from '../../content/instruments/all-instruments.ts';
import { seedInstruments } from '../../db/seed/instruments-seed.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import { testAttempts } from '../../db/schema/tests.ts';
import { createUser, type UserFactoryOptions } from '../../test/factories.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';
import { createPublishedTest, knowledgeDraft, setDateOfBirth, traitDraft, yearsAgo } from './test-fixtures.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;

// Taking a test needs STANDARD or organisation access (spec §6); pass {} for a FREE user.
async function signedIn(options: UserFactoryOptions = { tier: 'STANDARD' }, dateOfBirth: string | null = yearsAgo(17)) {
  const { user, username, password } = await createUser(db(), options);
  await setDateOfBirth(db(), user.id, dateOfBirth);
  return { user, session: await signIn(ctx.app, username, password) };
}

const start = (session: string, testId: string) =>
  call(ctx.app, 'POST', `/api/v1/tests/${testId}/attempts`, { session });
const answer = (session: string, attempt: TAttempt, questionId: string, body: unknown) =>
  call(ctx.app, 'PUT', `/api/v1/tests/${attempt.testId}/attempts/${attempt.id}/answers/${questionId}`, {
    session,
    body,
  });
const finish = (session: string, attempt: TAttempt) =>
  call(ctx.app, 'POST', `/api/v1/tests/${attempt.testId}/attempts/${attempt.id}/finish`, { session });

/** Answers every question of an attempt: Likert with `value`, choice questions with their option at `pick`. */
async function answerAll(session: string, attempt: TAttempt, picks: (number | number[])[]) {
  for (const [i, question] of attempt.questions.entries()) {
    const pick = picks[i] ?? 3;
    const body =
      question.kind === 'LIKERT'
        ? { value: pick }
        : { optionIds: (Array.isArray(pick) ? pick : [pick]).map((p) => question.options[p]?.id) };
    const response = await answer(session, attempt, question.id, body);
    expect(response.statusCode, response.body).toBe(200);
  }
}

describe('the seeded instruments', () => {
  it('are published with the items the content defines, Likert items with the five answers', async () => {
    expect(await seedInstruments(db())).toEqual({ created: 4 });
    expect(await seedInstruments(db())).toEqual({ created: 0 });
    const { session } = await signedIn({ tier: 'PRO' });
    const list = (await call(ctx.app, 'GET', '/api/v1/tests', { session })).json<TTestList>();
    expect(list.items.map((t) => t.slug)).toEqual(INSTRUMENTS.map((i) => i.slug));
    for (const instrument of INSTRUMENTS) {
      const card = list.items.find((t) => t.slug === instrument.slug);
      expect(card?.questionCount).toBe(instrument.items.length);
      expect(card?.requiredTier).toBe(instrument.requiredTier);
      expect(card?.categories.map((c) => c.key).sort()).toEqual(instrument.categories.map((c) => c.key).sort());
    }
    const personality = list.items.find((t) => t.slug === 'personality-type') as TTestCard;
    const attempt = (await start(session, personality.id)).json<TAttempt>();
    expect(attempt.questions).toHaveLength(40);
    expect(attempt.questions[0]?.options.map((o) => o.value)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('GET /tests', () => {
  it('shows access by tier and organisation, availability by age, and per-user state', async () => {
    await seedInstruments(db());
    const standard = await signedIn({ tier: 'STANDARD' });
    const list = (await call(ctx.app, 'GET', '/api/v1/tests', { session: standard.session })).json<TTestList>();
    const bySlug = (l: TTestList, slug: string) => l.items.find((t) => t.slug === slug) as TTestCard;
    expect(bySlug(list, 'career-interests').access).toEqual({ allowed: true });
    expect(bySlug(list, 'work-values').access).toEqual({ allowed: false, reason: 'user_insufficient_tier' });
    expect(bySlug(list, 'career-interests').state).toBe('NOT_STARTED');
    expect(list.stats).toEqual({ completed: 0, inProgress: 0, timeSpentMinutes: 0 });

    const free = await signedIn({});
    const freeList = (await call(ctx.app, 'GET', '/api/v1/tests', { session: free.session })).json<TTestList>();
    expect(bySlug(freeList, 'career-interests').access).toEqual({ allowed: false, reason: 'user_insufficient_tier' });

    const student = await signedIn({ org: { role: 'ORG_STUDENT' } }, yearsAgo(11));
    const orgList = (await call(ctx.app, 'GET', '/api/v1/tests', { session: student.session })).json<TTestList>();
    expect(bySlug(orgList, 'work-values').access).toEqual({ allowed: true });
    expect(bySlug(orgList, 'career-interests').availability).toEqual({ available: false, reason: 'under_minimum_age' });

    const admin = await signedIn({ role: 'SUPER_ADMIN' });
    const adminList = (await call(ctx.app, 'GET', '/api/v1/tests', { session: admin.session })).json<TTestList>();
    expect(adminList.items.every((t) => t.access.allowed)).toBe(true);

    const attempt = (await start(standard.session, bySlug(list, 'career-interests').id)).json<TAttempt>();
    await answerAll(standard.session, { ...attempt, questions: attempt.questions.slice(0, 3) }, [4, 4, 4]);
    const after = (await call(ctx.app, 'GET', '/api/v1/tests', { session: standard.session })).json<TTestList>();
    expect(bySlug(after, 'career-interests')).toMatchObject({
      state: 'IN_PROGRESS',
      progress: { answered: 3, total: 48 },
      activeAttemptId: attempt.id,
    });
    expect(after.stats.inProgress).toBe(1);
  });

  it('needs a signed-in, onboarded user', async () => {
    expect((await call(ctx.app, 'GET', '/api/v1/tests')).statusCode).toBe(401);
    const { session } = await signedIn({ onboarded: false });
    expect((await call(ctx.app, 'GET', '/api/v1/tests', { session })).statusCode).toBe(403);
  });
});

describe('GET /tests/:id', () => {
  it('answers 404 for unknown, malformed and draft tests', async () => {
    const { session } = await signedIn();
    const draft = await import('./tests-admin.service.ts').then((m) => m.createTest(db(), traitDraft()));
    for (const id of [draft.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await call(ctx.app, 'GET', `/api/v1/tests/${id}`, { session });
      expect(response.statusCode).toBe(404);
      expect(response.json<TApiErrorBody>().code).toBe('NOT_FOUND');
    }
  });
});

describe('taking a test', () => {
  it('refuses a test without access: 403 PAYWALL with the reason, also when answering after a downgrade', async () => {
    await seedInstruments(db());
    const free = await signedIn({});
    const list = (await call(ctx.app, 'GET', '/api/v1/tests', { session: free.session })).json<TTestList>();
    const career = list.items.find((t) => t.slug === 'career-interests') as TTestCard;
    const denied = await start(free.session, career.id);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'PAYWALL', reason: 'user_insufficient_tier' });

    const expired = await signedIn({ org: { role: 'ORG_STUDENT', window: 'ended' } });
    expect((await start(expired.session, career.id)).json()).toMatchObject({ code: 'PAYWALL', reason: 'org_expired' });

    const standard = await signedIn({ tier: 'STANDARD' });
    const attempt = (await start(standard.session, career.id)).json<TAttempt>();
    await db().delete(subscriptions).where(eq(subscriptions.userId, standard.user.id));
    const question = attempt.questions[0];
    const response = await answer(standard.session, attempt, question?.id ?? '', { value: 4 });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'PAYWALL', reason: 'user_insufficient_tier' });
  });

  it('refuses a user under the minimum age: 403 UNDER_MINIMUM_AGE with the age', async () => {
    const testId = await createPublishedTest(db(), traitDraft({ minimumAge: 14 }));
    const young = await signedIn({ tier: 'STANDARD' }, yearsAgo(13));
    const response = await start(young.session, testId);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'UNDER_MINIMUM_AGE',
      reason: 'under_minimum_age',
      meta: { minimumAge: '14' },
    });
    const old = await signedIn({ tier: 'STANDARD' }, yearsAgo(14));
    expect((await start(old.session, testId)).statusCode).toBe(201);
  });

  it('starts once and resumes with the saved answers', async () => {
    const testId = await createPublishedTest(db(), traitDraft());
    const { session } = await signedIn();
    const first = await start(session, testId);
    expect(first.statusCode).toBe(201);
    const attempt = first.json<TAttempt>();
    expect(attempt.answers).toEqual({});
    const [q1, , , q4] = attempt.questions;
    expect((await answer(session, attempt, q1?.id ?? '', { value: 2 })).json()).toEqual({ answered: 1, total: 4 });
    expect((await answer(session, attempt, q1?.id ?? '', { value: 5 })).json()).toEqual({ answered: 1, total: 4 });
    const optionId = q4?.options[2]?.id ?? '';
    expect((await answer(session, attempt, q4?.id ?? '', { optionIds: [optionId] })).json()).toEqual({
      answered: 2,
      total: 4,
    });

    const resumed = await start(session, testId);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json<TAttempt>().id).toBe(attempt.id);
    const expected = { [q1?.id ?? '']: { value: 5 }, [q4?.id ?? '']: { optionIds: [optionId] } };
    expect(resumed.json<TAttempt>().answers).toEqual(expected);
    const current = await call(ctx.app, 'GET', `/api/v1/tests/${testId}/attempts/current`, { session });
    expect(current.json<TAttempt>().answers).toEqual(expected);
  });

  it('rejects answers that do not fit: another test (404), a foreign option, wrong kinds (400)', async () => {
    const traitId = await createPublishedTest(db(), traitDraft());
    const knowledgeId = await createPublishedTest(db(), knowledgeDraft());
    const { session } = await signedIn();
    const trait = (await start(session, traitId)).json<TAttempt>();
    const knowledge = (await start(session, knowledgeId)).json<TAttempt>();
    const [likert, , , single] = trait.questions as [
      TAttempt['questions'][number],
      unknown,
      unknown,
      TAttempt['questions'][number],
    ];
    const foreignQuestion = knowledge.questions[0]?.id ?? '';

    const otherTest = await answer(session, trait, foreignQuestion, {
      optionIds: [knowledge.questions[0]?.options[0]?.id],
    });
    expect(otherTest.statusCode).toBe(404);
    expect((await answer(session, trait, 'not-a-uuid', { value: 3 })).statusCode).toBe(404);

    const foreignOption = await answer(session, trait, single.id, {
      optionIds: [knowledge.questions[0]?.options[0]?.id],
    });
    expect(foreignOption.statusCode).toBe(400);
    expect(foreignOption.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ field: 'optionIds.0', code: 'option_not_in_question' }],
    });
    const likertOption = likert.options[0]?.id ?? '';
    expect((await answer(session, trait, single.id, { optionIds: [likertOption] })).statusCode).toBe(400);
    expect((await answer(session, trait, single.id, { value: 3 })).statusCode).toBe(400);
    expect((await answer(session, trait, likert.id, { optionIds: [likertOption] })).statusCode).toBe(400);
    const two = single.options.slice(0, 2).map((o) => o.id);
    expect((await answer(session, trait, single.id, { optionIds: two })).json<TApiErrorBody>().details?.[0]?.code).toBe(
      'single_option_only',
    );
    expect((await answer(session, trait, likert.id, { value: 6 })).statusCode).toBe(400);
    expect((await answer(session, trait, likert.id, {})).statusCode).toBe(400);

    const stranger = await signedIn();
    expect((await answer(stranger.session, trait, likert.id, { value: 3 })).statusCode).toBe(404);
  });

  it('refuses to finish with unanswered questions and names them', async () => {
    const testId = await createPublishedTest(db(), traitDraft());
    const { session } = await signedIn();
    const attempt = (await start(session, testId)).json<TAttempt>();
    await answer(session, attempt, attempt.questions[1]?.id ?? '', { value: 3 });
    const response = await finish(session, attempt);
    expect(response.statusCode).toBe(400);
    expect(response.json<TApiErrorBody>().code).toBe('QUESTIONS_UNANSWERED');
    expect(response.json<TApiErrorBody>().details).toEqual(
      [0, 2, 3].map((i) => ({
        field: `questions.${attempt.questions[i]?.id}`,
        code: 'question_unanswered',
        message: 'question_unanswered',
      })),
    );
  });

  it('scores a trait test (hand-computed) and freezes the result', async () => {
    const testId = await createPublishedTest(db(), traitDraft());
    const { session } = await signedIn();
    const attempt = (await start(session, testId)).json<TAttempt>();
    // q1 EI+ 5 -> +2, q2 EI- 2 -> +1, q3 R+ 4 -> +1, q4 option a -> R +2
    await answerAll(session, attempt, [5, 2, 4, 0]);
    const response = await finish(session, attempt);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<TAttemptResult>();
    // EI: raw 3 over [-4, 5] (Likert ±4, option c could add 1) -> 7/9 = 77.8
    // R: raw 3 over [-2, 4] (Likert ±2, option a up to 2) -> 5/6 = 83.3
    expect(result.scales.map((s) => [s.key, s.score, s.interpretation.en, s.previousScore])).toEqual([
      ['EI', 78, 'EI high', null],
      ['R', 83, 'R high', null],
    ]);
    expect(result.scales[0]?.poles?.positive.key).toBe('E');
    expect(result).toMatchObject({ scoring: 'TRAIT', knowledge: null, previousAttemptAt: null, feedbackGiven: false });

    const again = await finish(session, attempt);
    expect(again.statusCode).toBe(409);
    expect(again.json<TApiErrorBody>().code).toBe('ATTEMPT_COMPLETED');
    expect(
      (await answer(session, attempt, attempt.questions[0]?.id ?? '', { value: 1 })).json<TApiErrorBody>().code,
    ).toBe('ATTEMPT_COMPLETED');
    const read = await call(ctx.app, 'GET', `/api/v1/tests/${testId}/attempts/${attempt.id}/result`, { session });
    expect(read.json<TAttemptResult>().scales).toEqual(result.scales);
    const stranger = await signedIn();
    const foreign = await call(ctx.app, 'GET', `/api/v1/tests/${testId}/attempts/${attempt.id}/result`, {
      session: stranger.session,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('scores a knowledge test (hand-computed): a partial MULTIPLE answer is wrong', async () => {
    const testId = await createPublishedTest(db(), knowledgeDraft());
    const { session } = await signedIn();
    const attempt = (await start(session, testId)).json<TAttempt>();
    await answerAll(session, attempt, [0, [0], 1]);
    const result = (await finish(session, attempt)).json<TAttemptResult>();
    expect(result.knowledge).toEqual({ correct: 2, total: 3, percent: 67 });
    expect(result.scales.map((s) => [s.key, s.score, s.interpretation.en])).toEqual([
      ['NUM', 50, 'NUM high'],
      ['VERB', 100, 'VERB high'],
    ]);
  });

  it('retakes a completed test and compares with the previous attempt', async () => {
    const testId = await createPublishedTest(db(), traitDraft());
    const { session } = await signedIn();
    const first = (await start(session, testId)).json<TAttempt>();
    await answerAll(session, first, [5, 2, 4, 0]);
    const firstResult = (await finish(session, first)).json<TAttemptResult>();

    const second = await start(session, testId);
    expect(second.statusCode).toBe(201);
    const retake = second.json<TAttempt>();
    expect(retake.id).not.toBe(first.id);
    expect(retake.answers).toEqual({});
    // all neutral, option b: EI raw 0 over [-4,5] -> 44; R raw 0 over [-2,4] -> 33
    await answerAll(session, retake, [3, 3, 3, 1]);
    const result = (await finish(session, retake)).json<TAttemptResult>();
    expect(result.scales.map((s) => [s.key, s.score, s.previousScore, s.interpretation.en])).toEqual([
      ['EI', 44, 78, 'EI low'],
      ['R', 33, 83, 'R low'],
    ]);
    expect(result.previousAttemptAt).toBe(firstResult.completedAt);

    const detail = (await call(ctx.app, 'GET', `/api/v1/tests/${testId}`, { session })).json<TTestDetail>();
    expect(detail.state).toBe('COMPLETED');
    expect(detail.attempts).toHaveLength(2);
    const list = (await call(ctx.app, 'GET', '/api/v1/tests', { session })).json<TTestList>();
    expect(list.stats.completed).toBe(2);
  });

  it('counts time spent by the gaps between answers, a long pause capped at five minutes', async () => {
    const testId = await createPublishedTest(db(), traitDraft());
    const { session } = await signedIn();
    const attempt = (await start(session, testId)).json<TAttempt>();
    await answerAll(session, { ...attempt, questions: attempt.questions.slice(0, 3) }, [5, 2, 4]);
    await db()
      .update(testAttempts)
      .set({ lastActivityAt: new Date(Date.now() - 3_600_000) })
      .where(eq(testAttempts.id, attempt.id));
    await answerAll(session, { ...attempt, questions: attempt.questions.slice(3) }, [0]);
    const result = (await finish(session, attempt)).json<TAttemptResult>();
    expect(result.durationSeconds).toBeGreaterThanOrEqual(300);
    expect(result.durationSeconds).toBeLessThan(360);
    const list = (await call(ctx.app, 'GET', '/api/v1/tests', { session })).json<TTestList>();
    expect(list.stats).toMatchObject({ completed: 1, inProgress: 0, timeSpentMinutes: 5 });
  });

  it('takes feedback once per completed attempt of ones own', async () => {
    const testId = await createPublishedTest(db(), traitDraft());
    const { session } = await signedIn();
    const attempt = (await start(session, testId)).json<TAttempt>();
    const body = { attemptId: attempt.id, answer: 'YES', rating: 5, comment: 'Полезно' };
    const early = await call(ctx.app, 'POST', `/api/v1/tests/${testId}/feedback`, { session, body });
    expect(early.statusCode).toBe(400);
    await answerAll(session, attempt, [5, 2, 4, 0]);
    await finish(session, attempt);

    const stranger = await signedIn();
    const foreign = await call(ctx.app, 'POST', `/api/v1/tests/${testId}/feedback`, {
      session: stranger.session,
      body,
    });
    expect(foreign.statusCode).toBe(400);
    const badRating = await call(ctx.app, 'POST', `/api/v1/tests/${testId}/feedback`, {
      session,
      body: { ...body, rating: 6 },
    });
    expect(badRating.statusCode).toBe(400);

    const ok = await call(ctx.app, 'POST', `/api/v1/tests/${testId}/feedback`, { session, body });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true });
    const twice = await call(ctx.app, 'POST', `/api/v1/tests/${testId}/feedback`, { session, body });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<TApiErrorBody>().code).toBe('FEEDBACK_EXISTS');
    const result = await call(ctx.app, 'GET', `/api/v1/tests/${testId}/attempts/${attempt.id}/result`, { session });
    expect(result.json<TAttemptResult>().feedbackGiven).toBe(true);
  });
});

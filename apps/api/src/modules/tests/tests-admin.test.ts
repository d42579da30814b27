import type {
  TAdminTest,
  TAdminTestSummary,
  TApiErrorBody,
  TAttempt,
  TAttemptResult,
  TFeedbackSummary,
  TTestCategory,
  TTestDetail,
  TTestDraftBody,
} from '@bagdar/contracts';
import { describe, expect, it } from 'vitest';
import { createUser, type UserFactoryOptions } from '../../test/factories.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';
import { knowledgeDraft, L, setDateOfBirth, traitDraft, yearsAgo } from './test-fixtures.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;

// Taking a test needs STANDARD or organisation access (spec §6).
async function signedIn(options: UserFactoryOptions = { tier: 'STANDARD' }) {
  const { user, username, password } = await createUser(db(), options);
  await setDateOfBirth(db(), user.id, yearsAgo(20));
  return signIn(ctx.app, username, password);
}
const admin = () => signedIn({ role: 'SUPER_ADMIN' });

async function createDraft(session: string, draft: TTestDraftBody = traitDraft()): Promise<TAdminTest> {
  const response = await call(ctx.app, 'POST', '/api/v1/admin/tests', { session, body: draft });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TAdminTest>();
}
const publish = (session: string, id: string) =>
  call(ctx.app, 'POST', `/api/v1/admin/tests/${id}/publish`, { session });

describe('admin tests: who may', () => {
  it('lets SUPER_ADMIN and MINISTRY in and keeps organisation staff and users out', async () => {
    for (const options of [{ role: 'SUPER_ADMIN' }, { role: 'MINISTRY' }] as const) {
      const session = await signedIn(options);
      expect((await call(ctx.app, 'GET', '/api/v1/admin/tests', { session })).statusCode).toBe(200);
    }
    for (const options of [
      { org: { role: 'ORG_ADMIN' } },
      { org: { role: 'ORG_STAFF' } },
      { tier: 'PRO' },
      {},
    ] satisfies UserFactoryOptions[]) {
      const session = await signedIn(options);
      for (const [method, url] of [
        ['GET', '/api/v1/admin/tests'],
        ['POST', '/api/v1/admin/tests'],
        ['GET', '/api/v1/admin/test-categories'],
      ] as const) {
        const response = await call(ctx.app, method, url, {
          session,
          body: method === 'POST' ? traitDraft() : undefined,
        });
        expect(response.statusCode).toBe(403);
        expect(response.json<TApiErrorBody>().code).toBe('FORBIDDEN');
      }
    }
    expect((await call(ctx.app, 'GET', '/api/v1/admin/tests')).statusCode).toBe(401);
  });
});

describe('admin tests: editing and publishing', () => {
  it('creates a draft with categories, lists it, and refuses a taken slug or an unknown category', async () => {
    const session = await admin();
    const category = await call(ctx.app, 'POST', '/api/v1/admin/test-categories', {
      session,
      body: { key: 'skills', name: L('Skills'), priority: 3 },
    });
    expect(category.statusCode).toBe(201);
    const categoryId = category.json<TTestCategory>().id;
    const dup = await call(ctx.app, 'POST', '/api/v1/admin/test-categories', {
      session,
      body: { key: 'skills', name: L('Skills'), priority: 3 },
    });
    expect(dup.statusCode).toBe(409);
    const categories = await call(ctx.app, 'GET', '/api/v1/admin/test-categories', { session });
    expect(categories.json<{ items: TTestCategory[] }>().items).toEqual([
      { id: categoryId, key: 'skills', name: L('Skills'), priority: 3 },
    ]);

    const test = await createDraft(session, traitDraft({ categoryIds: [categoryId] }));
    expect(test).toMatchObject({ status: 'DRAFT', version: 1, categoryIds: [categoryId], slug: 'trait-sample' });
    expect(test.questions).toHaveLength(4);
    expect(test.questions[0]).toMatchObject({ kind: 'LIKERT', likert: { scale: 'EI', direction: 1 }, options: [] });
    const list = await call(ctx.app, 'GET', '/api/v1/admin/tests', { session });
    expect(list.json<{ items: TAdminTestSummary[] }>().items).toEqual([
      expect.objectContaining({ id: test.id, status: 'DRAFT', questionCount: 4, completedAttempts: 0 }),
    ]);

    const taken = await call(ctx.app, 'POST', '/api/v1/admin/tests', { session, body: traitDraft() });
    expect(taken.statusCode).toBe(409);
    const unknown = await call(ctx.app, 'POST', '/api/v1/admin/tests', {
      session,
      body: traitDraft({ slug: 'other', categoryIds: ['00000000-0000-4000-8000-000000000000'] }),
    });
    expect(unknown.statusCode).toBe(400);
    const invalid = await call(ctx.app, 'POST', '/api/v1/admin/tests', {
      session,
      body: { ...traitDraft(), slug: 'Not A Slug', title: { ru: '', kk: 'x', en: 'x' } },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<TApiErrorBody>().code).toBe('VALIDATION_ERROR');
  });

  it('refuses to publish a test with no questions or with a scale no answer feeds (400 naming them)', async () => {
    const session = await admin();
    const empty = await createDraft(session, traitDraft({ questions: [] }));
    const noQuestions = await publish(session, empty.id);
    expect(noQuestions.statusCode).toBe(400);
    expect(noQuestions.json<TApiErrorBody>().code).toBe('TEST_NOT_PUBLISHABLE');
    expect(noQuestions.json<TApiErrorBody>().details).toEqual(
      expect.arrayContaining([
        { field: 'questions', code: 'questions_required', message: 'questions_required' },
        { field: 'scales.EI', code: 'scale_not_fed', message: 'scale_not_fed' },
      ]),
    );

    const base = traitDraft({ slug: 'unfed' });
    const unfed = await createDraft(session, {
      ...base,
      scales: [...base.scales, { ...base.scales[1]!, key: 'Z' }],
      questions: [...base.questions, { kind: 'LIKERT', text: L('ghost'), likert: { scale: 'GHOST', direction: 1 } }],
    });
    const response = await publish(session, unfed.id);
    expect(response.statusCode).toBe(400);
    expect(response.json<TApiErrorBody>().details).toEqual([
      { field: 'questions.4.likert.scale', code: 'scale_unknown', message: 'scale_unknown' },
      { field: 'scales.Z', code: 'scale_not_fed', message: 'scale_not_fed' },
    ]);

    const noRight = knowledgeDraft();
    const knowledge = await createDraft(session, {
      ...noRight,
      questions: [{ kind: 'SINGLE', text: L('?'), options: [{ text: L('a'), weights: { NUM: 1 } }, { text: L('b') }] }],
    });
    expect((await publish(session, knowledge.id)).json<TApiErrorBody>().details).toEqual(
      expect.arrayContaining([
        { field: 'questions.0.options', code: 'correct_option_required', message: 'correct_option_required' },
      ]),
    );

    const fine = await createDraft(session, traitDraft({ slug: 'fine' }));
    const published = await publish(session, fine.id);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: 'PUBLISHED', version: 1 });
    // Saving a published test checks the same rules.
    const emptied = await call(ctx.app, 'PUT', `/api/v1/admin/tests/${fine.id}`, {
      session,
      body: traitDraft({ slug: 'fine', questions: [] }),
    });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json<TApiErrorBody>().code).toBe('TEST_NOT_PUBLISHABLE');
  });

  it('edits a draft in place, reordering its questions', async () => {
    const session = await admin();
    const test = await createDraft(session);
    const draft = traitDraft();
    const reordered = { ...draft, questions: [...draft.questions].reverse() };
    const saved = await call(ctx.app, 'PUT', `/api/v1/admin/tests/${test.id}`, { session, body: reordered });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<TAdminTest>().version).toBe(1);
    expect(saved.json<TAdminTest>().questions.map((q) => q.text.en)).toEqual(['q4', 'q3', 'q2', 'q1']);
    const read = await call(ctx.app, 'GET', `/api/v1/admin/tests/${test.id}`, { session });
    expect(read.json<TAdminTest>().questions.map((q) => q.text.en)).toEqual(['q4', 'q3', 'q2', 'q1']);
    expect((await call(ctx.app, 'GET', '/api/v1/admin/tests/nope', { session })).statusCode).toBe(404);
  });

  it('versions a published test on edit: old attempts keep their version and result', async () => {
    const session = await admin();
    const test = await createDraft(session);
    await publish(session, test.id);

    const user = await signedIn();
    const started = await call(ctx.app, 'POST', `/api/v1/tests/${test.id}/attempts`, { session: user });
    const attempt = started.json<TAttempt>();
    expect(attempt.version).toBe(1);
    const picks = [5, 2, 4];
    for (const [i, q] of attempt.questions.entries()) {
      const body = q.kind === 'LIKERT' ? { value: picks[i] } : { optionIds: [q.options[0]?.id] };
      await call(ctx.app, 'PUT', `/api/v1/tests/${test.id}/attempts/${attempt.id}/answers/${q.id}`, {
        session: user,
        body,
      });
    }
    const before = (
      await call(ctx.app, 'POST', `/api/v1/tests/${test.id}/attempts/${attempt.id}/finish`, { session: user })
    ).json<TAttemptResult>();

    const draft = traitDraft();
    const edited = {
      ...draft,
      title: L('Trait sample v2'),
      scales: draft.scales.map((s) => ({ ...s, high: L(`${s.key} high v2`) })),
      questions: draft.questions.slice(0, 3),
    };
    const saved = await call(ctx.app, 'PUT', `/api/v1/admin/tests/${test.id}`, { session, body: edited });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<TAdminTest>()).toMatchObject({ status: 'PUBLISHED', version: 2 });
    expect(saved.json<TAdminTest>().questions).toHaveLength(3);

    const after = await call(ctx.app, 'GET', `/api/v1/tests/${test.id}/attempts/${attempt.id}/result`, {
      session: user,
    });
    expect(after.json<TAttemptResult>()).toEqual(before);
    expect(before.testTitle.en).toBe('Trait sample');

    const retake = (
      await call(ctx.app, 'POST', `/api/v1/tests/${test.id}/attempts`, { session: user })
    ).json<TAttempt>();
    expect(retake.version).toBe(2);
    expect(retake.questions).toHaveLength(3);
    const detail = (await call(ctx.app, 'GET', `/api/v1/tests/${test.id}`, { session: user })).json<TTestDetail>();
    expect(detail.title.en).toBe('Trait sample v2');
    expect(detail.attempts.map((a) => a.version)).toEqual([2, 1]);
  });

  it('unpublishes a test, deletes one nobody took, and archives one with attempts keeping its results', async () => {
    const session = await admin();
    const user = await signedIn();
    const taken = await createDraft(session, traitDraft({ slug: 'taken-then-archived' }));
    await publish(session, taken.id);
    const unpublished = await call(ctx.app, 'POST', `/api/v1/admin/tests/${taken.id}/unpublish`, { session });
    expect(unpublished.json<TAdminTest>().status).toBe('DRAFT');
    expect((await call(ctx.app, 'GET', `/api/v1/tests/${taken.id}`, { session: user })).statusCode).toBe(404);
    await publish(session, taken.id);
    const attempt = (
      await call(ctx.app, 'POST', `/api/v1/tests/${taken.id}/attempts`, { session: user })
    ).json<TAttempt>();

    const untouched = await createDraft(session, traitDraft({ slug: 'never-taken' }));
    const deleted = await call(ctx.app, 'DELETE', `/api/v1/admin/tests/${untouched.id}`, { session });
    expect(deleted.json()).toEqual({ outcome: 'DELETED' });
    const archived = await call(ctx.app, 'DELETE', `/api/v1/admin/tests/${taken.id}`, { session });
    expect(archived.json()).toEqual({ outcome: 'ARCHIVED' });

    const list = (await call(ctx.app, 'GET', '/api/v1/admin/tests', { session })).json<{
      items: TAdminTestSummary[];
    }>();
    expect(list.items.map((t) => t.id)).not.toContain(taken.id);
    expect(list.items.map((t) => t.id)).not.toContain(untouched.id);
    expect((await call(ctx.app, 'GET', `/api/v1/admin/tests/${taken.id}`, { session })).statusCode).toBe(404);
    expect((await call(ctx.app, 'GET', `/api/v1/tests/${taken.id}`, { session: user })).statusCode).toBe(404);
    expect(attempt.version).toBe(1);
  });

  it('renames and deletes a category; its tests stay without it', async () => {
    const session = await admin();
    const made = await call(ctx.app, 'POST', '/api/v1/admin/test-categories', {
      session,
      body: { key: 'career', name: L('Карьера'), priority: 10 },
    });
    const other = await call(ctx.app, 'POST', '/api/v1/admin/test-categories', {
      session,
      body: { key: 'skills', name: L('Навыки'), priority: 20 },
    });
    const category = made.json<TTestCategory>();
    const test = await createDraft(session, traitDraft({ slug: 'in-a-category', categoryIds: [category.id] }));
    const renamed = await call(ctx.app, 'PUT', `/api/v1/admin/test-categories/${category.id}`, {
      session,
      body: { key: 'career-choice', name: L('Выбор профессии'), priority: 5 },
    });
    expect(renamed.json<TTestCategory>()).toMatchObject({ key: 'career-choice', priority: 5 });
    const clash = await call(ctx.app, 'PUT', `/api/v1/admin/test-categories/${category.id}`, {
      session,
      body: { key: other.json<TTestCategory>().key, name: L('Выбор профессии'), priority: 5 },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json<TApiErrorBody>().details?.[0]?.code).toBe('key_taken');
    expect(
      (await call(ctx.app, 'DELETE', `/api/v1/admin/test-categories/${category.id}`, { session })).statusCode,
    ).toBe(200);
    expect(
      (await call(ctx.app, 'DELETE', `/api/v1/admin/test-categories/${category.id}`, { session })).statusCode,
    ).toBe(404);
    const after = (await call(ctx.app, 'GET', `/api/v1/admin/tests/${test.id}`, { session })).json<TAdminTest>();
    expect(after.categoryIds).toEqual([]);
  });

  it('aggregates the feedback of a test', async () => {
    const session = await admin();
    const test = await createDraft(session);
    await publish(session, test.id);
    const answers = [
      ['YES', 5, 'Очень полезно'],
      ['PROBABLY', 4, undefined],
      ['YES', 3, 'ok'],
    ] as const;
    for (const [answer, rating, comment] of answers) {
      const user = await signedIn();
      const attempt = (
        await call(ctx.app, 'POST', `/api/v1/tests/${test.id}/attempts`, { session: user })
      ).json<TAttempt>();
      for (const q of attempt.questions) {
        const body = q.kind === 'LIKERT' ? { value: 3 } : { optionIds: [q.options[0]?.id] };
        await call(ctx.app, 'PUT', `/api/v1/tests/${test.id}/attempts/${attempt.id}/answers/${q.id}`, {
          session: user,
          body,
        });
      }
      await call(ctx.app, 'POST', `/api/v1/tests/${test.id}/attempts/${attempt.id}/finish`, { session: user });
      const sent = await call(ctx.app, 'POST', `/api/v1/tests/${test.id}/feedback`, {
        session: user,
        body: { attemptId: attempt.id, answer, rating, comment },
      });
      expect(sent.statusCode).toBe(200);
    }
    const summary = await call(ctx.app, 'GET', `/api/v1/admin/tests/${test.id}/feedback`, { session });
    expect(summary.statusCode).toBe(200);
    expect(summary.json<TFeedbackSummary>()).toMatchObject({
      responses: 3,
      averageRating: 4,
      answers: { YES: 2, PROBABLY: 1, NEUTRAL: 0, NOT_REALLY: 0, NO: 0 },
    });
    const comments = summary.json<TFeedbackSummary>().recentComments.map((c) => c.comment);
    expect(comments.sort()).toEqual(['ok', 'Очень полезно'].sort());
    const list = await call(ctx.app, 'GET', '/api/v1/admin/tests', { session });
    expect(list.json<{ items: TAdminTestSummary[] }>().items[0]?.completedAttempts).toBe(3);
  });
});

import type { TAttempt, TTestDetail, TTestList } from '@bagdar/contracts';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';
import { createPublishedTest, setDateOfBirth, traitDraft, yearsAgo } from './test-fixtures.ts';

const ctx = useTestApp();

/**
 * The SQL texts `run` sends through the driver's `query`, as countQueries wraps it: PGlite gets the
 * text, node-postgres a query config object holding it.
 */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const client = (ctx.app.database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } })
    .$client;
  const original = client.query;
  const texts: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const [first] = args;
    texts.push(typeof first === 'string' ? first : String((first as { text?: unknown } | undefined)?.text));
    return original.apply(this, args);
  };
  try {
    await run();
    return texts;
  } finally {
    client.query = original;
  }
}

describe('test catalogue', () => {
  it('lists and shows a test with the user’s attempts without reading their frozen results', async () => {
    const db = ctx.app.database.db;
    const testId = await createPublishedTest(db, traitDraft());
    const { user, username, password } = await createUser(db, { tier: 'STANDARD' });
    await setDateOfBirth(db, user.id, yearsAgo(17));
    const session = await signIn(ctx.app, username, password);
    const attempt = (await call(ctx.app, 'POST', `/api/v1/tests/${testId}/attempts`, { session })).json<TAttempt>();
    for (const question of attempt.questions) {
      await call(ctx.app, 'PUT', `/api/v1/tests/${testId}/attempts/${attempt.id}/answers/${question.id}`, {
        session,
        body: question.kind === 'LIKERT' ? { value: 4 } : { optionIds: [question.options[0]?.id] },
      });
    }
    expect(
      (await call(ctx.app, 'POST', `/api/v1/tests/${testId}/attempts/${attempt.id}/finish`, { session })).statusCode,
    ).toBe(200);

    let list: TTestList | undefined;
    let detail: TTestDetail | undefined;
    const texts = await statementsOf(async () => {
      list = (await call(ctx.app, 'GET', '/api/v1/tests', { session })).json<TTestList>();
      detail = (await call(ctx.app, 'GET', `/api/v1/tests/${testId}`, { session })).json<TTestDetail>();
    });
    expect(list?.items.find((card) => card.id === testId)?.state).toBe('COMPLETED');
    expect(detail?.attempts.map((a) => a.id)).toEqual([attempt.id]);
    expect(detail?.lastCompletedAt).not.toBeNull();
    // The attempts are read (the cards' state), their results (kilobytes of JSON each) are not.
    const attemptReads = texts.filter((text) => text.includes('from "test_attempts"'));
    expect(attemptReads.length).toBeGreaterThan(0);
    for (const text of attemptReads) expect(text).not.toContain('"test_attempts"."result"');
  });
});

import type { TPlatformAnalytics } from '@bagdar/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { personalityAnalyses } from '../../db/schema/analysis.ts';
import { testAttempts, tests, testVersions } from '../../db/schema/tests.ts';
import { users } from '../../db/schema/users.ts';
import { countQueries } from '../../test/count-queries.ts';
import { createUser } from '../../test/factories.ts';
import { createOrganization } from '../../test/org-factories.ts';
import { signalsSettled } from '../../test/session-signals.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';
import { platformFigures } from './analytics.repository.ts';
import { platformFiguresCounted } from './platform-analytics.repository.ts';

const ctx = useTestApp();
const db = (): Db => ctx.testDb.database.db;
const L = (en: string) => ({ ru: en, kk: en, en });
const DAY = 86_400_000;

/** A day `months` months before now (UTC), at noon: inside that month whatever today is. */
const monthsAgo = (months: number, day = 15) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, day, 12));
};

async function instrument() {
  const [test] = await db().insert(tests).values({ slug: 'platform-counts', status: 'PUBLISHED' }).returning();
  const [version] = await db()
    .insert(testVersions)
    .values({
      testId: test!.id,
      version: 1,
      title: L('t'),
      description: L('t'),
      estimatedMinutes: 10,
      minimumAge: 10,
      requiredTier: 'STANDARD',
      scoring: 'TRAIT',
      scales: [],
    })
    .returning();
  return { testId: test!.id, versionId: version!.id };
}

/** Both queries' rows as numbers, in order: the counted figures must be exactly the counting query's. */
async function expectSameFigures(now = new Date()) {
  const plain = (rows: { month: string | null }[]) =>
    rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, k === 'month' ? v : Number(v)])));
  const counted = plain(await platformFiguresCounted(db(), now));
  expect(counted).toEqual(plain(await platformFigures(db(), now)));
  expect(counted).toHaveLength(13);
  return counted;
}

describe('platform analytics from the monthly counts', () => {
  it('equal what counting the tables gives, after inserts, updates, deletes and a month boundary', async () => {
    await createOrganization(db());
    const t = await instrument();
    const people = await Promise.all([0, 1, 2, 3, 4].map(() => createUser(db())));
    const ids = people.map((p) => p.user.id);
    await expectSameFigures();

    // Users of earlier months (an update of created_at moves the count), one of them 14 months ago.
    await db()
      .update(users)
      .set({ createdAt: monthsAgo(3) })
      .where(eq(users.id, ids[0]!));
    await db()
      .update(users)
      .set({ createdAt: monthsAgo(14) })
      .where(eq(users.id, ids[1]!));
    // The first instant of a month and the last microsecond before it fall in different months.
    await db().execute(
      sql`UPDATE users SET created_at = date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' WHERE id = ${ids[2]!}`,
    );
    await db().execute(
      sql`UPDATE users SET created_at = (date_trunc('month', now() AT TIME ZONE 'UTC') - interval '1 microsecond') AT TIME ZONE 'UTC' WHERE id = ${ids[3]!}`,
    );

    // Attempts: completed in several months (one statement inserting many), an open one completed later.
    await db()
      .insert(testAttempts)
      .values([
        { userId: ids[0]!, testId: t.testId, versionId: t.versionId, completedAt: monthsAgo(1) },
        { userId: ids[0]!, testId: t.testId, versionId: t.versionId, completedAt: monthsAgo(2) },
        { userId: ids[1]!, testId: t.testId, versionId: t.versionId, completedAt: monthsAgo(2, 3) },
        { userId: ids[1]!, testId: t.testId, versionId: t.versionId, completedAt: monthsAgo(13) },
        { userId: ids[2]!, testId: t.testId, versionId: t.versionId, completedAt: new Date() },
      ]);
    const [open] = await db()
      .insert(testAttempts)
      .values({ userId: ids[3]!, testId: t.testId, versionId: t.versionId })
      .returning();
    await expectSameFigures();
    await db().update(testAttempts).set({ completedAt: new Date() }).where(eq(testAttempts.id, open!.id));
    await expectSameFigures();
    // Completed again in another month, then opened again.
    await db()
      .update(testAttempts)
      .set({ completedAt: monthsAgo(5) })
      .where(eq(testAttempts.id, open!.id));
    await expectSameFigures();
    await db().update(testAttempts).set({ completedAt: null }).where(eq(testAttempts.id, open!.id));
    await expectSameFigures();

    // Analyses: only COMPLETED ones count, by created_at; queued then completed, completed then failed.
    const [queued] = await db()
      .insert(personalityAnalyses)
      .values([
        { userId: ids[0]!, status: 'QUEUED', createdAt: monthsAgo(4) },
        { userId: ids[1]!, status: 'COMPLETED', createdAt: monthsAgo(1) },
        { userId: ids[2]!, status: 'COMPLETED' },
      ])
      .returning();
    await expectSameFigures();
    await db().update(personalityAnalyses).set({ status: 'COMPLETED' }).where(eq(personalityAnalyses.id, queued!.id));
    await expectSameFigures();
    await db()
      .update(personalityAnalyses)
      .set({ createdAt: monthsAgo(6) })
      .where(eq(personalityAnalyses.id, queued!.id));
    await expectSameFigures();
    await db().update(personalityAnalyses).set({ status: 'FAILED' }).where(eq(personalityAnalyses.userId, ids[2]!));
    const before = await expectSameFigures();

    // Deleting users deletes their attempts and analyses (cascade): every count follows.
    await db()
      .delete(users)
      .where(inArray(users.id, [ids[0]!, ids[1]!]));
    const after = await expectSameFigures();
    const totals = (rows: typeof before) => rows.at(-1)!;
    expect(totals(after).users).toBe(Number(totals(before).users) - 2);
    expect(totals(after).tests_taken).toBe(Number(totals(before).tests_taken) - 4);
    expect(totals(after).analyses).toBe(Number(totals(before).analyses) - 2);

    // A window ending in the past, and one ending in the future.
    await expectSameFigures(monthsAgo(2));
    await expectSameFigures(new Date(Date.now() + 60 * DAY));
  });

  it('start from nothing after the tables are truncated, and the route answers in one statement', async () => {
    const figures = await expectSameFigures();
    expect(Number(figures.at(-1)!.users)).toBe(0);

    const { username, password } = await createUser(db(), { role: 'MINISTRY' });
    const session = await signIn(ctx.app, username, password);
    await signalsSettled(ctx.app);
    // The session held first: then the figures are the route's one statement.
    await call(ctx.app, 'GET', '/api/v1/admin/analytics', { session });
    const { queries, result } = await countQueries(db(), () =>
      call(ctx.app, 'GET', '/api/v1/admin/analytics', { session }),
    );
    expect(result.statusCode).toBe(200);
    expect(result.json<TPlatformAnalytics>().totals.users).toBe(1);
    expect(queries).toBe(1);
  });
});

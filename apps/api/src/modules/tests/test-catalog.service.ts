import type { TMe, TTestCard, TTestDetail, TTestList } from '@bagdar/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { testAccess, testAvailability } from './test-access.ts';
import { attemptCardsOf, type AttemptCard } from './student-tests.repository.ts';
import type { Catalog, CatalogTest, TestCatalogCache } from './test-catalog-cache.ts';
import { findPublishedTest, type TestWithVersion } from './tests.repository.ts';

/** `/tests` and `/tests/:id`: the published tests with the user's state, access and availability. */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

interface CardContext {
  me: TMe;
  now: Date;
  catalog: Catalog;
  attempts: AttemptCard[];
}

function toCard({ test, version, categories }: CatalogTest, ctx: CardContext): TTestCard {
  const attempts = ctx.attempts.filter((a) => a.testId === test.id);
  const open = attempts.find((a) => a.completedAt === null) ?? null;
  const lastCompleted = attempts.find((a) => a.completedAt !== null) ?? null;
  const total = ctx.catalog.versions.get(open?.versionId ?? version.id)?.questionCount ?? 0;
  const state = open ? 'IN_PROGRESS' : lastCompleted ? 'COMPLETED' : 'NOT_STARTED';
  const answered = open ? (open.answered ?? 0) : lastCompleted ? total : 0;
  return {
    id: test.id,
    slug: test.slug,
    title: version.title,
    description: version.description,
    estimatedMinutes: version.estimatedMinutes,
    minimumAge: version.minimumAge,
    requiredTier: version.requiredTier,
    scoring: version.scoring,
    categories,
    questionCount: version.questionCount,
    state,
    progress: { answered, total },
    activeAttemptId: open?.id ?? null,
    lastAttemptId: attempts[0]?.id ?? null,
    lastCompletedAt: iso(lastCompleted?.completedAt ?? null),
    access: testAccess(ctx.me, version.requiredTier, ctx.now),
    availability: testAvailability(ctx.me, version.minimumAge, ctx.now),
  };
}

/** The published tests with the user's state: one statement (the user's attempts) while the catalogue is held. */
export async function listTests(db: Db, cache: TestCatalogCache, me: TMe): Promise<TTestList> {
  const { generation, attempts } = await attemptCardsOf(db, me.id);
  const catalog = await cache.at(db, generation);
  const ctx: CardContext = { me, now: new Date(), catalog, attempts };
  const mine = attempts.filter((a) => catalog.publishedById.has(a.testId));
  return {
    items: catalog.published.map((row) => toCard(row, ctx)),
    stats: {
      completed: mine.filter((a) => a.completedAt !== null).length,
      inProgress: new Set(mine.filter((a) => a.completedAt === null).map((a) => a.testId)).size,
      timeSpentMinutes: Math.round(mine.reduce((sum, a) => sum + a.durationSeconds, 0) / 60),
    },
  };
}

export async function requirePublishedTest(db: Db, testId: string): Promise<TestWithVersion> {
  const row = isUuid(testId) ? await findPublishedTest(db, testId) : null;
  if (!row) throw new AppError('NOT_FOUND', 404, 'No such test');
  return row;
}

const testNotFound = () => new AppError('NOT_FOUND', 404, 'No such test');

/** A published test with the user's attempts of it: one statement while the catalogue is held. */
export async function getTestDetail(db: Db, cache: TestCatalogCache, me: TMe, testId: string): Promise<TTestDetail> {
  if (!isUuid(testId)) throw testNotFound();
  const { generation, attempts } = await attemptCardsOf(db, me.id, testId);
  const catalog = await cache.at(db, generation);
  const row = catalog.publishedById.get(testId);
  if (!row) throw testNotFound();
  const ctx: CardContext = { me, now: new Date(), catalog, attempts };
  return {
    ...toCard(row, ctx),
    attempts: attempts.map((a) => ({
      id: a.id,
      version: catalog.versions.get(a.versionId)?.version ?? 0,
      startedAt: a.startedAt.toISOString(),
      completedAt: iso(a.completedAt),
    })),
  };
}

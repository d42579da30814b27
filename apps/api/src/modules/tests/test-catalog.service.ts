import type { TMe, TTestCard, TTestCategory, TTestDetail, TTestList } from '@bagdar/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { testAccess, testAvailability } from './test-access.ts';
import {
  answerCounts,
  attemptsOf,
  categoriesOf,
  findPublishedTest,
  listPublishedTests,
  questionCounts,
  type AttemptWithVersion,
  type TestWithVersion,
} from './tests.repository.ts';

/** `/tests` and `/tests/:id`: the published tests with the user's state, access and availability. */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

interface CardContext {
  me: TMe;
  now: Date;
  categories: Map<string, TTestCategory[]>;
  questionCounts: Map<string, number>;
  answerCounts: Map<string, number>;
  attempts: AttemptWithVersion[];
}

function toCard({ test, version }: TestWithVersion, ctx: CardContext): TTestCard {
  const attempts = ctx.attempts.filter((a) => a.testId === test.id);
  const open = attempts.find((a) => a.completedAt === null) ?? null;
  const lastCompleted = attempts.find((a) => a.completedAt !== null) ?? null;
  const total = ctx.questionCounts.get(open?.versionId ?? version.id) ?? 0;
  const state = open ? 'IN_PROGRESS' : lastCompleted ? 'COMPLETED' : 'NOT_STARTED';
  const answered = open ? (ctx.answerCounts.get(open.id) ?? 0) : lastCompleted ? total : 0;
  return {
    id: test.id,
    slug: test.slug,
    title: version.title,
    description: version.description,
    estimatedMinutes: version.estimatedMinutes,
    minimumAge: version.minimumAge,
    requiredTier: version.requiredTier,
    scoring: version.scoring,
    categories: ctx.categories.get(test.id) ?? [],
    questionCount: ctx.questionCounts.get(version.id) ?? 0,
    state,
    progress: { answered, total },
    activeAttemptId: open?.id ?? null,
    lastAttemptId: attempts[0]?.id ?? null,
    lastCompletedAt: iso(lastCompleted?.completedAt ?? null),
    access: testAccess(ctx.me, version.requiredTier, ctx.now),
    availability: testAvailability(ctx.me, version.minimumAge, ctx.now),
  };
}

async function cardContext(db: Db, me: TMe, rows: TestWithVersion[], testId?: string): Promise<CardContext> {
  const attempts = await attemptsOf(db, me.id, testId);
  const openIds = attempts.filter((a) => a.completedAt === null).map((a) => a.id);
  const versionIds = new Set([...rows.map((r) => r.version.id), ...attempts.map((a) => a.versionId)]);
  const [links, counts, answered] = await Promise.all([
    categoriesOf(
      db,
      rows.map((r) => r.test.id),
    ),
    questionCounts(db, [...versionIds]),
    answerCounts(db, openIds),
  ]);
  const categories = new Map<string, TTestCategory[]>();
  for (const { testId: id, category } of links) {
    const list = categories.get(id) ?? [];
    list.push({ id: category.id, key: category.key, name: category.name, priority: category.priority });
    categories.set(id, list);
  }
  return { me, now: new Date(), categories, questionCounts: counts, answerCounts: answered, attempts };
}

export async function listTests(db: Db, me: TMe): Promise<TTestList> {
  const rows = await listPublishedTests(db);
  const ctx = await cardContext(db, me, rows);
  const published = new Set(rows.map((r) => r.test.id));
  const mine = ctx.attempts.filter((a) => published.has(a.testId));
  return {
    items: rows.map((row) => toCard(row, ctx)),
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

export async function getTestDetail(db: Db, me: TMe, testId: string): Promise<TTestDetail> {
  const row = await requirePublishedTest(db, testId);
  const ctx = await cardContext(db, me, [row], row.test.id);
  return {
    ...toCard(row, ctx),
    attempts: ctx.attempts.map((a) => ({
      id: a.id,
      version: a.version,
      startedAt: a.startedAt.toISOString(),
      completedAt: iso(a.completedAt),
    })),
  };
}

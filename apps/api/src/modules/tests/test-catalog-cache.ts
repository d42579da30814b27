import type { TAdminTest, TTestCategory } from '@bagdar/contracts';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  testCatalogState,
  testCategories,
  testCategoryLinks,
  testQuestions,
  tests,
  testVersions,
  type TestRow,
  type TestVersionRow,
} from '../../db/schema/tests.ts';
import { questionsOf, type QuestionWithOptions } from './tests.repository.ts';

/**
 * The test catalogue as every student sees it, held in this process (docs/decisions/033): the
 * published tests with their current versions and categories, every version's card columns and
 * question count, and, read on first use, a version's questions with their options.
 *
 * It is tagged with the generation of the catalogue it was read at (test_catalog_state, raised by
 * triggers on every write to the tables it comes from, migration 0040). A student's statement reads
 * the generation with the student's own rows; `at(generation)` serves the held catalogue only when
 * the generations match, and reads it again otherwise. So a publish in any process is seen by the
 * next request in every process, with no listener to lose, and the catalogue costs no statement
 * while nothing changes.
 */

/** A version without its scales (kilobytes of JSON no card or question shows), with its question count. */
export interface CatalogVersion extends Omit<TestVersionRow, 'scales'> {
  questionCount: number;
}

export interface CatalogTest {
  test: TestRow;
  version: CatalogVersion;
  categories: TTestCategory[];
}

export interface Catalog {
  generation: number;
  /** Published tests in catalogue order. */
  published: CatalogTest[];
  publishedById: Map<string, CatalogTest>;
  publishedBySlug: Map<string, CatalogTest>;
  versions: Map<string, CatalogVersion>;
  /** Questions of the versions read so far (filled on use). */
  questions: Map<string, VersionQuestions>;
  /** The admin editor's view of the tests opened so far (filled on use; a test not found is not kept). */
  admin: Map<string, TAdminTest>;
}

export interface VersionQuestions {
  list: QuestionWithOptions[];
  byId: Map<string, QuestionWithOptions>;
}

const { scales: _scales, ...versionCard } = getTableColumns(testVersions);

/** The catalogue's generation alone: one short statement, for a route that reads nothing else of its own. */
export async function readGeneration(db: Db): Promise<number | null> {
  const [row] = await db.select({ generation: testCatalogState.generation }).from(testCatalogState).limit(1);
  return row?.generation ?? null;
}

/** Reads the catalogue; tagged with the generation read first, so a change in between makes it stale, never wrong. */
export async function loadCatalog(db: Db): Promise<Catalog> {
  const generation = (await readGeneration(db)) ?? -1;
  const [testRows, versionRows, links] = await Promise.all([
    db.select().from(tests).where(eq(tests.status, 'PUBLISHED')).orderBy(asc(tests.position), asc(tests.createdAt)),
    db
      .select({
        ...versionCard,
        questionCount:
          sql<number>`(SELECT count(*) FROM ${testQuestions} q WHERE q.version_id = "test_versions"."id")`.mapWith(
            Number,
          ),
      })
      .from(testVersions),
    db
      .select({ testId: testCategoryLinks.testId, category: testCategories })
      .from(testCategoryLinks)
      .innerJoin(testCategories, eq(testCategories.id, testCategoryLinks.categoryId))
      .innerJoin(tests, and(eq(tests.id, testCategoryLinks.testId), eq(tests.status, 'PUBLISHED')))
      .orderBy(asc(testCategories.priority), asc(testCategories.key)),
  ]);
  const versions = new Map(versionRows.map((v) => [v.id, v]));
  const versionOf = new Map(versionRows.map((v) => [`${v.testId}:${v.version}`, v]));
  const categories = new Map<string, TTestCategory[]>();
  for (const { testId, category } of links) {
    const list = categories.get(testId) ?? [];
    list.push({ id: category.id, key: category.key, name: category.name, priority: category.priority });
    categories.set(testId, list);
  }
  const published: CatalogTest[] = [];
  for (const test of testRows) {
    const version = versionOf.get(`${test.id}:${test.currentVersion}`);
    // The inner join of the statements this replaces: a test without its current version is not listed.
    if (version) published.push({ test, version, categories: categories.get(test.id) ?? [] });
  }
  return {
    generation,
    published,
    publishedById: new Map(published.map((p) => [p.test.id, p])),
    publishedBySlug: new Map(published.map((p) => [p.test.slug, p])),
    versions,
    questions: new Map(),
    admin: new Map(),
  };
}

export class TestCatalogCache {
  private held: Catalog | undefined;
  private loading: Promise<Catalog> | undefined;

  /**
   * The catalogue at `generation` (read by the caller's statement): the held one when it matches,
   * otherwise read again (one read at a time; requests arriving meanwhile share it). A null
   * generation (no state row) always reads.
   */
  async at(db: Db, generation: number | null): Promise<Catalog> {
    const held = this.held;
    if (held && generation !== null && held.generation === generation) return held;
    let catalog = await this.reload(db);
    // A read already under way may have begun before the caller's generation: read again after it.
    if (generation !== null && catalog.generation < generation) catalog = await this.reload(db);
    return catalog;
  }

  /** The held catalogue whatever its generation, for a write that checks the generation itself. */
  async any(db: Db): Promise<Catalog> {
    return this.held ?? this.reload(db);
  }

  /** The questions of a version, read once per catalogue. */
  async questionsOf(db: Db, catalog: Catalog, versionId: string): Promise<VersionQuestions> {
    let entry = catalog.questions.get(versionId);
    if (!entry) {
      const list = await questionsOf(db, versionId);
      entry = { list, byId: new Map(list.map((q) => [q.id, q])) };
      // Read after the catalogue's generation: newer or the same, never older, so it may be kept with it.
      catalog.questions.set(versionId, entry);
    }
    return entry;
  }

  /** Forgets the catalogue (tests). */
  clear(): void {
    this.held = undefined;
  }

  get generation(): number | undefined {
    return this.held?.generation;
  }

  private reload(db: Db): Promise<Catalog> {
    this.loading ??= loadCatalog(db)
      .then((catalog) => {
        this.held = catalog;
        return catalog;
      })
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }
}

/** One catalogue per app (by its HTTP server): the test routes and the personality routes share it. */
const caches = new WeakMap<object, TestCatalogCache>();
export function testCatalogCacheOf(app: FastifyInstance): TestCatalogCache {
  let cache = caches.get(app.server);
  if (!cache) {
    cache = new TestCatalogCache();
    caches.set(app.server, cache);
  }
  return cache;
}

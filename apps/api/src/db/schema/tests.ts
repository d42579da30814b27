import { FEEDBACK_ANSWERS, QUESTION_KINDS, TEST_SCORINGS, TEST_STATUSES, type TLocalized } from '@bagdar/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tierEnum } from './enums.ts';
import { users } from './users.ts';

/**
 * The test engine. A test is an identity (slug, status, categories); what a user answers
 * is one of its versions, which never changes once attempted: editing a published test adds a version.
 */
export const questionKindEnum = pgEnum('question_kind', QUESTION_KINDS);
export const testScoringEnum = pgEnum('test_scoring', TEST_SCORINGS);
export const testStatusEnum = pgEnum('test_status', TEST_STATUSES);
export const feedbackAnswerEnum = pgEnum('feedback_answer', FEEDBACK_ANSWERS);

/** A scale as stored on a version (the authored shape). */
export interface StoredScale {
  key: string;
  name: TLocalized;
  description: TLocalized;
  high: TLocalized;
  low: TLocalized;
  poles?: { positive: { key: string; name: TLocalized }; negative: { key: string; name: TLocalized } } | null;
}

export const testCategories = pgTable(
  'test_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique('test_categories_key_uq'),
    name: jsonb('name').$type<TLocalized>().notNull(),
    priority: integer('priority').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('test_categories_priority_idx').on(t.priority, t.key)],
);

export const tests = pgTable(
  'tests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique('tests_slug_uq'),
    status: testStatusEnum('status').notNull().default('DRAFT'),
    /** The version new attempts use (and the admin editor shows). */
    currentVersion: integer('current_version').notNull().default(1),
    /** Catalogue order: the instruments first, then what admins add. */
    position: integer('position').notNull().default(100),
    /**
     * Set when an admin deletes a test that has attempts: it leaves the catalogue and the admin list,
     * while the attempts and results that point at it stay readable.
     */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tests_status_position_idx').on(t.status, t.position, t.createdAt)],
);

export const testCategoryLinks = pgTable(
  'test_category_links',
  {
    testId: uuid('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => testCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.testId, t.categoryId] }),
    index('test_category_links_category_idx').on(t.categoryId),
  ],
);

export const testVersions = pgTable(
  'test_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    testId: uuid('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: jsonb('title').$type<TLocalized>().notNull(),
    description: jsonb('description').$type<TLocalized>().notNull(),
    estimatedMinutes: integer('estimated_minutes').notNull(),
    minimumAge: integer('minimum_age').notNull(),
    requiredTier: tierEnum('required_tier').notNull(),
    scoring: testScoringEnum('scoring').notNull(),
    scales: jsonb('scales').$type<StoredScale[]>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('test_versions_test_version_uq').on(t.testId, t.version)],
);

export const testQuestions = pgTable(
  'test_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    versionId: uuid('version_id')
      .notNull()
      .references(() => testVersions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: questionKindEnum('kind').notNull(),
    /** The content key of a seeded item (e.g. `pt-ei-01`); null for questions admins write. */
    key: text('key'),
    text: jsonb('text').$type<TLocalized>().notNull(),
    likertScale: text('likert_scale'),
    likertDirection: smallint('likert_direction'),
    explanation: jsonb('explanation').$type<TLocalized>(),
  },
  (t) => [uniqueIndex('test_questions_version_position_uq').on(t.versionId, t.position)],
);

export const testOptions = pgTable(
  'test_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => testQuestions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: jsonb('text').$type<TLocalized>().notNull(),
    weights: jsonb('weights').$type<Record<string, number>>().notNull().default({}),
    correct: boolean('correct').notNull().default(false),
    /** Likert answers: 1-5. */
    value: smallint('value'),
  },
  (t) => [uniqueIndex('test_options_question_position_uq').on(t.questionId, t.position)],
);

export const testAttempts = pgTable(
  'test_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testId: uuid('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    versionId: uuid('version_id')
      .notNull()
      .references(() => testVersions.id, { onDelete: 'restrict' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last answer; time spent grows by the gaps between answers, each capped. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    /** The scored result, frozen at completion (TStoredResult). */
    result: jsonb('result'),
  },
  (t) => [
    index('test_attempts_user_test_idx').on(t.userId, t.testId, t.startedAt),
    index('test_attempts_test_idx').on(t.testId, t.completedAt),
    index('test_attempts_version_idx').on(t.versionId),
    uniqueIndex('test_attempts_one_open_uq')
      .on(t.userId, t.testId)
      .where(sql`${t.completedAt} IS NULL`),
  ],
);

export const testAnswers = pgTable(
  'test_answers',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => testAttempts.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => testQuestions.id, { onDelete: 'cascade' }),
    optionIds: uuid('option_ids').array(),
    value: smallint('value'),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] }), index('test_answers_question_idx').on(t.questionId)],
);

export const testFeedback = pgTable(
  'test_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    attemptId: uuid('attempt_id')
      .notNull()
      .unique('test_feedback_attempt_uq')
      .references(() => testAttempts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testId: uuid('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    answer: feedbackAnswerEnum('answer').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('test_feedback_test_idx').on(t.testId, t.createdAt), index('test_feedback_user_idx').on(t.userId)],
);

export type TestRow = typeof tests.$inferSelect;
export type TestVersionRow = typeof testVersions.$inferSelect;
export type TestQuestionRow = typeof testQuestions.$inferSelect;
export type TestOptionRow = typeof testOptions.$inferSelect;
export type TestAttemptRow = typeof testAttempts.$inferSelect;
export type TestAnswerRow = typeof testAnswers.$inferSelect;

/**
 * Per student: when they last finished a test, and the scale keys and scores of their latest
 * finished career-interests attempt. Kept by statement triggers on test_attempts (migration 0029),
 * never written by the code; the organisation analytics read it instead of the attempts' results.
 */
export const studentResultSummaries = pgTable('student_result_summaries', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastCompletedAt: timestamp('last_completed_at', { withTimezone: true }).notNull(),
  interestCompletedAt: timestamp('interest_completed_at', { withTimezone: true }),
  /** The scales' keys and scores, in the same order. */
  interestKeys: text('interest_keys').array(),
  interestScores: numeric('interest_scores').array(),
});

/**
 * One row: the generation of the test catalogue, raised by statement triggers on every write to the
 * tables it is built from (migration 0040). The in-process catalogue cache (modules/tests/
 * test-catalog-cache.ts) compares it with the generation it holds; never written by the code.
 */
export const testCatalogState = pgTable('test_catalog_state', {
  singleton: boolean('singleton').primaryKey().default(true),
  generation: bigint('generation', { mode: 'number' }).notNull().default(0),
});

/** Completed attempts per test, kept by statement triggers on test_attempts (migration 0040); never written by the code. */
export const testCompletionCounts = pgTable('test_completion_counts', {
  testId: uuid('test_id')
    .primaryKey()
    .references(() => tests.id, { onDelete: 'cascade' }),
  completed: integer('completed').notNull(),
});

import type { TModerationContentType, TUiLanguage, TWordList } from '@bagdar/contracts';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { reportReasonEnum } from './social.ts';
import { users } from './users.ts';

/**
 * Moderation: reports of posts, comments and stories (one table for the three, so the queue is one
 * query), suspensions of authors, and the word filter's lists. What moderators did is written to
 * `admin_audit` (billing.ts), the one audit log of the admin area.
 */

/**
 * A report of one piece of content. `author_id` is copied from the content when the report is made:
 * the queue is scoped by the author's organisation without joining three content tables.
 * `reporter_id` null: the word filter's review list held the content. A report is open until a
 * moderator acts (`resolved_at`); one per reporter per content.
 */
export const contentReports = pgTable(
  'content_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentType: text('content_type').$type<TModerationContentType>().notNull(),
    contentId: uuid('content_id').notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'cascade' }),
    reason: reportReasonEnum('reason').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** The action that closed it (DISMISS, REMOVE, ...), told to the reporter. */
    outcome: text('outcome'),
  },
  (t) => [
    uniqueIndex('content_reports_content_reporter_uq').on(t.contentType, t.contentId, t.reporterId),
    index('content_reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} IS NULL`),
    index('content_reports_author_idx').on(t.authorId, t.createdAt),
  ],
);

/**
 * A suspended author: sign-in is refused until `ends_at` and their content is hidden meanwhile (the
 * feed, comments and stories probe this table's key per row). One row per user; a new suspension
 * replaces the old one, RESTORE deletes it.
 */
export const userSuspensions = pgTable('user_suspensions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  reason: text('reason').notNull(),
  note: text('note'),
  suspendedBy: uuid('suspended_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The word filter's lists per language: BLOCK refuses the text (the author is told which words),
 * REVIEW publishes it hidden and queues it for a moderator. Words are stored lower-case.
 */
export const filterWords = pgTable(
  'filter_words',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    language: text('language').$type<TUiLanguage>().notNull(),
    list: text('list').$type<TWordList>().notNull(),
    word: text('word').notNull(),
    /** Who added it, without a foreign key: the lists outlive their editors (the audit log names them). */
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('filter_words_language_list_word_uq').on(t.language, t.list, t.word)],
);

export type ContentReportRow = typeof contentReports.$inferSelect;

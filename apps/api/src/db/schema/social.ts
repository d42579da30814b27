import { REPORT_REASONS, type TContentState } from '@bagdar/contracts';
import { sql } from 'drizzle-orm';
import {
  customType,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The social core: posts, their images, likes, comments and topics; stories. Reports of
 * them are moderation.ts's `content_reports`.
 *
 * Scale (DESIGN.md): the feed is fan-out on read over `posts_created_idx` (keyset on
 * created_at, id); counts are maintained columns; every big table carries `created_at` so it
 * can later be range-partitioned by time (the primary keys then gain created_at; the API does
 * not change). Media rows belong to the media module: `media_id` columns are plain uuids
 * checked by `findOwnedMedia` when written.
 *
 * Topics: the post keeps its tags in `topics` (GIN, for the feed's topic filter) and every use
 * is also a row of `post_topic_uses (tag, created_at)`, so "popular in the last 7 days" is an
 * index range scan over recent rows rather than an unnest of every post.
 */
const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

export const reportReasonEnum = pgEnum('post_report_reason', REPORT_REASONS);

export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull().default(''),
    /** Lower-case hashtags without `#`, unique, at most 10. */
    topics: text('topics')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    /** to_tsvector('simple', text || topics), written with the row (posts are not edited). */
    search: tsvector('search').notNull(),
    /** Moderation: null visible; HIDDEN shown to its author alone (marked, with the reason); REMOVED to nobody. */
    moderation: text('moderation').$type<TContentState>(),
    moderationReason: text('moderation_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('posts_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('posts_author_created_idx').on(t.authorId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('posts_search_idx').using('gin', t.search),
    index('posts_text_trgm_idx').using('gin', t.text.op('gin_trgm_ops')),
    index('posts_topics_idx').using('gin', t.topics),
  ],
);

export const postMedia = pgTable(
  'post_media',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.position] })],
);

export const postLikes = pgTable(
  'post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('post_likes_user_idx').on(t.userId, t.createdAt)],
);

export const postComments = pgTable(
  'post_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** Moderation: null visible; HIDDEN shown to its author alone (marked, with the reason); REMOVED to nobody. */
    moderation: text('moderation').$type<TContentState>(),
    moderationReason: text('moderation_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('post_comments_post_created_idx').on(t.postId, t.createdAt, t.id)],
);

/** One row per (post, tag), dated like the post: the popular-topics window scans recent rows only. */
export const postTopicUses = pgTable(
  'post_topic_uses',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.tag] }),
    index('post_topic_uses_created_tag_idx').on(t.createdAt, t.tag),
    // A topic's feed page walks this newest first and stops at the page's size.
    index('post_topic_uses_tag_created_idx').on(t.tag, t.createdAt.desc(), t.postId.desc()),
  ],
);

/**
 * How many uses each tag has per UTC day, kept by triggers on post_topic_uses (migration 0038):
 * popular topics add up the whole days of their window (docs/decisions/031-topic-feed-and-counts.md).
 */
export const postTopicDays = pgTable(
  'post_topic_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    tag: text('tag').notNull(),
    postCount: integer('post_count').notNull(),
  },
  (t) => [primaryKey({ name: 'post_topic_days_pk', columns: [t.day, t.tag] })],
);

/** The same per UTC hour (the hours of the window's first day). */
export const postTopicHours = pgTable(
  'post_topic_hours',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    tag: text('tag').notNull(),
    postCount: integer('post_count').notNull(),
  },
  (t) => [primaryKey({ name: 'post_topic_hours_pk', columns: [t.hour, t.tag] })],
);

export const stories = pgTable(
  'stories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id').notNull(),
    /** Moderation: null visible; HIDDEN shown to its author alone (marked, with the reason); REMOVED to nobody. */
    moderation: text('moderation').$type<TContentState>(),
    moderationReason: text('moderation_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('stories_expires_idx').on(t.expiresAt),
    index('stories_author_expires_idx').on(t.authorId, t.expiresAt),
  ],
);

export const storyViews = pgTable(
  'story_views',
  {
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    viewerId: uuid('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storyId, t.viewerId] })],
);

export type PostRow = typeof posts.$inferSelect;
export type StoryRow = typeof stories.$inferSelect;

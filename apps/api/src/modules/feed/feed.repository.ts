import { SOCIAL_LIMITS } from '@bagdar/contracts';
import { and, asc, desc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withFastRows } from '../../db/fast-rows.ts';
import { preparedByName } from '../../db/prepared.ts';
import { media } from '../../db/schema/media.ts';
import type { MediaJson } from '../media/media.service.ts';
import {
  postComments,
  postLikes,
  postMedia,
  posts,
  postTopicDays,
  postTopicHours,
  postTopicUses,
} from '../../db/schema/social.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/users.ts';
import { timeKey } from '../../lib/keyset.ts';
import { authorNotSuspended, moderationAllows } from '../moderation/visibility.ts';
import { NOTIFICATIONS_CHANNEL } from '../notifications/notifications.service.ts';
import { notBlockedBetween, notHiddenFrom } from '../privacy/relation-filter.ts';

/** Queries of posts, likes, comments and topics. Lists are one query each, authors joined. */

export const authorColumns = {
  authorId: users.id,
  authorUsername: users.username,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  authorAvatarUrl: users.avatarUrl,
};

/**
 * Whether the viewer likes the row's post: a scalar subquery with LIMIT 1, one probe of post_likes'
 * (post_id, user_id) key per row shown, where an EXISTS may be planned as a hash of all the viewer's likes.
 */
const likedBy = (viewerId: string | Placeholder) =>
  sql<boolean>`((SELECT 1 FROM ${postLikes} WHERE ${postLikes.postId} = ${posts.id} AND ${postLikes.userId} = ${viewerId} LIMIT 1) IS NOT NULL)`;

/**
 * The columns of a post as lists show it, each list in one statement: `likedByMe` as
 * `likedBy` reads it, `images` a JSON array in position order (a probe of post_media's key per row;
 * `[]` when none). A feed page reads these only for the posts its post view cache lacks (decision 017).
 */
export function postColumns(viewerId: string | Placeholder) {
  return {
    id: posts.id,
    text: posts.text,
    topics: posts.topics,
    likeCount: posts.likeCount,
    commentCount: posts.commentCount,
    createdAt: posts.createdAt,
    createdKey: timeKey(posts.createdAt),
    likedByMe: likedBy(viewerId),
    hiddenReason: posts.moderationReason,
    images: sql<MediaJson[]>`coalesce((
      SELECT json_agg(json_build_object(
        'id', ${media.id}, 'kind', ${media.kind}, 'purpose', ${media.purpose}, 'contentType', ${media.contentType},
        'bytes', ${media.bytes}, 'width', ${media.width}, 'height', ${media.height},
        'durationSeconds', ${media.durationSeconds}, 'createdAt', ${timeKey(media.createdAt)}
      ) ORDER BY ${postMedia.position})
      FROM ${postMedia} JOIN ${media} ON ${media.id} = ${postMedia.mediaId}
      WHERE ${postMedia.postId} = ${posts.id}), '[]'::json)`,
    ...authorColumns,
  };
}

export interface FeedFilter {
  viewerId: string;
  after: { createdAt: string; id: string } | null;
  topic?: string;
  authorUsername?: string;
  limit: number;
}

/** The most rows a feed statement asks for: a page of the largest size and one more, to know there is a next page. */
export const FEED_PAGE_ROWS_MAX = SOCIAL_LIMITS.pageSizeMax + 1;

/**
 * What a feed page reads of each post from the database: what may change after the post is written.
 * The rest comes from the post view cache (docs/decisions/017-post-view-cache.md), or from
 * findPostViews for the posts it does not hold.
 */
const liveColumns = (viewerId: Placeholder) => ({
  id: posts.id,
  authorId: posts.authorId,
  likeCount: posts.likeCount,
  commentCount: posts.commentCount,
  likedByMe: likedBy(viewerId),
  hiddenReason: posts.moderationReason,
});

/**
 * One page of the feed, newest first, keyset over (created_at, id) on posts_created_idx / posts_author_created_idx:
 * each post's live columns (no author, text or images: an index walk and one likes probe per row).
 * The hot path of the app: each combination of filters and row count is a named prepared statement
 * (built once per database, planned once per connection; see docs/decisions/007-hot-path-prepared-statements.md).
 */
export async function pageLivePosts(db: Db, filter: FeedFilter) {
  const { limit } = filter;
  if (!Number.isInteger(limit) || limit < 1 || limit > FEED_PAGE_ROWS_MAX) {
    throw new Error(`pageLivePosts: limit ${limit} is not 1-${FEED_PAGE_ROWS_MAX}`);
  }
  const shape: FeedPageShape = { paged: !!filter.after, byTopic: !!filter.topic, byAuthor: !!filter.authorUsername };
  const filters = [shape.paged && 'next', shape.byTopic && 'topic', shape.byAuthor && 'author'].filter(Boolean);
  const name = `feed_live_${filters.join('_') || 'first'}_${limit}`;
  return pageLivePrepared(db, name, () => preparePageLivePosts(db, name, shape, limit)).execute({
    viewerId: filter.viewerId,
    afterAt: filter.after?.createdAt ?? null,
    afterId: filter.after?.id ?? null,
    topic: filter.topic ?? null,
    authorUsername: filter.authorUsername ?? null,
  });
}

/** The filters a feed page statement is written with: one prepared statement per combination and row count. */
interface FeedPageShape {
  /** After a cursor: a page past the first. */
  paged: boolean;
  byTopic: boolean;
  /** A profile's tab: one author's posts. */
  byAuthor: boolean;
}

/**
 * The feed page statement for one combination of filters and row count. The LIMIT is written into the text, not a parameter: with `LIMIT $n`
 * PostgreSQL's generic plan assumes 10 % of the table (and would JIT), so every execution was
 * planned anew; with the number the generic plan is the index walk, planned once per connection.
 */
function preparePageLivePosts(db: Db, name: string, shape: FeedPageShape, limit: number) {
  if (shape.byTopic && !shape.byAuthor) return prepareTopicPage(db, name, shape, limit);
  // Moderation: hidden posts to their author alone, removed ones and suspended authors' to nobody.
  const conditions: SQL[] = [moderationAllows(posts, sql.placeholder('viewerId')), authorNotSuspended(posts.authorId)];
  if (shape.paged) {
    // The cursor as a sub-select (an InitPlan): the planner cannot see its values, so a custom plan
    // costs what the generic one does and PostgreSQL keeps the generic plan. With the values visible,
    // every custom plan of a page near the top looked cheaper (more rows before the cursor), so each
    // execution was planned again: half the statement's throughput (decision 017). Still the index's
    // start: `Index Cond: ROW(created_at, id) < ROW($1, $2)`.
    conditions.push(
      sql`(${posts.createdAt}, ${posts.id}) < (SELECT ${sql.placeholder('afterAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`,
    );
  }
  if (shape.byTopic) conditions.push(sql`${posts.topics} @> ARRAY[${sql.placeholder('topic')}::text]`);
  if (shape.byAuthor) {
    conditions.push(
      sql`${posts.authorId} = (SELECT ${users.id} FROM ${users} WHERE lower(${users.username}) = lower(${sql.placeholder('authorUsername')}::text))`,
    );
  }
  // Blocked people's posts never show; a muted author's are left out of the feed and topics but
  // stay on their own profile's tab (the viewer went there on purpose). Two key probes per row.
  const viewer = sql.placeholder('viewerId');
  conditions.push(shape.byAuthor ? notBlockedBetween(viewer, posts.authorId) : notHiddenFrom(viewer, posts.authorId));
  return withFastRows(
    db
      .select(liveColumns(sql.placeholder('viewerId')))
      .from(posts)
      .where(and(...conditions))
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(literalLimit(limit))
      .prepare(name),
  );
}

/**
 * A topic's page: its uses newest first on post_topic_uses_tag_created_idx (a use is dated exactly
 * like its post, so this is the feed's (created_at, id) order and keyset), each joined to its post by
 * key and filtered as the feed filters. The walk stops at the page's size, where the GIN index on
 * posts.topics handed over every post of the tag for a sort. An author's posts with a tag still
 * walk posts_author_created_idx (preparePageLivePosts): an author has few posts.
 */
function prepareTopicPage(db: Db, name: string, shape: FeedPageShape, limit: number) {
  const viewer = sql.placeholder('viewerId');
  const conditions: SQL[] = [
    sql`${postTopicUses.tag} = ${sql.placeholder('topic')}::text`,
    moderationAllows(posts, viewer),
    authorNotSuspended(posts.authorId),
    notHiddenFrom(viewer, posts.authorId),
  ];
  if (shape.paged) {
    // A sub-select for the cursor, as in preparePageLivePosts: the generic plan stays.
    conditions.push(
      sql`(${postTopicUses.createdAt}, ${postTopicUses.postId}) < (SELECT ${sql.placeholder('afterAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`,
    );
  }
  return withFastRows(
    db
      .select(liveColumns(viewer))
      .from(postTopicUses)
      .innerJoin(posts, eq(posts.id, postTopicUses.postId))
      .where(and(...conditions))
      .orderBy(desc(postTopicUses.createdAt), desc(postTopicUses.postId))
      .limit(literalLimit(limit))
      .prepare(name),
  );
}

/**
 * `LIMIT n` as text of the statement. drizzle's limit() is typed number | Placeholder (both sent as
 * a parameter) but writes any SQL it is given into the statement (pg-core dialect, buildSelectQuery).
 */
export function literalLimit(limit: number): number {
  return sql.raw(String(limit)) as unknown as number;
}

const pageLivePrepared = preparedByName<ReturnType<typeof preparePageLivePosts>>();

/** Whether `viewerId` may see a post: not hidden by moderation, its author not suspended, no block between them. */
function shownTo(viewerId: string) {
  return and(
    moderationAllows(posts, viewerId),
    authorNotSuspended(posts.authorId),
    notBlockedBetween(viewerId, posts.authorId),
  );
}

export async function findPostView(db: Db, viewerId: string, id: string): Promise<PostViewRow | null> {
  const [row] = await db
    .select(postColumns(viewerId))
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(and(eq(posts.id, id), shownTo(viewerId)))
    .limit(1);
  return row ?? null;
}

/** Several posts by id, in one query (a project's page of posts, a feed page's posts the cache lacks); order is the caller's. */
export async function findPostViews(db: Db, viewerId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select(postColumns(viewerId))
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(and(inArray(posts.id, ids), shownTo(viewerId)));
}

export type PostViewRow = Awaited<ReturnType<typeof findPostViews>>[number];

export async function insertPost(
  db: Db,
  values: { authorId: string; text: string; topics: string[]; mediaIds: string[]; createdAt?: Date },
): Promise<{ id: string; createdAt: Date }> {
  const searchable = `${values.text} ${values.topics.join(' ')}`;
  const [row] = await db
    .insert(posts)
    .values({
      authorId: values.authorId,
      text: values.text,
      topics: values.topics,
      search: sql`to_tsvector('simple', ${searchable})`,
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning({ id: posts.id, createdAt: posts.createdAt, createdKey: timeKey(posts.createdAt) });
  if (!row) throw new Error('insertPost: no row');
  if (values.mediaIds.length > 0) {
    await db
      .insert(postMedia)
      .values(values.mediaIds.map((mediaId, position) => ({ postId: row.id, mediaId, position })));
  }
  if (values.topics.length > 0) {
    await db
      .insert(postTopicUses)
      // The post's exact time (microseconds; a Date keeps milliseconds): a topic's page orders and
      // pages by it (prepareTopicPage).
      .values(values.topics.map((tag) => ({ postId: row.id, tag, createdAt: sql`${row.createdKey}::timestamptz` })));
  }
  await bumpPostCount(db, values.authorId, 1);
  return { id: row.id, createdAt: row.createdAt };
}

/** Moves the author's maintained post count (shown on the profile). */
async function bumpPostCount(db: Db, authorId: string, delta: number): Promise<void> {
  await db
    .update(users)
    .set({ postCount: sql`${users.postCount} + ${delta}` })
    .where(eq(users.id, authorId));
}

/**
 * Deletes an author's own post with its images, likes, comments, reports and topic uses (FK cascades)
 * and moves their post count; false when not theirs. Run it in a transaction.
 */
export async function deleteOwnPost(db: Db, authorId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(posts)
    .where(and(eq(posts.id, id), eq(posts.authorId, authorId)))
    .returning({ id: posts.id });
  if (rows.length === 0) return false;
  await bumpPostCount(db, authorId, -1);
  return true;
}

/** A post's author, or null when it is missing or when the viewer and the author blocked one another. */
export async function findPostAuthor(db: Db, viewerId: string, id: string): Promise<{ authorId: string } | null> {
  const [row] = await db
    .select({ authorId: posts.authorId })
    .from(posts)
    .where(and(eq(posts.id, id), notBlockedBetween(viewerId, posts.authorId)))
    .limit(1);
  return row ?? null;
}

/**
 * The post as a like or a comment finds it: missing, or the viewer and its author blocked one another,
 * and it is not there (a CTE of the write statements below).
 */
const targetPost = (viewerId: SQL, postId: SQL) => sql`
  SELECT ${posts.id} AS id, ${posts.authorId} AS author_id FROM ${posts}
  WHERE ${posts.id} = ${postId} AND ${notBlockedBetween(viewerId, posts.authorId)}`;

/**
 * The signal of each notification a statement wrote (notifications.service's payload, `{ userId, id }`),
 * as a scalar of its select list: PostgreSQL sends it on commit, like notify()'s own.
 */
const signalNotified = sql<number>`(SELECT count(pg_notify(${NOTIFICATIONS_CHANNEL}, json_build_object('userId', n.user_id, 'id', n.id)::text)) FROM notified n)`;

/** A CTE written as SQL (the statements below name its columns in their own SQL). */
const cteOf = (db: Db, name: string, body: SQL) => db.$with(name, { cte: sql`1`.as('cte') }).as(body);

/**
 * Likes or unlikes a post for the viewer in one statement, with no transaction around it: the post
 * (not there when missing or blocked), the like row, the post's like count moved when the row
 * changed (the post's row is locked for this statement alone), and on a new like of someone
 * else's post their notification and its signal. Null when the post is not there.
 * A named prepared statement per direction: planning it cost more than running it.
 */
export async function setPostLike(
  db: Db,
  viewerId: string,
  postId: string,
  liked: boolean,
): Promise<{ changed: boolean; likeCount: number } | null> {
  const name = liked ? 'post_like' : 'post_unlike';
  const [row] = await likePrepared(db, name, () => prepareLike(db, name, liked)).execute({ viewerId, postId });
  if (!row?.found) return null;
  return { changed: row.changed, likeCount: Number(row.likeCount ?? 0) };
}

function prepareLike(db: Db, name: string, liked: boolean) {
  const viewer = sql`${sql.placeholder('viewerId')}::uuid`;
  const postId = sql`${sql.placeholder('postId')}::uuid`;
  const target = cteOf(db, 'target', targetPost(viewer, postId));
  const changed = cteOf(
    db,
    'changed',
    liked
      ? sql`INSERT INTO ${postLikes} (post_id, user_id) SELECT id, ${viewer} FROM target
          ON CONFLICT DO NOTHING RETURNING post_id`
      : sql`DELETE FROM ${postLikes} WHERE ${postLikes.postId} IN (SELECT id FROM target)
          AND ${postLikes.userId} = ${viewer} RETURNING post_id`,
  );
  const counted = cteOf(
    db,
    'counted',
    sql`UPDATE ${posts} SET like_count = like_count + ${sql.raw(liked ? '1' : '-1')} FROM changed
      WHERE ${posts.id} = changed.post_id RETURNING ${posts.likeCount} AS like_count`,
  );
  const notified = cteOf(
    db,
    'notified',
    sql`INSERT INTO ${notifications} (user_id, type, actor_id, post_id)
      SELECT t.author_id, 'POST_LIKED', ${viewer}, t.id FROM target t JOIN changed c ON c.post_id = t.id
      WHERE t.author_id <> ${viewer}
      RETURNING id, user_id`,
  );
  return db
    .with(...(liked ? [target, changed, counted, notified] : [target, changed, counted]))
    .select({
      found: sql<boolean>`EXISTS (SELECT 1 FROM target)`,
      changed: sql<boolean>`EXISTS (SELECT 1 FROM changed)`,
      likeCount: sql<number | string | null>`coalesce((SELECT like_count FROM counted),
        (SELECT ${posts.likeCount} FROM ${posts} WHERE ${posts.id} = ${postId}))`,
      signals: liked ? signalNotified : sql<number>`0`,
    })
    .from(sql`(SELECT 1) AS one`)
    .prepare(name);
}

const likePrepared = preparedByName<ReturnType<typeof prepareLike>>();

/**
 * Adds a comment in one statement (no transaction needed around it): the post (not there when
 * missing or blocked), the comment, the post's comment count (its row locked for this statement
 * alone), the post's author's notification with its signal unless the author comments, and the
 * comment as lists show it. Null when the post is not there. A named prepared statement.
 */
export async function addCommentRow(
  db: Db,
  values: { postId: string; authorId: string; text: string; excerpt: string },
): Promise<CommentViewRow | null> {
  const [row] = await commentPrepared(db, 'post_comment_add', () => prepareAddComment(db)).execute(values);
  if (!row) return null;
  const { signals: _signals, ...comment } = row;
  return { ...comment, createdAt: new Date(row.createdKey) };
}

function prepareAddComment(db: Db) {
  const author = sql`${sql.placeholder('authorId')}::uuid`;
  const postId = sql`${sql.placeholder('postId')}::uuid`;
  const target = cteOf(db, 'target', targetPost(author, postId));
  const added = cteOf(
    db,
    'added',
    sql`INSERT INTO ${postComments} (post_id, author_id, text)
      SELECT id, ${author}, ${sql.placeholder('text')}::text FROM target
      RETURNING id, post_id, author_id, text, moderation_reason, created_at`,
  );
  const counted = cteOf(
    db,
    'counted',
    sql`UPDATE ${posts} SET comment_count = comment_count + 1 FROM added WHERE ${posts.id} = added.post_id
      RETURNING ${posts.id}`,
  );
  const notified = cteOf(
    db,
    'notified',
    sql`INSERT INTO ${notifications} (user_id, type, actor_id, post_id, data)
      SELECT t.author_id, 'POST_COMMENTED', ${author}, t.id,
        jsonb_build_object('commentId', a.id::text, 'excerpt', ${sql.placeholder('excerpt')}::text)
      FROM target t JOIN added a ON a.post_id = t.id WHERE t.author_id <> ${author}
      RETURNING id, user_id`,
  );
  return db
    .with(target, added, counted, notified)
    .select({
      id: sql<string>`a.id`,
      postId: sql<string>`a.post_id`,
      text: sql<string>`a.text`,
      hiddenReason: sql<string | null>`a.moderation_reason`,
      createdKey: timeKey(sql.raw('a.created_at')),
      authorId: sql<string>`u.id`,
      authorUsername: sql<string>`u.username`,
      authorFirstName: sql<string>`u.first_name`,
      authorLastName: sql<string>`u.last_name`,
      authorAvatarUrl: sql<string | null>`u.avatar_url`,
      signals: signalNotified,
    })
    .from(sql`added a JOIN ${users} u ON u.id = a.author_id`)
    .prepare('post_comment_add');
}

const commentPrepared = preparedByName<ReturnType<typeof prepareAddComment>>();

export async function bumpCommentCount(db: Db, postId: string, delta: number): Promise<void> {
  await db
    .update(posts)
    .set({ commentCount: sql`${posts.commentCount} + ${delta}` })
    .where(eq(posts.id, postId));
}

const commentColumns = {
  id: postComments.id,
  postId: postComments.postId,
  text: postComments.text,
  hiddenReason: postComments.moderationReason,
  createdAt: postComments.createdAt,
  createdKey: timeKey(postComments.createdAt),
  ...authorColumns,
};

/** The comments of a post a viewer may see, oldest first, keyset over (created_at, id) on post_comments_post_created_idx. */
function commentsPage(
  db: Db,
  viewerId: string,
  postId: string,
  after: { createdAt: string; id: string } | null,
  limit: number,
) {
  return db
    .select({
      ...commentColumns,
      // Named, so that the page can be a subquery (its author's id is not the comment's).
      createdKey: timeKey(postComments.createdAt).as('created_key'),
      authorId: sql<string>`${users.id}`.as('comment_author_id'),
    })
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.authorId))
    .where(
      and(
        eq(postComments.postId, postId),
        moderationAllows(postComments, viewerId),
        authorNotSuspended(postComments.authorId),
        notBlockedBetween(viewerId, postComments.authorId),
        after
          ? sql`(${postComments.createdAt}, ${postComments.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(postComments.createdAt), asc(postComments.id))
    .limit(limit);
}

/**
 * A page of a post's comments with the post's check, in one statement: the post (missing, or the
 * viewer and its author blocked one another: `found` false) left-joined to the page, so a post
 * without comments answers one row of nulls and a missing one none.
 */
export async function pageComments(
  db: Db,
  viewerId: string,
  postId: string,
  after: { createdAt: string; id: string } | null,
  limit: number,
): Promise<{ found: boolean; rows: CommentViewRow[] }> {
  const page = commentsPage(db, viewerId, postId, after, limit).as('page');
  const target = sql`(SELECT 1 FROM ${posts} WHERE ${posts.id} = ${postId} AND ${notBlockedBetween(viewerId, posts.authorId)}) AS target`;
  const joined = await db
    .select({
      id: page.id,
      postId: page.postId,
      text: page.text,
      hiddenReason: page.hiddenReason,
      createdAt: page.createdAt,
      createdKey: page.createdKey,
      authorId: page.authorId,
      authorUsername: page.authorUsername,
      authorFirstName: page.authorFirstName,
      authorLastName: page.authorLastName,
      authorAvatarUrl: page.authorAvatarUrl,
    })
    .from(target)
    .leftJoin(page, sql`true`)
    .orderBy(asc(page.createdAt), asc(page.id));
  // A row with a comment's id is a whole comment (the left join's nulls are the post without one).
  const rows = joined.filter((row) => row.id !== null) as CommentViewRow[];
  return { found: joined.length > 0, rows };
}

export type CommentViewRow = Awaited<ReturnType<typeof commentsPage>>[number];

export async function insertComment(db: Db, values: { postId: string; authorId: string; text: string }) {
  const [row] = await db.insert(postComments).values(values).returning({ id: postComments.id });
  if (!row) throw new Error('insertComment: no row');
  const [view] = await db
    .select(commentColumns)
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.authorId))
    .where(eq(postComments.id, row.id));
  if (!view) throw new Error('insertComment: no view');
  return view;
}

export async function deleteOwnComment(db: Db, postId: string, commentId: string, authorId: string): Promise<boolean> {
  const rows = await db
    .delete(postComments)
    .where(and(eq(postComments.id, commentId), eq(postComments.postId, postId), eq(postComments.authorId, authorId)))
    .returning({ id: postComments.id });
  return rows.length > 0;
}

/**
 * The most used tags since `since`, ties by tag: whole UTC days of the window from post_topic_days,
 * the whole hours before its first whole day from post_topic_hours, and only the uses of the part
 * of an hour at its start from post_topic_uses (post_topic_uses_created_tag_idx). The same counts as
 * counting every use of the window, over a few hundred rows. One prepared statement.
 */
export async function popularTopics(db: Db, since: Date, limit: number) {
  if (!Number.isInteger(limit) || limit < 1 || limit > 100)
    throw new Error(`popularTopics: limit ${limit} is not 1-100`);
  const firstHour = ceilTo(since, 3_600_000);
  const firstDay = ceilTo(since, 86_400_000);
  const name = `popular_topics_${limit}`;
  return popularPrepared(db, name, () => preparePopularTopics(db, name, limit)).execute({
    since: since.toISOString(),
    firstHour: firstHour.toISOString(),
    firstDay: firstDay.toISOString(),
    firstDate: firstDay.toISOString().slice(0, 10),
  });
}

/** The first multiple of `unit` ms (a UTC hour or day) at or after `time`. */
function ceilTo(time: Date, unit: number): Date {
  return new Date(Math.ceil(time.getTime() / unit) * unit);
}

function preparePopularTopics(db: Db, name: string, limit: number) {
  const since = sql`${sql.placeholder('since')}::timestamptz`;
  const firstHour = sql`${sql.placeholder('firstHour')}::timestamptz`;
  const firstDay = sql`${sql.placeholder('firstDay')}::timestamptz`;
  const firstDate = sql`${sql.placeholder('firstDate')}::date`;
  const counts = sql`(
    SELECT ${postTopicDays.tag} AS tag, ${postTopicDays.postCount} AS n FROM ${postTopicDays}
    WHERE ${postTopicDays.day} >= ${firstDate}
    UNION ALL
    SELECT ${postTopicHours.tag}, ${postTopicHours.postCount} FROM ${postTopicHours}
    WHERE ${postTopicHours.hour} >= ${firstHour} AND ${postTopicHours.hour} < ${firstDay}
    UNION ALL
    SELECT ${postTopicUses.tag}, 1 FROM ${postTopicUses}
    WHERE ${postTopicUses.createdAt} >= ${since} AND ${postTopicUses.createdAt} < ${firstHour}
  ) AS counts`;
  const postCount = sql<number>`sum(counts.n)::int`;
  return db
    .select({ tag: sql<string>`counts.tag`, postCount })
    .from(counts)
    .groupBy(sql`counts.tag`)
    .having(sql`sum(counts.n) > 0`)
    .orderBy(sql`sum(counts.n) DESC`, sql`counts.tag`)
    .limit(literalLimit(limit))
    .prepare(name);
}

const popularPrepared = preparedByName<ReturnType<typeof preparePopularTopics>>();

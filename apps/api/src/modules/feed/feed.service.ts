import {
  SOCIAL_LIMITS,
  type TAuthor,
  type TComment,
  type TCreateCommentBody,
  type TMe,
  type TPost,
} from '@bagdar/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { decodeTimeCursor, encodeCursor } from '../../lib/keyset.ts';
import { findOwnedMedia, mediaJsonDto } from '../media/media.service.ts';
import { assertAllowed, holdForReview } from '../moderation/word-filter.service.ts';
import * as repo from './feed.repository.ts';
import type { CommentViewRow, PostViewRow } from './feed.repository.ts';
import { pageJson, postJson, postPieces } from './post-page-json.ts';
import { extractTopics } from './post-text.ts';
import type { PostPieces, PostViewCache } from './post-view-cache.ts';

/** The feed's rules: who may delete what, counters moved with their rows, notifications in the same transaction. */

export function toAuthor(row: {
  authorId: string;
  authorUsername: string;
  authorFirstName: string;
  authorLastName: string;
  authorAvatarUrl: string | null;
}): TAuthor {
  return {
    id: row.authorId,
    username: row.authorUsername,
    firstName: row.authorFirstName,
    lastName: row.authorLastName,
    avatarUrl: row.authorAvatarUrl,
  };
}

/** Post DTOs for rows of one page: their images came in the same statement, as JSON. */
export function toPosts<R extends PostViewRow>(viewerId: string, rows: R[]): (TPost & { row: R })[] {
  return rows.map((row) => ({
    row,
    id: row.id,
    author: toAuthor(row),
    text: row.text,
    images: row.images.map(mediaJsonDto),
    topics: row.topics,
    likeCount: row.likeCount,
    commentCount: row.commentCount,
    likedByMe: row.likedByMe,
    canDelete: row.authorId === viewerId,
    hiddenReason: row.hiddenReason,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** An image as every media DTO shows it (the JSON carries the time with microseconds; the DTO's has milliseconds). */

const withoutRow = <T extends { row: unknown }>({ row: _row, ...rest }: T): Omit<T, 'row'> => rest;

/**
 * A feed page as JSON (the route sends it as it is): one statement for what changes (counts, the
 * viewer's like), the rest from the post view cache, and one more statement for the posts it lacks
 * (docs/decisions/017-post-view-cache.md).
 */
export async function listPostsJson(
  db: Db,
  cache: PostViewCache,
  me: TMe,
  query: { cursor?: string; limit: number; topic?: string; author?: string },
  retried = false,
): Promise<string> {
  const rows = await repo.pageLivePosts(db, {
    viewerId: me.id,
    after: decodeTimeCursor(query.cursor),
    limit: query.limit + 1,
    ...(query.topic ? { topic: query.topic.replace(/^#/, '').toLocaleLowerCase() } : {}),
    ...(query.author ? { authorUsername: query.author } : {}),
  });
  const page = rows.slice(0, query.limit);
  const now = Date.now();
  const pieces = new Map<string, { post: PostPieces; author: string }>();
  for (const row of page) {
    const held = cache.get(row.id, now);
    if (held) pieces.set(row.id, held);
  }
  const missing = page.filter((row) => !pieces.has(row.id)).map((row) => row.id);
  if (missing.length > 0) {
    const mark = cache.mark();
    for (const post of toPosts(me.id, await repo.findPostViews(db, me.id, missing))) {
      const { entry, authorJson } = postPieces(withoutRow(post), post.row.createdKey);
      cache.store(post.id, entry, authorJson, mark, now);
      pieces.set(post.id, { post: entry, author: authorJson });
    }
  }
  // A post deleted between the two statements is left out of the page; if that was all of them,
  // the page is read again (its cursor would otherwise be lost).
  const shown = page.flatMap((row) => {
    const held = pieces.get(row.id);
    return held ? [{ row, ...held }] : [];
  });
  if (shown.length === 0 && page.length > 0 && !retried) return listPostsJson(db, cache, me, query, true);
  const last = shown[shown.length - 1];
  return pageJson(
    shown.map(({ row, post, author }) => postJson(post, author, row, me.id)),
    rows.length > query.limit && last ? encodeCursor([last.post.createdKey, last.row.id]) : null,
  );
}

/** Posts by id in the given order (missing ones left out): one statement whatever the count. */
export async function postsByIds(db: Db, viewerId: string, ids: string[]): Promise<TPost[]> {
  const rows = new Map((await repo.findPostViews(db, viewerId, ids)).map((row) => [row.id, row]));
  const ordered = ids.flatMap((id) => rows.get(id) ?? []);
  return toPosts(viewerId, ordered).map(withoutRow);
}

async function loadPost(db: Db, viewerId: string, id: string): Promise<TPost> {
  const row = isUuid(id) ? await repo.findPostView(db, viewerId, id) : null;
  if (!row) throw postNotFound();
  const [post] = toPosts(viewerId, [row]);
  if (!post) throw postNotFound();
  return withoutRow(post);
}

export const postNotFound = () => new AppError('NOT_FOUND', 404, 'Post not found');

/**
 * `attach` runs in the post's transaction (a project links the post to itself there).
 */
export async function createPost(
  db: Db,
  me: TMe,
  body: { text: string; mediaIds: string[] },
  attach?: (tx: Db, post: { id: string; createdAt: Date }) => Promise<void>,
): Promise<TPost> {
  const images = await findOwnedMedia(db, me.id, body.mediaIds, ['post']);
  if (images.some((m) => m.kind !== 'IMAGE')) {
    throw new AppError('MEDIA_INVALID', 400, 'Posts carry images only');
  }
  if (new Set(body.mediaIds).size !== body.mediaIds.length) {
    throw new AppError('MEDIA_INVALID', 400, 'The same image twice');
  }
  // The word filter: a listed insult refuses the post (422, the words named); a review word publishes it hidden and queued.
  const verdict = await assertAllowed(db, body.text);
  const { id } = await db.transaction(async (tx) => {
    const post = await repo.insertPost(tx, {
      authorId: me.id,
      text: body.text,
      topics: extractTopics(body.text),
      mediaIds: body.mediaIds,
    });
    if (verdict.review.length > 0)
      await holdForReview(tx, { type: 'POST', id: post.id, authorId: me.id }, verdict.review);
    await attach?.(tx, post);
    return post;
  });
  return loadPost(db, me.id, id);
}

/** Someone else's post answers 404 like a missing one: whether it exists is not revealed. */
export async function deletePost(db: Db, me: TMe, id: string): Promise<void> {
  const deleted = isUuid(id) && (await db.transaction((tx) => repo.deleteOwnPost(tx, me.id, id)));
  if (!deleted) throw postNotFound();
}

/** The post's author; 404 when it is missing or when the viewer and its author blocked one another. */
async function requirePost(db: Db, viewerId: string, id: string): Promise<{ authorId: string }> {
  const post = isUuid(id) ? await repo.findPostAuthor(db, viewerId, id) : null;
  if (!post) throw postNotFound();
  return post;
}

/** One statement (feed.repository setPostLike): the like, the count, the author's notification. */
export async function setLike(db: Db, me: TMe, postId: string, liked: boolean) {
  const result = isUuid(postId) ? await repo.setPostLike(db, me.id, postId, liked) : null;
  if (!result) throw postNotFound();
  return { liked, likeCount: result.likeCount };
}

function toComment(row: CommentViewRow, viewerId: string): TComment {
  return {
    id: row.id,
    postId: row.postId,
    author: toAuthor(row),
    text: row.text,
    canDelete: row.authorId === viewerId,
    hiddenReason: row.hiddenReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A page of a post's comments, one statement with the post's check (404 when it is missing or blocked). */
export async function listComments(db: Db, me: TMe, postId: string, query: { cursor?: string; limit: number }) {
  const after = decodeTimeCursor(query.cursor);
  if (!isUuid(postId)) throw postNotFound();
  const { found, rows } = await repo.pageComments(db, me.id, postId, after, query.limit + 1);
  if (!found) throw postNotFound();
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    items: page.map((row) => toComment(row, me.id)),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.createdKey, last.id]) : null,
  };
}

/**
 * One statement (feed.repository addCommentRow): the comment, the count, the author's notification.
 * A comment with words of the review list is held in the same transaction as it is written.
 */
export async function addComment(db: Db, me: TMe, postId: string, body: TCreateCommentBody): Promise<TComment> {
  if (!isUuid(postId)) throw postNotFound();
  // A refused text on a post that is not there answers 404, as the post is looked for first.
  const verdict = await assertAllowed(db, body.text).catch(async (error: unknown) => {
    await requirePost(db, me.id, postId);
    throw error;
  });
  const values = { postId, authorId: me.id, text: body.text, excerpt: body.text.slice(0, 120) };
  const row =
    verdict.review.length === 0
      ? await repo.addCommentRow(db, values)
      : await db.transaction(async (tx) => {
          const comment = await repo.addCommentRow(tx, values);
          if (!comment) return null;
          await holdForReview(tx, { type: 'COMMENT', id: comment.id, authorId: me.id }, verdict.review);
          return { ...comment, hiddenReason: 'WORD_FILTER' };
        });
  if (!row) throw postNotFound();
  return toComment(row, me.id);
}

/** Only one's own comment; someone else's answers 404 like a missing one. */
export async function deleteComment(db: Db, me: TMe, postId: string, commentId: string): Promise<void> {
  const deleted =
    isUuid(postId) &&
    isUuid(commentId) &&
    (await db.transaction(async (tx) => {
      const gone = await repo.deleteOwnComment(tx, postId, commentId, me.id);
      if (gone) await repo.bumpCommentCount(tx, postId, -1);
      return gone;
    }));
  if (!deleted) throw new AppError('NOT_FOUND', 404, 'Comment not found');
}

export async function listPopularTopics(db: Db, now: Date = new Date()) {
  const since = new Date(now.getTime() - SOCIAL_LIMITS.popularTopicsDays * 86_400_000);
  return { items: await repo.popularTopics(db, since, SOCIAL_LIMITS.popularTopics) };
}

import type { TPost } from '@bagdar/contracts';
import type { PostPieces } from './post-view-cache.ts';

/**
 * A feed page written as JSON from the post view cache's pieces (docs/decisions/017-post-view-cache.md).
 * The pieces are cut from the post's DTO (feed.service.ts toPosts), in ZPost's key order; the volatile
 * fields (likeCount, commentCount, likedByMe, canDelete, hiddenReason) come from the page's own statement. The bytes
 * are those the route's compiled serializer writes for the same page: with RESPONSE_CROSS_CHECK every
 * page is compared with it (feed.routes.ts), and post-page-json.test.ts compares them on random text.
 */

/** What a page's statement reads of each post: what may have changed since the post was written. */
export interface LivePost {
  id: string;
  authorId: string;
  likeCount: number;
  commentCount: number;
  likedByMe: boolean;
  /** Moderation's reason when the post is hidden (only its author's pages hold such a post). */
  hiddenReason: string | null;
}

/** The fixed pieces of a post's JSON and its author's JSON. */
export function postPieces(post: TPost, createdKey: string): { entry: PostPieces; authorJson: string } {
  const json = JSON.stringify;
  return {
    entry: {
      authorId: post.author.id,
      head: `{"id":${json(post.id)},"author":`,
      body: `,"text":${json(post.text)},"images":${json(post.images)},"topics":${json(post.topics)},"likeCount":`,
      tail: `,"createdAt":${json(post.createdAt)}}`,
      createdKey,
    },
    authorJson: json(post.author),
  };
}

/** One post of a page: the fixed pieces around what the page's statement read. */
export function postJson(entry: PostPieces, authorJson: string, live: LivePost, viewerId: string): string {
  return (
    entry.head +
    authorJson +
    entry.body +
    String(live.likeCount) +
    ',"commentCount":' +
    String(live.commentCount) +
    ',"likedByMe":' +
    String(live.likedByMe) +
    ',"canDelete":' +
    String(live.authorId === viewerId) +
    ',"hiddenReason":' +
    JSON.stringify(live.hiddenReason) +
    entry.tail
  );
}

/** A ZPostPage. */
export function pageJson(items: string[], nextCursor: string | null): string {
  return `{"items":[${items.join(',')}],"nextCursor":${JSON.stringify(nextCursor)}}`;
}

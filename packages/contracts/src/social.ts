import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { ZMedia } from './media.ts';
import { REPORT_REASONS, SOCIAL_LIMITS } from './social-limits.ts';

/**
 * The social core: feed posts with images and hashtag topics, comments, likes,
 * reports, popular topics, post search and 24-hour stories. Lists are keyset-paginated:
 * `?cursor=&limit=` → `{ items, nextCursor }`.
 */
export const ZAuthor = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatarUrl: z.string().nullable(),
});
export type TAuthor = z.infer<typeof ZAuthor>;

export const ZSocialPageQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(SOCIAL_LIMITS.pageSizeMax).default(SOCIAL_LIMITS.pageSizeDefault),
});

export const ZFeedQuery = ZSocialPageQuery.extend({
  /** A hashtag without `#`, to filter by topic. */
  topic: z.string().trim().min(1).max(SOCIAL_LIMITS.topicMax).optional(),
  /** A username, for the profile's Posts tab. */
  author: z.string().trim().min(1).max(LIMITS.usernameMax).optional(),
});
export type TFeedQuery = z.input<typeof ZFeedQuery>;

export const ZPost = z.object({
  id: z.string(),
  author: ZAuthor,
  text: z.string(),
  images: z.array(ZMedia),
  topics: z.array(z.string()),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  likedByMe: z.boolean(),
  canDelete: z.boolean(),
  /** Shown to the author alone: why a moderator (or the reports, or the word filter) hid the post. */
  hiddenReason: z.string().nullable(),
  createdAt: z.string(),
});
export type TPost = z.infer<typeof ZPost>;

export const ZPostPage = z.object({ items: z.array(ZPost), nextCursor: z.string().nullable() });
export type TPostPage = z.infer<typeof ZPostPage>;

export const ZCreatePostBody = z
  .object({
    text: z.string().trim().max(SOCIAL_LIMITS.postTextMax, { error: 'post_too_long' }).default(''),
    mediaIds: z
      .array(z.string().max(64))
      .max(SOCIAL_LIMITS.postImagesMax, { error: 'post_too_many_images' })
      .default([]),
  })
  .refine((b) => b.text.length > 0 || b.mediaIds.length > 0, { error: 'post_empty', path: ['text'] });
export type TCreatePostBody = z.input<typeof ZCreatePostBody>;

export const ZComment = z.object({
  id: z.string(),
  postId: z.string(),
  author: ZAuthor,
  text: z.string(),
  canDelete: z.boolean(),
  /** Shown to the author alone: why the comment is hidden from others. */
  hiddenReason: z.string().nullable(),
  createdAt: z.string(),
});
export type TComment = z.infer<typeof ZComment>;
export const ZCommentPage = z.object({ items: z.array(ZComment), nextCursor: z.string().nullable() });

export const ZCreateCommentBody = z.object({
  text: z
    .string()
    .trim()
    .min(1, { error: 'comment_empty' })
    .max(SOCIAL_LIMITS.commentTextMax, { error: 'comment_too_long' }),
});
export type TCreateCommentBody = z.infer<typeof ZCreateCommentBody>;

export const ZLikeState = z.object({ liked: z.boolean(), likeCount: z.number().int() });

export const ZReportBody = z.object({
  reason: z.enum(REPORT_REASONS, { error: 'report_reason_required' }),
  comment: z.string().trim().max(SOCIAL_LIMITS.reportCommentMax, { error: 'comment_too_long' }).optional(),
});
export type TReportBody = z.infer<typeof ZReportBody>;

export const ZTopic = z.object({ tag: z.string(), postCount: z.number().int() });
export const ZPopularTopics = z.object({ items: z.array(ZTopic) });

/** Post search: at least 2 characters, enforced by the client and the server. */
export const ZSearchQuery = ZSocialPageQuery.extend({
  q: z
    .string()
    .trim()
    .min(LIMITS.searchMin, { error: 'search_too_short' })
    .max(SOCIAL_LIMITS.searchQueryMax, { error: 'search_too_long' }),
});
/** Text split into plain and matched segments, so the client highlights without HTML. */
export const ZHighlight = z.array(z.object({ text: z.string(), match: z.boolean() }));
export const ZSearchHit = ZPost.extend({ highlight: ZHighlight });
export const ZSearchPage = z.object({ items: z.array(ZSearchHit), nextCursor: z.string().nullable() });
export type TSearchPage = z.infer<typeof ZSearchPage>;

export const ZStory = z.object({
  id: z.string(),
  author: ZAuthor,
  media: ZMedia,
  seen: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Shown to the author alone: why moderation hides the story from others (a report reason, REPORTS or WORD_FILTER). */
  hiddenReason: z.string().nullable(),
});
export type TStory = z.infer<typeof ZStory>;
export const ZStoryGroup = z.object({ author: ZAuthor, stories: z.array(ZStory), allSeen: z.boolean() });
export const ZStoryFeed = z.object({ items: z.array(ZStoryGroup) });
export type TStoryFeed = z.infer<typeof ZStoryFeed>;
export const ZCreateStoryBody = z.object({ mediaId: z.string().max(64) });

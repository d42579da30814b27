/**
 * The limits and choices of the social core and of uploads, apart from their zod schemas
 * (social.ts, media.ts): a web page that needs only a limit (the feed's composer) then does not load
 * zod, about 25 KB gzip (docs/decisions/014-web-budgets.md).
 */

export const SOCIAL_LIMITS = {
  postTextMax: 2000,
  commentTextMax: 1000,
  postImagesMax: 6,
  topicsPerPostMax: 10,
  topicMax: 50,
  searchQueryMax: 100,
  reportCommentMax: 500,
  storyHours: 24,
  pageSizeDefault: 20,
  pageSizeMax: 50,
  popularTopics: 10,
  popularTopicsDays: 7,
} as const;

export const REPORT_REASONS = ['SPAM', 'ABUSE', 'INAPPROPRIATE', 'MISINFORMATION', 'OTHER'] as const;
export type TReportReason = (typeof REPORT_REASONS)[number];

export const MEDIA_KINDS = ['IMAGE', 'VIDEO', 'DOCUMENT'] as const;
export type TMediaKind = (typeof MEDIA_KINDS)[number];

/** What an upload is for: decides the kinds and limits accepted. */
export const MEDIA_PURPOSES = ['post', 'story', 'avatar', 'cover', 'certificate', 'project'] as const;
export type TMediaPurpose = (typeof MEDIA_PURPOSES)[number];

export const MEDIA_LIMITS = {
  imageBytes: 10 * 1024 * 1024,
  videoBytes: 50 * 1024 * 1024,
  documentBytes: 10 * 1024 * 1024,
  videoStoryMaxSeconds: 15,
  postImagesMax: 6,
} as const;

import type { TComment, TPost } from '@bagdar/contracts';

/** Test-only data shaped like the API's answers. */
export const author = { id: 'u2', username: 'dana', firstName: 'Дана', lastName: 'Ахметова', avatarUrl: null };

export function makePost(overrides: Partial<TPost> = {}): TPost {
  return {
    id: 'p1',
    author,
    text: 'Готовлюсь к ЕНТ #математика',
    images: [],
    topics: ['математика'],
    likeCount: 3,
    commentCount: 1,
    likedByMe: false,
    canDelete: false,
    hiddenReason: null,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

export function makeComment(overrides: Partial<TComment> = {}): TComment {
  return {
    id: 'c1',
    postId: 'p1',
    author,
    text: 'Удачи!',
    canDelete: false,
    hiddenReason: null,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

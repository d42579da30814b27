import { ZPostPage, type TMedia, type TPost } from '@bagdar/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createResponseSerializerCompiler } from '../../lib/response-serializer.ts';
import { pageJson, postJson, postPieces } from './post-page-json.ts';

/** The route's own serializer for GET /posts, cross-checked with Zod: what the pieces must add up to. */
const { compiler } = createResponseSerializerCompiler({ crossCheck: true });
const serializePage = compiler({ schema: ZPostPage, method: 'GET', url: '/posts', httpStatus: '200' }) as (
  data: unknown,
) => string;

/** Text as users type it and worse: quotes, backslashes, control characters, Kazakh, emoji, lone surrogates. */
const text = fc.string({ unit: 'binary', maxLength: 60 });
const image: fc.Arbitrary<TMedia> = fc.record({
  id: fc.uuid(),
  kind: fc.constant('IMAGE' as const),
  purpose: fc.constant('post' as const),
  url: text,
  contentType: fc.constantFrom('image/webp', 'image/jpeg'),
  bytes: fc.nat(),
  width: fc.option(fc.nat({ max: 10_000 })),
  height: fc.option(fc.nat({ max: 10_000 })),
  durationSeconds: fc.option(fc.double({ min: 0, max: 15, noNaN: true })),
  createdAt: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
});
const post: fc.Arbitrary<TPost> = fc.record({
  id: fc.uuid(),
  author: fc.record({
    id: fc.uuid(),
    username: text,
    firstName: text,
    lastName: text,
    avatarUrl: fc.option(text),
  }),
  text,
  images: fc.array(image, { maxLength: 3 }),
  topics: fc.array(text, { maxLength: 4 }),
  likeCount: fc.nat(),
  commentCount: fc.nat(),
  likedByMe: fc.boolean(),
  canDelete: fc.boolean(),
  hiddenReason: fc.option(fc.constantFrom('REPORTS', 'WORD_FILTER', 'ABUSE')),
  createdAt: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
});

/** A page written from the cache's pieces, with each post's live fields as the page's statement reads them. */
function fromPieces(posts: TPost[], viewerId: string, nextCursor: string | null): string {
  const items = posts.map((p) => {
    const { entry, authorJson } = postPieces(p, '2026-11-25T10:00:00.000000Z');
    return postJson(entry, authorJson, { ...p, authorId: p.author.id }, viewerId);
  });
  return pageJson(items, nextCursor);
}

describe('a feed page written from the post view cache', () => {
  it('is byte for byte what the route serializer writes for the same posts', () => {
    fc.assert(
      fc.property(fc.array(post, { maxLength: 5 }), fc.option(text), (posts, nextCursor) => {
        const viewerId = posts[0]?.author.id ?? 'nobody';
        const expected = posts.map((p) => ({ ...p, canDelete: p.author.id === viewerId }));
        expect(fromPieces(posts, viewerId, nextCursor)).toBe(serializePage({ items: expected, nextCursor }));
      }),
      { seed: 20261125, numRuns: 300 },
    );
  });

  it('takes the live fields from the page’s statement, not from the post the pieces were cut from', () => {
    const [sample] = fc.sample(post, { numRuns: 1, seed: 7 });
    if (!sample) throw new Error('no sample');
    const { entry, authorJson } = postPieces({ ...sample, likeCount: 1, commentCount: 1, likedByMe: false }, 'k');
    const live = {
      id: sample.id,
      authorId: sample.author.id,
      likeCount: 42,
      commentCount: 9,
      likedByMe: true,
      hiddenReason: 'ABUSE',
    };
    const written = JSON.parse(postJson(entry, authorJson, live, sample.author.id)) as TPost;
    expect(written).toMatchObject({
      likeCount: 42,
      commentCount: 9,
      likedByMe: true,
      canDelete: true,
      hiddenReason: 'ABUSE',
    });
  });
});

import type { TApiErrorBody, TStory, TStoryFeed } from '@bagdar/contracts';
import { describe, expect, it } from 'vitest';
import { stories } from '../../db/schema/social.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import { mediaRow, signedInUser } from '../feed/social-fixtures.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;
const HOUR = 3_600_000;

async function postStory(session: string, mediaId: string) {
  return call(ctx.app, 'POST', '/api/v1/stories', { session, body: { mediaId } });
}
const feedOf = async (session: string) =>
  (await call(ctx.app, 'GET', '/api/v1/stories', { session })).json<TStoryFeed>();

describe('stories', () => {
  it('creates an image or video story that expires 24 hours later; refuses foreign or post media', async () => {
    const { user, session } = await signedInUser(ctx.app);
    const other = await signedInUser(ctx.app);
    const response = await postStory(session, await mediaRow(db(), user.id, 'story', 'VIDEO'));
    expect(response.statusCode).toBe(201);
    const story = response.json<TStory>();
    expect(Date.parse(story.expiresAt) - Date.parse(story.createdAt)).toBe(24 * HOUR);
    expect(story.media.kind).toBe('VIDEO');
    for (const mediaId of [await mediaRow(db(), other.user.id, 'story'), await mediaRow(db(), user.id, 'post')]) {
      const refused = await postStory(session, mediaId);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<TApiErrorBody>().code).toBe('MEDIA_INVALID');
    }
  });

  it('lists unexpired stories grouped by author: own first, then unseen authors; seen per viewer', async () => {
    const me = await signedInUser(ctx.app, 'viewer');
    const seenAuthor = await signedInUser(ctx.app, 'seen_author');
    const freshAuthor = await signedInUser(ctx.app, 'fresh_author');
    const oldOne = await mediaRow(db(), freshAuthor.user.id, 'story');
    await db()
      .insert(stories)
      .values({
        authorId: freshAuthor.user.id,
        mediaId: oldOne,
        createdAt: new Date(Date.now() - 25 * HOUR),
        expiresAt: new Date(Date.now() - HOUR),
      });
    const seenStory = (
      await postStory(seenAuthor.session, await mediaRow(db(), seenAuthor.user.id, 'story'))
    ).json<TStory>();
    await postStory(freshAuthor.session, await mediaRow(db(), freshAuthor.user.id, 'story'));
    await postStory(freshAuthor.session, await mediaRow(db(), freshAuthor.user.id, 'story'));
    await postStory(me.session, await mediaRow(db(), me.user.id, 'story'));
    const seen = await call(ctx.app, 'POST', `/api/v1/stories/${seenStory.id}/seen`, { session: me.session });
    expect(seen.json()).toEqual({ ok: true });
    await call(ctx.app, 'POST', `/api/v1/stories/${seenStory.id}/seen`, { session: me.session });

    const feed = await feedOf(me.session);
    expect(feed.items.map((g) => [g.author.username, g.stories.length, g.allSeen])).toEqual([
      ['viewer', 1, false],
      ['fresh_author', 2, false],
      ['seen_author', 1, true],
    ]);
    const theirs = await feedOf(freshAuthor.session);
    expect(theirs.items.find((g) => g.author.username === 'seen_author')?.allSeen).toBe(false);
  });

  it('deletes only one’s own story', async () => {
    const owner = await signedInUser(ctx.app);
    const other = await signedInUser(ctx.app);
    const story = (await postStory(owner.session, await mediaRow(db(), owner.user.id, 'story'))).json<TStory>();
    expect((await call(ctx.app, 'DELETE', `/api/v1/stories/${story.id}`, { session: other.session })).statusCode).toBe(
      404,
    );
    expect((await feedOf(other.session)).items).toHaveLength(1);
    expect((await call(ctx.app, 'DELETE', `/api/v1/stories/${story.id}`, { session: owner.session })).statusCode).toBe(
      200,
    );
    expect((await feedOf(other.session)).items).toHaveLength(0);
  });
});

import type { TPostPage, TStoryFeed } from '@bagdar/contracts';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postComments, postLikes, posts, stories } from '../schema/social.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD } from './demo-data.ts';
import { seedDemo } from './demo-seed.ts';
import { seedSocial } from './social-seed.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;
const rows = async (table: typeof posts | typeof postLikes | typeof postComments | typeof stories) =>
  (await db().select({ n: count() }).from(table))[0]?.n;

describe('social seed', () => {
  it('gives the demo users a living feed with images, likes, comments and two current stories, once', async () => {
    await seedDemo(db(), new Date(), ctx.app.storage);
    const before = [await rows(posts), await rows(postLikes), await rows(postComments), await rows(stories)];
    await seedSocial(db(), new Date(), ctx.app.storage);
    expect([await rows(posts), await rows(postLikes), await rows(postComments), await rows(stories)]).toEqual(before);
    // 25 posts of the social seed, 3 project posts of projects-seed.ts, which the feed shows too, and
    // the 3 posts of moderation-seed.ts that wait in the reports queue.
    expect(before[0]).toBe(31);

    const session = await signIn(ctx.app, 'demo.free', DEMO_PASSWORD);
    const feed = (await call(ctx.app, 'GET', '/api/v1/posts?limit=50', { session })).json<TPostPage>();
    expect(feed.items).toHaveLength(31);
    expect(feed.items.filter((p) => p.images.length > 0).length).toBeGreaterThanOrEqual(5);
    expect(feed.items).toContainEqual(
      expect.objectContaining({ likeCount: 3, commentCount: 3, topics: ['робототехника', 'stem'] }),
    );
    const topics = (await call(ctx.app, 'GET', '/api/v1/topics/popular', { session })).json<{
      items: { tag: string }[];
    }>();
    expect(topics.items.map((t) => t.tag)).toEqual(expect.arrayContaining(['ент', 'stem', 'кәсіп', 'профориентация']));
    const strip = (await call(ctx.app, 'GET', '/api/v1/stories', { session })).json<TStoryFeed>();
    expect(strip.items.flatMap((g) => g.stories.map((s) => s.media.kind)).sort()).toEqual(['IMAGE', 'VIDEO']);
  }, 120_000);
});

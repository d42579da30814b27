import type { TPostPage, TSearchPage } from '@bagdar/contracts';
import { describe, expect, it } from 'vitest';
import { call, signIn, useTestApp } from '../../test/test-app.ts';
import { BENCH_PASSWORD, benchUsername, seedBenchFeed } from './feed-bench-seed.ts';

const ctx = useTestApp();

describe('bench feed seed', () => {
  it('bulk-writes users and posts that the feed and search serve, once', async () => {
    const db = ctx.app.database.db;
    expect(await seedBenchFeed(db, { users: 20, posts: 300 })).toEqual({ created: true });
    expect(await seedBenchFeed(db, { users: 20, posts: 300 })).toEqual({ created: false });
    const session = await signIn(ctx.app, benchUsername(7), BENCH_PASSWORD);
    const feed = (await call(ctx.app, 'GET', '/api/v1/posts?limit=50', { session })).json<TPostPage>();
    expect(feed.items).toHaveLength(50);
    expect(feed.nextCursor).not.toBeNull();
    const search = (await call(ctx.app, 'GET', '/api/v1/posts/search?q=робота', { session })).json<TSearchPage>();
    expect(search.items.length).toBeGreaterThan(0);
  });
});

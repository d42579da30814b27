import type { TPostPage } from '@bagdar/contracts';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { media } from '../../db/schema/media.ts';
import { postLikes, posts } from '../../db/schema/social.ts';
import { users } from '../../db/schema/users.ts';
import { countQueries } from '../../test/count-queries.ts';
import { signalsSettled } from '../../test/session-signals.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import { postViewCacheOf } from './feed.routes.ts';
import { PostViewCache, postViewCacheSettings, type PostPieces } from './post-view-cache.ts';
import { mediaRow, postAt, signedInUser } from './social-fixtures.ts';

const saved = { ...postViewCacheSettings };
afterEach(() => Object.assign(postViewCacheSettings, saved));

const pieces = (authorId: string): PostPieces => ({ authorId, head: '', body: '', tail: '', createdKey: '' });

describe('PostViewCache', () => {
  it('serves nothing until its channel listens, and forgets all when it stops', () => {
    const cache = new PostViewCache();
    const now = Date.now();
    cache.store('p1', pieces('a'), '{}', cache.mark(), now);
    expect(cache.get('p1', now)).toBeUndefined();
    cache.setListening(true);
    cache.store('p1', pieces('a'), '{}', cache.mark(), now);
    expect(cache.get('p1', now)).toBeDefined();
    cache.setListening(false);
    expect(cache.size).toEqual({ posts: 0, authors: 0 });
    expect(cache.get('p1', now)).toBeUndefined();
  });

  it('does not store a read that began before a signal', () => {
    const cache = new PostViewCache();
    cache.setListening(true);
    const mark = cache.mark();
    cache.signal('u:someone-else');
    cache.store('p1', pieces('a'), '{}', mark, Date.now());
    expect(cache.size.posts).toBe(0);
  });

  it('forgets an author with their posts on their signal, every author on a local write, all on an unknown signal', () => {
    const cache = new PostViewCache();
    cache.setListening(true);
    const now = Date.now();
    const fill = () => {
      for (const [post, author] of [
        ['a1', 'ua'],
        ['a2', 'ua'],
        ['b1', 'ub'],
      ] as const) {
        cache.store(post, pieces(author), `{"id":"${author}"}`, cache.mark(), now);
      }
    };
    const held = () => ['a1', 'a2', 'b1'].map((id) => cache.get(id, now) !== undefined);
    fill();
    cache.signal('u:ua');
    expect(held()).toEqual([false, false, true]);
    cache.signal('o:some-organisation');
    expect(held()).toEqual([false, false, true]);
    fill();
    cache.forgetAuthors();
    expect(held()).toEqual([false, false, false]);
    expect(cache.size).toEqual({ posts: 3, authors: 0 });
    fill();
    cache.signal('*');
    expect(cache.size).toEqual({ posts: 0, authors: 0 });
  });

  it('reads again after the time to live, and holds at most maxEntries posts', () => {
    const cache = new PostViewCache();
    cache.setListening(true);
    const now = Date.now();
    cache.store('old', pieces('a'), '{}', cache.mark(), now - postViewCacheSettings.ttlMs - 1);
    expect(cache.get('old', now)).toBeUndefined();
    postViewCacheSettings.maxEntries = 2;
    for (const id of ['p1', 'p2', 'p3']) cache.store(id, pieces(`author-${id}`), '{}', cache.mark(), now);
    expect(cache.size).toEqual({ posts: 2, authors: 2 });
    expect(cache.get('p1', now)).toBeUndefined();
    expect(cache.get('p3', now)).toBeDefined();
  });
});

describe('the post view cache in the app', () => {
  const t = useTestApp();
  const db = () => t.testDb.database.db;
  const page = (session: string) => call(t.app, 'GET', '/api/v1/posts?limit=10', { session });
  const cache = () => postViewCacheOf(t.app)!;

  async function postedFeed() {
    const author = await signedInUser(t.app);
    const reader = await signedInUser(t.app);
    const image = await mediaRow(db(), author.user.id);
    const post = await postAt(db(), author.user.id, 'Олимпиада по #физике', undefined, [image]);
    await postAt(db(), reader.user.id, 'Сәлем, бағдар!');
    return { author, reader, image, post };
  }

  it('answers a repeated page with one statement, its counts and likes read fresh', async () => {
    const { reader, post } = await postedFeed();
    await signalsSettled(t.app);
    await call(t.app, 'GET', '/api/v1/auth/me', { session: reader.session }); // the session, held from now on
    const first = await countQueries(db(), () => page(reader.session));

    expect(first.queries).toBe(2);
    expect(first.result.statusCode).toBe(200);
    const again = await countQueries(db(), () => page(reader.session));
    expect(again.queries).toBe(1);
    expect(again.result.body).toBe(first.result.body);

    // Written beside the API (no session table: nothing is forgotten), read by the page's own statement.
    await db().insert(postLikes).values({ postId: post.id, userId: reader.user.id });
    await db().update(posts).set({ likeCount: 7, commentCount: 3 }).where(eq(posts.id, post.id));
    const fresh = await countQueries(db(), () => page(reader.session));
    expect(fresh.queries).toBe(1);
    const shown = fresh.result.json<TPostPage>().items.find((item) => item.id === post.id);
    expect(shown).toMatchObject({ likeCount: 7, commentCount: 3, likedByMe: true, canDelete: false });
  });

  it('shows an author’s new name and avatar at once, and a deleted image once its owner’s signal arrives', async () => {
    const { author, reader, image, post } = await postedFeed();
    await page(reader.session);
    await db()
      .update(users)
      .set({ firstName: 'Әлия', avatarUrl: '/api/v1/media/new/content' })
      .where(eq(users.id, author.user.id));
    const renamed = (await page(reader.session)).json<TPostPage>().items.find((item) => item.id === post.id);
    expect(renamed?.author).toMatchObject({ firstName: 'Әлия', avatarUrl: '/api/v1/media/new/content' });
    expect(renamed?.images.map((m) => m.id)).toEqual([image]);

    // The media row's trigger (migration 0017) signals its owner: the post is read again without it.
    await db().delete(media).where(eq(media.id, image));
    await expect
      .poll(
        async () => (await page(reader.session)).json<TPostPage>().items.find((item) => item.id === post.id)?.images,
        {
          timeout: 2000,
        },
      )
      .toEqual([]);
  });

  it('forgets an author’s posts on the triggers’ NOTIFY, sent by anyone', async () => {
    const { author, reader, post } = await postedFeed();
    await page(reader.session);
    expect(cache().get(post.id, Date.now())).toBeDefined();
    // A SELECT is not a write of this process: only the notification can make the cache forget.
    await db().execute(sql`SELECT pg_notify('bagdar_session', ${`u:${author.user.id}`})`);
    await expect.poll(() => cache().get(post.id, Date.now()), { timeout: 2000 }).toBeUndefined();
  });

  it('learns of another connection’s rename through the trigger (PostgreSQL server)', async (test) => {
    const url = t.testDb.url;
    if (!url) {
      test.skip('PGlite is one process: no other connection can write');
      return;
    }
    const { author, reader, post } = await postedFeed();
    await page(reader.session);
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await other.query('UPDATE users SET last_name = $1 WHERE id = $2', ['Сейітқали', author.user.id]);
      await expect
        .poll(
          async () => (await page(reader.session)).json<TPostPage>().items.find((item) => item.id === post.id)?.author,
          { timeout: 2000, interval: 5 },
        )
        .toMatchObject({ lastName: 'Сейітқали' });
    } finally {
      await other.end();
    }
  });

  it('reads every post from the database while the listener is down (PostgreSQL server)', async (test) => {
    if (!t.testDb.url) {
      test.skip('PGlite listens in-process: there is no connection to lose');
      return;
    }
    const { reader } = await postedFeed();
    await page(reader.session);
    await db().execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN bagdar_session'`,
    );
    await expect.poll(() => cache().size.posts, { timeout: 2000 }).toBe(0);
    const { queries, result } = await countQueries(db(), () => page(reader.session));
    expect(result.statusCode).toBe(200);
    // The session is read again too (its cache is down as well), then the page and its posts.
    expect(queries).toBe(3);
  });
});

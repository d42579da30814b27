import type { TPostPage } from '@bagdar/contracts';
import { describe, expect, it } from 'vitest';
import { countQueries, countStatements } from '../../test/count-queries.ts';
import { signalsSettled } from '../../test/session-signals.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import { postViewCacheOf } from './feed.routes.ts';
import { mediaRow, postAt, signedInUser } from './social-fixtures.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;

/** The statements one GET sends, session lookup included. */
async function queriesOf(run: () => Promise<unknown>): Promise<number> {
  return (await countQueries(db(), run)).queries;
}

async function richFeed() {
  const authors = await Promise.all(Array.from({ length: 4 }, () => signedInUser(ctx.app)));
  const [me] = authors;
  if (!me) throw new Error('no user');
  for (let i = 0; i < 25; i++) {
    const author = authors[i % authors.length]!;
    const images = i % 2 ? [await mediaRow(db(), author.user.id), await mediaRow(db(), author.user.id)] : [];
    const post = await postAt(db(), author.user.id, `Пост ${i} про #ЕНТ и олимпиаду`, undefined, images);
    if (i % 3 === 0) await call(ctx.app, 'POST', `/api/v1/posts/${post.id}/like`, { session: me.session });
    await call(ctx.app, 'POST', `/api/v1/posts/${post.id}/comments`, {
      session: author.session,
      body: { text: `к ${i}` },
    });
  }
  for (const author of authors) {
    await call(ctx.app, 'POST', '/api/v1/stories', {
      session: author.session,
      body: { mediaId: await mediaRow(db(), author.user.id, 'story') },
    });
  }
  return me;
}

describe('list endpoints issue a fixed number of queries whatever the page size', () => {
  it('feed, topic feed, profile posts, search, comments, popular topics and stories', async () => {
    const me = await richFeed();
    await signalsSettled(ctx.app);
    const get = (url: string) => () => call(ctx.app, 'GET', url, { session: me.session });
    const post = (await get('/api/v1/posts?limit=1')()).json<TPostPage>().items[0];
    const lists = {
      feed: (limit: number) => `/api/v1/posts?limit=${limit}`,
      topic: (limit: number) => `/api/v1/posts?topic=ент&limit=${limit}`,
      author: (limit: number) => `/api/v1/posts?author=${me.user.username}&limit=${limit}`,
      search: (limit: number) => `/api/v1/posts/search?q=${encodeURIComponent('олимпиаду')}&limit=${limit}`,
      typo: (limit: number) => `/api/v1/posts/search?q=${encodeURIComponent('олимпиаде')}&limit=${limit}`,
      comments: (limit: number) => `/api/v1/posts/${post?.id}/comments?limit=${limit}`,
    };
    // The feed's pages read their posts' fixed JSON from the post view cache (decision 017): counted
    // with it emptied first (one statement more, for every post of the page at once) and once it holds them.
    const cache = postViewCacheOf(ctx.app);
    if (!cache) throw new Error('no post view cache');
    const cold = (run: () => Promise<unknown>) => () => {
      cache.clear();
      return run();
    };
    const counts: Record<string, [number, number]> = {};
    const feedCold: Record<string, [number, number]> = {};
    for (const [name, url] of Object.entries(lists)) {
      if (name === 'feed' || name === 'topic' || name === 'author') {
        feedCold[name] = [await queriesOf(cold(get(url(20)))), await queriesOf(cold(get(url(5))))];
        await get(url(20))();
      }
      counts[name] = [await queriesOf(get(url(20))), await queriesOf(get(url(5)))];
    }
    const stories = await queriesOf(get('/api/v1/stories'));
    const topics = await queriesOf(get('/api/v1/topics/popular'));
    const session = await queriesOf(get('/api/v1/auth/me'));
    const profile = await queriesOf(get(`/api/v1/profiles/${me.user.username}`));
    for (const [name, [big, small]] of Object.entries({ ...counts, ...feedCold })) expect(big, name).toBe(small);
    expect(Object.values(feedCold).map(([big]) => big - session)).toEqual([2, 2, 2]);
    // Beyond the session (0 statements once the session cache holds it, decision 016): feed pages 1 (the posts' counts and likedByMe;
    // their authors, text and images from the post view cache, or 2 with a second statement for those it lacks),
    // search 1 (2 when full text finds so few posts that the trigram search follows: the typo), comments 1 (the page, the post's check in it), stories and topics 1,
    // a profile page 1 (user with organisation, cover, academic data, languages and certificates).
    const extra = Object.fromEntries(Object.entries(counts).map(([name, [big]]) => [name, big - session]));
    expect({ ...extra, stories: stories - session, topics: topics - session, profile: profile - session }).toEqual({
      feed: 1,
      topic: 1,
      author: 1,
      search: 1,
      typo: 2,
      comments: 1,
      stories: 1,
      topics: 1,
      profile: 1,
    });
  });
});

describe('a like and a comment are one statement each', () => {
  it('likes, unlikes and comments with one statement, no BEGIN and COMMIT', async () => {
    const owner = await signedInUser(ctx.app);
    const fan = await signedInUser(ctx.app);
    const post = await postAt(db(), owner.user.id, 'Счётчики #ент');
    await signalsSettled(ctx.app);
    const statementsOf = async (run: () => Promise<unknown>) => (await countStatements(db(), run)).statements;
    const send = (method: 'POST' | 'DELETE', path: string, body?: unknown) => () =>
      call(ctx.app, method, `/api/v1/posts/${post.id}${path}`, { session: fan.session, ...(body ? { body } : {}) });
    // The session comes from the session cache (decision 016): what is counted is the route's own.
    await call(ctx.app, 'GET', '/api/v1/auth/me', { session: fan.session });
    expect({
      like: await statementsOf(send('POST', '/like')),
      likeAgain: await statementsOf(send('POST', '/like')),
      unlike: await statementsOf(send('DELETE', '/like')),
      comment: await statementsOf(send('POST', '/comments', { text: 'Первый' })),
    }).toEqual({ like: 1, likeAgain: 1, unlike: 1, comment: 1 });
  });
});

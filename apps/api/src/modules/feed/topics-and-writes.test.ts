import type { TComment, TPostPage } from '@bagdar/contracts';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications.ts';
import { posts, postTopicUses } from '../../db/schema/social.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import { NOTIFICATIONS_CHANNEL } from '../notifications/notifications.service.ts';
import { listPopularTopics } from './feed.service.ts';
import { postAt, signedInUser } from './social-fixtures.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** What `pg_notify` sent on the notifications channel while `run` ran (PGlite's LISTEN, or a server connection's). */
async function signalsDuring(run: () => Promise<unknown>): Promise<unknown[]> {
  const payloads: unknown[] = [];
  const onPayload = (payload: string) => payloads.push(JSON.parse(payload));
  const { database } = ctx.app;
  let stop: () => Promise<void>;
  if (database.listen) {
    stop = await database.listen(NOTIFICATIONS_CHANNEL, onPayload);
  } else {
    const client = new pg.Client({ connectionString: ctx.testDb.url });
    await client.connect();
    client.on('notification', (message) => onPayload(message.payload ?? ''));
    await client.query(`LISTEN ${NOTIFICATIONS_CHANNEL}`);
    stop = () => client.end();
  }
  try {
    await run();
    await expect.poll(() => payloads.length > 0).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return payloads;
  } finally {
    await stop();
  }
}

describe('a topic page', () => {
  it('walks the same posts in the same order as the feed filtered by the tag, ties and mutes included', async () => {
    const me = await signedInUser(ctx.app);
    const other = await signedInUser(ctx.app);
    const muted = await signedInUser(ctx.app);
    await call(ctx.app, 'PUT', `/api/v1/privacy/relations/${muted.user.id}`, {
      session: me.session,
      body: { kind: 'MUTE' },
    });
    const tie = new Date(Date.now() - HOUR);
    for (let i = 0; i < 9; i++) {
      const author = [me, other, muted][i % 3]!;
      await postAt(db(), author.user.id, `Пост ${i} #ЕНТ`, i < 4 ? tie : new Date(Date.now() - i * 1000));
      await postAt(db(), author.user.id, `Другое ${i} #IELTS`, new Date(Date.now() - i * 1000 - 500));
    }
    // Through the route, as a user writes it: the use keeps the post's exact time (microseconds).
    await call(ctx.app, 'POST', '/api/v1/posts', { session: other.session, body: { text: 'Свежий #ент' } });
    const [{ apart } = { apart: -1 }] = await db()
      .select({ apart: sql<number>`count(*)::int` })
      .from(postTopicUses)
      .innerJoin(posts, eq(posts.id, postTopicUses.postId))
      .where(sql`${postTopicUses.createdAt} <> ${posts.createdAt}`);
    expect(apart).toBe(0);

    const expected = await db()
      .select({ id: posts.id })
      .from(posts)
      .where(sql`${posts.topics} @> ARRAY['ент'] AND ${posts.authorId} <> ${muted.user.id}`)
      .orderBy(sql`${posts.createdAt} DESC`, sql`${posts.id} DESC`);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/v1/posts?topic=%23ЕНТ&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page: TPostPage = (await call(ctx.app, 'GET', url, { session: me.session })).json<TPostPage>();
      seen.push(...page.items.map((p) => p.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(expected.map((p) => p.id));
    expect(seen).toHaveLength(7);
  });
});

describe('popular topics', () => {
  it('count what counting every use of the window counts, wherever the window starts', async () => {
    const { user } = await signedInUser(ctx.app);
    const base = Date.parse('2026-03-10T13:37:12.345Z');
    const since = base - 7 * DAY;
    const offsets = [-1, 0, 1, HOUR / 2, 23 * 60_000, HOUR, 10 * HOUR, DAY - 1, DAY, 3 * DAY + 7, 7 * DAY, 8 * DAY];
    const tags = ['ент', 'ielts', 'stem', 'грант'];
    let n = 0;
    for (const offset of offsets) {
      for (const [i, tag] of tags.entries()) {
        if ((n + i) % 3 === 0) continue;
        await postAt(db(), user.id, `#${tag} ${n}`, new Date(since + offset));
      }
      n++;
    }
    // A deleted post's uses leave the counts.
    const gone = await postAt(db(), user.id, '#грант #stem', new Date(since + 2 * HOUR));
    await db().delete(posts).where(eq(posts.id, gone.id));

    // Windows starting on the hour, on midnight, a millisecond either side, and in between.
    const starts = [0, 1, -1, HOUR / 2, 10 * HOUR + 22 * 60_000, DAY - 1, DAY, -(13 * HOUR + 37 * 60_000 + 12_345)];
    for (const shift of starts) {
      const now = new Date(base + shift);
      const from = new Date(now.getTime() - 7 * DAY).toISOString();
      const everyUse = await db()
        .select({ tag: postTopicUses.tag, postCount: sql<number>`count(*)::int` })
        .from(postTopicUses)
        .where(sql`${postTopicUses.createdAt} >= ${from}::timestamptz`)
        .groupBy(postTopicUses.tag)
        .orderBy(sql`count(*) DESC`, postTopicUses.tag);
      const { items } = await listPopularTopics(db(), now);
      expect(items, now.toISOString()).toEqual(everyUse);
    }
  });
});

describe('likes and comments', () => {
  it('write the like, the count and the notification, and signal it to every process', async () => {
    const owner = await signedInUser(ctx.app);
    const fan = await signedInUser(ctx.app);
    const post = await postAt(db(), owner.user.id, 'Лайк?');
    const signals = await signalsDuring(() =>
      call(ctx.app, 'POST', `/api/v1/posts/${post.id}/like`, { session: fan.session }),
    );
    const [liked] = await db().select().from(notifications).where(eq(notifications.userId, owner.user.id));
    expect(liked).toMatchObject({ type: 'POST_LIKED', actorId: fan.user.id, postId: post.id, data: {} });
    expect(signals).toEqual([{ userId: owner.user.id, id: liked?.id }]);

    const text = `Отличный пост! ${'ә'.repeat(200)}`;
    let comment: TComment | undefined;
    const commented = await signalsDuring(async () => {
      const response = await call(ctx.app, 'POST', `/api/v1/posts/${post.id}/comments`, {
        session: fan.session,
        body: { text },
      });
      expect(response.statusCode).toBe(201);
      comment = response.json<TComment>();
    });
    expect(comment).toMatchObject({
      postId: post.id,
      text,
      canDelete: true,
      hiddenReason: null,
      author: { id: fan.user.id, username: fan.user.username },
    });
    const [row] = await db().select({ createdAt: sql<string>`created_at` }).from(sql`post_comments`);
    expect(comment?.createdAt).toBe(new Date(row!.createdAt).toISOString());
    const sent = await db().select().from(notifications).where(eq(notifications.type, 'POST_COMMENTED'));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.data).toEqual({ commentId: comment?.id, excerpt: text.slice(0, 120) });
    expect(commented).toEqual([{ userId: owner.user.id, id: sent[0]?.id }]);
    const [counts] = await db().select({ likes: posts.likeCount, comments: posts.commentCount }).from(posts);
    expect(counts).toEqual({ likes: 1, comments: 1 });
  });

  it('answer 404 for a post of someone who blocked the viewer, writing nothing, and list none of its comments', async () => {
    const owner = await signedInUser(ctx.app);
    const fan = await signedInUser(ctx.app);
    const post = await postAt(db(), owner.user.id, 'Не для всех');
    await call(ctx.app, 'PUT', `/api/v1/privacy/relations/${fan.user.id}`, {
      session: owner.session,
      body: { kind: 'BLOCK' },
    });
    const like = await call(ctx.app, 'POST', `/api/v1/posts/${post.id}/like`, { session: fan.session });
    const unlike = await call(ctx.app, 'DELETE', `/api/v1/posts/${post.id}/like`, { session: fan.session });
    const comment = await call(ctx.app, 'POST', `/api/v1/posts/${post.id}/comments`, {
      session: fan.session,
      body: { text: 'Привет' },
    });
    expect([like.statusCode, unlike.statusCode, comment.statusCode]).toEqual([404, 404, 404]);
    // Its comments too, whether it has any or not; an empty post of someone else's is an empty page.
    await call(ctx.app, 'POST', `/api/v1/posts/${post.id}/comments`, { session: owner.session, body: { text: 'Мой' } });
    const list = await call(ctx.app, 'GET', `/api/v1/posts/${post.id}/comments`, { session: fan.session });
    expect(list.statusCode).toBe(404);
    const quiet = await postAt(db(), fan.user.id, 'Без комментариев');
    const empty = await call(ctx.app, 'GET', `/api/v1/posts/${quiet.id}/comments`, { session: owner.session });
    expect(empty.statusCode).toBe(404);
    const open = await postAt(db(), (await signedInUser(ctx.app)).user.id, 'Тихо');
    const none = await call(ctx.app, 'GET', `/api/v1/posts/${open.id}/comments`, { session: fan.session });
    expect(none.json()).toEqual({ items: [], nextCursor: null });
    const missing = await call(ctx.app, 'GET', '/api/v1/posts/00000000-0000-4000-8000-000000000000/comments', {
      session: fan.session,
    });
    expect(missing.statusCode).toBe(404);
    const [counts] = await db()
      .select({ likes: posts.likeCount, comments: posts.commentCount })
      .from(posts)
      .where(eq(posts.id, post.id));
    expect(counts).toEqual({ likes: 0, comments: 1 });
    expect(await db().select().from(notifications)).toEqual([]);
  });
});

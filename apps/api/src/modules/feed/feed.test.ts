import type { TApiErrorBody, TComment, TPost, TPostPage } from '@bagdar/contracts';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { media } from '../../db/schema/media.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { contentReports } from '../../db/schema/moderation.ts';
import { postComments, postLikes, posts, postTopicUses } from '../../db/schema/social.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import { toMediaDto } from '../media/media.service.ts';
import { mediaRow, postAt, signedInUser } from './social-fixtures.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;
const HOUR = 3_600_000;

async function createPost(session: string, body: unknown) {
  return call(ctx.app, 'POST', '/api/v1/posts', { session, body });
}

describe('posts', () => {
  it('creates a post whose hashtags become lower-cased unique topics, with its images in order', async () => {
    const { user, session } = await signedInUser(ctx.app);
    const images = [await mediaRow(db(), user.id), await mediaRow(db(), user.id)];
    const response = await createPost(session, {
      text: 'Готовлюсь к #ЕНТ и #IELTS, люблю #робототехника. #Кәсіп #ент #STEM_2026!',
      mediaIds: images,
    });
    expect(response.statusCode).toBe(201);
    const post = response.json<TPost>();
    expect(post.topics).toEqual(['ент', 'ielts', 'робототехника', 'кәсіп', 'stem_2026']);
    expect(post.images.map((i) => i.id)).toEqual(images);
    expect(post).toMatchObject({ likeCount: 0, commentCount: 0, likedByMe: false, canDelete: true });
    expect(post.author.username).toBe(user.username);
  });

  it('every list shows the images as the media DTO does, in position order, with likedByMe for its viewer', async () => {
    const owner = await signedInUser(ctx.app);
    const fan = await signedInUser(ctx.app);
    const ids = [await mediaRow(db(), owner.user.id), await mediaRow(db(), owner.user.id)];
    // Microseconds past the last millisecond and a float4 duration: the page statement returns them as JSON.
    await db()
      .update(media)
      .set({ createdAt: sql`'2026-01-02T03:04:05.999999Z'::timestamptz`, durationSeconds: 2.7, width: null })
      .where(eq(media.id, ids[1]!));
    const created = await createPost(owner.session, { text: 'Фото с #хакатон а', mediaIds: [ids[1], ids[0]] });
    const post = created.json<TPost>();
    await createPost(owner.session, { text: 'Без фото #хакатон а' });
    await call(ctx.app, 'POST', `/api/v1/posts/${post.id}/like`, { session: fan.session });
    const rows = await db().select().from(media).where(inArray(media.id, ids));
    const expected = [ids[1], ids[0]].map((id) => toMediaDto(rows.find((r) => r.id === id)!));
    expect(expected[0]).toMatchObject({ createdAt: '2026-01-02T03:04:05.999Z', durationSeconds: 2.7, width: null });
    expect(post.images).toEqual(expected);
    const lists = [
      '/api/v1/posts?limit=7',
      `/api/v1/posts?author=${owner.user.username}`,
      `/api/v1/posts?topic=${encodeURIComponent('хакатон')}`,
      `/api/v1/posts/search?q=${encodeURIComponent('фото')}`,
    ];
    for (const [viewer, liked] of [
      [fan, true],
      [owner, false],
    ] as const) {
      for (const url of lists) {
        const items = (await call(ctx.app, 'GET', url, { session: viewer.session })).json<TPostPage>().items;
        const shown = items.find((p) => p.id === post.id);
        expect(shown?.images, url).toEqual(expected);
        expect(shown?.likedByMe, url).toBe(liked);
        expect(
          items.filter((p) => p.id !== post.id).every((p) => p.images.length === 0 && !p.likedByMe),
          url,
        ).toBe(true);
      }
    }
  });

  it('refuses bad posts with a clear error and stores nothing', async () => {
    const { user, session } = await signedInUser(ctx.app);
    const other = await signedInUser(ctx.app);
    const othersImage = await mediaRow(db(), other.user.id);
    const tooMany = await Promise.all(Array.from({ length: 7 }, () => mediaRow(db(), user.id)));
    const cases: [unknown, number, string][] = [
      [{ text: 'a'.repeat(2001) }, 400, 'post_too_long'],
      [{ text: '   ' }, 400, 'post_empty'],
      [{ text: 'семь', mediaIds: tooMany }, 400, 'post_too_many_images'],
    ];
    for (const [body, status, code] of cases) {
      const response = await createPost(session, body);
      expect(response.statusCode).toBe(status);
      expect(JSON.stringify(response.json<TApiErrorBody>().details)).toContain(code);
    }
    const foreign = await createPost(session, { text: 'чужое фото', mediaIds: [othersImage] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<TApiErrorBody>().code).toBe('MEDIA_INVALID');
    const story = await mediaRow(db(), user.id, 'story');
    expect((await createPost(session, { text: 'x', mediaIds: [story] })).json<TApiErrorBody>().code).toBe(
      'MEDIA_INVALID',
    );
    expect(await db().select({ n: count() }).from(posts)).toEqual([{ n: 0 }]);
  });

  it('lists newest first and pages by cursor without duplicates or skips while posts keep arriving', async () => {
    const { user, session } = await signedInUser(ctx.app);
    const start = Date.now() - 100 * HOUR;
    const same = new Date(start + 50 * HOUR);
    for (let i = 0; i < 12; i++)
      await postAt(db(), user.id, `пост ${i}`, i === 5 || i === 6 ? same : new Date(start + i * HOUR));
    const seen: string[] = [];
    let cursor: string | null = null;
    let round = 0;
    do {
      const url: string = `/api/v1/posts?limit=5${cursor ? `&cursor=${cursor}` : ''}`;
      const page: TPostPage = (await call(ctx.app, 'GET', url, { session })).json<TPostPage>();
      seen.push(...page.items.map((p) => p.text));
      cursor = page.nextCursor;
      // New posts between page loads land above the first page and never shift the next one.
      await postAt(db(), user.id, `новый ${round++}`);
    } while (cursor);
    const expected = Array.from({ length: 12 }, (_, i) => `пост ${i}`).reverse();
    expect(seen).toHaveLength(12);
    expect(new Set(seen).size).toBe(12);
    expect(seen.filter((t) => t !== 'пост 5' && t !== 'пост 6')).toEqual(
      expected.filter((t) => t !== 'пост 5' && t !== 'пост 6'),
    );
    const first = await call(ctx.app, 'GET', '/api/v1/posts?limit=2', { session });
    expect(first.json<TPostPage>().items[0]?.text).toBe(`новый ${round - 1}`);
    expect((await call(ctx.app, 'GET', '/api/v1/posts?cursor=bm9wZQ', { session })).statusCode).toBe(400);
  });

  it('filters by topic and by author', async () => {
    const a = await signedInUser(ctx.app, 'aruzhan');
    const b = await signedInUser(ctx.app);
    await postAt(db(), a.user.id, 'Сдала #IELTS на 7.5');
    await postAt(db(), b.user.id, 'Тоже готовлюсь к #ielts');
    await postAt(db(), b.user.id, 'Про #ЕНТ');
    const byTopic = await call(ctx.app, 'GET', '/api/v1/posts?topic=IELTS', { session: a.session });
    expect(byTopic.json<TPostPage>().items.map((p) => p.text)).toEqual([
      'Тоже готовлюсь к #ielts',
      'Сдала #IELTS на 7.5',
    ]);
    const byAuthor = await call(ctx.app, 'GET', '/api/v1/posts?author=Aruzhan', { session: b.session });
    expect(byAuthor.json<TPostPage>().items.map((p) => p.author.username)).toEqual(['aruzhan']);
    const nobody = await call(ctx.app, 'GET', '/api/v1/posts?author=nobody', { session: b.session });
    expect(nobody.json<TPostPage>().items).toEqual([]);
  });

  it('deletes one’s own post with its likes, comments and topics; someone else’s answers 404 and stays', async () => {
    const owner = await signedInUser(ctx.app);
    const other = await signedInUser(ctx.app);
    const post = (await createPost(owner.session, { text: 'Мой #пост' })).json<TPost>();
    await call(ctx.app, 'POST', `/api/v1/posts/${post.id}/like`, { session: other.session });
    await call(ctx.app, 'POST', `/api/v1/posts/${post.id}/comments`, {
      session: other.session,
      body: { text: 'Класс' },
    });
    const refused = await call(ctx.app, 'DELETE', `/api/v1/posts/${post.id}`, { session: other.session });
    expect(refused.statusCode).toBe(404);
    expect(await db().select({ n: count() }).from(posts)).toEqual([{ n: 1 }]);
    expect(await db().select({ n: count() }).from(postLikes)).toEqual([{ n: 1 }]);
    const done = await call(ctx.app, 'DELETE', `/api/v1/posts/${post.id}`, { session: owner.session });
    expect(done.statusCode).toBe(200);
    for (const table of [posts, postLikes, postComments, postTopicUses]) {
      expect(await db().select({ n: count() }).from(table)).toEqual([{ n: 0 }]);
    }
    expect((await call(ctx.app, 'DELETE', '/api/v1/posts/not-a-uuid', { session: owner.session })).statusCode).toBe(
      404,
    );
  });
});

describe('likes, comments and reports', () => {
  it('likes and unlikes idempotently with a maintained count, notifying the author once', async () => {
    const owner = await signedInUser(ctx.app);
    const fan = await signedInUser(ctx.app);
    const post = (await createPost(owner.session, { text: 'Лайкните' })).json<TPost>();
    const like = (session: string, method: 'POST' | 'DELETE') =>
      call(ctx.app, method, `/api/v1/posts/${post.id}/like`, { session }).then((r) =>
        r.json<{ liked: boolean; likeCount: number }>(),
      );
    expect(await like(fan.session, 'POST')).toEqual({ liked: true, likeCount: 1 });
    expect(await like(fan.session, 'POST')).toEqual({ liked: true, likeCount: 1 });
    expect(await like(owner.session, 'POST')).toEqual({ liked: true, likeCount: 2 });
    expect(await like(fan.session, 'DELETE')).toEqual({ liked: false, likeCount: 1 });
    expect(await like(fan.session, 'DELETE')).toEqual({ liked: false, likeCount: 1 });
    const feed = (await call(ctx.app, 'GET', '/api/v1/posts', { session: owner.session })).json<TPostPage>();
    expect(feed.items[0]).toMatchObject({ likeCount: 1, likedByMe: true });
    const sent = await db().select().from(notifications).where(eq(notifications.userId, owner.user.id));
    expect(sent.map((n) => n.type)).toEqual(['POST_LIKED']);
    const missing = await call(ctx.app, 'POST', '/api/v1/posts/00000000-0000-4000-8000-000000000000/like', {
      session: fan.session,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('adds, lists oldest first and deletes own comments only, keeping the count', async () => {
    const owner = await signedInUser(ctx.app);
    const guest = await signedInUser(ctx.app);
    const post = (await createPost(owner.session, { text: 'Обсудим?' })).json<TPost>();
    const url = `/api/v1/posts/${post.id}/comments`;
    const first = (
      await call(ctx.app, 'POST', url, { session: guest.session, body: { text: 'Первый' } })
    ).json<TComment>();
    await call(ctx.app, 'POST', url, { session: owner.session, body: { text: 'Второй' } });
    await call(ctx.app, 'POST', url, { session: guest.session, body: { text: 'Третий' } });
    const tooLong = await call(ctx.app, 'POST', url, { session: guest.session, body: { text: 'я'.repeat(1001) } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('comment_too_long');
    const page1 = (await call(ctx.app, 'GET', `${url}?limit=2`, { session: owner.session })).json<{
      items: TComment[];
      nextCursor: string;
    }>();
    expect(page1.items.map((c) => c.text)).toEqual(['Первый', 'Второй']);
    expect(page1.items.map((c) => c.canDelete)).toEqual([false, true]);
    const page2 = (
      await call(ctx.app, 'GET', `${url}?limit=2&cursor=${page1.nextCursor}`, { session: owner.session })
    ).json<{
      items: TComment[];
      nextCursor: string | null;
    }>();
    expect(page2).toMatchObject({ items: [{ text: 'Третий' }], nextCursor: null });
    const refused = await call(ctx.app, 'DELETE', `${url}/${first.id}`, { session: owner.session });
    expect(refused.statusCode).toBe(404);
    expect((await call(ctx.app, 'DELETE', `${url}/${first.id}`, { session: guest.session })).statusCode).toBe(200);
    const [row] = await db().select({ commentCount: posts.commentCount }).from(posts);
    expect(row?.commentCount).toBe(2);
    const sent = await db().select().from(notifications).where(eq(notifications.userId, owner.user.id));
    expect(sent.map((n) => n.type)).toEqual(['POST_COMMENTED', 'POST_COMMENTED']);
  });

  it('keeps one report per user per post', async () => {
    const owner = await signedInUser(ctx.app);
    const reporter = await signedInUser(ctx.app);
    const post = (await createPost(owner.session, { text: 'Спам?' })).json<TPost>();
    const report = () =>
      call(ctx.app, 'POST', `/api/v1/posts/${post.id}/report`, {
        session: reporter.session,
        body: { reason: 'SPAM', comment: 'реклама' },
      });
    expect((await report()).json()).toEqual({ ok: true });
    const again = await report();
    expect(again.statusCode).toBe(409);
    expect(again.json<TApiErrorBody>().code).toBe('CONFLICT');
    const bad = await call(ctx.app, 'POST', `/api/v1/posts/${post.id}/report`, {
      session: reporter.session,
      body: { reason: 'NOPE' },
    });
    expect(bad.statusCode).toBe(400);
    expect(await db().select({ reason: contentReports.reason }).from(contentReports)).toEqual([{ reason: 'SPAM' }]);
  });
});

describe('popular topics', () => {
  it('counts the tags of the last 7 days only, most used first, top 10', async () => {
    const { user, session } = await signedInUser(ctx.app);
    const old = new Date(Date.now() - 8 * 24 * HOUR);
    for (let i = 0; i < 5; i++) await postAt(db(), user.id, '#старое', old);
    for (let i = 0; i < 3; i++) await postAt(db(), user.id, '#ЕНТ #IELTS');
    await postAt(db(), user.id, '#ент');
    for (let i = 0; i < 11; i++) await postAt(db(), user.id, `#тег${i}`);
    const response = await call(ctx.app, 'GET', '/api/v1/topics/popular', { session });
    const { items } = response.json<{ items: { tag: string; postCount: number }[] }>();
    expect(items).toHaveLength(10);
    expect(items.slice(0, 2)).toEqual([
      { tag: 'ент', postCount: 4 },
      { tag: 'ielts', postCount: 3 },
    ]);
    expect(items.map((t) => t.tag)).not.toContain('старое');
  });
});

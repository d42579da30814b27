import { ZAuthor, type TNotificationPage, type TPostPage } from '@bagdar/contracts';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/users.ts';
import { notifySystem } from '../modules/notifications/notifications.service.ts';
import { createUser } from '../test/factories.ts';
import { call, signIn, useTestApp } from '../test/test-app.ts';

/** The routes of the hot path and the catalogues' lists: none may keep the Zod serializer. */
const HOT_ROUTES = [
  'GET /api/v1/auth/me',
  'GET /api/v1/posts',
  'GET /api/v1/posts/search',
  'GET /api/v1/profiles/:username',
  'GET /api/v1/notifications',
  // The catalogues every student browses: their localized names are ZLocalizedText in answers.
  'GET /api/v1/institutions',
  'GET /api/v1/institutions/:id',
  'GET /api/v1/locations/countries',
  'GET /api/v1/locations/cities',
  'GET /api/v1/careers/plans',
  'GET /api/v1/careers/professions',
  'GET /api/v1/plans',
  // A student's tests, every day: stored texts as ZLocalizedText, saved answers without the body's refine.
  'GET /api/v1/tests',
  'GET /api/v1/tests/:testId',
  'GET /api/v1/tests/:testId/attempts/current',
  'GET /api/v1/tests/:testId/attempts/:attemptId/result',
];

const ctx = useTestApp({
  configure: (app) => {
    // A handler that returns a whole users row, password hash included, under a narrow schema.
    app.get('/api/v1/test-only/whole-row', { schema: { response: { 200: ZAuthor } } }, async () => {
      const [row] = await app.database.db.select().from(users).limit(1);
      return { ...row, avatarUrl: null };
    });
  },
});

describe('response serialization of the app', () => {
  it('compiles every response of the hot routes', () => {
    const { compiled, fallbacks } = ctx.app.responseSerialization;
    for (const route of HOT_ROUTES) {
      expect(compiled, route).toContain(`${route} 200`);
      expect(fallbacks.filter((f) => f.response.startsWith(`${route} `))).toEqual([]);
    }
  });

  it('builds every planned serializer', () => {
    expect(() => ctx.app.responseSerialization.compileAll()).not.toThrow();
    expect(ctx.app.responseSerialization.compiled.length).toBeGreaterThan(500);
  });

  it('drops the columns a handler returns beyond the schema (a whole users row)', async () => {
    const { user } = await createUser(ctx.app.database.db);
    const response = await call(ctx.app, 'GET', '/api/v1/test-only/whole-row');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(user.passwordHash);
    expect(response.body).not.toMatch(/passwordHash|email|createdAt/);
    expect(response.json()).toEqual({
      id: user.id,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      avatarUrl: null,
    });
  });

  it('answers the hot routes with the bytes Zod would write (the tests cross-check every answer)', async () => {
    expect(ctx.config.responseCrossCheck).toBe(true);
    const db = ctx.app.database.db;
    const author = await createUser(db);
    const reader = await createUser(db);
    const session = await signIn(ctx.app, author.username, author.password);
    const readerSession = await signIn(ctx.app, reader.username, reader.password);
    const text = 'Сәлем "әлем" \\ #робот \u2028 😀 ' + 'ұ'.repeat(50);
    const created = await call(ctx.app, 'POST', '/api/v1/posts', { session, body: { text } });
    expect(created.statusCode).toBe(201);
    expect(
      (
        await call(ctx.app, 'POST', `/api/v1/posts/${created.json<{ id: string }>().id}/like`, {
          session: readerSession,
        })
      ).statusCode,
    ).toBe(200);
    await notifySystem(db, [author.user.id], { ru: ' Жаңалық ', kk: 'Жаңалық', en: 'News' });

    const feed = await call(ctx.app, 'GET', '/api/v1/posts?limit=20', { session });
    expect(feed.statusCode).toBe(200);
    expect(feed.json<TPostPage>().items[0]?.text).toBe(text);
    for (const url of ['/api/v1/auth/me', `/api/v1/profiles/${author.username}`, '/api/v1/posts/search?q=робот']) {
      expect((await call(ctx.app, 'GET', url, { session })).statusCode, url).toBe(200);
    }
    const notifications = await call(ctx.app, 'GET', '/api/v1/notifications', { session });
    expect(notifications.statusCode).toBe(200);
    expect(
      notifications
        .json<TNotificationPage>()
        .items.map((n) => n.type)
        .sort(),
    ).toEqual(['POST_LIKED', 'SYSTEM']);
  });
});

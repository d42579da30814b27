import { describe, expect, it } from 'vitest';
import { createUser } from '../test/factories.ts';
import { call, injectWithoutBrowserHeaders, signIn, useTestApp } from '../test/test-app.ts';
import { findNul } from './input-gate.ts';

/** Found when the API was probed: NUL bytes, CSRF without headers, guards before validation. */
describe('input gate and CSRF', () => {
  const t = useTestApp();
  const db = () => t.testDb.database.db;

  async function signedIn(options: Parameters<typeof createUser>[1] = {}): Promise<string> {
    const { username, password } = await createUser(db(), options);
    return signIn(t.app, username, password);
  }

  const nulRefused = (response: { statusCode: number; json: () => unknown }, field: string) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ field, code: 'invalid_characters' }],
    });
  };

  it('refuses a NUL byte with 400 in a path parameter, a body and a query, wherever the route is', async () => {
    const session = await signedIn();
    nulRefused(await call(t.app, 'GET', '/api/v1/profiles/a%00b', { session }), 'username');
    nulRefused(await call(t.app, 'POST', '/api/v1/posts', { session, body: { text: 'при\u0000вет' } }), 'text');
    nulRefused(await call(t.app, 'GET', '/api/v1/posts/search?q=ол%00', { session }), 'q');
    nulRefused(
      await call(t.app, 'POST', '/api/v1/auth/forgot-password', { body: { email: 'a\u0000@example.kz' } }),
      'email',
    );
    // Where the schema already refuses the value, its own message stands (still 400, never 500).
    const login = await call(t.app, 'POST', '/api/v1/auth/login', {
      body: { emailOrUsername: 'x\u0000', password: 'Secret-pass1!' },
    });
    expect(login.statusCode).toBe(400);
    // Nothing was written.
    const feed = await call(t.app, 'GET', '/api/v1/posts', { session });
    expect(feed.json()).toMatchObject({ items: [] });
  });

  it('finds a NUL in nested values and keys, and nothing in clean data', () => {
    expect(findNul({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toBe('a.1.c');
    expect(findNul({ ['k\u0000']: 1 })).toBe('k');
    expect(findNul({ a: ['ok', 1, null, true, { b: 'ещё' }] })).toBeNull();
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findNul(deep)).toMatch(/^0(\.0)*$/);
  });

  it('checks who asks before what they sent: 401/403, not 400, for a bad body on a guarded route', async () => {
    const badDraft = { title: 42 };
    const anonymous = await call(t.app, 'POST', '/api/v1/admin/tests', { body: badDraft });
    expect(anonymous.statusCode).toBe(401);

    const user = await signedIn();
    const forbidden = await call(t.app, 'POST', '/api/v1/admin/tests', { session: user, body: badDraft });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'FORBIDDEN' });
    const forbiddenProfession = await call(t.app, 'POST', '/api/v1/admin/professions', { session: user, body: {} });
    expect(forbiddenProfession.statusCode).toBe(403);
    // Route-level guard (`preHandler: requireAuth`): a signed-out user gets 401 whatever the body.
    expect((await call(t.app, 'POST', '/api/v1/auth/onboarding', { body: { gender: 1 } })).statusCode).toBe(401);
    // A NUL from someone without access is also answered by the guard first.
    expect(
      (await call(t.app, 'POST', '/api/v1/admin/tests', { session: user, body: { t: '\u0000' } })).statusCode,
    ).toBe(403);

    const admin = await signedIn({ role: 'SUPER_ADMIN' });
    const invalid = await call(t.app, 'POST', '/api/v1/admin/tests', { session: admin, body: badDraft });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(invalid.json<{ details: unknown[] }>().details.length).toBeGreaterThan(0);
  });

  it('refuses a state change that carries neither Origin nor Sec-Fetch-Site, unless its Referer is ours', async () => {
    const session = await signedIn();
    const bare = await injectWithoutBrowserHeaders(t.app, {
      method: 'POST',
      url: '/api/v1/posts',
      cookies: { bagdar_session: session },
      payload: { text: 'без заголовков' },
    });
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toMatchObject({ code: 'CSRF_REJECTED' });

    const foreignReferer = await injectWithoutBrowserHeaders(t.app, {
      method: 'POST',
      url: '/api/v1/auth/logout',
      cookies: { bagdar_session: session },
      headers: { referer: 'https://evil.example/page' },
    });
    expect(foreignReferer.statusCode).toBe(403);

    const ownReferer = await injectWithoutBrowserHeaders(t.app, {
      method: 'POST',
      url: '/api/v1/posts',
      cookies: { bagdar_session: session },
      headers: { referer: 'http://localhost:3000/feed' },
      payload: { text: 'со своей страницы' },
    });
    expect(ownReferer.statusCode).toBe(201);

    const scripted = await injectWithoutBrowserHeaders(t.app, {
      method: 'POST',
      url: '/api/v1/posts',
      cookies: { bagdar_session: session },
      headers: { origin: 'http://localhost:3000' },
      payload: { text: 'скрипт с Origin' },
    });
    expect(scripted.statusCode).toBe(201);

    const read = await injectWithoutBrowserHeaders(t.app, {
      method: 'GET',
      url: '/api/v1/posts',
      cookies: { bagdar_session: session },
    });
    expect(read.statusCode).toBe(200);
  });
});

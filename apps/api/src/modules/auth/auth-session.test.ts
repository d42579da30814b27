import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/auth.ts';
import { sha256 } from '../../lib/secrets.ts';
import { createUser } from '../../test/factories.ts';
import { buildExtraApp, call, sessionCookie, signIn, useTestApp } from '../../test/test-app.ts';

describe('login, me and logout', () => {
  const t = useTestApp();

  it('signs in by username or email (any case) and returns the user with a session cookie', async () => {
    const { user, password, username } = await createUser(t.testDb.database.db, { tier: 'PRO' });
    for (const login of [username, username.toUpperCase(), user.email, user.email.toUpperCase()]) {
      const response = await call(t.app, 'POST', '/api/v1/auth/login', { body: { emailOrUsername: login, password } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: user.id,
        username,
        onboarded: true,
        subscription: { tier: 'PRO', effectiveTier: 'PRO', status: 'ACTIVE' },
      });
      expect(response.body).not.toContain('passwordHash');
      const cookie = response.cookies.find((c) => c.name === 'bagdar_session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 86_400 });
      expect(cookie?.secure).toBeFalsy();
    }
  });

  it('gives unknown users and wrong passwords the same 401', async () => {
    const { username } = await createUser(t.testDb.database.db);
    const wrong = await call(t.app, 'POST', '/api/v1/auth/login', {
      body: { emailOrUsername: username, password: 'Wrong-password1' },
    });
    const unknown = await call(t.app, 'POST', '/api/v1/auth/login', {
      body: { emailOrUsername: 'no.such.user', password: 'Wrong-password1' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(sessionCookie(wrong)).toBeUndefined();
  });

  it('gives a new session id on every login and revokes the one the browser had (no fixation)', async () => {
    const { username, password, user } = await createUser(t.testDb.database.db);
    const first = await signIn(t.app, username, password);
    const second = await call(t.app, 'POST', '/api/v1/auth/login', {
      body: { emailOrUsername: username, password },
      session: first,
    });
    const secondToken = sessionCookie(second);
    expect(secondToken).toBeDefined();
    expect(secondToken).not.toBe(first);
    expect((await call(t.app, 'GET', '/api/v1/auth/me', { session: first })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/v1/auth/me', { session: secondToken })).statusCode).toBe(200);
    const rows = await t.testDb.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((r) => r.id)).toEqual([sha256(secondToken ?? '')]);
  });

  it('answers /me with 401 without a session and the user with one', async () => {
    expect((await call(t.app, 'GET', '/api/v1/auth/me')).json()).toMatchObject({
      statusCode: 401,
      code: 'UNAUTHENTICATED',
    });
    expect((await call(t.app, 'GET', '/api/v1/auth/me', { session: 'forged-token' })).statusCode).toBe(401);
    const { username, password } = await createUser(t.testDb.database.db, {
      org: { role: 'ORG_TEACHER', window: 'current' },
    });
    const me = await call(t.app, 'GET', '/api/v1/auth/me', { session: await signIn(t.app, username, password) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      username,
      organization: { type: 'SCHOOL' },
      organizationUser: { role: 'ORG_TEACHER', status: 'ACTIVE' },
      subscription: { tier: 'FREE', effectiveTier: 'FREE', billingInterval: null },
    });
  });

  it('logs out: revokes the session and clears the cookie, and is fine without a session', async () => {
    const { username, password } = await createUser(t.testDb.database.db);
    const token = await signIn(t.app, username, password);
    const out = await call(t.app, 'POST', '/api/v1/auth/logout', { session: token });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    expect(out.cookies.find((c) => c.name === 'bagdar_session')?.value).toBe('');
    expect((await call(t.app, 'GET', '/api/v1/auth/me', { session: token })).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/v1/auth/logout')).statusCode).toBe(200);
    // An empty JSON body is "no body", not a parse error.
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(200);
  });

  it('stores only the hash of the session token', async () => {
    const { username, password, user } = await createUser(t.testDb.database.db);
    const token = await signIn(t.app, username, password);
    const [row] = await t.testDb.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row?.id).toBe(sha256(token));
    expect(row?.id).not.toBe(token);
  });

  it('rejects malformed login bodies with field details', async () => {
    for (const body of [
      {},
      { emailOrUsername: 42, password: [] },
      { emailOrUsername: 'a'.repeat(300), password: 'x'.repeat(200) },
    ]) {
      const response = await call(t.app, 'POST', '/api/v1/auth/login', { body });
      expect(response.statusCode).toBe(400);
      const json = response.json<{ code: string; details: { field: string }[] }>();
      expect(json.code).toBe('VALIDATION_ERROR');
      expect(json.details.map((d) => d.field)).toEqual(expect.arrayContaining(['emailOrUsername', 'password']));
    }
  });

  it('sets the locale of the signed-in user', async () => {
    const { username, password } = await createUser(t.testDb.database.db);
    const token = await signIn(t.app, username, password);
    expect((await call(t.app, 'PUT', '/api/v1/auth/locale', { body: { locale: 'KK' } })).statusCode).toBe(401);
    const bad = await call(t.app, 'PUT', '/api/v1/auth/locale', { body: { locale: 'DE' }, session: token });
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ field: 'locale', code: 'locale_invalid' }],
    });
    expect(
      (await call(t.app, 'PUT', '/api/v1/auth/locale', { body: { locale: 'KK' }, session: token })).json(),
    ).toEqual({
      ok: true,
    });
    expect((await call(t.app, 'GET', '/api/v1/auth/me', { session: token })).json()).toMatchObject({ locale: 'KK' });
  });

  it('marks the session cookie Secure when PUBLIC_URL is https', async () => {
    const app = await buildExtraApp(t, { PUBLIC_URL: 'https://bagdar.example' });
    try {
      const { username, password } = await createUser(t.testDb.database.db);
      const response = await call(app, 'POST', '/api/v1/auth/login', { body: { emailOrUsername: username, password } });
      expect(response.cookies.find((c) => c.name === 'bagdar_session')?.secure).toBe(true);
    } finally {
      await app.close();
    }
  });
});

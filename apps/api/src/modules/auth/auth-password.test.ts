import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userTokens } from '../../db/schema/auth.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { createUser, lastMailTo, tokenFromMail } from '../../test/factories.ts';
import { call, sessionCookie, signIn, useTestApp } from '../../test/test-app.ts';

const NEW_PASSWORD = 'N3w-password!';

describe('forgot, reset and change password', () => {
  const t = useTestApp();
  const db = () => t.testDb.database.db;

  async function requestReset(email: string): Promise<string> {
    const response = await call(t.app, 'POST', '/api/v1/auth/forgot-password', { body: { email } });
    expect(response.json()).toEqual({ ok: true });
    const mail = await lastMailTo(db(), email.toLowerCase(), 'PASSWORD_RESET');
    if (!mail) throw new Error('no reset mail');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/auth\/reset-password\/[A-Za-z0-9_-]{40,}/);
    return tokenFromMail(mail.text);
  }

  it('answers forgot-password the same whether or not the account exists, mailing only real accounts', async () => {
    const { user } = await createUser(db());
    const known = await call(t.app, 'POST', '/api/v1/auth/forgot-password', {
      body: { email: user.email.toUpperCase() },
    });
    const unknown = await call(t.app, 'POST', '/api/v1/auth/forgot-password', { body: { email: 'ghost@example.kz' } });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const mails = await db().select().from(mailOutbox);
    expect(mails.map((m) => m.to)).toEqual([user.email]);
    expect(mails[0]?.subject).toBe('Сброс пароля — Bagdar');
  });

  it('resets by token once, revoking every session; a replayed token fails', async () => {
    const { user, username, password } = await createUser(db());
    const sessionA = await signIn(t.app, username, password);
    const sessionB = await signIn(t.app, username, password);
    const token = await requestReset(user.email);

    const reset = await call(t.app, 'POST', '/api/v1/auth/reset-password', {
      body: { token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ ok: true });
    for (const session of [sessionA, sessionB]) {
      expect((await call(t.app, 'GET', '/api/v1/auth/me', { session })).statusCode).toBe(401);
    }
    const oldLogin = await call(t.app, 'POST', '/api/v1/auth/login', { body: { emailOrUsername: username, password } });
    expect(oldLogin.statusCode).toBe(401);
    await signIn(t.app, username, NEW_PASSWORD);

    const replay = await call(t.app, 'POST', '/api/v1/auth/reset-password', {
      body: { token, password: 'An0ther-pass!', passwordConfirmation: 'An0ther-pass!' },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('refuses expired and unknown reset tokens, and weak or mismatched passwords', async () => {
    const { user } = await createUser(db());
    const token = await requestReset(user.email);
    const weak = await call(t.app, 'POST', '/api/v1/auth/reset-password', {
      body: { token, password: 'short', passwordConfirmation: 'different' },
    });
    expect(weak.statusCode).toBe(400);
    const fields = weak.json<{ details: { field: string }[] }>().details.map((d) => d.field);
    expect(fields).toContain('password');

    await db()
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, user.id));
    const expired = await call(t.app, 'POST', '/api/v1/auth/reset-password', {
      body: { token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
    });
    expect(expired.json()).toMatchObject({ statusCode: 400, code: 'TOKEN_INVALID' });
    const unknown = await call(t.app, 'POST', '/api/v1/auth/reset-password', {
      body: { token: 'A'.repeat(43), password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
    });
    expect(unknown.json()).toMatchObject({ code: 'TOKEN_INVALID' });
    const malformed = await call(t.app, 'POST', '/api/v1/auth/reset-password', {
      body: { token: 'bad token!', password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
    });
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(malformed.json<{ details: { field: string }[] }>().details.map((d) => d.field)).toContain('token');
  });

  it('changes the password of a verified user, revoking other sessions and renewing this one', async () => {
    const { username, password } = await createUser(db(), { verified: true });
    const other = await signIn(t.app, username, password);
    const current = await signIn(t.app, username, password);
    const response = await call(t.app, 'POST', '/api/v1/auth/change-password', {
      session: current,
      body: { currentPassword: password, newPassword: NEW_PASSWORD, newPasswordConfirmation: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const renewed = sessionCookie(response);
    expect(renewed).toBeDefined();
    expect(renewed).not.toBe(current);
    expect((await call(t.app, 'GET', '/api/v1/auth/me', { session: other })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/v1/auth/me', { session: current })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/v1/auth/me', { session: renewed })).statusCode).toBe(200);
    await signIn(t.app, username, NEW_PASSWORD);
  });

  it('refuses a wrong current password, a reused password and a mismatch', async () => {
    const { username, password } = await createUser(db(), { verified: true });
    const session = await signIn(t.app, username, password);
    const wrong = await call(t.app, 'POST', '/api/v1/auth/change-password', {
      session,
      body: { currentPassword: 'Not-the-0ne!', newPassword: NEW_PASSWORD, newPasswordConfirmation: NEW_PASSWORD },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_CURRENT_PASSWORD' });
    const same = await call(t.app, 'POST', '/api/v1/auth/change-password', {
      session,
      body: { currentPassword: password, newPassword: password, newPasswordConfirmation: password },
    });
    expect(same.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ field: 'newPassword', code: 'password_same_as_current' }],
    });
    const mismatch = await call(t.app, 'POST', '/api/v1/auth/change-password', {
      session,
      body: { currentPassword: password, newPassword: NEW_PASSWORD, newPasswordConfirmation: 'x' },
    });
    expect(mismatch.json()).toMatchObject({
      details: [{ field: 'newPasswordConfirmation', code: 'passwords_do_not_match' }],
    });
    const anonymous = await call(t.app, 'POST', '/api/v1/auth/change-password', {
      body: { currentPassword: password, newPassword: NEW_PASSWORD, newPasswordConfirmation: NEW_PASSWORD },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('allows a change without a verified email only to an active member inside the organisation window', async () => {
    const body = (current: string) => ({
      currentPassword: current,
      newPassword: NEW_PASSWORD,
      newPasswordConfirmation: NEW_PASSWORD,
    });
    const cases = [
      { options: { verified: false }, status: 403 },
      { options: { verified: false, org: { window: 'ended' as const } }, status: 403 },
      { options: { verified: false, org: { window: 'future' as const } }, status: 403 },
      { options: { verified: false, org: { status: 'INACTIVE' as const } }, status: 403 },
      { options: { verified: false, org: { window: 'current' as const } }, status: 200 },
    ];
    for (const { options, status } of cases) {
      const { username, password } = await createUser(db(), options);
      const session = await signIn(t.app, username, password);
      const response = await call(t.app, 'POST', '/api/v1/auth/change-password', { session, body: body(password) });
      expect(response.statusCode, JSON.stringify(options)).toBe(status);
      if (status === 403) expect(response.json()).toMatchObject({ code: 'PASSWORD_CHANGE_NOT_ALLOWED' });
    }
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.ts';
import { createUser, lastMailTo, tokenFromMail } from '../../test/factories.ts';
import { startSmtpPeer } from '../../test/smtp-peer.ts';
import { buildExtraApp, call, sessionCookie, signIn, useTestApp } from '../../test/test-app.ts';

const signupBody = (locale: 'RU' | 'KK' | 'EN') => ({
  username: `new_${locale.toLowerCase()}`,
  firstName: 'Ержан',
  lastName: 'Тулегенов',
  email: `new.${locale.toLowerCase()}@example.kz`,
  password: 'Qwerty!234',
  passwordConfirmation: 'Qwerty!234',
  acceptTerms: true,
  acceptPrivacy: true,
  locale,
});

describe('email verification', () => {
  const t = useTestApp();
  const db = () => t.testDb.database.db;

  it('confirms the email by the mailed token, once; the link of a signup signs in', async () => {
    const signup = await call(t.app, 'POST', '/api/v1/auth/signup', { body: signupBody('RU') });
    expect(sessionCookie(signup)).toBeUndefined();
    const mail = await lastMailTo(db(), 'new.ru@example.kz', 'EMAIL_VERIFICATION');
    expect(mail?.subject).toBe('Подтвердите адрес электронной почты — Bagdar');
    expect(mail?.sentAt).toBeNull();
    const token = tokenFromMail(mail?.text ?? '');

    const confirm = await call(t.app, 'POST', '/api/v1/auth/verify-email/confirm', { body: { token } });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ ok: true });
    const session = sessionCookie(confirm);
    expect((await call(t.app, 'GET', '/api/v1/auth/me', { session })).json()).toMatchObject({ emailVerified: true });

    const replay = await call(t.app, 'POST', '/api/v1/auth/verify-email/confirm', { body: { token } });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 'TOKEN_INVALID' });

    const resend = await call(t.app, 'POST', '/api/v1/auth/verify-email/send', { session });
    expect(resend.statusCode).toBe(409);
    expect(resend.json()).toMatchObject({ code: 'ALREADY_VERIFIED' });
  });

  it('re-sends a fresh link that replaces the previous one; needs a session', async () => {
    expect((await call(t.app, 'POST', '/api/v1/auth/verify-email/send')).statusCode).toBe(401);
    const { user, username, password } = await createUser(db(), { verified: false });
    const session = await signIn(t.app, username, password);
    const first = await call(t.app, 'POST', '/api/v1/auth/verify-email/send', { session });
    expect(first.json()).toEqual({ ok: true });
    const firstToken = tokenFromMail((await lastMailTo(db(), user.email))?.text ?? '');
    await call(t.app, 'POST', '/api/v1/auth/verify-email/send', { session });
    const secondToken = tokenFromMail((await lastMailTo(db(), user.email))?.text ?? '');
    expect(secondToken).not.toBe(firstToken);
    const stale = await call(t.app, 'POST', '/api/v1/auth/verify-email/confirm', { body: { token: firstToken } });
    expect(stale.json()).toMatchObject({ code: 'TOKEN_INVALID' });
    const fresh = await call(t.app, 'POST', '/api/v1/auth/verify-email/confirm', { body: { token: secondToken } });
    expect(fresh.statusCode).toBe(200);
  });

  it('rejects unknown and malformed tokens', async () => {
    const unknown = await call(t.app, 'POST', '/api/v1/auth/verify-email/confirm', { body: { token: 'x'.repeat(43) } });
    expect(unknown.json()).toMatchObject({ statusCode: 400, code: 'TOKEN_INVALID' });
    const missing = await call(t.app, 'POST', '/api/v1/auth/verify-email/confirm', { body: {} });
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ field: 'token', code: 'token_required' }],
    });
  });

  it('delivers through a real SMTP server when SMTP_URL is set, in the user’s language', async () => {
    const peer = await startSmtpPeer();
    const app = await buildExtraApp(t, { SMTP_URL: peer.url, MAIL_FROM: 'Bagdar <no-reply@bagdar.kz>' });
    try {
      for (const locale of ['KK', 'EN'] as const) {
        const response = await call(app, 'POST', '/api/v1/auth/signup', { body: signupBody(locale) });
        expect(response.statusCode).toBe(202);
      }
      expect(peer.messages).toHaveLength(2);
      const [kk, en] = peer.messages;
      expect(kk?.subject).toBe('Электрондық пошта мекенжайыңызды растаңыз — Bagdar');
      expect(kk?.text).toContain('Сәлеметсіз бе, Ержан!');
      expect(kk?.from?.text).toContain('no-reply@bagdar.kz');
      expect(en?.subject).toBe('Confirm your email address — Bagdar');
      expect(en?.html).toContain('href="http://localhost:3000/auth/verify-email?token=');

      // The outbox keeps a record with the delivery time, and the delivered link works.
      const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, 'new.kk@example.kz'));
      expect(row?.sentAt).toBeInstanceOf(Date);
      const token = tokenFromMail(kk?.text ?? '');
      expect((await call(app, 'POST', '/api/v1/auth/verify-email/confirm', { body: { token } })).statusCode).toBe(200);
    } finally {
      await app.close();
      await peer.stop();
    }
  });

  it('keeps the mail in the outbox with the error when SMTP is down, and still answers', async () => {
    const peer = await startSmtpPeer();
    const url = peer.url;
    await peer.stop();
    const app = await buildExtraApp(t, { SMTP_URL: url });
    try {
      const response = await call(app, 'POST', '/api/v1/auth/signup', { body: signupBody('RU') });
      expect(response.statusCode).toBe(202);
      const mail = await lastMailTo(db(), 'new.ru@example.kz');
      expect(mail?.sentAt).toBeNull();
      expect(mail?.error).toBeTruthy();
    } finally {
      await app.close();
    }
  });
});

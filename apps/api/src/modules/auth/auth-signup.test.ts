import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizationMemberships } from '../../db/schema/organizations.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import { users } from '../../db/schema/users.ts';
import { createUser, lastMailTo, tokenFromMail } from '../../test/factories.ts';
import { startSmtpPeer } from '../../test/smtp-peer.ts';
import { buildExtraApp, call, sessionCookie, useTestApp } from '../../test/test-app.ts';

const signupBody = (overrides: Record<string, unknown> = {}) => ({
  username: 'aruzhan.k',
  firstName: 'Аружан',
  lastName: 'Касенова',
  email: 'Aruzhan@Example.kz',
  password: 'Qwerty!234',
  passwordConfirmation: 'Qwerty!234',
  acceptTerms: true,
  acceptPrivacy: true,
  ...overrides,
});

const onboardingBody = (overrides: Record<string, unknown> = {}) => ({
  dateOfBirth: '2008-05-17T00:00:00.000Z',
  gender: 'FEMALE',
  educationStatus: 'SCHOOL_STUDENT',
  city: 'Павлодар',
  interests: ['BIOLOGY', 'MEDICINE'],
  preferredLanguage: 'KK',
  ...overrides,
});

describe('signup and onboarding', () => {
  const t = useTestApp();

  /** Signs up and follows the mailed link, which signs in: the session token. */
  async function signedUp(body = signupBody()): Promise<string | undefined> {
    expect((await call(t.app, 'POST', '/api/v1/auth/signup', { body })).statusCode).toBe(202);
    const mail = await lastMailTo(t.testDb.database.db, String(body.email).toLowerCase(), 'EMAIL_VERIFICATION');
    const confirm = await call(t.app, 'POST', '/api/v1/auth/verify-email/confirm', {
      body: { token: tokenFromMail(mail?.text ?? '') },
    });
    expect(confirm.statusCode).toBe(200);
    return sessionCookie(confirm);
  }

  it('answers 202 with no session, mails the link in their language, and the link signs in a USER on FREE', async () => {
    const response = await call(t.app, 'POST', '/api/v1/auth/signup', { body: signupBody({ locale: 'KK' }) });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ ok: true });
    expect(sessionCookie(response)).toBeUndefined();
    const mail = await lastMailTo(t.testDb.database.db, 'aruzhan@example.kz', 'EMAIL_VERIFICATION');
    expect(mail?.subject).toContain('растаңыз');
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/auth\/verify-email\?token=[A-Za-z0-9_-]{40,}/);

    // Before the link, the password signs nobody in: the answer of a wrong password.
    const early = await call(t.app, 'POST', '/api/v1/auth/login', {
      body: { emailOrUsername: 'aruzhan.k', password: 'Qwerty!234' },
    });
    expect(early.statusCode).toBe(401);
    expect(early.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });

    const confirm = await call(t.app, 'POST', '/api/v1/auth/verify-email/confirm', {
      body: { token: tokenFromMail(mail?.text ?? '') },
    });
    const session = sessionCookie(confirm);
    expect(session).toBeDefined();
    expect((await call(t.app, 'GET', '/api/v1/auth/me', { session })).json()).toMatchObject({
      username: 'aruzhan.k',
      email: 'aruzhan@example.kz',
      role: 'USER',
      onboarded: false,
      emailVerified: true,
      locale: 'KK',
      organization: null,
      organizationUser: null,
      subscription: { tier: 'FREE', effectiveTier: 'FREE' },
    });
    const login = await call(t.app, 'POST', '/api/v1/auth/login', {
      body: { emailOrUsername: 'aruzhan.k', password: 'Qwerty!234' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers a registered address exactly as a free one and mails its owner, in the owner’s language', async () => {
    const db = t.testDb.database.db;
    const { user: owner } = await createUser(db, { email: 'owner@example.kz' });
    await db.update(users).set({ locale: 'KK' }).where(eq(users.id, owner.id));
    const peer = await startSmtpPeer();
    const app = await buildExtraApp(t, { SMTP_URL: peer.url });
    try {
      const fresh = await call(app, 'POST', '/api/v1/auth/signup', {
        body: signupBody({ username: 'fresh.one', email: 'fresh@example.kz' }),
      });
      const taken = await call(app, 'POST', '/api/v1/auth/signup', {
        body: signupBody({ username: 'someone.else', email: 'OWNER@example.kz', locale: 'EN' }),
      });
      for (const response of [fresh, taken]) {
        expect(response.statusCode).toBe(202);
        expect(response.json()).toEqual({ ok: true });
        expect(response.headers['set-cookie']).toBeUndefined();
      }
      expect(taken.body).toBe(fresh.body);
      expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(fresh.headers).sort());

      // Nothing was created for the registered address; its owner was told, in Kazakh.
      expect(await db.select().from(users).where(eq(users.username, 'someone.else'))).toHaveLength(0);
      expect(peer.messages).toHaveLength(2);
      const notice = peer.messages.find((m) => m.subject === 'Біреу сіздің мекенжайыңызбен тіркелуге тырысты — Bagdar');
      expect(JSON.stringify(notice?.to)).toContain('owner@example.kz');
      expect(notice?.text).toContain('Сәлеметсіз бе, Айдана!');
      expect(notice?.text).toContain('http://localhost:3000/auth/login');
      expect(notice?.text).toContain('http://localhost:3000/auth/forgot-password');
      // The owner's account is as it was.
      const [after] = await db.select().from(users).where(eq(users.id, owner.id));
      expect(after?.passwordHash).toBe(owner.passwordHash);
      expect(after?.signupPending).toBe(false);
    } finally {
      await app.close();
      await peer.stop();
    }
  });

  it('replaces an unconfirmed signup of the same address, so a lost mail is fixed by signing up again', async () => {
    const db = t.testDb.database.db;
    expect((await call(t.app, 'POST', '/api/v1/auth/signup', { body: signupBody() })).statusCode).toBe(202);
    const again = await call(t.app, 'POST', '/api/v1/auth/signup', {
      body: signupBody({ username: 'aruzhan.new', password: 'Newer!2345', passwordConfirmation: 'Newer!2345' }),
    });
    expect(again.statusCode).toBe(202);
    const rows = await db.select().from(users).where(eq(users.email, 'aruzhan@example.kz'));
    expect(rows.map((r) => r.username)).toEqual(['aruzhan.new']);
    // The first signup's username is free again; the latest link signs in with the latest password.
    const session = await signedUp(
      signupBody({
        email: 'Aruzhan@Example.kz',
        username: 'aruzhan.new',
        password: 'Newer!2345',
        passwordConfirmation: 'Newer!2345',
      }),
    );
    expect((await call(t.app, 'GET', '/api/v1/auth/me', { session })).json()).toMatchObject({
      username: 'aruzhan.new',
    });
    expect(
      (await call(t.app, 'POST', '/api/v1/auth/signup', { body: signupBody({ email: 'x@example.kz' }) })).statusCode,
    ).toBe(202);
  });

  it('ignores mass-assigned fields', async () => {
    const response = await call(t.app, 'POST', '/api/v1/auth/signup', {
      body: signupBody({
        role: 'SUPER_ADMIN',
        tier: 'PRO',
        subscription: { tier: 'PRO', status: 'ACTIVE' },
        organization: { id: 'x' },
        organizationUser: { role: 'ORG_ADMIN' },
        onboarded: true,
        emailVerified: true,
        emailVerifiedAt: '2020-01-01T00:00:00Z',
        id: '00000000-0000-0000-0000-000000000000',
      }),
    });
    expect(response.statusCode).toBe(202);
    const db = t.testDb.database.db;
    const [user] = await db.select().from(users).where(eq(users.username, 'aruzhan.k'));
    expect(user).toMatchObject({ role: 'USER', onboarded: false, emailVerifiedAt: null, signupPending: true });
    expect(user?.id).not.toBe('00000000-0000-0000-0000-000000000000');
    expect(await db.select().from(subscriptions)).toHaveLength(0);
    expect(await db.select().from(organizationMemberships)).toHaveLength(0);
  });

  it('answers 409 for a taken username (any case), whatever the address', async () => {
    await createUser(t.testDb.database.db, { username: 'Taken.Name', email: 'taken@example.kz' });
    for (const email of ['free@example.kz', 'TAKEN@example.kz']) {
      const byName = await call(t.app, 'POST', '/api/v1/auth/signup', {
        body: signupBody({ username: 'taken.name', email }),
      });
      expect(byName.statusCode).toBe(409);
      expect(byName.json()).toMatchObject({ code: 'USERNAME_TAKEN' });
    }
  });

  it('rejects bad signup bodies with field details', async () => {
    const response = await call(t.app, 'POST', '/api/v1/auth/signup', {
      body: signupBody({
        username: 'a b',
        email: 'not-an-email',
        password: 'weak',
        passwordConfirmation: 'other',
        acceptTerms: false,
        acceptPrivacy: undefined,
        firstName: 'x'.repeat(500),
      }),
    });
    expect(response.statusCode).toBe(400);
    const details = response.json<{ details: { field: string; code: string }[] }>().details;
    const codes = details.map((d) => `${d.field}:${d.code}`);
    expect(codes).toEqual(
      expect.arrayContaining([
        'username:username_invalid',
        'email:email_invalid',
        'password:password_rule_length',
        'password:password_rule_upper',
        'acceptTerms:terms_required',
        'acceptPrivacy:privacy_required',
        'firstName:firstName_too_long',
      ]),
    );
    const mismatch = await call(t.app, 'POST', '/api/v1/auth/signup', {
      body: signupBody({ passwordConfirmation: 'Qwerty!2345' }),
    });
    expect(mismatch.json()).toMatchObject({
      details: [{ field: 'passwordConfirmation', code: 'passwords_do_not_match' }],
    });
    expect(await t.testDb.database.db.select().from(users)).toHaveLength(0);
  });

  it('onboards once, storing the answers and ignoring mass-assigned fields', async () => {
    const session = await signedUp();
    expect((await call(t.app, 'POST', '/api/v1/auth/onboarding', { body: onboardingBody() })).statusCode).toBe(401);

    const response = await call(t.app, 'POST', '/api/v1/auth/onboarding', {
      session,
      body: onboardingBody({
        role: 'MINISTRY',
        tier: 'PRO',
        emailVerified: true,
        organizationUser: { role: 'ORG_ADMIN' },
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      onboarded: true,
      role: 'USER',
      emailVerified: true,
      dateOfBirth: '2008-05-17',
      gender: 'FEMALE',
      educationStatus: 'SCHOOL_STUDENT',
      city: 'Павлодар',
      interests: ['BIOLOGY', 'MEDICINE'],
      locale: 'KK',
      subscription: { tier: 'FREE' },
      organizationUser: null,
    });

    const again = await call(t.app, 'POST', '/api/v1/auth/onboarding', { session, body: onboardingBody() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_ONBOARDED' });
  });

  it('rejects bad onboarding bodies with field details', async () => {
    const session = await signedUp();
    const response = await call(t.app, 'POST', '/api/v1/auth/onboarding', {
      session,
      body: {
        dateOfBirth: '2008-02-30',
        gender: 'UNKNOWN',
        educationStatus: 'NONE',
        city: '',
        interests: ['MATHEMATICS', 'MATHEMATICS', 'KNITTING'],
        preferredLanguage: 'DE',
      },
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json<{ details: { field: string }[] }>().details.map((d) => d.field);
    expect(fields).toEqual(
      expect.arrayContaining(['dateOfBirth', 'gender', 'educationStatus', 'city', 'interests.2', 'preferredLanguage']),
    );
    const me = await call(t.app, 'GET', '/api/v1/auth/me', { session });
    expect(me.json()).toMatchObject({ onboarded: false });
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizationMemberships } from '../../db/schema/organizations.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import { users } from '../../db/schema/users.ts';
import { createUser, lastMailTo } from '../../test/factories.ts';
import { call, sessionCookie, useTestApp } from '../../test/test-app.ts';

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

  it('creates a signed-in USER on FREE, not onboarded, and mails the verification link in their language', async () => {
    const response = await call(t.app, 'POST', '/api/v1/auth/signup', { body: signupBody({ locale: 'KK' }) });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      username: 'aruzhan.k',
      email: 'aruzhan@example.kz',
      role: 'USER',
      onboarded: false,
      emailVerified: false,
      locale: 'KK',
      organization: null,
      organizationUser: null,
      subscription: { tier: 'FREE', effectiveTier: 'FREE' },
    });
    const token = sessionCookie(response);
    expect((await call(t.app, 'GET', '/api/v1/auth/me', { session: token })).statusCode).toBe(200);
    const mail = await lastMailTo(t.testDb.database.db, 'aruzhan@example.kz', 'EMAIL_VERIFICATION');
    expect(mail?.subject).toContain('растаңыз');
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/auth\/verify-email\?token=[A-Za-z0-9_-]{40,}/);
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
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ role: 'USER', onboarded: false, emailVerified: false });
    const db = t.testDb.database.db;
    const [user] = await db.select().from(users).where(eq(users.username, 'aruzhan.k'));
    expect(user?.role).toBe('USER');
    expect(user?.id).not.toBe('00000000-0000-0000-0000-000000000000');
    expect(await db.select().from(subscriptions)).toHaveLength(0);
    expect(await db.select().from(organizationMemberships)).toHaveLength(0);
  });

  it('answers 409 for a taken username (any case) or email', async () => {
    await createUser(t.testDb.database.db, { username: 'Taken.Name', email: 'taken@example.kz' });
    const byName = await call(t.app, 'POST', '/api/v1/auth/signup', { body: signupBody({ username: 'taken.name' }) });
    expect(byName.statusCode).toBe(409);
    expect(byName.json()).toMatchObject({ code: 'USERNAME_TAKEN' });
    const byEmail = await call(t.app, 'POST', '/api/v1/auth/signup', {
      body: signupBody({ email: 'TAKEN@example.kz' }),
    });
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
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
    const signup = await call(t.app, 'POST', '/api/v1/auth/signup', { body: signupBody() });
    const session = sessionCookie(signup);
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
      emailVerified: false,
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
    const signup = await call(t.app, 'POST', '/api/v1/auth/signup', { body: signupBody() });
    const response = await call(t.app, 'POST', '/api/v1/auth/onboarding', {
      session: sessionCookie(signup),
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
    const me = await call(t.app, 'GET', '/api/v1/auth/me', { session: sessionCookie(signup) });
    expect(me.json()).toMatchObject({ onboarded: false });
  });
});

import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';

describe('auth rate limits', () => {
  const t = useTestApp({
    env: { RATE_LIMIT_AUTH_PER_ACCOUNT: '2', RATE_LIMIT_AUTH_PER_IP: '4', RATE_LIMIT_WINDOW_SECONDS: '600' },
  });

  const login = (emailOrUsername: string, password: string, ip: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: ip,
      headers,
      payload: { emailOrUsername, password },
    });

  it('limits wrong passwords per account, however the account is named, with 429 and Retry-After', async () => {
    const { user, username } = await createUser(t.testDb.database.db);
    // The username and the email are one account: 2 wrong tries in all (not 2 each), then 429.
    expect((await login(username, 'Wrong-pass1!', '10.0.0.1')).statusCode).toBe(401);
    expect((await login(user.email.toUpperCase(), 'Wrong-pass1!', '10.0.0.1')).statusCode).toBe(401);
    const limited = await login(username, 'Wrong-pass1!', '10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect((await login(user.email, 'Wrong-pass1!', '10.0.0.1')).statusCode).toBe(429);
  });

  it('does not let anyone lock the owner out: other IPs and a device that signed in before get through', async () => {
    const { user, username, password } = await createUser(t.testDb.database.db);
    // The owner signed in on this laptop before (and kept the cookie).
    const earlier = await login(username, password, '10.9.0.5');
    expect(earlier.statusCode).toBe(200);
    const cookie = earlier.cookies.find((c) => c.name === 'bagdar_session')!.value;
    // Correct passwords do not use the budget.
    expect((await login(username, password, '10.9.0.2')).statusCode).toBe(200);
    expect((await login(username, password, '10.9.0.2')).statusCode).toBe(200);

    // An attacker behind the owner's school NAT spends the account's budget on that IP...
    for (let i = 0; i < 2; i++) expect((await login(username, 'Wrong-pass1!', '10.9.0.1')).statusCode).toBe(401);
    expect((await login(username, password, '10.9.0.1')).statusCode).toBe(429);
    // ...the owner's laptop (its session cookie) still signs in, and so does any other IP.
    const laptop = await login(user.email, password, '10.9.0.1', { cookie: `bagdar_session=${cookie}` });
    expect(laptop.statusCode).toBe(200);
    expect((await login(username, password, '10.9.0.3')).statusCode).toBe(200);

    // A botnet: 2 x 10 failures from many IPs close the account to unknown devices for the window...
    for (let i = 0; i < 20; i++) await login(username, 'Wrong-pass1!', `10.8.${i}.1`);
    expect((await login(username, password, '10.7.0.1')).statusCode).toBe(429);
    // ...but not to a browser that signed in before from its IP.
    expect((await login(username, password, '10.9.0.2', { 'user-agent': 'lightMyRequest' })).statusCode).toBe(200);
  });

  it('the per-IP limit refuses neither a device that signed in before nor anyone for successful sign-ins', async () => {
    const owner = await createUser(t.testDb.database.db, { verified: true });
    const classmate = await createUser(t.testDb.database.db, { verified: true });
    const school = '10.40.0.1';
    // The owner's laptop signed in from the school before and kept its cookie; the classmate's
    // browser signed in from there too (a session with that IP and User-Agent), but signed out of nothing.
    const laptop = await login(owner.username, owner.password, school, { 'user-agent': 'Owner laptop' });
    expect(laptop.statusCode).toBe(200);
    const cookie = laptop.cookies.find((c) => c.name === 'bagdar_session')!.value;
    expect(
      (await login(classmate.username, classmate.password, school, { 'user-agent': 'Classmate' })).statusCode,
    ).toBe(200);
    // Successful sign-ins are not attempts against the IP's budget (4 here).
    for (let i = 0; i < 6; i++) {
      expect(
        (await login(owner.username, owner.password, school, { cookie: `bagdar_session=${cookie}` })).statusCode,
      ).toBe(200);
    }

    // One client behind the same IP spends it: 100 failed sign-ins for names nobody has.
    const statuses = new Set<number>();
    for (let i = 0; i < 100; i++) statuses.add((await login(`junk_${i}`, 'Wrong-pass1!', school)).statusCode);
    expect(statuses).toEqual(new Set([401, 429]));

    // The owner's laptop (its session cookie) and the classmate's browser (its IP and browser) still sign in...
    const again = await login(owner.username, owner.password, school, { cookie: `bagdar_session=${cookie}` });
    expect(again.statusCode).toBe(200);
    expect(
      (await login(classmate.username, classmate.password, school, { 'user-agent': 'Classmate' })).statusCode,
    ).toBe(200);
    // ...a device that never signed in from there is refused for the window, and other IPs are untouched.
    const stranger = await login(classmate.username, classmate.password, school, { 'user-agent': 'New phone' });
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(classmate.username, classmate.password, '10.40.0.2')).statusCode).toBe(200);
  });

  it('limits guesses of the current password on change-password as login limits them per account', async () => {
    const { username, password } = await createUser(t.testDb.database.db, { verified: true });
    const session = await signIn(t.app, username, password);
    const change = (currentPassword: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/change-password',
        remoteAddress: ip,
        cookies: { bagdar_session: session },
        payload: { currentPassword, newPassword: 'N3w-password!', newPasswordConfirmation: 'N3w-password!' },
      });
    // A stolen session guesses from two IPs: 2 wrong guesses in all, then 429 — even for the right one.
    expect((await change('Guess-0ne!', '10.50.0.1')).statusCode).toBe(400);
    expect((await change('Guess-tw0!', '10.50.0.2')).statusCode).toBe(400);
    const limited = await change('Guess-thr3e!', '10.50.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await change(password, '10.50.0.3')).statusCode).toBe(429);
  });

  it('limits attempts per IP across accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/forgot-password',
        remoteAddress: '10.1.1.1',
        payload: { email: `person${i}@example.kz` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const otherIp = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      remoteAddress: '10.1.1.2',
      payload: { email: 'person9@example.kz' },
    });
    expect(otherIp.statusCode).toBe(200);
  });

  it('limits signups per email address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/signup',
        remoteAddress: `10.2.0.${i}`,
        payload: {
          username: `signup_${i}`,
          firstName: 'Дана',
          lastName: 'Ержанова',
          email: 'Same@Example.kz',
          password: 'Qwerty!234',
          passwordConfirmation: 'Qwerty!234',
          acceptTerms: true,
          acceptPrivacy: true,
        },
      });
      statuses.push(response.statusCode);
    }
    // The second replaces the first, unconfirmed signup (decision 023); the third is over the limit.
    expect(statuses).toEqual([202, 202, 429]);
  });

  it('limits verification confirm and password reset too', async () => {
    for (const url of ['/api/v1/auth/verify-email/confirm', '/api/v1/auth/reset-password']) {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const body = {
          token: `unknown-token-${i}-xxxxxxxxxxxxxxxx`,
          password: 'Qwerty!234',
          passwordConfirmation: 'Qwerty!234',
        };
        statuses.push((await call(t.app, 'POST', url, { body, headers: {} })).statusCode);
      }
      expect(statuses.slice(0, 4)).toEqual([400, 400, 400, 400]);
      expect(statuses[4]).toBe(429);
    }
  });
});

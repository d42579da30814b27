import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { call, useTestApp } from '../../test/test-app.ts';

describe('auth rate limits', () => {
  const t = useTestApp({
    env: { RATE_LIMIT_AUTH_PER_ACCOUNT: '2', RATE_LIMIT_AUTH_PER_IP: '4', RATE_LIMIT_WINDOW_SECONDS: '600' },
  });

  it('limits login attempts per account with 429 and Retry-After', async () => {
    const { username } = await createUser(t.testDb.database.db);
    const attempt = (login: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: ip,
        payload: { emailOrUsername: login, password: 'Wrong-pass1!' },
      });
    expect((await attempt(username, '10.0.0.1')).statusCode).toBe(401);
    expect((await attempt(username.toUpperCase(), '10.0.0.2')).statusCode).toBe(401);
    const limited = await attempt(username, '10.0.0.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
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
    expect(statuses).toEqual([201, 409, 429]);
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

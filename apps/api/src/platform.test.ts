import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import type { Database } from './db/client.ts';
import { call, testConfig, useTestApp } from './test/test-app.ts';

function addTestRoutes(app: FastifyInstance): void {
  app.get('/api/v1/test/boom', () => {
    throw new Error('relation "secret_table" does not exist at SELECT password_hash FROM users');
  });
}

describe('platform', () => {
  const t = useTestApp({ configure: addTestRoutes });

  it('answers health without the database and ready with it', async () => {
    const health = await call(t.app, 'GET', '/api/v1/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await call(t.app, 'GET', '/api/v1/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 on ready when the database does not answer', async () => {
    const broken: Database = {
      ...t.testDb.database,
      ping: () => Promise.resolve(false),
      close: () => Promise.resolve(),
    };
    const app = await buildApp(testConfig(), { database: broken });
    try {
      const ready = await call(app, 'GET', '/api/v1/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable' });
    } finally {
      await app.close();
    }
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await call(t.app, 'GET', '/api/v1/nothing-here?x=1');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('hides the details of a 500', async () => {
    const response = await call(t.app, 'GET', '/api/v1/test/boom');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'An unknown error occurred' });
    expect(response.body).not.toMatch(/secret_table|password_hash|at /);
  });

  it('accepts JSON only (415), refuses oversized bodies (413) and broken JSON (400)', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'emailOrUsername=a&password=b',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });

    const text = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: '{}',
    });
    expect(text.statusCode).toBe(415);

    const big = await call(t.app, 'POST', '/api/v1/auth/login', {
      body: { emailOrUsername: 'someone', password: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });

    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"emailOrUsername": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('reports validation failures per field with translation keys', async () => {
    const response = await call(t.app, 'POST', '/api/v1/auth/login', {
      body: { emailOrUsername: '!!', password: 'x' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; details: { field: string; code: string }[] }>();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'emailOrUsername', code: 'emailOrUsername_invalid' }),
        expect.objectContaining({ field: 'password', code: 'password_too_short' }),
      ]),
    );
  });

  it('sends the security headers', async () => {
    const response = await call(t.app, 'GET', '/api/v1/health');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('refuses cross-site state changes (CSRF) but not same-origin ones', async () => {
    const body = { emailOrUsername: 'nobody', password: 'whatever' };
    const crossSite = await call(t.app, 'POST', '/api/v1/auth/login', {
      body,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toMatchObject({ code: 'CSRF_REJECTED' });

    const foreignOrigin = await call(t.app, 'POST', '/api/v1/auth/logout', {
      headers: { origin: 'https://evil.example' },
    });
    expect(foreignOrigin.statusCode).toBe(403);
    expect(foreignOrigin.json()).toMatchObject({ code: 'CSRF_REJECTED' });

    const sameOrigin = await call(t.app, 'POST', '/api/v1/auth/logout', {
      headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.statusCode).toBe(200);

    const ownHost = await call(t.app, 'POST', '/api/v1/auth/logout', {
      headers: { origin: 'http://api.internal:8080', host: 'api.internal:8080' },
    });
    expect(ownHost.statusCode).toBe(200);

    const safeRead = await call(t.app, 'GET', '/api/v1/health', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(safeRead.statusCode).toBe(200);
  });

  it('serves the OpenAPI document listing the auth routes, and the docs UI', async () => {
    const spec = await call(t.app, 'GET', '/api/docs/json');
    expect(spec.statusCode).toBe(200);
    const doc = spec.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/v1/auth/login',
      '/api/v1/auth/signup',
      '/api/v1/auth/onboarding',
      '/api/v1/auth/me',
      '/api/v1/auth/logout',
      '/api/v1/auth/verify-email/send',
      '/api/v1/auth/verify-email/confirm',
      '/api/v1/auth/forgot-password',
      '/api/v1/auth/reset-password',
      '/api/v1/auth/change-password',
      '/api/v1/auth/locale',
      '/api/v1/health',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(doc.paths['/api/v1/auth/login']?.post).toBeDefined();

    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger-ui-bundle.js');
    // The UI runs under the site's CSP: external scripts from 'self' only, no inline script.
    expect(ui.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    expect(String(ui.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});

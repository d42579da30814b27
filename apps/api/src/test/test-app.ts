import type { FastifyInstance, InjectOptions, LightMyRequestResponse as Response } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import { fastRowsSettings } from '../db/fast-rows.ts';
import { openTestDatabase, type TestDatabase } from './test-db.ts';

// Every row a hot statement maps is compared with drizzle's own mapping (db/fast-rows.ts).
fastRowsSettings.crossCheck = true;

/** Settings for tests: quiet, no seed, no worker, no SPA, generous limits unless a test lowers them. */
export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    RUN_WORKER: 'false',
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST_DIR: '.tmp/no-web-build',
    RATE_LIMIT_AUTH_PER_IP: '1000',
    RATE_LIMIT_AUTH_PER_ACCOUNT: '1000',
    RESPONSE_CROSS_CHECK: 'true',
    ...overrides,
  });
}

export interface TestContext {
  app: FastifyInstance;
  config: AppConfig;
  testDb: TestDatabase;
}

/**
 * One database and one app per test file (PGlite takes seconds to start); every table is
 * emptied before each test. `configure` may add test-only routes before the app is ready.
 */
export function useTestApp(
  options: { env?: Record<string, string>; configure?: (app: FastifyInstance) => void } = {},
): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.testDb = await openTestDatabase();
    ctx.config = testConfig(options.env);
    ctx.app = asBrowser(await buildApp(ctx.config, { database: ctx.testDb.database }));
    options.configure?.(ctx.app);
    await ctx.app.ready();
  });
  beforeEach(async () => {
    await ctx.testDb.reset();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.testDb?.dispose();
  });
  return ctx;
}

/** Another app on the same test database with different settings (e.g. PUBLIC_URL over https); close it after use. */
export async function buildExtraApp(ctx: TestContext, env: Record<string, string>): Promise<FastifyInstance> {
  const app = asBrowser(await buildApp(testConfig(env), { database: ctx.testDb.database }));
  await app.ready();
  return app;
}

const plainInject = new WeakMap<FastifyInstance, FastifyInstance['inject']>();

/**
 * Makes `app.inject()` send what a browser on the web app's own pages sends: `Sec-Fetch-Site:
 * same-origin` when the request names neither `sec-fetch-site` nor `origin` (the API refuses a
 * state change with neither, plugins/security.ts). useTestApp and buildExtraApp apply it;
 * `injectWithoutBrowserHeaders` sends a request exactly as given.
 */
export function asBrowser(app: FastifyInstance): FastifyInstance {
  const inject = app.inject.bind(app);
  plainInject.set(app, inject);
  const patched = (options?: InjectOptions | string, callback?: unknown) => {
    if (options && typeof options === 'object') {
      const headers = { ...(options.headers as Record<string, string> | undefined) };
      const named = Object.keys(headers).map((name) => name.toLowerCase());
      if (!named.includes('origin') && !named.includes('sec-fetch-site')) headers['sec-fetch-site'] = 'same-origin';
      options = { ...options, headers };
    }
    return (inject as (...args: unknown[]) => unknown)(options, callback);
  };
  app.inject = patched as FastifyInstance['inject'];
  return app;
}

/** `app.inject()` without the browser's headers that asBrowser adds (for CSRF tests). */
export function injectWithoutBrowserHeaders(app: FastifyInstance, options: InjectOptions): Promise<Response> {
  return (plainInject.get(app) ?? app.inject.bind(app))(options);
}

/** The session token a response set, if any. */
export function sessionCookie(response: Response): string | undefined {
  return response.cookies.find((c) => c.name === 'bagdar_session' && c.value !== '')?.value;
}

/** A JSON request, optionally signed in with a session token. */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { body?: unknown; session?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const request: InjectOptions = { method, url, headers: { ...options.headers } };
  if (options.session) request.cookies = { bagdar_session: options.session };
  if (options.body !== undefined) request.payload = options.body as InjectOptions['payload'];
  return app.inject(request);
}

export async function signIn(app: FastifyInstance, emailOrUsername: string, password: string): Promise<string> {
  const response = await call(app, 'POST', '/api/v1/auth/login', { body: { emailOrUsername, password } });
  const token = sessionCookie(response);
  if (response.statusCode !== 200 || !token) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return token;
}

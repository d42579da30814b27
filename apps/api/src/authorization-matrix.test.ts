/**
 * The authorization matrix: every route the server registers × every actor, each cell a
 * real request against the real app (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 *
 * - The policy (one row per route) is API_ACCESS in packages/contracts/src/authorization-matrix.ts,
 *   with the actors (MATRIX_ACTORS) and the access classes (ACCESS_CLASSES) the web's guard test
 *   reads too. How a cell is sent (path parameters, a valid body, an object made for the cell) is
 *   RECIPES in src/test/authorization-matrix.ts; the fixtures are made once and shared.
 * - A route the server registers without a row fails "every registered route has a row", naming it.
 *
 * Adding a route (e.g. at a merge): one line in API_ACCESS, such as
 *     'GET /api/v1/admin/organizations/:id/analytics': { access: 'orgRead', tenant: true },
 *     'GET /api/v1/admin/analytics': 'platform',
 * and, when it has path parameters or a body, one line in RECIPES, such as
 *     'GET /api/v1/admin/organizations/:id/analytics': { params: org },
 *     'GET /api/v1/admin/organizations/:id/analytics/students/:studentId':
 *       { params: (fx) => ({ id: fx.orgA, studentId: fx.userIds.orgStudent }) },
 * A row reads as policy: an access class, `owner` (another user's object answers 404), `tenant`
 * (organisation B's admin gets 404 for A's object), `ok` (the success status when not the
 * method's usual 200/201/200/204) and `except` (single cells that differ, each a decision).
 * Every refused cell (401, 403, paywall) of a route with a body is sent a second time with an invalid
 * body and must be refused the same way: who asks is checked before what they sent.
 * A failing cell prints `METHOD /path as actor: expected X, got Y (body)`.
 */
import { API_ACCESS, expectedStatus, MATRIX_ACTORS, type TMatrixActor, type TMatrixStatus } from '@bagdar/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { registeredRoutes } from './plugins/input-gate.ts';
import { createFixtures, RECIPES, type Fixtures } from './test/authorization-matrix.ts';
import { asBrowser, signIn, testConfig } from './test/test-app.ts';
import { TEST_PASSWORD } from './test/factories.ts';
import { openTestDatabase, type TestDatabase } from './test/test-db.ts';

let testDb: TestDatabase;
let app: FastifyInstance;
let fx: Fixtures;

beforeAll(async () => {
  testDb = await openTestDatabase();
  await testDb.reset();
  app = asBrowser(await buildApp(testConfig(), { database: testDb.database }));
  await app.ready();
  fx = await createFixtures(app);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
});

/** `METHOD /path` of every route the app registered (HEAD twins of GET and trailing slashes folded). */
function registeredRouteKeys(): string[] {
  const keys = registeredRoutes(app)
    .filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS')
    .map((route) => `${route.method} ${route.url.length > 1 ? route.url.replace(/\/$/, '') : route.url}`);
  return [...new Set(keys)].sort();
}

/** Routes that sign in anew (logging in, out, changing the password) run last, the password change at the very end. */
const order = (route: string) =>
  route === 'POST /api/v1/auth/change-password' ? 2 : RECIPES[route]?.ownSession ? 1 : 0;
const ROUTES = Object.keys(API_ACCESS).sort((a, b) => order(a) - order(b));

describe('authorization matrix', () => {
  it('every registered route has a row, and every row a registered route', () => {
    const registered = registeredRouteKeys();
    const missing = registered.filter((key) => !(key in API_ACCESS));
    expect(
      missing,
      `routes without a row in API_ACCESS (packages/contracts/src/authorization-matrix.ts): ${missing.join(', ')}`,
    ).toEqual([]);
    const stale = Object.keys(API_ACCESS).filter((key) => !registered.includes(key));
    expect(stale, `rows of API_ACCESS naming no registered route: ${stale.join(', ')}`).toEqual([]);
    const strayRecipes = Object.keys(RECIPES).filter((key) => !(key in API_ACCESS));
    expect(strayRecipes, `recipes without a row: ${strayRecipes.join(', ')}`).toEqual([]);
  });

  let n = 0;
  it.each(ROUTES)('%s', async (route) => {
    const row = API_ACCESS[route]!;
    const recipe = RECIPES[route] ?? {};
    const [method, path] = route.split(' ') as [InjectOptions['method'], string];
    const failures: string[] = [];
    for (const actor of MATRIX_ACTORS) {
      const cell = { actor, n: n++ };
      const params = { ...recipe.params?.(fx), ...(await recipe.fresh?.(fx, cell)) };
      const url = path.replace(/:(\w+)/g, (_m, name: string) => {
        const value = params[name];
        if (value === undefined)
          throw new Error(`${route}: no value for :${name} (add a recipe in src/test/authorization-matrix.ts)`);
        return encodeURIComponent(value);
      });
      const request: InjectOptions = { method, url, headers: {} };
      const session = await sessionFor(actor, recipe.ownSession);
      if (session) request.cookies = { bagdar_session: session };
      if (recipe.query) request.query = recipe.query(fx, cell);
      if (recipe.body) request.payload = recipe.body(fx, cell, params) as InjectOptions['payload'];
      if (recipe.raw) Object.assign(request, await recipe.raw(fx, cell));
      if (recipe.stream) request.payloadAsStream = true;
      const response = await app.inject(request);
      const body = recipe.stream ? await firstChunk(response) : response.body;
      const expected = expectedStatus(route, row, actor);
      const got = actual(response.statusCode, response.headers['content-type'], body);
      // Who asks is checked before what they sent (plugins/input-gate.ts): a refused actor is refused
      // the same way when the body is not valid at all.
      if (got === expected && [401, 403, 'paywall'].includes(expected) && (recipe.body || recipe.raw)) {
        const invalid = await app.inject({ method, url, cookies: request.cookies ?? {}, payload: { '': [] } });
        const refused = actual(invalid.statusCode, invalid.headers['content-type'], invalid.body);
        if (refused !== expected) {
          failures.push(
            `${route} as ${actor} with an invalid body: expected ${expected}, got ${refused} ${invalid.body.slice(0, 200).replaceAll('"', "'")}`,
          );
        }
      }
      if (got !== expected) {
        failures.push(
          `${route} as ${actor}: expected ${expected}, got ${got} ${response.body.slice(0, 400).replaceAll('"', "'")}`,
        );
      }
    }
    expect(failures).toEqual([]);
  });
});

/** A streamed answer: an open event stream (200) is closed unread, any other answer read to its end. */
async function firstChunk(response: LightMyRequestResponse): Promise<string> {
  const stream = response.stream();
  if (response.statusCode === 200) {
    stream.destroy();
    return '';
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

function actual(status: number, contentType: unknown, body: string): TMatrixStatus {
  if (status !== 403 || !String(contentType).includes('json')) return status;
  return (JSON.parse(body) as { code?: string }).code === 'PAYWALL' ? 'paywall' : 403;
}

async function sessionFor(actor: TMatrixActor, own: boolean | undefined): Promise<string | undefined> {
  if (actor === 'anonymous') return undefined;
  if (!own) return fx.sessions[actor];
  return signIn(app, fx.usernames[actor], TEST_PASSWORD);
}

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse as Response } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createUser } from '../test/factories.ts';
import {
  bodyFor,
  fuzzSettings,
  jsonText,
  operationsOf,
  KnownValues,
  pathValueFor,
  queryFor,
  urlFor,
  type FuzzOperation,
  type OpenApiDocument,
} from '../test/openapi-fuzz.ts';
import { asBrowser, signIn, testConfig } from '../test/test-app.ts';
import { openTestDatabase, type TestDatabase } from '../test/test-db.ts';

/**
 * Property-based fuzzing of every OpenAPI operation. The inputs come from the document
 * the app serves (`app.swagger()`); each operation gets FUZZ_RUNS requests (default 30; the bench's
 * `npm run fuzz` runs more) with a fixed seed (FUZZ_SEED, default 13), as anonymous, as a signed-in
 * PRO user and, on admin routes, as SUPER_ADMIN so that the validation and the handler are reached.
 * Every answer must be below 500, carry a status the operation declares, and a JSON body must match
 * the schema the document declares for that status. One app and one set of actors for the whole
 * file (the fuzzing creates rows as it goes; nothing depends on them).
 */
const { runs: RUNS, seed: SEED } = fuzzSettings;
/** apps/api/.tmp/fuzz-findings.json, wherever Vitest was started from. */
const FINDINGS_FILE = fileURLToPath(new URL('../../.tmp/fuzz-findings.json', import.meta.url));

type Actor = 'anonymous' | 'user' | 'admin';

let testDb: TestDatabase;
let app: FastifyInstance;
const sessions: Record<Exclude<Actor, 'anonymous'>, string> = { user: '', admin: '' };
const accounts = {
  user: { username: 'fuzz_user', password: '' },
  admin: { username: 'fuzz_admin', password: '' },
};

/** The operations of the document the app serves (read once the app is ready). */
let operations: FuzzOperation[] = [];

beforeAll(async () => {
  testDb = await openTestDatabase();
  await testDb.reset();
  app = asBrowser(await buildApp(testConfig(), { database: testDb.database }));
  await app.ready();
  operations = operationsOf(app.swagger() as unknown as OpenApiDocument);
  const user = await createUser(testDb.database.db, { username: accounts.user.username, tier: 'PRO' });
  const admin = await createUser(testDb.database.db, { username: accounts.admin.username, role: 'SUPER_ADMIN' });
  accounts.user.password = user.password;
  accounts.admin.password = admin.password;
  sessions.user = await signIn(app, user.username, user.password);
  sessions.admin = await signIn(app, admin.username, admin.password);
  known = new KnownValues(new Set([user.user.id, admin.user.id]));
});

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
});

/** Signs the actors in again when a fuzzed request ended their session (logout, password change). */
async function keepSignedIn(): Promise<void> {
  for (const actor of ['user', 'admin'] as const) {
    const me = await app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      cookies: { bagdar_session: sessions[actor] },
    });
    if (me.statusCode !== 200) sessions[actor] = await signIn(app, accounts[actor].username, accounts[actor].password);
  }
}

/** Ids and usernames from earlier answers, offered as path parameters (not the actors' own). */
let known = new KnownValues();

/** Requests sent, so a generator that discards its values cannot pass the test by sending nothing. */
let sent = 0;
/** Answers by status class, printed with the summary (how far the inputs got: 2xx reached a handler). */
const answered: Record<string, number> = {};

interface Finding {
  request: string;
  status: number;
  problem: string;
}

function check(op: FuzzOperation, response: Response): string | null {
  const status = response.statusCode;
  if (status >= 500) return `server error: ${response.body.slice(0, 300)}`;
  if (!op.statuses.has(status))
    return `status ${status} is not declared (declared: ${[...op.statuses].join(', ')}): ${response.body.slice(0, 200)}`;
  const type = String(response.headers['content-type'] ?? '');
  if (!type.includes('application/json')) return null;
  const schema = op.schemas.get(status);
  if (!schema) return `status ${status} answers JSON but declares no JSON schema`;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `status ${status} body is not JSON: ${response.body.slice(0, 200)}`;
  }
  if (status < 300) known.collect(body);
  const result = schema.safeParse(body);
  if (!result.success) {
    return `status ${status} body does not match the declared schema: ${JSON.stringify(result.error.issues.slice(0, 3))} body ${response.body.slice(0, 300)}`;
  }
  return null;
}

async function fuzzOperation(op: FuzzOperation): Promise<Finding[]> {
  const findings: Finding[] = [];
  const isAdminRoute = op.path.startsWith('/api/v1/admin');
  const actors: Actor[] = isAdminRoute ? ['anonymous', 'user', 'admin', 'admin'] : ['anonymous', 'user', 'user'];
  const paramsArb = fc.record(
    Object.fromEntries(op.pathParams.map((p) => [p.name, pathValueFor(p, known)])),
  ) as fc.Arbitrary<Record<string, string>>;
  const bodyArb = op.bodySchema ? bodyFor(op.bodySchema) : fc.constant(undefined);
  const property = fc.asyncProperty(
    fc.constantFrom(...actors),
    paramsArb,
    queryFor(op.queryParams),
    bodyArb,
    async (actor, params, query, body) => {
      const url = urlFor(op.path, params, query);
      const headers: Record<string, string> = {};
      let payload: string | undefined;
      if (body !== undefined && op.method !== 'GET') {
        payload = jsonText(body);
        headers['content-type'] = 'application/json';
      }
      sent += 1;
      const response = await app.inject({
        method: op.method,
        url,
        headers,
        ...(payload !== undefined ? { payload } : {}),
        ...(actor === 'anonymous' ? {} : { cookies: { bagdar_session: sessions[actor] } }),
      });
      const statusClass = `${String(response.statusCode).slice(0, 1)}xx`;
      answered[statusClass] = (answered[statusClass] ?? 0) + 1;
      // The input gate (plugins/input-gate.ts) refuses a NUL in any string before a handler runs.
      const hasNul = url.includes('%00') || (payload?.includes('\\u0000') ?? false);
      const problem =
        check(op, response) ??
        (hasNul && ![400, 401, 403, 429].includes(response.statusCode)
          ? `a request with a NUL character answered ${response.statusCode}, not 400`
          : null);
      if (problem && findings.length < 5) {
        findings.push({
          request: `${actor} ${op.method} ${url.slice(0, 300)}${payload !== undefined ? ` ${payload.slice(0, 300)}` : ''}`,
          status: response.statusCode,
          problem,
        });
      }
    },
  );
  await fc.assert(property, { numRuns: RUNS, seed: SEED, endOnFailure: true });
  await keepSignedIn();
  return findings;
}

describe(`OpenAPI fuzzing (${RUNS} runs per operation, seed ${SEED})`, () => {
  it('reads every operation from the served document', () => {
    // The document lists what the app registers; a sanity floor so an empty document cannot pass.
    expect(operations.length).toBeGreaterThan(150);
    const undeclared = operations.filter((op) => op.statuses.size === 0).map((op) => `${op.method} ${op.path}`);
    expect(undeclared).toEqual([]);
  });

  it('answers every fuzzed request below 500 with a declared status and a body of its declared schema', async () => {
    const all: Record<string, Finding[]> = {};
    rmSync(FINDINGS_FILE, { force: true });
    for (const op of operations) {
      if (op.path.endsWith('/notifications/stream')) continue; // server-sent events: covered by its own test
      const findings = await fuzzOperation(op);
      if (findings.length > 0) all[`${op.method} ${op.path}`] = findings;
    }
    if (Object.keys(all).length > 0) {
      mkdirSync(path.dirname(FINDINGS_FILE), { recursive: true });
      writeFileSync(FINDINGS_FILE, JSON.stringify(all, null, 2));
    }
    expect(all).toEqual({});
    const fuzzed = operations.length - 1;
    expect(sent).toBe(fuzzed * RUNS);
    console.info(
      `OpenAPI fuzzing: ${sent} requests over ${fuzzed} operations (${RUNS} runs each, seed ${SEED}); answers ${JSON.stringify(answered)}`,
    );
  }, 600_000);
});

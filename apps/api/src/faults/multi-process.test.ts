import type { TNotification, TPlanDetails } from '@bagdar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../db/seed/catalog-seed.ts';
import { giveAnalysis, employmentBody, professionId } from '../modules/careers/careers-test-helpers.ts';
import { createUser } from '../test/factories.ts';
import { openTestDatabase, type TestDatabase } from '../test/test-db.ts';
import {
  FAULT_PORTS,
  NEEDS_SERVER,
  send,
  SERVER_DATABASE_URL,
  signInTo,
  startApi,
  startWorker,
  tempDir,
  until,
  type ApiProcess,
  type RunningProcess,
} from '../test/processes.ts';

// Two API processes and one worker on one PostgreSQL database (Faults), started the way
// the README's production set-up starts them: `npm run serve` twice with RUN_WORKER=false on two
// ports (behind one reverse proxy) and `npm run worker` once. Whatever one process does, the other
// sees: sessions, the login throttle's counters, live notifications and queued jobs all live in
// PostgreSQL (sessions and rate-limit tables, LISTEN/NOTIFY, pg-boss), none in a process's memory.

const ACCOUNT_LIMIT = 3;

/** Reads server-sent events from one process until `event` arrives (or `ms` pass). */
async function openStream(api: ApiProcess, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(`${api.base}/api/v1/notifications/stream`, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const next = async (event: string, ms = 30_000): Promise<unknown> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const blocks = buffer.split('\n\n');
      const index = blocks.findIndex((b) => b.startsWith(`event: ${event}\n`));
      if (index >= 0 && index < blocks.length - 1) {
        buffer = blocks.slice(index + 1).join('\n\n');
        return JSON.parse(blocks[index]!.split('\ndata: ')[1]!) as unknown;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${event} event; got ${JSON.stringify(buffer)}`);
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), left))),
      ]);
      clearTimeout(timer);
      if (chunk === null) continue;
      if (chunk.done) throw new Error('the stream ended');
      buffer += chunk.value;
    }
  };
  return { next, close: () => controller.abort() };
}

describe.skipIf(!SERVER_DATABASE_URL)('two API processes and one worker on one PostgreSQL', () => {
  let testDb: TestDatabase;
  let dataDir: ReturnType<typeof tempDir> | undefined;
  let first: ApiProcess;
  let second: ApiProcess;
  let worker: RunningProcess;
  const running: RunningProcess[] = [];

  beforeAll(async () => {
    dataDir = tempDir('bagdar-multi-');
    testDb = await openTestDatabase();
    const options = (port: number) => ({
      port,
      databaseUrl: testDb.url!,
      dataDir: dataDir!.dir,
      env: { RUN_WORKER: 'false', RATE_LIMIT_AUTH_PER_ACCOUNT: String(ACCOUNT_LIMIT) },
    });
    // Started together, as a process manager does: they migrate one at a time (an advisory lock).
    const started = await Promise.allSettled([
      startApi(options(FAULT_PORTS.multiA)),
      startApi(options(FAULT_PORTS.multiB)),
      startWorker({ databaseUrl: testDb.url! }),
    ]);
    for (const result of started) if (result.status === 'fulfilled') running.push(result.value);
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    [first, second] = running as [ApiProcess, ApiProcess];
    worker = running[2]!;
  }, 180_000);
  afterAll(async () => {
    for (const proc of running) await proc.stop();
    await testDb?.dispose();
    dataDir?.remove();
  });

  const call = (api: ApiProcess, method: string, path: string, cookie?: string, body?: unknown) =>
    send(`${api.base}/api/v1${path}`, {
      method,
      headers: { origin: api.origin, ...(cookie ? { cookie } : {}) },
      body,
    });

  it('shares sessions: signed in on one process, known and signed out on the other', async () => {
    const { username, password } = await createUser(testDb.database.db);
    const cookie = await signInTo(first, username, password);
    const me = await call(second, 'GET', '/auth/me', cookie);
    expect(me.status, me.body).toBe(200);
    expect(JSON.parse(me.body)).toMatchObject({ username });

    expect((await call(second, 'POST', '/auth/logout', cookie)).status).toBe(200);
    expect((await call(first, 'GET', '/auth/me', cookie)).status).toBe(401);
  });

  it('shares rate limits: failed logins on both processes count against one budget', async () => {
    const { username } = await createUser(testDb.database.db);
    const attempt = (api: ApiProcess) =>
      call(api, 'POST', '/auth/login', undefined, { emailOrUsername: username, password: 'wrong-Passw0rd' });
    // Alternating: per-process counters would allow ACCOUNT_LIMIT on each, twice as many in all.
    const statuses: number[] = [];
    for (let i = 0; i < ACCOUNT_LIMIT + 1; i += 1) statuses.push((await attempt(i % 2 === 0 ? first : second)).status);
    expect(statuses).toEqual([...Array.from({ length: ACCOUNT_LIMIT }, () => 401), 429]);
    expect((await attempt(first)).status).toBe(429);
  });

  it('delivers a like made on one process to a live listener on the other', async () => {
    const db = testDb.database.db;
    const author = await createUser(db);
    const fan = await createUser(db);
    const authorCookie = await signInTo(first, author.username, author.password);
    const fanCookie = await signInTo(first, fan.username, fan.password);
    const created = await call(first, 'POST', '/posts', authorCookie, { text: 'Два процесса, одна база' });
    expect(created.status, created.body).toBe(201);
    const postId = (JSON.parse(created.body) as { id: string }).id;

    const stream = await openStream(second, authorCookie);
    try {
      expect(await stream.next('unread')).toEqual({ unread: 0 });
      const liked = await call(first, 'POST', `/posts/${postId}/like`, fanCookie);
      expect(liked.status, liked.body).toBe(200);
      const live = (await stream.next('notification')) as TNotification;
      expect(live).toMatchObject({ type: 'POST_LIKED' });
      expect(await stream.next('unread')).toEqual({ unread: 1 });
    } finally {
      stream.close();
    }
  });

  it('runs a job queued by an API process on the worker process', { timeout: 120_000 }, async () => {
    const db = testDb.database.db;
    await seedCatalog(db);
    const { user, username, password } = await createUser(db, { tier: 'PRO' });
    await giveAnalysis(db, user.id);
    const cookie = await signInTo(first, username, password);
    const body = employmentBody(await professionId(db, 'software-developer'));
    const queued = await call(first, 'POST', '/careers/plans', cookie, body);
    expect(queued.status, queued.body).toBe(202);
    const { planId } = JSON.parse(queued.body) as { planId: string };

    // Neither API process runs workers (RUN_WORKER=false): only the worker process can build it.
    let plan: TPlanDetails | undefined;
    await until(
      'the plan is built',
      async () => {
        const answer = await call(second, 'GET', `/careers/plans/${planId}`, cookie);
        plan = JSON.parse(answer.body) as TPlanDetails;
        return plan.status !== 'PENDING';
      },
      90_000,
    );
    expect(plan?.status).toBe('ACTIVE');
    expect(plan?.phases.length).toBeGreaterThan(0);
    expect(worker.child.exitCode).toBeNull();
  });
});

describe.skipIf(SERVER_DATABASE_URL)('two API processes and one worker (skipped)', () => {
  it.skip(`is not run: ${NEEDS_SERVER}`, () => undefined);
});

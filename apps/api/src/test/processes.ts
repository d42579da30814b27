import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../config.ts';

/**
 * Helpers of the fault tests: real API and worker processes started the way `npm run serve` and
 * `npm run worker` start them (tsx, the same entry files), on a PostgreSQL server. Several
 * processes cannot share PGlite (an in-process database), so these tests need TEST_DATABASE_URL.
 */
export const SERVER_DATABASE_URL = process.env.TEST_DATABASE_URL;
export const NEEDS_SERVER =
  'needs a PostgreSQL server (TEST_DATABASE_URL): the test runs several processes, which cannot share PGlite';

/** This engineer's port range for the fault tests (3350-3359). */
export const FAULT_PORTS = { sigterm: 3350, restart: 3351, kill: 3352, multiA: 3353, multiB: 3354 } as const;

export interface RunningProcess {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) once the process ends. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves when `pattern` appears in the output (rejects when the process exits first or after `ms`). */
  waitForOutput(pattern: RegExp, ms?: number): Promise<void>;
  /** SIGKILL if still running (afterAll). */
  stop(): Promise<void>;
}

function track(child: ChildProcess): RunningProcess {
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let done = false;
  void exited.then(() => (done = true));
  return {
    child,
    output: () => out,
    exited,
    async waitForOutput(pattern, ms = 30_000) {
      const deadline = Date.now() + ms;
      while (!pattern.test(out)) {
        if (done) throw new Error(`process exited before printing ${pattern}:\n${out.slice(-3000)}`);
        if (Date.now() > deadline) throw new Error(`no ${pattern} in the output:\n${out.slice(-3000)}`);
        await sleep(50);
      }
    },
    async stop() {
      if (done) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** The environment of a child process: the test runner's, minus its database settings, plus `env`. */
function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { ...process.env };
  delete base.DATABASE_URL;
  delete base.TEST_DATABASE_URL;
  delete base.NODE_OPTIONS;
  return { ...base, ...env };
}

/** `node --import tsx <entry>`: what `tsx <entry>` runs, with the pid being the process itself (signals reach it). */
function spawnEntry(entry: string, env: Record<string, string>): RunningProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: REPO_ROOT,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return track(child);
}

export interface ApiProcess extends RunningProcess {
  base: string;
  origin: string;
}

/** A temporary directory (uploads of a child API); removed by the returned function. */
export function tempDir(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Starts `apps/api/src/server.ts` (what `npm run serve` runs) and waits until `/ready` answers 200. */
export async function startApi(options: {
  port: number;
  databaseUrl: string;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<ApiProcess> {
  const base = `http://127.0.0.1:${options.port}`;
  const proc = spawnEntry('apps/api/src/server.ts', {
    PORT: String(options.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: options.dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '.tmp/no-web-build',
    RUN_WORKER: 'false',
    ...options.env,
  });
  const deadline = Date.now() + 90_000;
  let exitedEarly = false;
  void proc.exited.then(() => (exitedEarly = true));
  for (;;) {
    if (exitedEarly) throw new Error(`the API exited while starting:\n${proc.output().slice(-3000)}`);
    if (Date.now() > deadline) {
      await proc.stop();
      throw new Error(`the API did not become ready:\n${proc.output().slice(-3000)}`);
    }
    const ready = await get(`${base}/api/v1/ready`, 2_000).catch(() => null);
    if (ready?.status === 200) break;
    await sleep(200);
  }
  return { ...proc, base, origin: base };
}

/** Starts `apps/api/src/worker.ts` (what `npm run worker` runs) and waits for its "worker started" line. */
export async function startWorker(options: { databaseUrl: string; env?: Record<string, string> }) {
  const proc = spawnEntry('apps/api/src/worker.ts', {
    DATABASE_URL: options.databaseUrl,
    LOG_LEVEL: 'info',
    ...options.env,
  });
  await proc.waitForOutput(/worker started/, 90_000);
  return proc;
}

export interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * One HTTP request on its own connection (no keep-alive pool shared between tests), rejecting on a
 * network error or when no answer came within `timeoutMs` (a hung request).
 */
export function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown; timeoutMs?: number } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = httpRequest(
      url,
      {
        method: options.method ?? 'GET',
        agent: false,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
        res.on('error', reject);
      },
    );
    const timeoutMs = options.timeoutMs ?? 30_000;
    const timer = setTimeout(() => req.destroy(new Error(`no answer within ${timeoutMs} ms: ${url}`)), timeoutMs);
    req.on('error', reject);
    req.on('close', () => clearTimeout(timer));
    req.end(payload);
  });
}

export const get = (url: string, timeoutMs?: number, headers?: Record<string, string>) =>
  send(url, { timeoutMs, headers });

/** Signs in through an API process; returns the `Cookie` header value. */
export async function signInTo(api: ApiProcess, emailOrUsername: string, password: string): Promise<string> {
  const answer = await send(`${api.base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { origin: api.origin },
    body: { emailOrUsername, password },
  });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${answer.body}`);
  const header = answer.headers['set-cookie'] ?? [];
  const cookies = Array.isArray(header) ? header : [header];
  const session = cookies.find((c) => c.startsWith('bagdar_session='));
  if (!session) throw new Error('sign-in set no session cookie');
  return session.split(';')[0]!;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 100 ms until it holds or `ms` pass (then throws `what`). */
export async function until(what: string, check: () => Promise<boolean> | boolean, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting: ${what}`);
    await sleep(100);
  }
}

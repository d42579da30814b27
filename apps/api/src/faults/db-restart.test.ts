import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, POOL_RESILIENCE, type Database } from '../db/client.ts';
import { createUser } from '../test/factories.ts';
import {
  FAULT_PORTS,
  get,
  NEEDS_SERVER,
  send,
  SERVER_DATABASE_URL,
  signInTo,
  startApi,
  tempDir,
  type Answer,
  type ApiProcess,
} from '../test/processes.ts';

// PostgreSQL restarted under load (Faults). A real restart, not a simulated one: the
// shared server on 5432 serves other test runs and must not be restarted, so this test makes its
// own throw-away cluster (initdb into a temporary directory, port 5439, socket in that directory),
// points a real API process at it, and restarts it with `pg_ctl restart -m fast` while 8 clients
// keep sending requests. A TCP proxy that drops connections would only imitate the part of a
// restart the proxy sees; a real one also terminates the backends mid-statement (57P01), refuses
// connections while it shuts down and starts (57P03), and loses every session's state.
// Checked: at most 1 % of requests fail, `/ready` answers 200 within 5 s of the server being back,
// and no request waits past its time-out (the pool's retry window plus its connect time-out).

const PRIVATE_PORT = 5439;

/** The newest PostgreSQL server binaries installed (Debian's layout), if any. */
function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

const BIN = postgresBinDir();
const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL server binary; as root, as the `postgres` user (initdb refuses root). */
function pgTool(tool: string, args: string[]): string {
  const file = path.join(BIN!, tool);
  return asRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { encoding: 'utf8', timeout: 60_000 })
    : execFileSync(file, args, { encoding: 'utf8', timeout: 60_000 });
}

/** The same, without blocking this process (the load goes on while the server restarts). */
async function pgToolAsync(tool: string, args: string[]): Promise<void> {
  const file = path.join(BIN!, tool);
  const [command, commandArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  await promisify(execFile)(command, commandArgs, { timeout: 60_000 });
}

/** A throw-away cluster in a temporary directory. */
function privateCluster() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bagdar-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'server.log');
  const options = `-p ${PRIVATE_PORT} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const ctl = (action: string, extra: string[] = []) =>
    pgTool('pg_ctl', [action, '-D', data, '-l', log, '-o', options, '-w', '-t', '60', ...extra]);
  return {
    url: `postgres://postgres@127.0.0.1:${PRIVATE_PORT}/postgres`,
    init: () => pgTool('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']),
    start: () => ctl('start'),
    restart: () =>
      pgToolAsync('pg_ctl', ['restart', '-D', data, '-l', log, '-o', options, '-w', '-t', '60', '-m', 'fast']),
    stop: () => {
      if (existsSync(path.join(data, 'postmaster.pid'))) ctl('stop', ['-m', 'immediate']);
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

const SKIP = !SERVER_DATABASE_URL
  ? NEEDS_SERVER
  : !BIN
    ? 'needs the PostgreSQL server binaries (/usr/lib/postgresql/<version>/bin) to run a private cluster'
    : undefined;

describe.skipIf(SKIP)('PostgreSQL restarted under load', () => {
  let cluster: ReturnType<typeof privateCluster> | undefined;
  let dataDir: ReturnType<typeof tempDir> | undefined;
  let database: Database | undefined;
  let api: ApiProcess | undefined;

  beforeAll(async () => {
    dataDir = tempDir('bagdar-restart-');
    cluster = privateCluster();
    cluster.init();
    cluster.start();
    database = openPostgres(cluster.url, pino({ level: 'silent' }), 2);
    await database.migrate();
  }, 120_000);
  afterAll(async () => {
    await api?.stop();
    await database?.close().catch(() => undefined);
    try {
      cluster?.stop();
    } finally {
      cluster?.remove();
      dataDir?.remove();
    }
  }, 60_000);

  it(
    'fails at most 1 % of requests, is ready again within 5 s and leaves no request hanging',
    { timeout: 150_000 },
    async () => {
      const { username, password } = await createUser(database!.db);
      // The in-process worker (pg-boss) and the notifications listener ride the restart too.
      api = await startApi({
        port: FAULT_PORTS.restart,
        databaseUrl: cluster!.url,
        dataDir: dataDir!.dir,
        env: { RUN_WORKER: 'true' },
      });
      const cookie = await signInTo(api, username, password);
      const base = api.base;

      // A request may wait out the pool's retry window plus one connect time-out; past that it hangs.
      const requestTimeoutMs = POOL_RESILIENCE.retryWindowMs + POOL_RESILIENCE.connectTimeoutMs + 5_000;
      const paths = ['/api/v1/auth/me', '/api/v1/posts', '/api/v1/notifications/unread-count'];
      const results: (Answer | Error)[] = [];
      let stop = false;
      const client = async (n: number) => {
        for (let i = n; !stop; i += 1) {
          const url = `${base}${paths[i % paths.length]}`;
          results.push(
            await send(url, { headers: { cookie }, timeoutMs: requestTimeoutMs }).catch((err: Error) => err),
          );
        }
      };
      const completed = (count: number) => async () => {
        while (results.length < count) await new Promise((resolve) => setTimeout(resolve, 20));
      };
      const load = Promise.all(Array.from({ length: 8 }, (_, n) => client(n)));

      await completed(300)();
      const before = results.length;
      await cluster!.restart(); // resolves once the server accepts connections again
      const backAt = Date.now();
      let readyAfterMs = -1;
      for (;;) {
        const ready = await get(`${base}/api/v1/ready`, 5_000).catch(() => null);
        if (ready?.status === 200) {
          readyAfterMs = Date.now() - backAt;
          break;
        }
        if (Date.now() - backAt > 30_000) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await completed(results.length + 300)();
      stop = true;
      await load;

      const failures = results.filter((r) => r instanceof Error || r.status !== 200);
      const hung = results.filter((r) => r instanceof Error && /no answer within/.test(r.message));
      const summary = {
        total: results.length,
        duringOrAfterRestart: results.length - before,
        failed: failures.length,
        sample: failures
          .slice(0, 5)
          .map((r) => (r instanceof Error ? r.message : `${r.status} ${r.body.slice(0, 120)}`)),
        readyAfterMs,
      };
      console.log(JSON.stringify(summary));
      expect(readyAfterMs, JSON.stringify(summary)).toBeGreaterThanOrEqual(0);
      expect(readyAfterMs, JSON.stringify(summary)).toBeLessThan(5_000);
      expect(hung, JSON.stringify(summary)).toEqual([]);
      expect(failures.length / results.length, JSON.stringify(summary)).toBeLessThanOrEqual(0.01);
      expect(api.child.exitCode, 'the API process survived the restart').toBeNull();
      // The restart did happen under this load: the API saw its connections cut.
      expect(api.output()).toMatch(/PostgreSQL (connection lost|pool client error)/);
    },
  );
});

describe.skipIf(!SKIP)('PostgreSQL restarted under load (skipped)', () => {
  it.skip(`is not run: ${SKIP}`, () => undefined);
});

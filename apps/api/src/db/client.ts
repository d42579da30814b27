import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

/** The query builder, whichever driver is underneath. Transactions have the same type. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** What pg-boss needs to run on the same database (see plugins/jobs.ts). */
export type JobsConnection =
  | { kind: 'pglite'; executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> }
  | { kind: 'postgres'; connectionString: string };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  jobs: JobsConnection;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  /**
   * Fires in this process after a statement that changes what a session resolves to (a write to
   * the users, sessions, memberships, organisations or subscriptions table), and again when the
   * transaction holding it commits. The session cache (modules/auth/session-cache.ts) drops what
   * it holds on it; other processes learn the same from the triggers' NOTIFY.
   */
  sessionWrites: WriteSignal;
  /** Embedded only: PGlite's in-process LISTEN (a server uses a dedicated pg client, see notifications.hub.ts). */
  listen?: (channel: string, callback: (payload: string) => void) => Promise<() => Promise<void>>;
  /** Embedded only: the whole data directory as a gzipped tarball, taken between two statements (backup). */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

/** Listeners of a kind of write (see Database.sessionWrites). */
export class WriteSignal {
  private readonly listeners = new Set<() => void>();

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  fire(): void {
    for (const listener of this.listeners) listener();
  }
}

/** A write to one of the tables a session is resolved from (drizzle's quoted names, or raw SQL's bare ones). */
const SESSION_WRITE =
  /\b(?:insert\s+into|update|delete\s+from)\s+"?(?:users|sessions|organization_memberships|organizations|subscriptions)"?[\s(]/i;
/** The throttled last-seen write (session.repository.ts touchSession) changes nothing a session resolves to. */
const LAST_SEEN_ONLY = /^update "sessions" set "last_seen_at" = \$1 where "sessions"\."id" = \$2$/;

/** Whether a statement's text may change what a session resolves to; reads cost one test of the first word. */
export function changesSessions(text: string): boolean {
  if (/^\s*select\b/i.test(text)) return false;
  if (/^\s*truncate\b/i.test(text)) return true;
  return SESSION_WRITE.test(text) && !LAST_SEEN_ONLY.test(text);
}

const statementText = (query: unknown): string =>
  typeof query === 'string'
    ? query
    : typeof (query as { text?: unknown })?.text === 'string'
      ? (query as { text: string }).text
      : '';

/**
 * Makes `target[method]` (a driver's query function, promise or callback style) call `onWrite` with
 * the statement's text once a statement that `changesSessions`, or a COMMIT, has succeeded.
 */
function watchWrites(target: Record<string, unknown>, method: string, onWrite: (text: string) => void): void {
  // An own method is kept; one of the prototype is looked up at each call, so a later patch of the
  // prototype (the statement counters of the tests) still sees the calls.
  const own = Object.hasOwn(target, method) ? (target[method] as (...args: unknown[]) => unknown) : undefined;
  const proto = Object.getPrototypeOf(target) as Record<string, unknown>;
  target[method] = function watched(this: unknown, ...args: unknown[]) {
    const original = own ?? (proto[method] as (...args: unknown[]) => unknown);
    const text = statementText(args[0]);
    if (!text || !(changesSessions(text) || /^\s*commit\b/i.test(text))) return original.apply(this, args);
    // pg-pool's own query() passes a callback; drizzle awaits the promise.
    const callback = args[args.length - 1];
    if (typeof callback === 'function') {
      args[args.length - 1] = (err: unknown, ...rest: unknown[]) => {
        if (!err) onWrite(text);
        return (callback as (...a: unknown[]) => unknown)(err, ...rest);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (!(result instanceof Promise)) return result;
    return result.then((value: unknown) => {
      onWrite(text);
      return value;
    });
  };
}

const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Embedded PostgreSQL (WASM). `dataDir` undefined keeps it in memory (tests). */
export async function openPglite(dataDir: string | undefined, options: { loadDataDir?: Blob } = {}): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  await client.waitReady;
  const sessionWrites = new WriteSignal();
  const onWrite = (text: string) => {
    if (changesSessions(text)) sessionWrites.fire();
  };
  watchWrites(client as unknown as Record<string, unknown>, 'query', onWrite);
  watchWrites(client as unknown as Record<string, unknown>, 'exec', onWrite);
  // A transaction's statements fire as they run and once more after it commits (a concurrent read
  // may have cached the old rows in between).
  const transaction = client.transaction.bind(client);
  client.transaction = (async (run: (tx: Parameters<Parameters<typeof transaction>[0]>[0]) => Promise<unknown>) => {
    let dirty = false;
    const onTxWrite = (text: string) => {
      if (!changesSessions(text)) return;
      dirty = true;
      sessionWrites.fire();
    };
    const result = await transaction(async (tx) => {
      watchWrites(tx as unknown as Record<string, unknown>, 'query', onTxWrite);
      watchWrites(tx as unknown as Record<string, unknown>, 'exec', onTxWrite);
      return run(tx);
    });
    if (dirty) sessionWrites.fire();
    return result;
  }) as typeof client.transaction;
  const db = drizzlePglite(client);
  return {
    db,
    kind: 'pglite',
    sessionWrites,
    jobs: {
      kind: 'pglite',
      // pg-boss sends multi-statement scripts without values; exec() runs those and returns every result.
      executeSql: async (text, values) => {
        if (values && values.length > 0) return client.query(text, values);
        const results = await client.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      },
    },
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: () => pingDb(db),
    listen: async (channel, callback) => {
      const unlisten = await client.listen(channel, callback);
      return () => unlisten();
    },
    dumpDataDir: () => client.dumpDataDir('gzip'),
    close: () => client.close(),
  };
}

/**
 * How the pool rides out a PostgreSQL restart or fail-over: a statement that fails because the
 * connection was refused, cut or terminated by the server is retried with backoff for up to
 * `retryWindowMs` (the server aborts a statement it terminates, so it did not run); connecting
 * never waits longer than `connectTimeoutMs`. Transactions are not retried (their client is
 * checked out; only the connect is retried). Tests shorten nothing here.
 */
export const POOL_RESILIENCE = { retryWindowMs: 10_000, connectTimeoutMs: 5_000, firstDelayMs: 100, maxDelayMs: 1_000 };

/** PostgreSQL and socket error codes meaning "no working connection", not "the statement failed". */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ENOTFOUND',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

export function isConnectionError(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) return true;
  return /Connection terminated|terminating connection|the database system is (starting up|shutting down)/i.test(
    err.message,
  );
}

async function withRetry<T>(run: () => Promise<T>, logger: FastifyBaseLogger): Promise<T> {
  const deadline = Date.now() + POOL_RESILIENCE.retryWindowMs;
  let delay = POOL_RESILIENCE.firstDelayMs;
  for (;;) {
    try {
      return await run();
    } catch (err) {
      if (!isConnectionError(err) || Date.now() + delay > deadline) throw err;
      logger.warn({ err: (err as Error).message }, 'PostgreSQL connection lost; retrying the statement');
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, POOL_RESILIENCE.maxDelayMs);
    }
  }
}

/** A PostgreSQL server through a node-postgres pool that survives a server restart (POOL_RESILIENCE). */
export function openPostgres(connectionString: string, logger: FastifyBaseLogger, max = 10): Database {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: POOL_RESILIENCE.connectTimeoutMs,
    // No JIT compilation: the API's statements are short, and compiling one whose estimate passed
    // the JIT threshold (the organisation analytics over 50,000 students) took 2 s of a 2.9 s query
    // (docs/decisions/025).
    options: '-c jit=off',
  });
  // Without this listener a server restart (an idle client erroring) would crash the process.
  pool.on('error', (err) => logger.error({ err }, 'PostgreSQL pool client error'));
  // Every statement goes through a pooled client's query() (pool.query() checks one out too).
  const sessionWrites = new WriteSignal();
  pool.on('connect', (client) => {
    let dirty = false;
    watchWrites(client as unknown as Record<string, unknown>, 'query', (text) => {
      if (changesSessions(text)) {
        dirty = true;
        sessionWrites.fire();
      } else if (dirty) {
        dirty = false;
        sessionWrites.fire();
      }
    });
  });
  const queryOnce = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const connectOnce = pool.connect.bind(pool) as (...args: unknown[]) => Promise<pg.PoolClient> | undefined;
  // Drizzle sends single statements through pool.query() and opens transactions with pool.connect().
  pool.query = ((...args: unknown[]) =>
    typeof args[args.length - 1] === 'function'
      ? queryOnce(...args)
      : withRetry(() => queryOnce(...args), logger)) as typeof pool.query;
  pool.connect = ((...args: unknown[]) =>
    args.length > 0
      ? connectOnce(...args)
      : withRetry(() => connectOnce() as Promise<pg.PoolClient>, logger)) as typeof pool.connect;
  const db = drizzlePg(pool);
  return {
    db,
    kind: 'postgres',
    sessionWrites,
    jobs: { kind: 'postgres', connectionString },
    migrate: () => migratePostgres(pool),
    // Readiness must answer at once while the server is away: one try, no retries, bounded wait.
    ping: () =>
      Promise.race([
        queryOnce('SELECT 1').then(
          () => true,
          () => false,
        ),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2_000).unref()),
      ]),
    close: () => pool.end(),
  };
}

/** Several API processes may start together: an advisory lock lets one migrate at a time. */
async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(727274)');
    await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('SELECT pg_advisory_unlock(727274)').catch(() => undefined);
    client.release();
  }
}

async function pingDb(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`SELECT 1`);
    return true;
  } catch {
    return false;
  }
}

export async function openDatabase(
  options: { databaseUrl: string | undefined; dataDir: string; databasePoolMax?: number },
  logger: FastifyBaseLogger,
): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, logger, options.databasePoolMax)
    : openPglite(options.dataDir);
}

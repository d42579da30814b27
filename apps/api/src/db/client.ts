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
  /** Embedded only: PGlite's in-process LISTEN (a server uses a dedicated pg client, see notifications.hub.ts). */
  listen?: (channel: string, callback: (payload: string) => void) => Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Embedded PostgreSQL (WASM). `dataDir` undefined keeps it in memory (tests). */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
  await client.waitReady;
  const db = drizzlePglite(client);
  return {
    db,
    kind: 'pglite',
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
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: POOL_RESILIENCE.connectTimeoutMs });
  // Without this listener a server restart (an idle client erroring) would crash the process.
  pool.on('error', (err) => logger.error({ err }, 'PostgreSQL pool client error'));
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

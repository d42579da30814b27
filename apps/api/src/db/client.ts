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

/** A PostgreSQL server through a node-postgres pool. */
export function openPostgres(connectionString: string, logger: FastifyBaseLogger, max = 10): Database {
  const pool = new pg.Pool({ connectionString, max });
  // Without this listener a server restart (an idle client erroring) would crash the process.
  pool.on('error', (err) => logger.error({ err }, 'PostgreSQL pool client error'));
  const db = drizzlePg(pool);
  return {
    db,
    kind: 'postgres',
    jobs: { kind: 'postgres', connectionString },
    migrate: () => migratePostgres(pool),
    ping: () => pingDb(db),
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
  options: { databaseUrl: string | undefined; dataDir: string },
  logger: FastifyBaseLogger,
): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, logger) : openPglite(options.dataDir);
}

import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { adminQuery, databaseUrl } from './global-setup.ts';

/** Whether the tests run on a PostgreSQL server (TEST_DATABASE_URL) rather than PGlite. */
export const onPostgresServer = Boolean(process.env.TEST_DATABASE_URL);

/** The environment of a child process a test starts (e.g. `src/worker.ts`), with `overrides`. */
export function childProcessEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...overrides };
}

let pgliteTemplate: Promise<Blob> | undefined;

export interface TestDatabase {
  database: Database;
  /** The per-file database's URL on the PostgreSQL server (undefined on PGlite), for child processes. */
  url?: string;
  /** Empties every application table (between tests). */
  reset(): Promise<void>;
  /** Closes the connection and drops the per-file database. */
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * created on the PostgreSQL server named by TEST_DATABASE_URL (CI sets it), copied from the
 * run's migrated template (global-setup.ts).
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // Each file gets its own in-memory PGlite, loaded from one data directory the run migrates once,
    // so no file sees rows another left behind (the reference rows the migrations seed included).
    pgliteTemplate ??= openPglite(undefined).then(async (template) => {
      await template.migrate();
      const dump = await template.dumpDataDir!();
      await template.close();
      return dump;
    });
    const database = await openPglite(undefined, { loadDataDir: await pgliteTemplate });
    return { database, reset: () => truncateAll(database), dispose: () => database.close() };
  }

  const name = `bagdar_test_${randomBytes(6).toString('hex')}`;
  const template = inject('templateDatabase');
  await adminQuery(
    serverUrl,
    template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`,
    // A throwaway database need not wait for each commit to reach the disk.
    `ALTER DATABASE ${name} SET synchronous_commit = off`,
  );
  const url = databaseUrl(serverUrl, name);
  const database = openPostgres(url, pino({ level: 'silent' }), 5);
  if (!template) await database.migrate();
  return {
    database,
    url,
    reset: () => truncateAll(database),
    dispose: async () => {
      await database.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function truncateAll(database: Database): Promise<void> {
  await database.db.execute(
    sql`TRUNCATE users, organizations, plans, organization_applications, organization_memberships, subscriptions, sessions, user_tokens, mail_outbox, rate_limit_buckets, tests, test_categories, personality_analyses, professions, learning_materials, notifications, media, user_profiles, academic_profiles, user_languages, certificates, posts, stories, countries CASCADE`,
  );
}

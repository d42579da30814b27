import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated database on TEST_DATABASE_URL's server that each test file's database is copied from. */
    templateDatabase: string | undefined;
  }
}

/**
 * With TEST_DATABASE_URL, migrates one template database for the run: each test file's fresh
 * database is a `CREATE DATABASE … TEMPLATE` copy of it (a fraction of a second) instead of
 * running every migration again (seconds). On PGlite there is nothing to prepare.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    project.provide('templateDatabase', undefined);
    return () => Promise.resolve();
  }
  const name = `bagdar_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const database = openPostgres(databaseUrl(serverUrl, name), pino({ level: 'silent' }), 1);
  try {
    await database.migrate();
  } finally {
    // A template must have no connection open while it is copied.
    await database.close();
  }
  project.provide('templateDatabase', name);
  return () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** The URL of database `name` on the server that `serverUrl` names. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements (e.g. CREATE DATABASE) one after another on the database `serverUrl` names. */
export async function adminQuery(serverUrl: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const text of statements) await client.query(text);
  } finally {
    await client.end();
  }
}

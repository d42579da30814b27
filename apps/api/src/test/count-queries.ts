import type { Db } from '../db/client.ts';

/**
 * Counts the SQL statements `run` sends by wrapping the driver's `query` (a PGlite instance or a
 * node-postgres pool; drizzle sends every statement through it). Used by the query-count tests and
 * by `npm run bench` to show that no endpoint's statement count depends on what a page holds.
 */
export async function countQueries<T>(db: Db, run: () => Promise<T>): Promise<{ queries: number; result: T }> {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query;
  let queries = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    queries++;
    return original.apply(this, args);
  };
  try {
    const result = await run();
    return { queries, result };
  } finally {
    client.query = original;
  }
}

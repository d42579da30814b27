import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** A transaction of `Db` (the same query builder). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Load = (tx: Tx) => Promise<unknown>;

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

/** The settings of a bulk transaction (see bulkLoad). */
async function bulkSettings(tx: Tx): Promise<void> {
  await tx.execute(sql`SET LOCAL session_replication_role = replica`);
  await tx.execute(sql`SET LOCAL synchronous_commit = off`);
  await tx.execute(sql`SET LOCAL work_mem = '256MB'`);
  await tx.execute(sql`SET LOCAL maintenance_work_mem = '512MB'`);
  // One process per index: the bulk loads of the country bench keep the server's cores busy already.
  await tx.execute(sql`SET LOCAL max_parallel_maintenance_workers = 0`);
}

/** The secondary indexes of `tables`: those backing no constraint (plain, partial, unique, GIN). */
async function secondaryIndexes(tx: Tx, tables: readonly string[]) {
  const names = sql.raw(`ARRAY[${tables.map((t) => `'${t.replace(/'/g, "''")}'`).join(',')}]::regclass[]`);
  return rowsOf<{ name: string; definition: string }>(
    await tx.execute(sql`
      SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
      FROM pg_index i
      WHERE i.indrelid = ANY(${names})
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
      ORDER BY 1`),
  );
}

/**
 * A GIN index collects its entries in `maintenance_work_mem` and writes them out each time it fills:
 * over two million posts' trigrams, 2 GB instead of 512 MB builds it several times faster (measured
 * in docs/performance.md). A btree build sorts in that memory and takes only what it needs.
 */
async function buildIndex(tx: Tx, definition: string): Promise<void> {
  if (/\sUSING gin\s/i.test(definition)) await tx.execute(sql`SET LOCAL maintenance_work_mem = '2GB'`);
  await tx.execute(sql.raw(definition));
}

/**
 * Bulk writes of the bench seeds (never the app's own writes): runs `loads` with
 * - the secondary indexes of `tables` dropped first and created again, from their own definitions,
 *   after the loads: one sort per index instead of a random insertion per row (a unique index
 *   checks its rows when built, so a duplicate still fails);
 * - triggers and foreign-key checks not firing (`session_replication_role = replica`, a
 *   superuser's setting): the loads write rows built by joins on present rows, so the references
 *   hold, and compute set-wise themselves what the skipped triggers would have written (the
 *   membership keys, the result summaries). The session-cache notifications are skipped too: the
 *   seeds run with the API stopped.
 * - asynchronous commits and room for sorts (`synchronous_commit`, `work_mem`,
 *   `maintenance_work_mem`; more of it for a GIN index built on a server: `buildIndex`).
 * By default everything runs in one transaction, the loads in turn, and is rolled back as a whole
 * on a failure. `concurrent` (a PostgreSQL server only: PGlite has one connection) runs each load
 * and then each index build in a transaction and on a pool connection of its own, at once: the
 * server then works on several; a failed load leaves what the others wrote (the indexes are built
 * again all the same), so a fresh database is to be seeded again.
 */
export async function bulkLoad(
  db: Db,
  tables: readonly string[],
  loads: Load | Load[],
  options: { concurrent?: boolean } = {},
): Promise<void> {
  const list = Array.isArray(loads) ? loads : [loads];
  if (!options.concurrent) {
    await db.transaction(async (tx) => {
      await bulkSettings(tx);
      const indexes = await secondaryIndexes(tx, tables);
      for (const index of indexes) await tx.execute(sql.raw(`DROP INDEX ${index.name}`));
      for (const load of list) await load(tx);
      for (const index of indexes) await tx.execute(sql.raw(index.definition));
    });
    return;
  }
  const indexes = await db.transaction(async (tx) => {
    const found = await secondaryIndexes(tx, tables);
    for (const index of found) await tx.execute(sql.raw(`DROP INDEX ${index.name}`));
    return found;
  });
  const inTransaction = (run: Load) =>
    db.transaction(async (tx) => {
      await bulkSettings(tx);
      await run(tx);
    });
  try {
    await Promise.all(list.map(inTransaction));
  } finally {
    await Promise.all(indexes.map((index) => inTransaction((tx) => buildIndex(tx, index.definition))));
  }
}

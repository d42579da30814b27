import type { Transaction } from '@electric-sql/pglite';
import pg from 'pg';
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

/**
 * Like countQueries, and the statements of transactions too (BEGIN and COMMIT included), for a
 * route that writes: PGlite runs a transaction's statements through the transaction object it hands
 * out, node-postgres through a pooled client, neither through `query` of the driver's instance.
 */
export async function countStatements<T>(db: Db, run: () => Promise<T>): Promise<{ statements: number; result: T }> {
  let statements = 0;
  const counted = <F extends (...args: never[]) => unknown>(fn: F) =>
    function (this: unknown, ...args: Parameters<F>) {
      statements++;
      return fn.apply(this, args) as ReturnType<F>;
    };
  const client = (db as unknown as { $client: object }).$client;
  if (client instanceof pg.Pool) {
    // A pooled query and a transaction's statements both go through a pg.Client's query.
    const proto = pg.Client.prototype as unknown as { query: (...args: never[]) => unknown };
    const original = proto.query;
    proto.query = counted(original);
    try {
      return { result: await run(), statements };
    } finally {
      proto.query = original;
    }
  }
  type Callback = (tx: Transaction) => unknown;
  const pglite = client as { query: (...args: never[]) => unknown; transaction: (callback: Callback) => unknown };
  const [query, transaction] = [pglite.query, pglite.transaction];
  pglite.query = counted(query);
  pglite.transaction = function (this: unknown, callback: Callback) {
    statements += 2; // BEGIN, and COMMIT or ROLLBACK
    const countedTx = (tx: Transaction) =>
      new Proxy(tx, {
        get: (target, key) => {
          const value: unknown = Reflect.get(target, key);
          return key === 'query' ? counted(value as (...args: never[]) => unknown) : value;
        },
      });
    return transaction.call(this, (tx) => callback(countedTx(tx)));
  };
  try {
    return { result: await run(), statements };
  } finally {
    pglite.query = query;
    pglite.transaction = transaction;
  }
}

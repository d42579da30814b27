import type { Db } from './client.ts';

/**
 * A set of named prepared statements, each built once per database on its name's first use
 * (docs/decisions/007: one statement per shape of a hot query, its counts written into the text).
 */
export function preparedByName<T>(): (db: Db, name: string, build: () => T) => T {
  const byDb = new WeakMap<Db, Map<string, T>>();
  return (db, name, build) => {
    let byName = byDb.get(db);
    if (!byName) {
      byName = new Map();
      byDb.set(db, byName);
    }
    let prepared = byName.get(name);
    if (!prepared) {
      prepared = build();
      byName.set(name, prepared);
    }
    return prepared;
  };
}

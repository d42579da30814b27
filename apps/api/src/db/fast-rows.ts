import { isDeepStrictEqual } from 'node:util';
import * as drizzle from 'drizzle-orm';
import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

/** drizzle's own row mapper (exported by drizzle-orm's JavaScript, not by its typings). */
const mapResultRow = (drizzle as unknown as { mapResultRow: (...args: unknown[]) => unknown }).mapResultRow;

/**
 * Tests turn `crossCheck` on (test/test-app.ts): every row is then mapped by drizzle's own
 * mapResultRow too, and a difference throws. `checked` counts the rows compared.
 */
export const fastRowsSettings = { crossCheck: false, checked: 0 };

/** What a drizzle prepared select carries (pg-core's PgPreparedQuery; the fields are internal, hence this shape). */
interface PreparedSelect {
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

interface CompiledField {
  path: string[];
  decoder: Decoder;
  /** The joined table a column belongs to, when a row whose columns of it are all null stands for "no row". */
  table: string | null;
}

/**
 * Maps a prepared select's rows with a mapper compiled once, not drizzle's per-row `mapResultRow`,
 * which resolves every field's decoder (`is()` class checks) on every row: 13 % of the API's CPU on
 * a feed page (docs/decisions/016). Same result: the same nesting, decoders and left-join nulls.
 * For the statements of the hot path; returns `prepared` itself.
 */
export function withFastRows<T>(prepared: T): T {
  const query = prepared as unknown as PreparedSelect;
  if (!query.fields || query.customResultMapper) return prepared;
  const nullable = query.joinsNotNullableMap;
  const fields: CompiledField[] = query.fields.map(({ path, field }) => ({
    path,
    decoder: decoderOf(field),
    table: nullable && is(field, Column) && path.length === 2 ? getTableName(field.table) : null,
  }));
  query.customResultMapper = (rows) =>
    rows.map((row) => {
      const mapped = mapRow(fields, row, nullable);
      if (fastRowsSettings.crossCheck) crossCheck(query, row, mapped);
      return mapped;
    });
  return prepared;
}

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  const decoded = (sql: unknown) => (sql as { decoder: Decoder }).decoder;
  if (is(field, SQL)) return decoded(field);
  if (is(field, Subquery)) return decoded((field as unknown as { _: { sql: SQL } })._.sql);
  return decoded((field as { sql: SQL }).sql);
}

/** drizzle's mapResultRow (drizzle-orm/utils.js) over compiled fields. */
function mapRow(fields: CompiledField[], row: unknown[], nullable: Record<string, boolean> | undefined) {
  const result: Record<string, unknown> = {};
  // Per nested object: the one table all its columns came from while every value was null, or false.
  let nulls: Record<string, string | false> | undefined;
  for (let i = 0; i < fields.length; i++) {
    const { path, decoder, table } = fields[i]!;
    let node = result;
    for (let p = 0; p < path.length - 1; p++) {
      const key = path[p]!;
      node = (node[key] ??= {}) as Record<string, unknown>;
    }
    const raw = row[i];
    const value = raw === null ? null : decoder.mapFromDriverValue(raw);
    node[path[path.length - 1]!] = value;
    if (table !== null) {
      nulls ??= {};
      const objectName = path[0]!;
      const seen = nulls[objectName];
      if (seen === undefined) nulls[objectName] = value === null ? table : false;
      else if (typeof seen === 'string' && seen !== table) nulls[objectName] = false;
    }
  }
  if (nulls && nullable) {
    for (const [objectName, table] of Object.entries(nulls)) {
      if (typeof table === 'string' && !nullable[table]) result[objectName] = null;
    }
  }
  return result;
}

function crossCheck(query: PreparedSelect, row: unknown[], mapped: unknown): void {
  const expected = mapResultRow(query.fields, row, query.joinsNotNullableMap);
  if (!isDeepStrictEqual(mapped, expected)) {
    throw new Error(`withFastRows mapped a row unlike drizzle: ${JSON.stringify({ mapped, expected })}`);
  }
  fastRowsSettings.checked++;
}

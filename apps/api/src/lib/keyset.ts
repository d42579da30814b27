import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AppError } from './app-error.ts';
import { isUuid } from './uuid.ts';

/** Opaque keyset cursors: the sort key of the last item, base64url-encoded JSON. */

export function encodeCursor(key: readonly string[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

export function decodeCursor(cursor: string | undefined, parts: number): string[] | null {
  if (!cursor) return null;
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(key) && key.length === parts && key.every((k) => typeof k === 'string')) return key;
  } catch {
    // fall through to the 400
  }
  throw invalidCursor();
}

export function invalidCursor(): AppError {
  return new AppError('VALIDATION_ERROR', 400, 'The cursor is not valid', {
    details: [{ field: 'cursor', code: 'cursor_invalid', message: 'cursor_invalid' }],
  });
}

/** A timestamptz as an exact UTC text key (microseconds kept: a JS Date would lose them). */
export const timeKey = (column: SQLWrapper) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** What `timeKey` writes; a cursor part that is not one is forged. */
export const isTimeKey = (text: string): boolean => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(text);

/** A (created_at, id) keyset cursor, or null for the first page; 400 when forged. */
export function decodeTimeCursor(cursor: string | undefined): { createdAt: string; id: string } | null {
  const key = decodeCursor(cursor, 2);
  if (!key) return null;
  const [createdAt = '', id = ''] = key;
  if (!isTimeKey(createdAt) || !isUuid(id)) throw invalidCursor();
  return { createdAt, id };
}

/** `q` as an ILIKE pattern matching anywhere, with the wildcards in it taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `(key, id) > (that of the row `after`)`: the keyset condition of a list whose cursor names only the
 * last row shown (its id), the key being read back from the row itself. Such a cursor fits the query's
 * 200-character limit whatever the key (a long name, a sort key per language), and serves every order
 * of the same rows. A row deleted since takes its key with it: the page is then empty.
 */
export function afterRowOf(table: PgTable, key: PgColumn, id: PgColumn, after: string): SQL {
  return sql`(${key}, ${id}) > (SELECT p.${sql.identifier(key.name)}, p.${sql.identifier(id.name)} FROM ${table} p WHERE p.${sql.identifier(id.name)} = ${after}::uuid)`;
}

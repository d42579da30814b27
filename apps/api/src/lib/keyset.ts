import { AppError } from './app-error.ts';

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

/** `q` as an ILIKE pattern matching anywhere, with the wildcards in it taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

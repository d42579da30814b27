import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../plugins/mailer.ts';

/** What the auth services need; built once in auth.routes.ts from the app's decorations. */
export interface AuthContext {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
}

/** Where a request came from, recorded on its session. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

/** PostgreSQL's unique_violation, whichever driver (and drizzle wrapper) raised it. */
export function uniqueViolation(err: unknown): { constraint: string } | null {
  let current: unknown = err;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505')
      return { constraint: typeof candidate.constraint === 'string' ? candidate.constraint : '' };
    current = candidate.cause;
  }
  return null;
}

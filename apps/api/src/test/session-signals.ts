import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';

/**
 * Waits until the session channel's signals of the writes made so far have reached `app` (on a
 * PostgreSQL server they arrive a little after the commit, and would drop what a test has just read
 * into the session or post view cache): a signal sent now is delivered after them.
 */
export async function signalsSettled(app: FastifyInstance): Promise<void> {
  const token = `o:settled-${randomUUID()}`;
  let seen = false;
  const stop = app.sessionSignals.subscribe({ onPayload: (payload) => (seen ||= payload === token) });
  try {
    await app.database.db.execute(sql`SELECT pg_notify('bagdar_session', ${token})`);
    await expect.poll(() => seen, { timeout: 2000 }).toBe(true);
  } finally {
    stop();
  }
}

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { admissionCacheOf } from '../institutions/institutions.module.ts';
import { ADMISSION_CHANNEL } from './admission-data-cache.ts';

/**
 * Waits until the app's admission data cache has seen a signal sent now on its channel, so every
 * notification of earlier writes (the triggers of migration 0039) has arrived; the cache then holds nothing.
 */
export async function admissionSignalsSettled(app: FastifyInstance): Promise<void> {
  const cache = admissionCacheOf(app);
  if (!cache) throw new Error('no admission data cache in this app');
  const before = cache.signals;
  await app.database.db.execute(sql`SELECT pg_notify(${ADMISSION_CHANNEL}, 'settled')`);
  await expect.poll(() => cache.signals > before, { timeout: 2000 }).toBe(true);
}

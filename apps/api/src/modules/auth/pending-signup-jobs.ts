import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/client.ts';
import { deletePendingSignups } from './auth.repository.ts';

export const PENDING_SIGNUP_QUEUE = 'pending-signup-cleanup';
/** Accounts deleted per transaction. */
const BATCH = 500;

export interface PendingSignupCleanupContext {
  db: Db;
  /** The confirmation link's lifetime (VERIFICATION_TOKEN_TTL_MINUTES): an older signup can no longer be confirmed. */
  ttlMinutes: number;
  log: FastifyBaseLogger;
}

/**
 * Deletes the signups never confirmed whose confirmation link has expired (decision 023), in one
 * transaction per batch of BATCH accounts, until none is left. Their addresses and usernames are
 * free again. Resolves to how many were deleted.
 */
export async function cleanUpPendingSignups(ctx: PendingSignupCleanupContext, now: Date = new Date()): Promise<number> {
  const createdBefore = new Date(now.getTime() - ctx.ttlMinutes * 60_000);
  let deleted = 0;
  for (;;) {
    const batch = await ctx.db.transaction((tx) => deletePendingSignups(tx, createdBefore, now, BATCH));
    deleted += batch;
    if (batch < BATCH) return deleted;
  }
}

/** Every hour, deletes the signups whose confirmation link expired unused. */
export async function registerPendingSignupWorker(boss: PgBoss, ctx: PendingSignupCleanupContext): Promise<void> {
  await boss.createQueue(PENDING_SIGNUP_QUEUE);
  await boss.schedule(PENDING_SIGNUP_QUEUE, '29 * * * *');
  await boss.work(PENDING_SIGNUP_QUEUE, async () => {
    const deleted = await cleanUpPendingSignups(ctx);
    if (deleted > 0) ctx.log.info({ deleted }, 'unconfirmed signups deleted');
  });
}

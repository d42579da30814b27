import type { TAccountDeletion, TMe } from '@bagdar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/secrets.ts';
import type { Storage } from '../../plugins/storage.ts';
import * as repo from './account-deletion.repository.ts';
import { exportKeysOf } from './data-export.repository.ts';

/**
 * "Delete my account" (docs/decisions/021-account-deletion-removes-content.md): the password confirms it, every session
 * ends, and the account waits out a grace period in which signing in cancels the deletion. Then the
 * purge erases the person with everything they wrote and uploaded, files included.
 */

export interface PurgeContext {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
}

/** A wrong password changes nothing (and ends no session). */
export async function requestDeletion(
  db: Db,
  me: TMe,
  password: string,
  graceDays: number,
  now: Date = new Date(),
): Promise<TAccountDeletion> {
  if (!(await verifyPassword(await repo.findPasswordHash(db, me.id), password))) {
    throw new AppError('WRONG_CURRENT_PASSWORD', 400, 'The password is wrong', {
      details: [{ field: 'password', code: 'password_wrong', message: 'The password is wrong' }],
    });
  }
  const purgeAfter = await db.transaction(async (tx) => {
    const at = await repo.insertDeletion(tx, me.id, now, new Date(now.getTime() + graceDays * 86_400_000));
    await repo.endAllSessions(tx, me.id);
    return at;
  });
  return { purgeAfter: purgeAfter.toISOString() };
}

/** Signing in during the grace period cancels the deletion. */
export async function cancelDeletionOnSignIn(db: Db, userId: string): Promise<boolean> {
  return repo.deleteDeletion(db, userId);
}

/** How many accounts one purge run erases at most (the next run takes the rest). */
const PURGE_BATCH = 100;

/**
 * Erases every account whose grace period ended by `now`: the database rows in one transaction per
 * person, then their files in storage (uploads and any copy of their data still kept) (a file that cannot be removed is logged; its row is gone, so
 * nothing serves it).
 */
export async function purgeDueAccounts(ctx: PurgeContext, now: Date = new Date()): Promise<number> {
  let purged = 0;
  for (const userId of await repo.dueDeletions(ctx.db, now, PURGE_BATCH)) {
    const keys = [...(await repo.mediaKeysOf(ctx.db, userId)), ...(await exportKeysOf(ctx.db, userId))];
    const erased = await ctx.db.transaction((tx) => repo.purgeUser(tx, userId, now));
    if (!erased) continue;
    purged++;
    for (const key of keys) {
      await ctx.storage.delete(key).catch((err: unknown) => ctx.log.error({ err, key }, 'purge: file not removed'));
    }
  }
  return purged;
}

import type PgBoss from 'pg-boss';
import { purgeDueAccounts, type PurgeContext } from './account-deletion.service.ts';

export const ACCOUNT_PURGE_QUEUE = 'account-purge';

/** Every hour, erases the accounts whose deletion grace period has ended. */
export async function registerAccountPurgeWorker(boss: PgBoss, ctx: PurgeContext): Promise<void> {
  await boss.createQueue(ACCOUNT_PURGE_QUEUE);
  await boss.schedule(ACCOUNT_PURGE_QUEUE, '41 * * * *');
  await boss.work(ACCOUNT_PURGE_QUEUE, async () => {
    const purged = await purgeDueAccounts(ctx);
    if (purged > 0) ctx.log.info({ purged }, 'accounts purged');
  });
}

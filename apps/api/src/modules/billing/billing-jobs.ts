import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/client.ts';
import { manualPaymentProvider } from './payment-provider.ts';
import { runPeriodEnd } from './subscriptions.service.ts';

export const BILLING_PERIOD_END_QUEUE = 'billing-period-end';

/** Every 10 minutes: move subscriptions whose period or grace period has ended (subscriptions.service.ts). */
export async function registerBillingWorker(
  boss: PgBoss,
  { db, log }: { db: Db; log: FastifyBaseLogger },
): Promise<void> {
  await boss.createQueue(BILLING_PERIOD_END_QUEUE);
  await boss.schedule(BILLING_PERIOD_END_QUEUE, '*/10 * * * *');
  await boss.work(BILLING_PERIOD_END_QUEUE, async () => {
    const done = await runPeriodEnd(db, manualPaymentProvider);
    log.info({ done }, 'billing period end done');
  });
}

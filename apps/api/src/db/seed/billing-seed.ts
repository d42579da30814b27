import { TIERS, type TSubscriptionStatus } from '@bagdar/contracts';
import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_PLANS } from '../../content/plans.ts';
import { hashPassword } from '../../lib/secrets.ts';
import type { Db } from '../client.ts';
import { organizationApplications, plans, subscriptionEvents, upgradeRequests } from '../schema/billing.ts';
import { subscriptions } from '../schema/subscriptions.ts';
import { users } from '../schema/users.ts';
import { DEMO_PASSWORD, daysFrom } from './demo-data.ts';

/** Extra demo accounts, one per billing state the main accounts do not show. */
const BILLING_ACCOUNTS: {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  status: TSubscriptionStatus;
  renewsInDays: number;
}[] = [
  {
    username: 'demo.ending',
    email: 'ending@demo.bagdar.kz',
    firstName: 'Әлия',
    lastName: 'Сейітова',
    status: 'ACTIVE',
    renewsInDays: 40,
  },
  {
    username: 'demo.pastdue',
    email: 'pastdue@demo.bagdar.kz',
    firstName: 'Ерлан',
    lastName: 'Абенов',
    status: 'PAST_DUE',
    renewsInDays: -3,
  },
  {
    username: 'demo.canceled',
    email: 'canceled@demo.bagdar.kz',
    firstName: 'Дана',
    lastName: 'Ким',
    status: 'CANCELED',
    renewsInDays: -20,
  },
  {
    username: 'demo.incomplete',
    email: 'incomplete@demo.bagdar.kz',
    firstName: 'Арман',
    lastName: 'Оспанов',
    status: 'INCOMPLETE',
    renewsInDays: 0,
  },
  // Its period ended yesterday with auto-renewal on: the next run of the period-end job (every 10
  // minutes, or run now by a super admin) finds no payment and moves it to PAST_DUE.
  {
    username: 'demo.lapsing',
    email: 'lapsing@demo.bagdar.kz',
    firstName: 'Нұрлан',
    lastName: 'Төлеуов',
    status: 'ACTIVE',
    renewsInDays: -1,
  },
];

/**
 * Plans from DEFAULT_PLANS; a history for demo.pro and demo.standard (ACTIVE, renewal date a year on);
 * demo.ending with auto-renewal off (ends at period end); PAST_DUE, CANCELED and INCOMPLETE accounts; demo.lapsing
 * whose period has ended (for the period-end job); a pending
 * upgrade request of demo.free; an organisation application. Running it again changes nothing.
 */
export async function seedBilling(db: Db, now: Date = new Date()): Promise<{ created: number }> {
  let created = 0;
  await db.transaction(async (tx) => {
    const rows = await tx
      .insert(plans)
      .values(
        TIERS.map((tier) => {
          const plan = DEFAULT_PLANS[tier];
          return {
            tier,
            name: plan.name,
            description: plan.description,
            priceKzt: plan.priceKzt,
            intervalUnit: plan.interval.unit,
            intervalCount: plan.interval.count,
            features: plan.features,
            active: plan.active,
          };
        }),
      )
      .onConflictDoNothing()
      .returning({ tier: plans.tier });
    created += rows.length;
    if (rows.length === 0) return; // seeded before: leave admins' edits and the demo states alone

    const known = await tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(inArray(users.username, ['demo.pro', 'demo.standard', 'demo.free']));
    const id = (username: string) => known.find((u) => u.username === username)?.id;

    const proId = id('demo.pro');
    if (proId) await recordHistory(tx, proId, now);
    const standardId = id('demo.standard');
    if (standardId) await recordHistory(tx, standardId, now);
    const freeId = id('demo.free');
    if (freeId) {
      await tx
        .insert(upgradeRequests)
        .values({ userId: freeId, tier: 'STANDARD', reference: 'BG-DEMO01' })
        .onConflictDoNothing();
    }

    const passwordHash = await hashPassword(DEMO_PASSWORD);
    for (const account of BILLING_ACCOUNTS) {
      const [user] = await tx
        .insert(users)
        .values({
          username: account.username,
          email: account.email,
          emailVerifiedAt: now,
          passwordHash,
          firstName: account.firstName,
          lastName: account.lastName,
          gender: 'OTHER',
          dateOfBirth: '2006-05-10',
          city: 'Астана',
          educationStatus: 'SCHOOL_STUDENT',
          interests: ['ECONOMICS'],
          onboarded: true,
          termsAcceptedAt: now,
          privacyAcceptedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!user) continue;
      created += 1;
      await tx.insert(subscriptions).values({
        userId: user.id,
        tier: 'STANDARD',
        status: account.status,
        renewsAt: account.status === 'INCOMPLETE' ? null : daysFrom(now, account.renewsInDays),
        billingIntervalUnit: 'YEAR',
        billingIntervalCount: 1,
        autoRenew: account.status !== 'CANCELED' && account.username !== 'demo.ending',
      });
      await recordHistory(tx, user.id, now);
    }

    await tx.insert(organizationApplications).values({
      organizationName: 'Гимназия №12, Павлодар',
      type: 'SCHOOL',
      city: 'Павлодар',
      contactName: 'Нұрланқызы Сәуле',
      contactLastName: 'Нұрланқызы',
      contactFirstName: 'Сәуле',
      contactEmail: 'director@gym12.example.kz',
      contactPhone: '+7 718 255 12 12',
      seats: 450,
    });
    created += 1;
  });
  return { created };
}

/** One history row showing how the seeded subscription got its state. */
async function recordHistory(tx: Db, userId: string, now: Date): Promise<void> {
  const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  if (!sub || sub.status === 'INCOMPLETE') return;
  const [seen] = await tx
    .select({ id: subscriptionEvents.id })
    .from(subscriptionEvents)
    .where(eq(subscriptionEvents.userId, userId))
    .limit(1);
  if (seen) return;
  const event = sub.status === 'PAST_DUE' ? 'PAYMENT_FAILED' : sub.status === 'CANCELED' ? 'EXPIRE' : 'ACTIVATE';
  await tx.insert(subscriptionEvents).values({
    subscriptionId: sub.id,
    userId,
    event,
    fromStatus: sub.status === 'ACTIVE' ? null : 'ACTIVE',
    toStatus: sub.status,
    tier: sub.tier,
    renewsAt: sub.renewsAt,
    createdAt: now,
  });
}

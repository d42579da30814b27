import type { TPaidTier, TPlanBody, TSubscriptionEvent, TSubscriptionStatus, TTier } from '@bagdar/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { plans, subscriptionEvents, upgradeRequests } from '../../db/schema/billing.ts';
import { subscriptions, type SubscriptionRow } from '../../db/schema/subscriptions.ts';
import { users } from '../../db/schema/users.ts';

/** Data access for plans, subscriptions, their history and upgrade requests (`tx ?? db`). */

export type PlanRow = typeof plans.$inferSelect;
export type UpgradeRequestRow = typeof upgradeRequests.$inferSelect;

const TIER_ORDER = sql`array_position(ARRAY['FREE','STANDARD','PRO']::tier[], ${plans.tier})`;

export function listPlans(db: Db, activeOnly: boolean): Promise<PlanRow[]> {
  return db
    .select()
    .from(plans)
    .where(activeOnly ? eq(plans.active, true) : undefined)
    .orderBy(asc(TIER_ORDER));
}

export async function findPlan(db: Db, tier: TTier): Promise<PlanRow | null> {
  const [row] = await db.select().from(plans).where(eq(plans.tier, tier)).limit(1);
  return row ?? null;
}

export async function updatePlan(db: Db, tier: TTier, body: TPlanBody, now: Date): Promise<PlanRow | null> {
  const [row] = await db
    .update(plans)
    .set({
      name: body.name,
      description: body.description,
      priceKzt: body.priceKzt,
      intervalUnit: body.interval.unit,
      intervalCount: body.interval.count,
      features: body.features,
      active: body.active,
      updatedAt: now,
    })
    .where(eq(plans.tier, tier))
    .returning();
  return row ?? null;
}

/** Inserts the plans that are missing; returns how many were created. */
export async function insertPlansIfMissing(db: Db, rows: (typeof plans.$inferInsert)[]): Promise<number> {
  const created = await db.insert(plans).values(rows).onConflictDoNothing().returning({ tier: plans.tier });
  return created.length;
}

/** The user's subscription, locked for the rest of the transaction when `lock` is set. */
export async function findSubscription(db: Db, userId: string, lock = false): Promise<SubscriptionRow | null> {
  const query = db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertSubscription(db: Db, values: typeof subscriptions.$inferInsert): Promise<SubscriptionRow> {
  const [row] = await db.insert(subscriptions).values(values).returning();
  if (!row) throw new Error('insertSubscription: no row');
  return row;
}

export async function updateSubscription(
  db: Db,
  id: string,
  values: Partial<
    Pick<SubscriptionRow, 'tier' | 'status' | 'renewsAt' | 'autoRenew' | 'billingIntervalUnit' | 'billingIntervalCount'>
  >,
  now: Date,
): Promise<SubscriptionRow> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...values, updatedAt: now })
    .where(eq(subscriptions.id, id))
    .returning();
  if (!row) throw new Error('updateSubscription: no row');
  return row;
}

export interface NewEvent {
  subscriptionId: string;
  userId: string;
  event: TSubscriptionEvent;
  fromStatus: TSubscriptionStatus | null;
  toStatus: TSubscriptionStatus;
  tier: TTier;
  renewsAt: Date | null;
  actorId: string | null;
  idempotencyKey: string | null;
  createdAt: Date;
}

export async function insertEvent(db: Db, event: NewEvent): Promise<void> {
  await db.insert(subscriptionEvents).values(event);
}

export async function eventByKey(db: Db, key: string): Promise<{ userId: string } | null> {
  const [row] = await db
    .select({ userId: subscriptionEvents.userId })
    .from(subscriptionEvents)
    .where(eq(subscriptionEvents.idempotencyKey, key))
    .limit(1);
  return row ?? null;
}

export function listHistory(db: Db, userId: string, limit: number) {
  return db
    .select({
      id: subscriptionEvents.id,
      event: subscriptionEvents.event,
      fromStatus: subscriptionEvents.fromStatus,
      toStatus: subscriptionEvents.toStatus,
      tier: subscriptionEvents.tier,
      renewsAt: subscriptionEvents.renewsAt,
      actor: users.username,
      createdAt: subscriptionEvents.createdAt,
    })
    .from(subscriptionEvents)
    .leftJoin(users, eq(users.id, subscriptionEvents.actorId))
    .where(eq(subscriptionEvents.userId, userId))
    .orderBy(desc(subscriptionEvents.createdAt), desc(subscriptionEvents.id))
    .limit(limit);
}

/** Subscriptions whose period (or grace period) has ended by `now`, oldest first, locked and skipped by other workers. */
export function dueSubscriptions(db: Db, now: Date, graceCutoff: Date, limit: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      sql`${subscriptions.status} IN ('ACTIVE', 'PAST_DUE') AND ${subscriptions.renewsAt} <= ${now.toISOString()}
        AND (${subscriptions.status} = 'ACTIVE' OR ${subscriptions.renewsAt} <= ${graceCutoff.toISOString()})`,
    )
    .orderBy(asc(subscriptions.renewsAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function findPendingRequest(db: Db, userId: string): Promise<UpgradeRequestRow | null> {
  const [row] = await db
    .select()
    .from(upgradeRequests)
    .where(and(eq(upgradeRequests.userId, userId), eq(upgradeRequests.status, 'PENDING')))
    .limit(1);
  return row ?? null;
}

export async function insertRequest(
  db: Db,
  values: { userId: string; tier: TPaidTier; reference: string },
): Promise<UpgradeRequestRow> {
  const [row] = await db.insert(upgradeRequests).values(values).returning();
  if (!row) throw new Error('insertRequest: no row');
  return row;
}

export async function setRequestTier(db: Db, id: string, tier: TPaidTier): Promise<UpgradeRequestRow> {
  const [row] = await db.update(upgradeRequests).set({ tier }).where(eq(upgradeRequests.id, id)).returning();
  if (!row) throw new Error('setRequestTier: no row');
  return row;
}

/** Marks the user's pending requests done once a tier at least as high was activated. */
export async function completeRequests(db: Db, userId: string, tiers: readonly TTier[], now: Date): Promise<void> {
  await db
    .update(upgradeRequests)
    .set({ status: 'DONE', resolvedAt: now })
    .where(
      and(
        eq(upgradeRequests.userId, userId),
        eq(upgradeRequests.status, 'PENDING'),
        inArray(upgradeRequests.tier, [...tiers]),
      ),
    );
}

export function listRequestsOfUser(db: Db, userId: string, limit: number): Promise<UpgradeRequestRow[]> {
  return db
    .select()
    .from(upgradeRequests)
    .where(eq(upgradeRequests.userId, userId))
    .orderBy(desc(upgradeRequests.createdAt))
    .limit(limit);
}

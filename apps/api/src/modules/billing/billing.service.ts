import { randomBytes } from 'node:crypto';
import {
  effectiveTier,
  organizationAccess,
  TIER_RANK,
  type TBillingOverview,
  type TBillingSubscription,
  type TMe,
  type TPaidTier,
  type TPlan,
  type TPlanBody,
  type TSubscriptionHistoryEntry,
  type TTier,
  type TUpgradeRequest,
} from '@bagdar/contracts';
import type { Db } from '../../db/client.ts';
import type { SubscriptionRow } from '../../db/schema/subscriptions.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './billing.repository.ts';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function toPlan(row: repo.PlanRow): TPlan {
  return {
    tier: row.tier,
    name: row.name,
    description: row.description,
    priceKzt: row.priceKzt,
    interval: { unit: row.intervalUnit, count: row.intervalCount },
    features: row.features,
    active: row.active,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toSubscription(row: SubscriptionRow, now: Date = new Date()): TBillingSubscription {
  const stops = row.status === 'CANCELED' || (!row.autoRenew && row.status === 'ACTIVE');
  return {
    tier: row.tier,
    effectiveTier: effectiveTier(row, now),
    status: row.status,
    renewsAt: iso(row.renewsAt),
    interval:
      row.billingIntervalUnit && row.billingIntervalCount
        ? { unit: row.billingIntervalUnit, count: row.billingIntervalCount }
        : null,
    autoRenew: row.autoRenew,
    endsAt: stops ? iso(row.renewsAt) : null,
  };
}

export function toUpgradeRequest(row: repo.UpgradeRequestRow): TUpgradeRequest {
  return {
    id: row.id,
    reference: row.reference,
    tier: row.tier === 'PRO' ? 'PRO' : 'STANDARD',
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Active plans for the landing page, the paywall and the billing page (anyone may read them). */
export async function publicPlans(db: Db): Promise<TPlan[]> {
  return (await repo.listPlans(db, true)).map(toPlan);
}

export async function adminPlans(db: Db): Promise<TPlan[]> {
  return (await repo.listPlans(db, false)).map(toPlan);
}

export async function savePlan(db: Db, tier: TTier, body: TPlanBody): Promise<TPlan> {
  if (tier === 'FREE' && body.priceKzt !== 0) {
    throw new AppError('VALIDATION_ERROR', 400, 'The Free plan costs nothing', {
      details: [{ field: 'priceKzt', code: 'price_free_must_be_zero', message: 'price_free_must_be_zero' }],
    });
  }
  if (tier === 'FREE' && !body.active) {
    throw new AppError('VALIDATION_ERROR', 400, 'The Free plan is always offered', {
      details: [{ field: 'active', code: 'free_always_active', message: 'free_always_active' }],
    });
  }
  const row = await repo.updatePlan(db, tier, body, new Date());
  if (!row) throw new AppError('NOT_FOUND', 404, 'Plan not found');
  return toPlan(row);
}

/** What the billing page shows: where access comes from, the subscription, the pending request. */
export async function billingOverview(db: Db, me: TMe, now: Date = new Date()): Promise<TBillingOverview> {
  const [sub, pending] = await Promise.all([repo.findSubscription(db, me.id), repo.findPendingRequest(db, me.id)]);
  const orgAccess = organizationAccess(me, now);
  const subscription = sub ? toSubscription(sub, now) : null;
  const org = me.organization;
  return {
    source:
      orgAccess === 'ok' ? 'ORGANIZATION' : subscription && subscription.effectiveTier !== 'FREE' ? 'PERSONAL' : 'FREE',
    subscription,
    organization:
      org && me.organizationUser
        ? {
            name: org.name,
            startsAt: org.subscriptionStartsAt,
            endsAt: org.subscriptionEndsAt,
            active: orgAccess === 'ok',
          }
        : null,
    pendingRequest: pending ? toUpgradeRequest(pending) : null,
  };
}

/** Auto-renewal off: the subscription stops at the end of the paid period (the job cancels it then). */
export async function setAutoRenew(db: Db, me: TMe, autoRenew: boolean): Promise<TBillingOverview> {
  const sub = await repo.findSubscription(db, me.id);
  if (!sub || (sub.status !== 'ACTIVE' && sub.status !== 'PAST_DUE')) {
    throw new AppError('NO_SUBSCRIPTION', 409, 'There is no running subscription to change');
  }
  await repo.updateSubscription(db, sub.id, { autoRenew }, new Date());
  return billingOverview(db, me);
}

/** A request reference the user quotes in the chat: BG- and six letters or digits without look-alikes. */
export function newReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(6);
  return `BG-${[...bytes].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

/**
 * Records a personal upgrade request (one pending per user: asking again updates its tier and
 * keeps its reference). A tier the user already has is refused.
 */
export async function requestUpgrade(
  db: Db,
  me: TMe,
  tier: TPaidTier,
): Promise<{ request: TUpgradeRequest; created: boolean }> {
  if (TIER_RANK[me.subscription.effectiveTier] >= TIER_RANK[tier]) {
    throw new AppError('UPGRADE_NOT_NEEDED', 409, 'You already have this plan');
  }
  return db.transaction(async (tx) => {
    const pending = await repo.findPendingRequest(tx, me.id);
    if (pending) {
      const row = pending.tier === tier ? pending : await repo.setRequestTier(tx, pending.id, tier);
      return { request: toUpgradeRequest(row), created: false };
    }
    const row = await repo.insertRequest(tx, { userId: me.id, tier, reference: newReference() });
    return { request: toUpgradeRequest(row), created: true };
  });
}

/** The newest changes of a user's subscription, for the admin page. */
export async function subscriptionHistory(db: Db, userId: string, limit = 50): Promise<TSubscriptionHistoryEntry[]> {
  const rows = await repo.listHistory(db, userId, limit);
  return rows.map((h) => ({ ...h, renewsAt: h.renewsAt?.toISOString() ?? null, createdAt: h.createdAt.toISOString() }));
}

export async function upgradeRequestsOf(db: Db, userId: string, limit = 20): Promise<TUpgradeRequest[]> {
  return (await repo.listRequestsOfUser(db, userId, limit)).map(toUpgradeRequest);
}

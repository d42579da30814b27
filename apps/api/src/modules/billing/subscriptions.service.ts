import {
  BILLING_GRACE_DAYS,
  TIER_RANK,
  TIERS,
  type TBillingIntervalUnit,
  type TLocalized,
  type TPaidTier,
  type TSubscriptionEvent,
} from '@bagdar/contracts';
import type { Db } from '../../db/client.ts';
import type { SubscriptionRow } from '../../db/schema/subscriptions.ts';
import { AppError } from '../../lib/app-error.ts';
import { notifySystem } from '../notifications/notifications.service.ts';
import * as repo from './billing.repository.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { nextStatus } from './subscription-state.ts';

const DAY_MS = 86_400_000;

/** `from` moved forward by `count` units (calendar months and years, as a bank bills them). */
export function addInterval(from: Date, unit: TBillingIntervalUnit, count: number): Date {
  const next = new Date(from);
  if (unit === 'DAY') next.setUTCDate(next.getUTCDate() + count);
  if (unit === 'MONTH') next.setUTCMonth(next.getUTCMonth() + count);
  if (unit === 'YEAR') next.setUTCFullYear(next.getUTCFullYear() + count);
  return next;
}

export interface AdminChange {
  userId: string;
  event: Extract<TSubscriptionEvent, 'ACTIVATE' | 'EXTEND' | 'CANCEL'>;
  tier?: TPaidTier | undefined;
  actorId: string;
  idempotencyKey: string;
  now?: Date;
  /** More writes that belong to the change (the admin audit row), in its transaction. */
  alsoWrite?: (tx: Db) => Promise<void>;
}

/**
 * An admin's activation, extension or cancellation, in one transaction with its history row.
 * The same idempotency key sent again (a double click, a retried request) changes nothing and
 * answers `false`; otherwise `true`.
 */
export async function applyAdminChange(db: Db, change: AdminChange): Promise<boolean> {
  const now = change.now ?? new Date();
  try {
    return await db.transaction(async (tx) => {
      if (await repo.eventByKey(tx, change.idempotencyKey)) return false;
      const current = await repo.findSubscription(tx, change.userId, true);
      const saved = await applyChange(tx, current, change, now);
      await repo.insertEvent(tx, {
        subscriptionId: saved.id,
        userId: change.userId,
        event: change.event,
        fromStatus: current?.status ?? null,
        toStatus: saved.status,
        tier: saved.tier,
        renewsAt: saved.renewsAt,
        actorId: change.actorId,
        idempotencyKey: change.idempotencyKey,
        createdAt: now,
      });
      if (change.event !== 'CANCEL') {
        const covered = TIERS.filter((tier) => TIER_RANK[tier] <= TIER_RANK[saved.tier]);
        await repo.completeRequests(tx, change.userId, covered, now);
      }
      await change.alsoWrite?.(tx);
      await notifySystem(tx, [change.userId], MESSAGES[change.event]);
      return true;
    });
  } catch (err) {
    // Two requests with one key raced past the check: the unique key let one through.
    if (isUniqueViolation(err) && (await repo.eventByKey(db, change.idempotencyKey))) return false;
    throw err;
  }
}

async function applyChange(db: Db, current: SubscriptionRow | null, change: AdminChange, now: Date) {
  if (change.event === 'ACTIVATE') {
    if (!change.tier) {
      throw new AppError('VALIDATION_ERROR', 400, 'A tier is required to activate', {
        details: [{ field: 'tier', code: 'tier_invalid', message: 'tier_invalid' }],
      });
    }
    const plan = await repo.findPlan(db, change.tier);
    const unit = plan?.intervalUnit ?? 'YEAR';
    const count = plan?.intervalCount ?? 1;
    const period = { billingIntervalUnit: unit, billingIntervalCount: count, renewsAt: addInterval(now, unit, count) };
    if (!current) {
      return repo.insertSubscription(db, {
        userId: change.userId,
        tier: change.tier,
        status: 'ACTIVE',
        autoRenew: true,
        ...period,
      });
    }
    const status = nextStatus(current.status, 'ACTIVATE');
    return repo.updateSubscription(db, current.id, { tier: change.tier, status, autoRenew: true, ...period }, now);
  }
  if (!current)
    throw new AppError('INVALID_TRANSITION', 409, 'There is no subscription to change', {
      meta: { event: change.event },
    });
  const status = nextStatus(current.status, change.event);
  if (change.event === 'EXTEND') {
    const unit = current.billingIntervalUnit ?? 'YEAR';
    const count = current.billingIntervalCount ?? 1;
    const base = current.renewsAt && current.renewsAt > now ? current.renewsAt : now;
    return repo.updateSubscription(db, current.id, { status, renewsAt: addInterval(base, unit, count) }, now);
  }
  // CANCEL by an admin ends access now.
  return repo.updateSubscription(db, current.id, { status, renewsAt: now, autoRenew: false }, now);
}

function isUniqueViolation(err: unknown): boolean {
  const code =
    (err as { code?: unknown; cause?: { code?: unknown } }).code ?? (err as { cause?: { code?: unknown } }).cause?.code;
  return code === '23505';
}

/**
 * The period-end job: ACTIVE subscriptions past their renewal date are renewed (the provider
 * collected), made PAST_DUE (nothing collected) or CANCELED (auto-renewal off); PAST_DUE ones
 * still unpaid BILLING_GRACE_DAYS after the date are CANCELED. Each change is one transaction
 * with its history row and a notification. Returns what it did.
 */
export async function runPeriodEnd(
  db: Db,
  provider: PaymentProvider,
  now: Date = new Date(),
  batch = 200,
): Promise<Record<'RENEW' | 'PAYMENT_FAILED' | 'EXPIRE' | 'GRACE_ENDED', number>> {
  const done = { RENEW: 0, PAYMENT_FAILED: 0, EXPIRE: 0, GRACE_ENDED: 0 };
  const graceCutoff = new Date(now.getTime() - BILLING_GRACE_DAYS * DAY_MS);
  for (;;) {
    const moved = await db.transaction(async (tx) => {
      const due = await repo.dueSubscriptions(tx, now, graceCutoff, batch);
      for (const sub of due) {
        const event = await periodEndEvent(sub, provider);
        const status = nextStatus(sub.status, event);
        const renewsAt =
          event === 'RENEW'
            ? addInterval(sub.renewsAt ?? now, sub.billingIntervalUnit ?? 'YEAR', sub.billingIntervalCount ?? 1)
            : sub.renewsAt;
        await repo.updateSubscription(tx, sub.id, { status, renewsAt }, now);
        await repo.insertEvent(tx, {
          subscriptionId: sub.id,
          userId: sub.userId,
          event,
          fromStatus: sub.status,
          toStatus: status,
          tier: sub.tier,
          renewsAt,
          actorId: null,
          idempotencyKey: null,
          createdAt: now,
        });
        await notifySystem(tx, [sub.userId], MESSAGES[event]);
        done[event] += 1;
      }
      return due.length;
    });
    if (moved < batch) return done;
  }
}

async function periodEndEvent(
  sub: SubscriptionRow,
  provider: PaymentProvider,
): Promise<'RENEW' | 'PAYMENT_FAILED' | 'EXPIRE' | 'GRACE_ENDED'> {
  if (sub.status === 'PAST_DUE') return 'GRACE_ENDED';
  if (!sub.autoRenew) return 'EXPIRE';
  return (await provider.collectRenewal(sub)).paid ? 'RENEW' : 'PAYMENT_FAILED';
}

/** What the user is told in their notifications after each change. */
const MESSAGES: Record<TSubscriptionEvent, TLocalized> = {
  ACTIVATE: {
    ru: 'Ваша подписка активирована. Спасибо!',
    kk: 'Жазылымыңыз белсендірілді. Рахмет!',
    en: 'Your subscription is active. Thank you!',
  },
  EXTEND: {
    ru: 'Ваша подписка продлена.',
    kk: 'Жазылымыңыз ұзартылды.',
    en: 'Your subscription has been extended.',
  },
  CANCEL: {
    ru: 'Ваша подписка отменена администратором.',
    kk: 'Жазылымыңызды әкімші тоқтатты.',
    en: 'Your subscription was canceled by an administrator.',
  },
  RENEW: {
    ru: 'Подписка продлена на следующий период.',
    kk: 'Жазылым келесі кезеңге ұзартылды.',
    en: 'Your subscription was renewed for the next period.',
  },
  PAYMENT_FAILED: {
    ru: `Оплата продления не поступила. Доступ сохранится ещё ${BILLING_GRACE_DAYS} дней — напишите нам в чат.`,
    kk: `Ұзарту төлемі түспеді. Қолжетімділік тағы ${BILLING_GRACE_DAYS} күн сақталады — бізге чатқа жазыңыз.`,
    en: `The renewal was not paid. Access stays for ${BILLING_GRACE_DAYS} more days; write to us in the chat.`,
  },
  EXPIRE: {
    ru: 'Срок подписки закончился: автопродление было выключено.',
    kk: 'Жазылым мерзімі аяқталды: автоұзарту өшірілген еді.',
    en: 'Your subscription has ended: auto-renewal was off.',
  },
  GRACE_ENDED: {
    ru: 'Подписка отменена: оплата продления так и не поступила.',
    kk: 'Жазылым тоқтатылды: ұзарту төлемі түспеді.',
    en: 'Your subscription was canceled: the renewal was never paid.',
  },
};

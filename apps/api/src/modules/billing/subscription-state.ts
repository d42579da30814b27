import type { TSubscriptionEvent, TSubscriptionStatus } from '@bagdar/contracts';
import { AppError } from '../../lib/app-error.ts';

/**
 * The billing state machine (spec §4): INCOMPLETE (awaiting the first payment), ACTIVE, PAST_DUE
 * (renewal unpaid; the tier is kept for BILLING_GRACE_DAYS), CANCELED. Every change of a
 * subscription's status goes through `nextStatus`; anything not in this table is refused.
 *
 * - ACTIVATE: a payment was received (an admin's manual activation) — starts a new period.
 * - EXTEND: an admin adds one more period to a running subscription.
 * - CANCEL: an admin ends it now.
 * - RENEW: the provider collected the renewal at period end.
 * - PAYMENT_FAILED: period end with auto-renewal on, but nothing was collected.
 * - EXPIRE: period end with auto-renewal off.
 * - GRACE_ENDED: still unpaid when the grace period ran out.
 */
export const TRANSITIONS: Record<TSubscriptionEvent, Partial<Record<TSubscriptionStatus, TSubscriptionStatus>>> = {
  ACTIVATE: { INCOMPLETE: 'ACTIVE', ACTIVE: 'ACTIVE', PAST_DUE: 'ACTIVE', CANCELED: 'ACTIVE' },
  EXTEND: { ACTIVE: 'ACTIVE', PAST_DUE: 'ACTIVE' },
  CANCEL: { INCOMPLETE: 'CANCELED', ACTIVE: 'CANCELED', PAST_DUE: 'CANCELED' },
  RENEW: { ACTIVE: 'ACTIVE', PAST_DUE: 'ACTIVE' },
  PAYMENT_FAILED: { ACTIVE: 'PAST_DUE' },
  EXPIRE: { ACTIVE: 'CANCELED' },
  GRACE_ENDED: { PAST_DUE: 'CANCELED' },
};

/** The status after `event`, or null when the machine does not allow it. */
export function transition(from: TSubscriptionStatus, event: TSubscriptionEvent): TSubscriptionStatus | null {
  return TRANSITIONS[event][from] ?? null;
}

/** Like `transition`, but a refused move is a 409 INVALID_TRANSITION the client translates. */
export function nextStatus(from: TSubscriptionStatus, event: TSubscriptionEvent): TSubscriptionStatus {
  const to = transition(from, event);
  if (!to) {
    throw new AppError('INVALID_TRANSITION', 409, `A ${from} subscription cannot take ${event}`, {
      meta: { from, event },
    });
  }
  return to;
}

/** Whether the machine ever moves `from` to `to` (by any event). */
export function canMove(from: TSubscriptionStatus, to: TSubscriptionStatus): boolean {
  return Object.values(TRANSITIONS).some((moves) => moves[from] === to);
}

import type { TSubscriptionStatus, TTier } from './enums.ts';

/**
 * The tier a personal subscription gives now: ACTIVE and PAST_DUE (the grace period while a
 * payment is retried) keep the paid tier; CANCELED keeps it until the paid period ends;
 * INCOMPLETE (never paid) gives FREE.
 */
export function effectiveTier(
  subscription: { tier: TTier; status: TSubscriptionStatus; renewsAt: string | Date | null },
  now: Date = new Date(),
): TTier {
  switch (subscription.status) {
    case 'ACTIVE':
    case 'PAST_DUE':
      return subscription.tier;
    case 'CANCELED': {
      const end = subscription.renewsAt ? new Date(subscription.renewsAt).getTime() : 0;
      return end > now.getTime() ? subscription.tier : 'FREE';
    }
    case 'INCOMPLETE':
      return 'FREE';
  }
}

import type { SubscriptionRow } from '../../db/schema/subscriptions.ts';

/**
 * How money reaches us (decision 011). The billing job asks the provider to collect a renewal at
 * period end; an admin's activation records a payment received outside the platform.
 * A real provider (a Kazakh acquiring bank's recurring card payments) implements `collectRenewal`
 * with its saved card token and confirms asynchronously through a webhook that calls
 * `applySubscriptionEvent(..., 'RENEW')` with the bank's operation id as the idempotency key.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Tries to collect the next period's payment; `paid: false` leaves the subscription PAST_DUE. */
  collectRenewal(subscription: SubscriptionRow): Promise<{ paid: boolean }>;
}

/**
 * The one provider today: payments are arranged in the messaging-app chat and an admin activates
 * the subscription by hand, so nothing is ever collected automatically.
 */
export const manualPaymentProvider: PaymentProvider = {
  name: 'manual',
  collectRenewal: () => Promise.resolve({ paid: false }),
};

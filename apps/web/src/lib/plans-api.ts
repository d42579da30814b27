import type { TPlan, TPlanList } from '@bagdar/contracts';
import { apiRequest } from './api-client.ts';
import { formatKzt } from './money.ts';

// Without the query cache (lib/plans.ts has the hook), so the signed-out landing can read the plans
// without loading @tanstack/react-query (decision 014).

/**
 * The active plans (public `GET /plans`, the `plans` table): the landing page's pricing and FAQ,
 * the paywall, the billing page and the offer read them. In lib because several features do.
 */
export function getPlans(): Promise<TPlanList> {
  return apiRequest('/plans', { fallbackMessage: 'Failed to load' });
}

/** The paid plans' prices as texts interpolate them ({{standard}}, {{pro}}); "…" until loaded or when inactive. */
export function planPrices(plans: readonly TPlan[] | undefined): { standard: string; pro: string } {
  const price = (tier: TPlan['tier']) => {
    const plan = plans?.find((p) => p.tier === tier);
    return plan ? formatKzt(plan.priceKzt) : '…';
  };
  return { standard: price('STANDARD'), pro: price('PRO') };
}

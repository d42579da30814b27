import type { TPlanList } from '@bagdar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const PLANS_QUERY_KEY = ['plans'] as const;

/** The active plans (public): the landing page, the paywall and the billing page read them. */
export function getPlans(): Promise<TPlanList> {
  return apiRequest('/plans', { fallbackMessage: 'Failed to load' });
}

export const plansQueryOptions = () => queryOptions({ queryKey: PLANS_QUERY_KEY, queryFn: getPlans });

export function usePlans() {
  return useQuery(plansQueryOptions());
}

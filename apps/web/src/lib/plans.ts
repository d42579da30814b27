import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPlans } from './plans-api.ts';

export { getPlans, planPrices } from './plans-api.ts';

export const PLANS_QUERY_KEY = ['plans'] as const;

export const plansQueryOptions = () => queryOptions({ queryKey: PLANS_QUERY_KEY, queryFn: getPlans });

/** The active plans through the app's query cache (see plans-api.ts). */
export function usePlans() {
  return useQuery(plansQueryOptions());
}

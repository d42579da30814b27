import type { TBillingOverview } from '@bagdar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const BILLING_QUERY_KEY = ['billing'] as const;

export function getBilling(): Promise<TBillingOverview> {
  return apiRequest('/billing', { fallbackMessage: 'Failed to load' });
}

export const billingQueryOptions = () => queryOptions({ queryKey: BILLING_QUERY_KEY, queryFn: getBilling });

export function useBilling() {
  return useQuery(billingQueryOptions());
}

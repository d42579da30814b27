import type { TPlanList } from '@bagdar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const ADMIN_PLANS_QUERY_KEY = ['admin-plans'] as const;

export function getAdminPlans(): Promise<TPlanList> {
  return apiRequest('/admin/billing/plans', { fallbackMessage: 'Failed to load' });
}

export const adminPlansQueryOptions = () => queryOptions({ queryKey: ADMIN_PLANS_QUERY_KEY, queryFn: getAdminPlans });

export function useAdminPlans() {
  return useQuery(adminPlansQueryOptions());
}

import type { TAdminTest } from '@bagdar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminTestKeys } from './get-admin-tests.ts';

export function getAdminTest(id: string): Promise<TAdminTest> {
  return apiRequest(`/admin/tests/${encodeURIComponent(id)}`, { fallbackMessage: 'Failed to load the test' });
}

export const adminTestQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminTestKeys.detail(id), queryFn: () => getAdminTest(id) });

export function useAdminTest(id: string) {
  return useQuery(adminTestQueryOptions(id));
}

import type { TAdminUserDetail } from '@bagdar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminUserKeys } from './get-users.ts';

export function getUser(id: string): Promise<TAdminUserDetail> {
  return apiRequest(`/admin/users/${encodeURIComponent(id)}`, { fallbackMessage: 'Failed to load' });
}

export const userQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminUserKeys.detail(id), queryFn: () => getUser(id) });

export function useUser(id: string) {
  return useQuery(userQueryOptions(id));
}

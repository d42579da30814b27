import type { TOrganization } from '@bagdar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { organizationKeys } from './get-organizations.ts';

export function getOrganization(id: string): Promise<TOrganization> {
  return apiRequest(`/admin/organizations/${encodeURIComponent(id)}`, { fallbackMessage: 'Missing organisation id' });
}

export const organizationQueryOptions = (id: string) =>
  queryOptions({ queryKey: organizationKeys.detail(id), queryFn: () => getOrganization(id) });

export function useOrganization(id: string) {
  return useQuery(organizationQueryOptions(id));
}

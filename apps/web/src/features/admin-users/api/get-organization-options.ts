import type { TOrganization } from '@bagdar/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Organisations by name for the users list's organisation filter (the first 20 matches). */
export function getOrganizationOptions(q: string): Promise<{ items: TOrganization[] }> {
  const params = new URLSearchParams({ limit: '20' });
  if (q) params.set('q', q);
  return apiRequest(`/admin/organizations?${params.toString()}`, { fallbackMessage: 'Failed to load' });
}

export function useOrganizationOptions(q: string) {
  return useQuery({
    queryKey: ['admin-users', 'organization-options', q],
    queryFn: () => getOrganizationOptions(q),
    placeholderData: keepPreviousData,
  });
}

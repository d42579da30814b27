import type { TAuditPage } from '@bagdar/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { API_BASE, apiRequest } from '../../../lib/api-client.ts';

export interface TAuditFilters {
  action: string;
  actor: string;
  from: string;
  to: string;
}

function filterParams(filters: TAuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['action', 'actor', 'from', 'to'] as const) if (filters[key]) params.set(key, filters[key]);
  return params;
}

export function getAudit(filters: TAuditFilters, cursor: string | null): Promise<TAuditPage> {
  const params = filterParams(filters);
  params.set('limit', '50');
  if (cursor) params.set('cursor', cursor);
  return apiRequest(`/admin/audit?${params.toString()}`);
}

export function useAudit(filters: TAuditFilters) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['audit', filters],
      queryFn: ({ pageParam }) => getAudit(filters, pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  );
}

/** The xlsx export of the entries the filters select (a plain link: the browser downloads it). */
export const auditExportUrl = (filters: TAuditFilters) =>
  `${API_BASE}/admin/audit/export?${filterParams(filters).toString()}`;

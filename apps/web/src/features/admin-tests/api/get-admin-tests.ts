import type { ZAdminTestSummary } from '@bagdar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type TAdminTestSummary = z.infer<typeof ZAdminTestSummary>;

/** Cache keys of the admin test catalogue; every mutation invalidates `all`. */
export const adminTestKeys = {
  all: ['admin-tests'] as const,
  list: () => [...adminTestKeys.all, 'list'] as const,
  detail: (id: string) => [...adminTestKeys.all, 'detail', id] as const,
  feedback: (id: string) => [...adminTestKeys.all, 'feedback', id] as const,
};

export function getAdminTests(): Promise<{ items: TAdminTestSummary[] }> {
  return apiRequest('/admin/tests', { fallbackMessage: 'Failed to load tests' });
}

export const adminTestsQueryOptions = () => queryOptions({ queryKey: adminTestKeys.list(), queryFn: getAdminTests });

export function useAdminTests() {
  return useQuery(adminTestsQueryOptions());
}

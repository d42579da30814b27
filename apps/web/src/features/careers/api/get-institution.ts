import type { TInstitution } from '@bagdar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CAREERS_QUERY_KEY } from './get-gate.ts';

/** One institution with its majors, for the major picker. */
export function getInstitution(id: string): Promise<TInstitution> {
  return apiRequest<TInstitution>(`/institutions/${encodeURIComponent(id)}`, {
    fallbackMessage: 'Failed to load the institution',
  });
}

export const institutionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...CAREERS_QUERY_KEY, 'institution', id],
    queryFn: () => getInstitution(id),
    enabled: id !== '',
  });

export function useInstitution(id: string | null) {
  return useQuery(institutionQueryOptions(id ?? ''));
}

import { ENROLLMENT_INSTITUTION_TYPES, type TInstitutionSummary } from '@bagdar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CAREERS_QUERY_KEY } from './get-gate.ts';

/** Institutions of a country that an ENROLLMENT plan can target, matching `q` (the first 50). */
export function getInstitutions(
  countryId: string,
  q: string,
): Promise<{ items: TInstitutionSummary[]; nextCursor: string | null }> {
  const params = new URLSearchParams({ countryId, limit: '50', types: ENROLLMENT_INSTITUTION_TYPES.join(',') });
  if (q.length >= 2) params.set('q', q);
  return apiRequest(`/institutions?${params.toString()}`, { fallbackMessage: 'Failed to load the institutions' });
}

export const institutionsQueryOptions = (countryId: string, q: string) =>
  queryOptions({
    queryKey: [...CAREERS_QUERY_KEY, 'institutions', countryId, q],
    queryFn: () => getInstitutions(countryId, q),
    placeholderData: keepPreviousData,
    enabled: countryId !== '',
  });

export function useInstitutions(countryId: string | null, q: string) {
  return useQuery(institutionsQueryOptions(countryId ?? '', q));
}

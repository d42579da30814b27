import type { TCountry } from '@bagdar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CAREERS_QUERY_KEY } from './get-gate.ts';

/** Countries for the ENROLLMENT step (the locations API of the institutions issue). */
export function getCountries(): Promise<{ items: TCountry[]; nextCursor: string | null }> {
  return apiRequest('/locations/countries?limit=300', { fallbackMessage: 'Failed to load the countries' });
}

export const countriesQueryOptions = () =>
  queryOptions({ queryKey: [...CAREERS_QUERY_KEY, 'countries'], queryFn: getCountries });

export function useCountries() {
  return useQuery(countriesQueryOptions());
}

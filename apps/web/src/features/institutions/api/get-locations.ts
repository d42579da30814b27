import type { TCity, TCountry } from '@bagdar/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Countries and cities for the filters and the analysis (the lists are short: one page each). */
export function getCountries(): Promise<{ items: TCountry[] }> {
  return apiRequest('/locations/countries?limit=300', { fallbackMessage: 'Failed to load countries' });
}

export function useCountries() {
  return useQuery({ queryKey: ['locations', 'countries'], queryFn: getCountries, staleTime: 5 * 60_000 });
}

export function getCities(countryId: string): Promise<{ items: TCity[] }> {
  return apiRequest(`/locations/cities?limit=300&countryId=${encodeURIComponent(countryId)}`, {
    fallbackMessage: 'Failed to load cities',
  });
}

export function useCities(countryId: string | null) {
  return useQuery({
    queryKey: ['locations', 'cities', countryId],
    queryFn: () => getCities(countryId ?? ''),
    enabled: countryId !== null,
    staleTime: 5 * 60_000,
  });
}

import type { TCity, TCountry } from '@bagdar/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/**
 * Countries and cities (GET /locations/…) for the catalogue filters, the analysis and the career
 * plan's ENROLLMENT step, under one set of query keys. The lists are short: one page each.
 */
export const locationKeys = {
  countries: ['locations', 'countries'] as const,
  cities: (countryId: string | null) => ['locations', 'cities', countryId] as const,
};

export function getCountries(): Promise<{ items: TCountry[] }> {
  return apiRequest('/locations/countries?limit=300', { fallbackMessage: 'Failed to load countries' });
}

export function useCountries() {
  return useQuery({ queryKey: locationKeys.countries, queryFn: getCountries, staleTime: 5 * 60_000 });
}

export function getCities(countryId: string): Promise<{ items: TCity[] }> {
  return apiRequest(`/locations/cities?limit=300&countryId=${encodeURIComponent(countryId)}`, {
    fallbackMessage: 'Failed to load cities',
  });
}

export function useCities(countryId: string | null) {
  return useQuery({
    queryKey: locationKeys.cities(countryId),
    queryFn: () => getCities(countryId ?? ''),
    enabled: countryId !== null,
    staleTime: 5 * 60_000,
  });
}

import type { TCity } from '@bagdar/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Cities matching what is typed (GET /locations/cities?q=), for the organisation form's city picker. */
export function searchCities(q: string): Promise<{ items: TCity[] }> {
  const query = new URLSearchParams({ limit: '50' });
  if (q) query.set('q', q);
  return apiRequest(`/locations/cities?${query.toString()}`, { fallbackMessage: 'Failed to load cities' });
}

export function useCitySearch(q: string) {
  return useQuery({
    queryKey: ['locations', 'cities', 'search', q],
    queryFn: () => searchCities(q),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

import type { TCity, TCityBody, TCountry, TCountryBody } from '@bagdar/contracts';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const keys = {
  countries: ['admin-locations', 'countries'] as const,
  cities: ['admin-locations', 'cities'] as const,
};

type TPage<T> = { items: T[]; nextCursor: string | null };

function page<T>(kind: 'countries' | 'cities', q: string, countryId: string | null, cursor: string | null) {
  const params = new URLSearchParams({ limit: '30' });
  if (q) params.set('q', q);
  if (countryId) params.set('countryId', countryId);
  if (cursor) params.set('cursor', cursor);
  return apiRequest<TPage<T>>(`/admin/locations/${kind}?${params.toString()}`, {
    fallbackMessage: `Failed to load ${kind}`,
  });
}

export function useAdminCountries(q: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...keys.countries, q],
      queryFn: ({ pageParam }) => page<TCountry>('countries', q, null, pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  );
}

/** Every country for pickers (one page of up to 300). */
export function useAllCountries() {
  return useQuery({
    queryKey: [...keys.countries, 'all'],
    queryFn: () =>
      apiRequest<TPage<TCountry>>('/admin/locations/countries?limit=300', {
        fallbackMessage: 'Failed to load countries',
      }),
    staleTime: 60_000,
  });
}

export function useAdminCities(q: string, countryId: string | null) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...keys.cities, q, countryId],
      queryFn: ({ pageParam }) => page<TCity>('cities', q, countryId, pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  );
}

/** The cities of one country for pickers. */
export function useCountryCities(countryId: string | null) {
  return useQuery({
    queryKey: [...keys.cities, 'of', countryId],
    queryFn: () => page<TCity>('cities', '', countryId, null),
    enabled: countryId !== null,
  });
}

function useLocationMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-locations'] }),
  });
}

export const useSaveCountry = () =>
  useLocationMutation(({ id, body }: { id?: string; body: TCountryBody }) =>
    apiRequest<TCountry>(id ? `/admin/locations/countries/${id}` : '/admin/locations/countries', {
      method: id ? 'PUT' : 'POST',
      body,
      fallbackMessage: 'Failed to save the country',
    }),
  );
export const useDeleteCountry = () =>
  useLocationMutation((id: string) =>
    apiRequest<void>(`/admin/locations/countries/${id}`, { method: 'DELETE', fallbackMessage: 'Failed to delete' }),
  );
export const useSaveCity = () =>
  useLocationMutation(({ id, body }: { id?: string; body: TCityBody }) =>
    apiRequest<TCity>(id ? `/admin/locations/cities/${id}` : '/admin/locations/cities', {
      method: id ? 'PUT' : 'POST',
      body,
      fallbackMessage: 'Failed to save the city',
    }),
  );
export const useDeleteCity = () =>
  useLocationMutation((id: string) =>
    apiRequest<void>(`/admin/locations/cities/${id}`, { method: 'DELETE', fallbackMessage: 'Failed to delete' }),
  );

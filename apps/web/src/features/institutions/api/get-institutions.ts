import type { TInstitutionSummary } from '@bagdar/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const PAGE_SIZE = 20;

/** The catalogue's filters as the URL query of GET /institutions (empty values left out). */
export interface TInstitutionFilters {
  q: string;
  countryId: string | null;
  cityId: string | null;
  type: string | null;
  financing: string | null;
  dormitory: boolean;
  field: string | null;
  priceMax: number | null;
}

export const EMPTY_FILTERS: TInstitutionFilters = {
  q: '',
  countryId: null,
  cityId: null,
  type: null,
  financing: null,
  dormitory: false,
  field: null,
  priceMax: null,
};

export const institutionKeys = {
  all: ['institutions'] as const,
  list: (filters: TInstitutionFilters) => [...institutionKeys.all, 'list', filters] as const,
  detail: (id: string) => [...institutionKeys.all, 'detail', id] as const,
  fit: (id: string) => [...institutionKeys.all, 'fit', id] as const,
};

export interface TInstitutionPage {
  items: TInstitutionSummary[];
  nextCursor: string | null;
}

export function institutionParams(filters: TInstitutionFilters, cursor?: string | null): URLSearchParams {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (filters.q.length >= 2) params.set('q', filters.q);
  if (filters.countryId) params.set('countryId', filters.countryId);
  if (filters.cityId) params.set('cityId', filters.cityId);
  if (filters.type) params.set('type', filters.type);
  if (filters.financing) params.set('financing', filters.financing);
  if (filters.dormitory) params.set('dormitory', 'true');
  if (filters.field) params.set('field', filters.field);
  if (filters.priceMax !== null) params.set('priceMax', String(filters.priceMax));
  if (cursor) params.set('cursor', cursor);
  return params;
}

export function getInstitutions(filters: TInstitutionFilters, cursor?: string | null): Promise<TInstitutionPage> {
  return apiRequest(`/institutions?${institutionParams(filters, cursor).toString()}`, {
    fallbackMessage: 'Failed to load institutions',
  });
}

/** Keyset pages of the catalogue with the filters; "show more" fetches the next page. */
export function useInstitutions(filters: TInstitutionFilters, enabled = true) {
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: institutionKeys.list(filters),
      queryFn: ({ pageParam }) => getInstitutions(filters, pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
    enabled,
  });
}

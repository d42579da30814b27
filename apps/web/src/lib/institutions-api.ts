import { ENROLLMENT_INSTITUTION_TYPES, type TInstitution, type TInstitutionSummary } from '@bagdar/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/**
 * The public institutions API (GET /institutions…) under one set of query keys: the catalogue and
 * the career plan's ENROLLMENT step read the same cache. In lib because several features do.
 */

const PAGE_SIZE = 20;
/** How many institutions the plan's institution picker offers at once. */
const PICKER_SIZE = 50;

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
  enrollable: (countryId: string, q: string) => [...institutionKeys.all, 'enrollable', countryId, q] as const,
  detail: (id: string) => [...institutionKeys.all, 'detail', id] as const,
  fit: (id: string) => [...institutionKeys.all, 'fit', id] as const,
};

interface TInstitutionPage {
  items: TInstitutionSummary[];
  nextCursor: string | null;
}

function institutionParams(filters: TInstitutionFilters, cursor?: string | null): URLSearchParams {
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

/** Institutions of a country that an ENROLLMENT plan can target, matching `q` (the first 50). */
export function getEnrollableInstitutions(countryId: string, q: string): Promise<TInstitutionPage> {
  const params = new URLSearchParams({
    countryId,
    limit: String(PICKER_SIZE),
    types: ENROLLMENT_INSTITUTION_TYPES.join(','),
  });
  if (q.length >= 2) params.set('q', q);
  return apiRequest(`/institutions?${params.toString()}`, { fallbackMessage: 'Failed to load institutions' });
}

/** The picker's list; the previous list stays shown while the next search loads. */
export function useEnrollableInstitutions(countryId: string | null, q: string) {
  return useQuery({
    queryKey: institutionKeys.enrollable(countryId ?? '', q),
    queryFn: () => getEnrollableInstitutions(countryId ?? '', q),
    placeholderData: keepPreviousData,
    enabled: countryId !== null && countryId !== '',
  });
}

export function getInstitution(id: string): Promise<TInstitution> {
  return apiRequest(`/institutions/${encodeURIComponent(id)}`, { fallbackMessage: 'Failed to load the institution' });
}

/** One institution with its majors; waits while no institution is chosen. */
export function useInstitution(id: string | null) {
  return useQuery({
    queryKey: institutionKeys.detail(id ?? ''),
    queryFn: () => getInstitution(id ?? ''),
    enabled: id !== null && id !== '',
  });
}

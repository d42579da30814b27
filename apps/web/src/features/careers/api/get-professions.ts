import type { TProfessionOptionPage } from '@bagdar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CAREERS_QUERY_KEY } from './get-gate.ts';

export function getProfessionOptions(q: string): Promise<TProfessionOptionPage> {
  const params = new URLSearchParams({ limit: '50' });
  if (q) params.set('q', q);
  return apiRequest<TProfessionOptionPage>(`/careers/professions?${params.toString()}`, {
    fallbackMessage: 'Failed to load the professions',
  });
}

export const professionOptionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...CAREERS_QUERY_KEY, 'professions', q],
    queryFn: () => getProfessionOptions(q),
    placeholderData: keepPreviousData,
  });

/** Professions matching `q` (the first 50), for the wizard's picker. */
export function useProfessionOptions(q: string) {
  return useQuery(professionOptionsQueryOptions(q));
}

import type { TProfession } from '@bagdar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { professionKeys } from './get-professions.ts';

export function getProfession(id: string): Promise<TProfession> {
  return apiRequest(`/admin/professions/${encodeURIComponent(id)}`, {
    fallbackMessage: 'Failed to load the profession',
  });
}

export const professionQueryOptions = (id: string) =>
  queryOptions({ queryKey: professionKeys.detail(id), queryFn: () => getProfession(id) });

export function useProfession(id: string) {
  return useQuery(professionQueryOptions(id));
}

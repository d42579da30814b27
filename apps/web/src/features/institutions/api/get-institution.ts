import type { TInstitution } from '@bagdar/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { institutionKeys } from './get-institutions.ts';

export function getInstitution(id: string): Promise<TInstitution> {
  return apiRequest(`/institutions/${encodeURIComponent(id)}`, { fallbackMessage: 'Failed to load the institution' });
}

export function useInstitution(id: string) {
  return useQuery({ queryKey: institutionKeys.detail(id), queryFn: () => getInstitution(id) });
}

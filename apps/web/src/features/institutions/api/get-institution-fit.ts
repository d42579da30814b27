import type { TInstitutionFit } from '@bagdar/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { institutionKeys } from '../../../lib/institutions-api.ts';

/** The signed-in student's compatibility and chance for each major of one institution. */
export function getInstitutionFit(id: string): Promise<TInstitutionFit> {
  return apiRequest(`/institutions/${encodeURIComponent(id)}/fit`, { fallbackMessage: 'Failed to load your chances' });
}

export function useInstitutionFit(id: string) {
  return useQuery({ queryKey: institutionKeys.fit(id), queryFn: () => getInstitutionFit(id) });
}

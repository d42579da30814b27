import type { TPersonalityStatus } from '@bagdar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const PERSONALITY_QUERY_KEY = ['personality'] as const;
/** How often the page asks for the job's progress while an analysis runs. */
export const PERSONALITY_POLL_MS = 1500;

export function getPersonality(): Promise<TPersonalityStatus> {
  return apiRequest<TPersonalityStatus>('/personality', { fallbackMessage: 'Failed to load the personality profile' });
}

export const personalityQueryOptions = () =>
  queryOptions({
    queryKey: PERSONALITY_QUERY_KEY,
    queryFn: getPersonality,
    refetchInterval: (query) => (query.state.data?.state === 'LOADING' ? PERSONALITY_POLL_MS : false),
  });

export function usePersonality() {
  return useQuery(personalityQueryOptions());
}

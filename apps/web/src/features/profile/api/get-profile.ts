import type { TProfile } from '@bagdar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const PROFILE_QUERY_KEY = ['profile'] as const;

export function getProfile(username: string): Promise<TProfile> {
  return apiRequest<TProfile>(`/profiles/${encodeURIComponent(username)}`, {
    fallbackMessage: 'Failed to load the profile',
  });
}

export const profileQueryOptions = (username: string) =>
  queryOptions({ queryKey: [...PROFILE_QUERY_KEY, username.toLowerCase()], queryFn: () => getProfile(username) });

export function useProfile(username: string) {
  return useQuery(profileQueryOptions(username));
}

import type { TMe } from '@bagdar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/query-client.ts';

/** The signed-in user, or null for a guest (a 401 is an answer, not a failure). */
export async function getMe(): Promise<TMe | null> {
  try {
    return await apiRequest<TMe>('/auth/me', { fallbackMessage: 'Failed to load the current user' });
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 401) return null;
    throw error;
  }
}

export const meQueryOptions = () => queryOptions({ queryKey: ME_QUERY_KEY, queryFn: getMe });

export function useMe() {
  return useQuery(meQueryOptions());
}

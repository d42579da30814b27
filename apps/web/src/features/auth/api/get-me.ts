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

/**
 * How long the user the guard has just loaded counts as fresh for the components that read it: the
 * guard loads it afresh on every navigation, so the layout and page mounting right after it do not ask again.
 */
const ME_FRESH_MS = 5_000;

export function useMe() {
  return useQuery({ ...meQueryOptions(), staleTime: ME_FRESH_MS });
}

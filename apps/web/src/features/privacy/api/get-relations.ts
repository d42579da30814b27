import type { TUserRelationList } from '@bagdar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const RELATIONS_QUERY_KEY = ['privacy', 'relations'] as const;

export function getRelations(): Promise<TUserRelationList> {
  return apiRequest<TUserRelationList>('/privacy/relations', { fallbackMessage: 'Failed to load the list' });
}

export const relationsQueryOptions = () => queryOptions({ queryKey: RELATIONS_QUERY_KEY, queryFn: getRelations });

export function useRelations() {
  return useQuery(relationsQueryOptions());
}

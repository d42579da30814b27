import type { TProfileVisibility } from '@bagdar/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const VISIBILITY_QUERY_KEY = ['privacy', 'visibility'] as const;

export function getVisibility(): Promise<TProfileVisibility> {
  return apiRequest<TProfileVisibility>('/privacy/visibility', { fallbackMessage: 'Failed to load' });
}

export function useVisibility() {
  return useQuery({ queryKey: VISIBILITY_QUERY_KEY, queryFn: getVisibility });
}

export function setVisibility(restricted: boolean): Promise<TProfileVisibility> {
  return apiRequest<TProfileVisibility>('/privacy/visibility', {
    method: 'PUT',
    body: { restricted },
    fallbackMessage: 'Could not save',
  });
}

export function useSetVisibility() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setVisibility,
    onSuccess: (data) => client.setQueryData(VISIBILITY_QUERY_KEY, data),
  });
}

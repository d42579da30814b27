import type { TLoginBody, TMe } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/query-client.ts';

export function login(body: TLoginBody): Promise<TMe> {
  return apiRequest<TMe>('/auth/login', { method: 'POST', body, fallbackMessage: 'Login error' });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (me) => queryClient.setQueryData(ME_QUERY_KEY, me),
  });
}

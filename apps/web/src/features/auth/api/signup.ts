import type { TMe, TSignupBody } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/query-client.ts';

export function signup(body: TSignupBody): Promise<TMe> {
  return apiRequest<TMe>('/auth/signup', { method: 'POST', body, fallbackMessage: 'Registration error' });
}

export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signup,
    onSuccess: (me) => queryClient.setQueryData(ME_QUERY_KEY, me),
  });
}

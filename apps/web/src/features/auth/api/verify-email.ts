import type { TOkResponse, TVerifyEmailBody } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/query-client.ts';

export function verifyEmail(body: TVerifyEmailBody): Promise<TOkResponse> {
  return apiRequest<TOkResponse>('/auth/verify-email/confirm', {
    method: 'POST',
    body,
    fallbackMessage: 'Email verification error',
  });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}

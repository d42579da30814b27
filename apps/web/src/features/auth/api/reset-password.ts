import type { TOkResponse, TResetPasswordBody } from '@bagdar/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function resetPassword(body: TResetPasswordBody): Promise<TOkResponse> {
  return apiRequest<TOkResponse>('/auth/reset-password', {
    method: 'POST',
    body,
    fallbackMessage: 'Password reset error',
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

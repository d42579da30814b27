import type { TForgotPasswordBody, TOkResponse } from '@bagdar/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function forgotPassword(body: TForgotPasswordBody): Promise<TOkResponse> {
  return apiRequest<TOkResponse>('/auth/forgot-password', {
    method: 'POST',
    body,
    fallbackMessage: 'Password recovery error',
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

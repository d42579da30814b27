import type { TOkResponse } from '@bagdar/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The way out of PASSWORD_CHANGE_NOT_ALLOWED: send the confirmation email again. */
export function resendVerification(): Promise<TOkResponse> {
  return apiRequest<TOkResponse>('/auth/verify-email/send', {
    method: 'POST',
    body: {},
    fallbackMessage: 'Failed to send the confirmation email',
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}

import type { TChangePasswordBody, TOkResponse } from '@bagdar/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function changePassword(body: TChangePasswordBody): Promise<TOkResponse> {
  return apiRequest<TOkResponse>('/auth/change-password', {
    method: 'POST',
    body,
    fallbackMessage: 'Password update failed',
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

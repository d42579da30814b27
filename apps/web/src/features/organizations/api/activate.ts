import type { TActivationBody, TActivationResult } from '@bagdar/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function activateAccount(body: TActivationBody): Promise<TActivationResult> {
  return apiRequest('/activation', { method: 'POST', body, fallbackMessage: 'Something went wrong' });
}

export function useActivateAccount() {
  return useMutation({ mutationFn: activateAccount });
}

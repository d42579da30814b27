import type { TOkResponse, TSignupBody } from '@bagdar/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * Registers; nobody is signed in yet. The answer is the same whether the address is free or
 * registered (decision 023): the mailed link confirms it and signs in.
 */
export function signup(body: TSignupBody): Promise<TOkResponse> {
  return apiRequest<TOkResponse>('/auth/signup', { method: 'POST', body, fallbackMessage: 'Registration error' });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}

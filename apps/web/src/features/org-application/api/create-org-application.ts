import type { TOrgApplicationBody } from '@bagdar/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function createOrgApplication(body: TOrgApplicationBody): Promise<{ id: string; status: string }> {
  return apiRequest('/organization-applications', { method: 'POST', body, fallbackMessage: 'Something went wrong' });
}

export function useCreateOrgApplication() {
  return useMutation({ mutationFn: createOrgApplication });
}

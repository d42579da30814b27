import type { TMe, TOnboardingBody } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/query-client.ts';

export function submitOnboarding(body: TOnboardingBody): Promise<TMe> {
  return apiRequest<TMe>('/auth/onboarding', { method: 'POST', body, fallbackMessage: 'Onboarding error' });
}

export function useOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitOnboarding,
    onSuccess: (me) => queryClient.setQueryData(ME_QUERY_KEY, me),
  });
}

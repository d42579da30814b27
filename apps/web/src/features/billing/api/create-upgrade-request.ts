import type { TPaidTier, TUpgradeRequest } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { BILLING_QUERY_KEY } from './get-billing.ts';

export function createUpgradeRequest(tier: TPaidTier): Promise<TUpgradeRequest> {
  return apiRequest('/billing/upgrade-requests', {
    method: 'POST',
    body: { tier },
    fallbackMessage: 'Something went wrong',
  });
}

export function useCreateUpgradeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUpgradeRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY }),
  });
}

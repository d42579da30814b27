import type { TBillingOverview } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/query-client.ts';
import { BILLING_QUERY_KEY } from './get-billing.ts';

export function updateAutoRenew(autoRenew: boolean): Promise<TBillingOverview> {
  return apiRequest('/billing/auto-renew', {
    method: 'PUT',
    body: { autoRenew },
    fallbackMessage: 'Failed to update auto-renewal',
  });
}

export function useUpdateAutoRenew() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAutoRenew,
    onSuccess: (overview) => {
      queryClient.setQueryData(BILLING_QUERY_KEY, overview);
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}

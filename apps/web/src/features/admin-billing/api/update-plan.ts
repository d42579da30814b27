import type { TPlan, TPlanBody, TTier } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_PLANS_QUERY_KEY } from './get-admin-plans.ts';

export function updatePlan({ tier, body }: { tier: TTier; body: TPlanBody }): Promise<TPlan> {
  return apiRequest(`/admin/billing/plans/${tier}`, { method: 'PUT', body, fallbackMessage: 'Something went wrong' });
}

export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlan,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_PLANS_QUERY_KEY });
      // The public list (landing, paywall, billing page) shows the new price at once.
      void queryClient.invalidateQueries({ queryKey: ['plans'] });
    },
  });
}

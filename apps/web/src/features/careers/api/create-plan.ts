import type { TCreatePlanBody } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CAREERS_QUERY_KEY } from './get-gate.ts';

export function createPlan(body: TCreatePlanBody): Promise<{ planId: string }> {
  return apiRequest<{ planId: string }>('/careers/plans', {
    method: 'POST',
    body,
    fallbackMessage: 'Failed to create the roadmap',
  });
}

/** Queues a plan; the gate and lists are refreshed so the new plan shows up. */
export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlan,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CAREERS_QUERY_KEY }),
  });
}

import type { TPlanSummary } from '@bagdar/contracts';
import { partialMatchKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CAREERS_QUERY_KEY } from './get-gate.ts';
import { planQueryKey } from './get-plan.ts';

export function completePlan(id: string): Promise<TPlanSummary> {
  return apiRequest<TPlanSummary>(`/careers/plans/${encodeURIComponent(id)}/complete`, {
    method: 'POST',
    fallbackMessage: 'Failed to complete the roadmap',
  });
}

export function reopenPlan(id: string): Promise<TPlanSummary> {
  return apiRequest<TPlanSummary>(`/careers/plans/${encodeURIComponent(id)}/reopen`, {
    method: 'POST',
    fallbackMessage: 'Failed to reopen the roadmap',
  });
}

export function deletePlan(id: string): Promise<void> {
  return apiRequest<void>(`/careers/plans/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallbackMessage: 'Failed to delete the roadmap',
  });
}

/** Marks the plan completed; every careers query is refreshed. */
export function useCompletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completePlan,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CAREERS_QUERY_KEY }),
  });
}

/** Makes a completed plan active again (refused while another plan for its goal is open). */
export function useReopenPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenPlan,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CAREERS_QUERY_KEY }),
  });
}

/**
 * Deletes a plan. Every careers query but the deleted plan's own is refreshed, without waiting: the
 * deleted plan's page is still open when the deletion answers, and refetching its queries would turn
 * that page into "plan not found" and unmount it before the caller's `onSuccess` (which leaves the
 * page) could run. Its cached queries are dropped once nothing shows them.
 */
export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlan,
    onSuccess: (_answer, id) => {
      const deleted = planQueryKey(id);
      void queryClient.invalidateQueries({
        queryKey: CAREERS_QUERY_KEY,
        predicate: (query) => !partialMatchKey(query.queryKey, deleted),
      });
      setTimeout(() => queryClient.removeQueries({ queryKey: deleted, type: 'inactive' }), 0);
    },
  });
}

/** Exports are plain links: the browser downloads them with the session cookie. */
export const planReportUrl = (id: string, lng: string) =>
  `/api/v1/careers/plans/${encodeURIComponent(id)}/report.pdf?locale=${lng}`;
export const planCalendarUrl = (id: string, lng: string) =>
  `/api/v1/careers/plans/${encodeURIComponent(id)}/calendar.ics?locale=${lng}`;

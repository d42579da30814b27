import type { TPlanReviewState } from '@bagdar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { planQueryKey } from './get-plan.ts';

export function getPlanReview(id: string): Promise<TPlanReviewState> {
  return apiRequest<TPlanReviewState>(`/careers/plans/${encodeURIComponent(id)}/review`, {
    fallbackMessage: 'Failed to load the review',
  });
}

/** The mentor's review of the caller's plan: who marked it reviewed, when, and the comments per phase. */
export const planReviewQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...planQueryKey(id), 'review'], queryFn: () => getPlanReview(id) });

export function usePlanReview(id: string) {
  return useQuery(planReviewQueryOptions(id));
}

import type { TMentorPlan, TPlanComment, TPlanCommentBody, TPlanReviewState } from '@bagdar/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { analyticsKeys } from './analytics.ts';

/** A student's career plan as their mentor sees it (read-only), its phase comments and the review mark. */

export interface TPlanRef {
  orgId: string;
  studentId: string;
  planId: string;
}

const planUrl = ({ orgId, studentId, planId }: TPlanRef) =>
  `/admin/organizations/${encodeURIComponent(orgId)}/analytics/students/${encodeURIComponent(studentId)}/plans/${encodeURIComponent(planId)}`;

export const mentorPlanKey = (ref: TPlanRef) =>
  [...analyticsKeys.student(ref.orgId, ref.studentId), 'plan', ref.planId] as const;

export function useMentorPlan(ref: TPlanRef) {
  return useQuery({
    queryKey: mentorPlanKey(ref),
    queryFn: () => apiRequest<TMentorPlan>(planUrl(ref), { fallbackMessage: 'Failed to load the plan' }),
  });
}

/** Stores the comment and puts it into the cached plan, so the list shows it without a reload. */
export function useCommentOnPhase(ref: TPlanRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPlanCommentBody) =>
      apiRequest<TPlanComment>(`${planUrl(ref)}/comments`, {
        method: 'POST',
        body,
        fallbackMessage: 'Failed to save the comment',
      }),
    onSuccess: (comment) =>
      queryClient.setQueryData<TMentorPlan>(mentorPlanKey(ref), (old) =>
        old ? { ...old, reviewState: { ...old.reviewState, comments: [...old.reviewState.comments, comment] } } : old,
      ),
  });
}

export function useMarkReviewed(ref: TPlanRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<TPlanReviewState>(`${planUrl(ref)}/review`, {
        method: 'POST',
        fallbackMessage: 'Failed to mark it reviewed',
      }),
    onSuccess: (reviewState) =>
      queryClient.setQueryData<TMentorPlan>(mentorPlanKey(ref), (old) => (old ? { ...old, reviewState } : old)),
  });
}

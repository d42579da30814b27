import type { TPlanDetails, TSubtaskChange, TUpdateSubtaskBody } from '@bagdar/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CAREERS_QUERY_KEY } from './get-gate.ts';
import { planQueryKey } from './get-plan.ts';

const subtaskUrl = (planId: string, subtaskId: string) =>
  `/careers/plans/${encodeURIComponent(planId)}/subtasks/${encodeURIComponent(subtaskId)}`;

export function updateSubtask(planId: string, subtaskId: string, body: TUpdateSubtaskBody) {
  return apiRequest<TSubtaskChange>(subtaskUrl(planId, subtaskId), {
    method: 'PUT',
    body,
    fallbackMessage: 'Failed to save the subtask',
  });
}

export function addSubtask(planId: string, phaseId: string, title: string) {
  return apiRequest<TSubtaskChange>(
    `/careers/plans/${encodeURIComponent(planId)}/phases/${encodeURIComponent(phaseId)}/subtasks`,
    { method: 'POST', body: { title }, fallbackMessage: 'Failed to add the subtask' },
  );
}

export function removeSubtask(planId: string, subtaskId: string) {
  return apiRequest<void>(subtaskUrl(planId, subtaskId), {
    method: 'DELETE',
    fallbackMessage: 'Failed to remove the subtask',
  });
}

/** Puts the server's answer (the subtask and the counts that moved) into the cached plan. */
function applyChange(queryClient: QueryClient, planId: string, change: TSubtaskChange) {
  queryClient.setQueryData<TPlanDetails>(planQueryKey(planId), (plan) => {
    if (!plan) return plan;
    return {
      ...plan,
      ...change.plan,
      phases: plan.phases.map((phase) => {
        if (phase.id !== change.phase.id) return phase;
        const exists = phase.subtasks.some((s) => s.id === change.subtask.id);
        return {
          ...phase,
          subtasksTotal: change.phase.subtasksTotal,
          subtasksDone: change.phase.subtasksDone,
          achievement: { ...phase.achievement, receivedAt: change.phase.achievementReceivedAt },
          subtasks: exists
            ? phase.subtasks.map((s) => (s.id === change.subtask.id ? change.subtask : s))
            : [...phase.subtasks, change.subtask],
        };
      }),
    };
  });
}

/** Ticks at once (optimistic), then settles on the server's counts; a failure puts the plan back. */
export function useToggleSubtask(planId: string) {
  const queryClient = useQueryClient();
  const key = planQueryKey(planId);
  return useMutation({
    mutationFn: ({ subtaskId, done }: { subtaskId: string; done: boolean }) =>
      updateSubtask(planId, subtaskId, { done }),
    onMutate: async ({ subtaskId, done }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TPlanDetails>(key);
      if (previous) {
        const delta = (was: boolean) => (was === done ? 0 : done ? 1 : -1);
        let moved = 0;
        const phases = previous.phases.map((phase) => {
          const target = phase.subtasks.find((s) => s.id === subtaskId);
          if (!target) return phase;
          moved = delta(target.done);
          return {
            ...phase,
            subtasksDone: phase.subtasksDone + moved,
            subtasks: phase.subtasks.map((s) => (s.id === subtaskId ? { ...s, done } : s)),
          };
        });
        const subtasksDone = previous.subtasksDone + moved;
        const progress = previous.subtasksTotal > 0 ? Math.round((subtasksDone / previous.subtasksTotal) * 100) : 0;
        queryClient.setQueryData<TPlanDetails>(key, { ...previous, phases, subtasksDone, progress });
      }
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (change) => applyChange(queryClient, planId, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...CAREERS_QUERY_KEY, 'plans'] }),
  });
}

export function useAddSubtask(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ phaseId, title }: { phaseId: string; title: string }) => addSubtask(planId, phaseId, title),
    onSuccess: (change) => applyChange(queryClient, planId, change),
  });
}

export function useRenameSubtask(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ subtaskId, title }: { subtaskId: string; title: string }) =>
      updateSubtask(planId, subtaskId, { title }),
    onSuccess: (change) => applyChange(queryClient, planId, change),
  });
}

export function useRemoveSubtask(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subtaskId: string) => removeSubtask(planId, subtaskId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: planQueryKey(planId) }),
  });
}

import type { TProfessionSkillSteps, TSkillStepsBody } from '@bagdar/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { professionKeys } from './get-professions.ts';

const skillStepsKey = (id: string) => [...professionKeys.detail(id), 'skill-steps'] as const;

export function getSkillSteps(id: string): Promise<{ items: TProfessionSkillSteps[] }> {
  return apiRequest(`/admin/professions/${encodeURIComponent(id)}/skills`, {
    fallbackMessage: 'Failed to load the skill steps',
  });
}

export function useSkillSteps(id: string) {
  return useQuery({ queryKey: skillStepsKey(id), queryFn: () => getSkillSteps(id) });
}

export function saveSkillSteps({
  id,
  index,
  body,
}: {
  id: string;
  index: number;
  body: TSkillStepsBody;
}): Promise<TProfessionSkillSteps> {
  return apiRequest(`/admin/professions/${encodeURIComponent(id)}/skills/${index}/steps`, {
    method: 'PUT',
    body,
    fallbackMessage: 'Failed to save the skill steps',
  });
}

/** Saves one skill's steps; every profession's list is refetched, since professions sharing the skill share its steps. */
export function useSaveSkillSteps() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSkillSteps,
    onSuccess: async () => {
      await queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] === professionKeys.all[0] && query.queryKey.at(-1) === 'skill-steps',
      });
    },
  });
}

import type { TInviteCandidate, TProjectRole } from '@bagdar/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { PROJECTS_QUERY_KEY } from './get-projects.ts';

export function getInviteCandidates(id: string, q: string): Promise<{ items: TInviteCandidate[] }> {
  return apiRequest(`/projects/${encodeURIComponent(id)}/invite-candidates?q=${encodeURIComponent(q)}`, {
    fallbackMessage: 'Failed to load',
  });
}

export function useInviteCandidates(id: string, q: string) {
  return useQuery({
    queryKey: [...PROJECTS_QUERY_KEY, 'candidates', id, q],
    queryFn: () => getInviteCandidates(id, q),
    enabled: q.trim().length >= 2,
  });
}

export function invite(args: { id: string; userId: string; role: TProjectRole }) {
  return apiRequest(`/projects/${encodeURIComponent(args.id)}/invitations`, {
    method: 'POST',
    body: { userId: args.userId, role: args.role },
    fallbackMessage: 'Failed to invite',
  });
}

export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: invite,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY }),
  });
}

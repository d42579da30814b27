import type { TProjectRole } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { PROJECTS_QUERY_KEY } from './get-projects.ts';

const path = (id: string, rest = '') => `/projects/${encodeURIComponent(id)}${rest}`;

export const applyToProject = ({ id, message }: { id: string; message: string }) =>
  apiRequest(path(id, '/applications'), { method: 'POST', body: { message }, fallbackMessage: 'Failed to apply' });
export const withdrawApplication = (id: string) =>
  apiRequest(path(id, '/applications/mine'), { method: 'DELETE', fallbackMessage: 'Failed to withdraw' });
export const leaveProject = (id: string) =>
  apiRequest(path(id, '/leave'), { method: 'POST', fallbackMessage: 'Failed to leave' });
export const setProjectLike = ({ id, liked }: { id: string; liked: boolean }) =>
  apiRequest<{ liked: boolean; likeCount: number }>(path(id, '/like'), {
    method: liked ? 'POST' : 'DELETE',
    fallbackMessage: 'Failed to like',
  });
export const setMemberRole = ({ id, userId, role }: { id: string; userId: string; role: TProjectRole }) =>
  apiRequest(path(id, `/members/${encodeURIComponent(userId)}`), {
    method: 'PUT',
    body: { role },
    fallbackMessage: 'Failed to change the role',
  });
export const removeMember = ({ id, userId }: { id: string; userId: string }) =>
  apiRequest(path(id, `/members/${encodeURIComponent(userId)}`), {
    method: 'DELETE',
    fallbackMessage: 'Failed to remove the member',
  });

/** A project mutation that refreshes every cached project view (page, lists, members) when done. */
function useProjectMutation<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY }),
  });
}

export const useApply = () => useProjectMutation(applyToProject);
export const useWithdraw = () => useProjectMutation(withdrawApplication);
export const useLeaveProject = () => useProjectMutation(leaveProject);
export const useSetProjectLike = () => useProjectMutation(setProjectLike);
export const useSetMemberRole = () => useProjectMutation(setMemberRole);
export const useRemoveMember = () => useProjectMutation(removeMember);

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/**
 * Accept or reject a project invitation: from its notification (notifications feature) or from
 * the project page (projects feature); one call in lib since features cannot import features.
 */
export function answerInvitation(args: { invitationId: string; accept: boolean }) {
  return apiRequest<{ status: string; projectId: string }>(
    `/projects/invitations/${encodeURIComponent(args.invitationId)}/${args.accept ? 'accept' : 'reject'}`,
    { method: 'POST', fallbackMessage: 'Failed to answer' },
  );
}

export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerInvitation,
    // The project pages and lists ('projects' queries) show membership and the pending invitation.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['projects'] }),
  });
}

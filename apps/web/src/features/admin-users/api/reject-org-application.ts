import type { TOrgApplication } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ORG_APPLICATIONS_KEY } from './get-org-applications.ts';

export function rejectOrgApplication({ id, reason }: { id: string; reason: string }): Promise<TOrgApplication> {
  return apiRequest(`/admin/organization-applications/${encodeURIComponent(id)}/reject`, {
    method: 'POST',
    body: { reason },
  });
}

export function useRejectOrgApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectOrgApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORG_APPLICATIONS_KEY }),
  });
}
